/**
 * Work orders (soOrder): the order with every dimension of its state (packages/shared work-orders/lifecycle.ts),
 * its replaced parts, and its history — one row per change: who, when, from, to, why.
 */
import type { AuditStage, ClosureState, OrderHolder, PartsState, SettleState, ShipState, SubFlowState, VisitState } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, pgView, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, instant, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' }).notNull().default('0.00');

export const soOrder = pgTable(
  'so_order',
  {
    id: id(),
    tenantId: tenantId(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    externalNo: varchar('external_no', { length: 64 }),
    parentNo: varchar('parent_no', { length: 32 }),
    orderType: varchar('order_type', { length: 16 }).notNull(),
    source: varchar('source', { length: 16 }).notNull(),
    serviceTypeId: bigint('service_type_id', { mode: 'number' }).notNull(),
    userType: varchar('user_type', { length: 1 }).notNull(),
    urgency: varchar('urgency', { length: 1 }).notNull().default('1'),
    brand: varchar('brand', { length: 64 }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }),
    serialNo: varchar('serial_no', { length: 64 }),
    assetId: bigint('asset_id', { mode: 'number' }),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    channelId: bigint('channel_id', { mode: 'number' }),
    shopId: bigint('shop_id', { mode: 'number' }),
    warrantyType: varchar('warranty_type', { length: 1 }).notNull().default('3'),
    custId: bigint('cust_id', { mode: 'number' }),
    customerName: varchar('customer_name', { length: 64 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    secondPhone: varchar('second_phone', { length: 20 }),
    provinceId: bigint('province_id', { mode: 'number' }).notNull(),
    cityId: bigint('city_id', { mode: 'number' }).notNull(),
    districtId: bigint('district_id', { mode: 'number' }).notNull(),
    address: varchar('address', { length: 255 }).notNull(),
    lat: numeric('lat', { precision: 9, scale: 6, mode: 'string' }),
    lng: numeric('lng', { precision: 9, scale: 6, mode: 'string' }),
    complaintNature: varchar('complaint_nature', { length: 16 }),
    complaintObject: varchar('complaint_object', { length: 16 }),
    faultDesc: text('fault_desc'),
    /** Repeat repair: the earlier repair order of the same serial number, created or finished within the company's repeatRepairDays. */
    repeatOfOrderId: bigint('repeat_of_order_id', { mode: 'number' }),
    repeatOfOrderNo: varchar('repeat_of_order_no', { length: 32 }),
    expectAt: timestamp('expect_at', { mode: 'string' }),
    remark: text('remark'),
    // The state, one column per dimension.
    status: smallint('status').notNull().default(1010),
    holder: varchar('holder', { length: 8 }).$type<OrderHolder>().notNull().default('hq'),
    audit: varchar('audit', { length: 8 }).$type<AuditStage>().notNull().default('none'),
    parts: varchar('parts', { length: 12 }).$type<PartsState>().notNull().default('none'),
    sra: varchar('sra', { length: 8 }).$type<SubFlowState>().notNull().default('none'),
    por: varchar('por', { length: 8 }).$type<SubFlowState>().notNull().default('none'),
    ship: varchar('ship', { length: 12 }).$type<ShipState>().notNull().default('none'),
    closure: varchar('closure', { length: 12 }).$type<ClosureState>().notNull().default('none'),
    settle: varchar('settle', { length: 12 }).$type<SettleState>().notNull().default('none'),
    visit: varchar('visit', { length: 12 }).$type<VisitState>().notNull().default('notVisited'),
    suspended: boolean('suspended').notNull().default(false),
    checkedIn: boolean('checked_in').notNull().default(false),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    // Who has it.
    centreId: bigint('centre_id', { mode: 'number' }),
    siteId: bigint('site_id', { mode: 'number' }),
    engineerId: bigint('engineer_id', { mode: 'number' }),
    /** The engineer's login: his own data scope. */
    engineerUserId: bigint('engineer_user_id', { mode: 'number' }),
    /** The organisation node whose subtree sees the order (the deepest level it has reached). */
    scopeDeptId: bigint('scope_dept_id', { mode: 'number' }),
    // Times. reportAt: when the customer reported it (now for a call; the shop's time for an imported order).
    reportAt: instant('report_at').notNull(),
    dispatchedAt: instant('dispatched_at'),
    acceptedAt: instant('accepted_at'),
    /** When the current engineer got it: an unappointed order counts on this day against his daily capacity. */
    assignedAt: instant('assigned_at'),
    appointAt: instant('appoint_at'),
    firstAppointAt: instant('first_appoint_at'),
    secondAppointAt: instant('second_appoint_at'),
    appointCount: integer('appoint_count').notNull().default(0),
    appointChanges: integer('appoint_changes').notNull().default(0),
    /** How many times an outlet refused it (doOrderReject): the dashboard's rejection rate. */
    rejectCount: integer('reject_count').notNull().default(0),
    customerPauses: integer('customer_pauses').notNull().default(0),
    checkInAt: instant('check_in_at'),
    departAt: instant('depart_at'),
    completedAt: instant('completed_at'),
    networkConfirmedAt: instant('network_confirmed_at'),
    centreAuditedAt: instant('centre_audited_at'),
    finishedAt: instant('finished_at'),
    cancelledAt: instant('cancelled_at'),
    // Repair by mail (mail.handlers.ts): when the shipping-repair step last moved, each leg's carrier and tracking
    // number (to the service centre, back to the customer), and when the customer signed for the repaired unit.
    shipAt: instant('ship_at'),
    sendLogistics: varchar('send_logistics', { length: 64 }),
    sendTrackingNo: varchar('send_tracking_no', { length: 64 }),
    returnLogistics: varchar('return_logistics', { length: 64 }),
    returnTrackingNo: varchar('return_tracking_no', { length: 64 }),
    customerSignedAt: instant('customer_signed_at'),
    // SLA: the matched rule and each clock's deadline (basSla).
    slaId: bigint('sla_id', { mode: 'number' }),
    responseDueAt: instant('response_due_at'),
    appointDueAt: instant('appoint_due_at'),
    arriveDueAt: instant('arrive_due_at'),
    completeDueAt: instant('complete_due_at'),
    // The result on site.
    faultSymptomId: bigint('fault_symptom_id', { mode: 'number' }),
    faultReasonId: bigint('fault_reason_id', { mode: 'number' }),
    fixMethodId: bigint('fix_method_id', { mode: 'number' }),
    resultRemark: text('result_remark'),
    photos: jsonb('photos').$type<number[]>().notNull().default([]),
    // Fees (money: numeric with explicit rounding, never floats).
    remoteKm: numeric('remote_km', { precision: 8, scale: 1, mode: 'string' }),
    feeService: money('fee_service'),
    feeRemote: money('fee_remote'),
    feeBonus: money('fee_bonus'),
    feeReward: money('fee_reward'),
    feeAdhoc: money('fee_adhoc'),
    feeDiscount: money('fee_discount'),
    feeTotal: money('fee_total'),
    // Payment by the customer (out of warranty).
    payMethod: varchar('pay_method', { length: 16 }),
    payer: varchar('payer', { length: 64 }),
    payAccount: varchar('pay_account', { length: 64 }),
    payStatus: varchar('pay_status', { length: 12 }),
    paidAt: instant('paid_at'),
    payNote: varchar('pay_note', { length: 500 }),
    payProof: bigint('pay_proof', { mode: 'number' }),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('so_order_no_uq').on(t.tenantId, t.orderNo),
    // The work-order grid: status + date + phone filters, newest first (ARCHITECTURE.md section 10). The phone is
    // last in the index so that the grid's count reads the index alone, not a heap page per matching order.
    index('so_order_status_report_idx').on(t.tenantId, t.status, t.reportAt, t.phone).where(sql`deleted_at is null`),
    index('so_order_report_idx').on(t.tenantId, t.reportAt),
    index('so_order_phone_idx').on(t.tenantId, t.phone),
    // Four digits or more of a number, anywhere in it (agents type the last four): through so_order_phone_search.
    // The tenant leads (btree_gin), so a lookup reads only its tenant's candidates: 240 heap rows, not every
    // tenant's 1,149, for four digits on the bench (docs/benchmarks.md).
    index('so_order_phone_tenant_trgm')
      .using('gin', t.tenantId, t.phone.op('gin_trgm_ops'))
      .where(sql`deleted_at is null`),
    index('so_order_serial_idx').on(t.tenantId, t.serialNo),
    index('so_order_cust_idx').on(t.tenantId, t.custId),
    index('so_order_scope_idx').on(t.tenantId, t.scopeDeptId, t.reportAt),
    index('so_order_engineer_idx').on(t.tenantId, t.engineerUserId, t.reportAt),
    // An engineer's open orders by the time that puts them on a day (appointment, else assignment), counted per day
    // against his daily capacity.
    index('so_order_engineer_day_idx')
      .on(t.tenantId, t.engineerId, sql`coalesce(${t.appointAt}, ${t.assignedAt})`)
      .where(sql`status < 1250 and deleted_at is null`),
    index('so_order_open_due_idx').on(t.tenantId, t.completeDueAt).where(sql`status < 1250 and deleted_at is null`),
    // What stands now on the dashboards (open orders of a scope by status, overdue, waiting for parts, appointed
    // today) counted from the index alone: 105 ms to 13 ms for headquarters' 29,663 on the bench (docs/benchmarks.md).
    index('so_order_open_scope_idx')
      .on(t.tenantId, t.scopeDeptId, t.status, t.completeDueAt, t.parts, t.appointAt)
      .where(sql`status < 1250 and deleted_at is null`),
    tenantPolicy('so_order'),
  ],
).enableRLS();

/**
 * The phone fragment's index lookup (migrations 0072, 0076): LIKE and pg_trgm's operators are not leakproof, so
 * PostgreSQL never uses the trigram index for them under a row-level-security policy (as for the customers' search
 * view). The view, owned by the migrating role, finds the matching ids of the tenant the query names, narrowed by
 * the grid's status and date filters; the orders themselves are read under the policy.
 */
export const soOrderPhoneSearch = pgView('so_order_phone_search', {
  id: bigint('id', { mode: 'number' }).notNull(),
  tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
  phone: varchar('phone', { length: 11 }).notNull(),
  status: smallint('status').notNull(),
  reportAt: instant('report_at').notNull(),
}).existing();

/** Replaced parts (spec: code, name, barcode, quantity, factory price, return-to-factory flag). */
export const soOrderPart = pgTable(
  'so_order_part',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    lineNo: integer('line_no').notNull(),
    partsId: bigint('parts_id', { mode: 'number' }),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    barcode: varchar('barcode', { length: 64 }),
    oldBarcode: varchar('old_barcode', { length: 64 }),
    quantity: integer('quantity').notNull(),
    factoryPrice: money('factory_price'),
    returnFlag: boolean('return_flag').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('so_order_part_order_idx').on(t.tenantId, t.orderId), index('so_order_part_barcode_idx').on(t.tenantId, t.barcode), tenantPolicy('so_order_part')],
).enableRLS();

/** The order's history and log: every command writes one row. */
export const soOrderHistory = pgTable(
  'so_order_history',
  {
    id: id(),
    tenantId: tenantId(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    fromHolder: varchar('from_holder', { length: 8 }),
    toHolder: varchar('to_holder', { length: 8 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    reason: text('reason').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('so_order_history_order_idx').on(t.tenantId, t.orderId, t.id), tenantPolicy('so_order_history')],
).enableRLS();

/** The running number of each tenant's orders per day (order numbers SO + yyMMdd + 6 digits). */
export const soOrderSeq = pgTable(
  'so_order_seq',
  {
    tenantId: tenantId(),
    day: varchar('day', { length: 6 }).notNull(),
    last: integer('last').notNull(),
  },
  (t) => [uniqueIndex('so_order_seq_uq').on(t.tenantId, t.day), tenantPolicy('so_order_seq')],
).enableRLS();

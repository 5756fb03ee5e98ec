/**
 * The settlement pool and batch settlement (sfBatchSettle; docs/settlement.md "Statements"). Everything here is
 * set-based SQL (insert ... select), so a batch of 10,000 orders over 200 outlets is a handful of statements, not
 * a loop. An order, sheet, fee application or old part lands on one live statement at most: the lines' partial
 * unique index decides, and a batch racing another skips what the other took (on conflict do nothing).
 */
import { HOLD_REASONS, type HoldReason, OPEN_REQUEST_STATUSES, PIC_CHECK_HOLDING } from '@as/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { FieldErrors } from '../../http/errors.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { snSite } from '../network/index.ts';
import { soPicCheck } from '../pic-check/index.ts';
import { soOrder } from '../work-orders/index.ts';
import { sfStatement, sfStatementLine } from './statement.table.ts';

/** An assessment sheet that stands and is due (H5's sheetsToSettle): reward positive, penalty negative. */
export interface SheetToSettle {
  id: number;
  billNo: string;
  siteId: number;
  amount: string;
  remark?: string | null;
}

/** An old part not returned past its deadline (H1's noReturnParts): its amount is deducted. */
export interface PartNotReturned {
  orderPartId: number;
  orderId: number;
  orderNo: string;
  siteId: number | null;
  partsCode: string;
  partsName: string;
  amount: string;
}

/**
 * Where the lines that are not orders come from. Each is another module's function; until it lands, it is null and
 * that source contributes nothing and holds nothing back (the docs and the batch's answer say so), never a guess.
 */
export interface SettlementSources {
  sheets: ((tx: Tx, tenantId: number, siteIds: number[], periodEnd: string) => Promise<SheetToSettle[]>) | null;
  partsNotReturned: ((tx: Tx, tenantId: number, opts: { siteIds?: number[]; asOf?: Date }) => Promise<PartNotReturned[]>) | null;
}

const sources: SettlementSources = { sheets: null, partsNotReturned: null };

/** Plugs a source in (the settlement module's front door does, once the other module's function has landed). */
export function provideSettlementSources(given: Partial<SettlementSources>) {
  Object.assign(sources, given);
}

export const settlementSources = (): Readonly<SettlementSources> => sources;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const OPEN_APPEAL = sql.raw(OPEN_REQUEST_STATUSES.map((s) => `'${s}'`).join(', '));
const PIC_HOLDING = sql.raw(PIC_CHECK_HOLDING.map((s) => `'${s}'`).join(', '));

/** The outlets a caller settles for: its data scope over the outlets' organisation nodes. */
export const siteScope = (viewer: Viewer) => orgScope(viewer, { dept: snSite.deptId, owner: snSite.createdBy });

/** Orders past headquarters' audit, waiting to be settled, on no live statement (the pool), as SQL over `so_order o`. */
const inPool = (tenantId: number) => sql`o.tenant_id = ${tenantId} and o.status = 1250 and o.settle = 'toSettle' and o.deleted_at is null
  and not exists (select 1 from ${sfStatementLine} l where l.tenant_id = o.tenant_id and l.kind = 'order' and l.source_id = o.id and l.live)`;

/** The checks that hold a pool order back (no-return only when its source has landed: `held` lists those order ids). */
const holds = (held: number[]) => ({
  noPhotos: sql`jsonb_array_length(o.photos) = 0`,
  openAppeal: sql`exists (select 1 from so_order_appeal a where a.tenant_id = o.tenant_id and a.order_id = o.id and a.status in (${OPEN_APPEAL}) and a.deleted_at is null)`,
  oldPartNotReturned: held.length ? sql`o.id in (select value::bigint from jsonb_array_elements_text(${json(held)}))` : sql`false`,
  picRejected: sql`exists (select 1 from ${soPicCheck} pc where pc.tenant_id = o.tenant_id and pc.order_id = o.id and pc.status in (${PIC_HOLDING}))`,
});

/** Any of the reasons holds the order back. */
const heldBack = (h: ReturnType<typeof holds>) => sql`(${sql.join(HOLD_REASONS.map((r) => h[r]), sql` or `)})`;

export interface PoolQuery {
  current: number;
  size: number;
  siteIds?: number[];
  finishedFrom?: string;
  finishedTo?: string;
  categoryId?: number;
  itemId?: number;
  orderNo?: string;
  /** Only orders held back (true), only those ready (false), or both. */
  held?: boolean;
}

/** Whole days of the period: from its first day's start to the start of the day after its last. */
const dayStart = (day: string) => sql`${day}::date::timestamptz`;
const dayAfter = (day: string) => sql`(${day}::date + 1)::timestamptz`;

/** Far enough ahead that every old part still out has passed its deadline by then. */
const END_OF_TIME = new Date('9999-12-31T00:00:00Z');

/**
 * The outlets' old parts still out (flagged for return, not shipped back; none while that source has not landed),
 * split so that none counts twice: those past their deadline are deducted (a line each, `parts`) and hold nothing
 * back; an order with a part still within its deadline waits in the pool (`orders`) until the part ships or falls due.
 */
async function ordersWithPartsOut(tx: Tx, tenantId: number, siteIds: number[] | undefined): Promise<{ parts: PartNotReturned[]; orders: number[] }> {
  if (!sources.partsNotReturned) return { parts: [], orders: [] };
  const overdue = await sources.partsNotReturned(tx, tenantId, { siteIds, asOf: new Date() });
  const out = await sources.partsNotReturned(tx, tenantId, { siteIds, asOf: END_OF_TIME });
  const deducted = new Set(overdue.map((p) => Number(p.orderPartId)));
  return { parts: overdue, orders: [...new Set(out.filter((p) => !deducted.has(Number(p.orderPartId))).map((p) => Number(p.orderId)))] };
}

/** The pool: its orders with their fees and the reasons each is held back, a page of them, oldest finished first. */
export async function settlementPool(tx: Tx, auth: AuthContext, q: PoolQuery) {
  const { orders: held } = await ordersWithPartsOut(tx, auth.tenantId, q.siteIds);
  const h = holds(held);
  const scope = siteScope(auth);
  const where = sql.join(
    [
      inPool(auth.tenantId),
      q.siteIds?.length ? sql`o.site_id in (select value::bigint from jsonb_array_elements_text(${json(q.siteIds)}))` : undefined,
      q.finishedFrom ? sql`o.finished_at >= ${dayStart(q.finishedFrom)}` : undefined,
      q.finishedTo ? sql`o.finished_at < ${dayAfter(q.finishedTo)}` : undefined,
      q.categoryId ? sql`o.category_id = ${q.categoryId}` : undefined,
      q.itemId ? sql`o.item_id = ${q.itemId}` : undefined,
      q.orderNo ? sql`o.order_no ilike ${`%${q.orderNo.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
      scope ? sql`sn_site.id is not null and ${scope}` : undefined,
      q.held === undefined ? undefined : sql`${q.held ? sql`` : sql`not`} ${heldBack(h)}`,
    ].filter((c): c is SQL => c !== undefined),
    sql` and `,
  );
  const from = sql`from ${soOrder} o left join ${snSite} on sn_site.tenant_id = o.tenant_id and sn_site.id = o.site_id where ${where}`;
  const [{ total }] = rowsOf<{ total: number }>(await tx.execute(sql`select count(*)::int as total ${from}`));
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`select o.id, o.order_no as "orderNo", o.site_id as "siteId", sn_site.name as "siteName", o.category_id as "categoryId", o.item_id as "itemId",
        to_char(o.finished_at, 'YYYY-MM-DD HH24:MI:SS') as "finishedAt",
        o.fee_service as "feeService", o.fee_remote as "feeRemote", o.fee_bonus as "feeBonus", o.fee_reward as "feeReward", o.fee_adhoc as "feeAdhoc",
        o.fee_discount as "feeDiscount", o.fee_total as "feeTotal",
        ${h.noPhotos} as "noPhotos", ${h.openAppeal} as "openAppeal", ${h.oldPartNotReturned} as "oldPartNotReturned", ${h.picRejected} as "picRejected"
      ${from} order by o.finished_at, o.id limit ${q.size} offset ${(q.current - 1) * q.size}`),
  );
  const records = rows.map(({ noPhotos, openAppeal, oldPartNotReturned, picRejected, ...row }) => {
    const flags: Record<HoldReason, unknown> = { noPhotos, openAppeal, oldPartNotReturned, picRejected };
    // int8 comes back as text from node-postgres and as a number from PGlite: the ids are numbers either way.
    const id = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    return { ...row, id: Number(row.id), siteId: id(row.siteId), categoryId: id(row.categoryId), itemId: id(row.itemId), holdReasons: HOLD_REASONS.filter((r) => flags[r] === true) };
  });
  return { records, total, current: q.current, size: q.size, pages: Math.ceil(total / q.size), searchCount: true, sources: sourcesLanded() };
}

const sourcesLanded = () => ({ sheets: sources.sheets !== null, partsNotReturned: sources.partsNotReturned !== null });

export interface BatchInput {
  periodStart: string;
  periodEnd: string;
  siteIds: number[];
  remark?: string;
}

/** The outlets asked for that the caller may settle (all of them, or the field error naming the rest). */
async function settleableSites(tx: Tx, auth: AuthContext, siteIds: number[]): Promise<number[]> {
  const ids = [...new Set(siteIds)];
  const found = await tx
    .select({ id: snSite.id })
    .from(snSite)
    .where(and(eq(snSite.tenantId, auth.tenantId), inArray(snSite.id, ids), isNull(snSite.deletedAt), siteScope(auth)));
  if (found.length !== ids.length) throw new FieldErrors([{ field: 'siteIds', code: 'notFound' }]);
  return ids;
}

/**
 * Fills statements with lines (a new batch's, or one statement being regenerated: `statements` selects them as
 * SQL over `sf_statement st`), then sets their totals from their live lines. Orders of each statement's outlet
 * finished in its period, in the pool and not held back; the approved fee applications of those orders (the
 * order's line is its fee total less them, since an approved fee is already in the order's ad hoc fee); the
 * sheets and old parts given.
 */
async function fillLines(tx: Tx, tenantId: number, statements: SQL, held: number[], sheets: SheetToSettle[], parts: PartNotReturned[]) {
  const h = holds(held);
  const onConflict = sql`on conflict (tenant_id, kind, source_id) where live do nothing`;
  await tx.execute(sql`insert into ${sfStatementLine} (tenant_id, statement_id, kind, source_id, source_no, order_id, order_no, amount)
    select ${tenantId}, st.id, 'order', o.id, o.order_no, o.id, o.order_no, coalesce(o.fee_total, 0) - coalesce(f.amount, 0)
    from ${sfStatement} st
    join ${soOrder} o on o.tenant_id = st.tenant_id and o.site_id = st.site_id and o.finished_at >= st.period_start::timestamptz and o.finished_at < (st.period_end + 1)::timestamptz
    left join lateral (select sum(am.amount) as amount from so_apply_money am
      where am.tenant_id = o.tenant_id and am.order_id = o.id and am.status = 'approved' and am.deleted_at is null
        and not exists (select 1 from ${sfStatementLine} fl where fl.tenant_id = am.tenant_id and fl.kind = 'fee' and fl.source_id = am.id and fl.live)) f on true
    where st.tenant_id = ${tenantId} and ${statements} and ${inPool(tenantId)} and not ${heldBack(h)}
    order by o.id
    ${onConflict}`);
  await tx.execute(sql`insert into ${sfStatementLine} (tenant_id, statement_id, kind, source_id, source_no, order_id, order_no, amount, remark)
    select ${tenantId}, ol.statement_id, 'fee', am.id, am.bill_no, am.order_id, am.order_no, coalesce(am.amount, 0), left(am.reason, 255)
    from ${sfStatement} st
    join ${sfStatementLine} ol on ol.tenant_id = st.tenant_id and ol.statement_id = st.id and ol.kind = 'order' and ol.live
    join so_apply_money am on am.tenant_id = ol.tenant_id and am.order_id = ol.source_id and am.status = 'approved' and am.deleted_at is null
    where st.tenant_id = ${tenantId} and ${statements}
    order by am.id
    ${onConflict}`);
  if (sheets.length) {
    await tx.execute(sql`insert into ${sfStatementLine} (tenant_id, statement_id, kind, source_id, source_no, amount, remark)
      select ${tenantId}, st.id, 'sheet', x.id, x."billNo", x.amount, left(x.remark, 255)
      from jsonb_to_recordset(${json(sheets)}) as x(id bigint, "billNo" text, "siteId" bigint, amount numeric, remark text)
      join ${sfStatement} st on st.tenant_id = ${tenantId} and st.site_id = x."siteId" and ${statements}
      order by x.id
      ${onConflict}`);
  }
  if (parts.length) {
    await tx.execute(sql`insert into ${sfStatementLine} (tenant_id, statement_id, kind, source_id, source_no, order_id, order_no, amount, remark)
      select ${tenantId}, st.id, 'deduction', x."orderPartId", x."partsCode", x."orderId", x."orderNo", -x.amount, left(x."partsName", 255)
      from jsonb_to_recordset(${json(parts)}) as x("orderPartId" bigint, "orderId" bigint, "orderNo" text, "siteId" bigint, "partsCode" text, "partsName" text, amount numeric)
      join ${sfStatement} st on st.tenant_id = ${tenantId} and st.site_id = x."siteId" and ${statements}
      order by x."orderPartId"
      ${onConflict}`);
  }
  await tx.execute(sql`with x as (
      select l.statement_id, count(*) filter (where l.kind = 'order') as n, sum(l.amount) filter (where l.kind = 'order') as orders,
        sum(l.amount) filter (where l.kind = 'sheet') as sheets, sum(l.amount) filter (where l.kind = 'fee') as fees,
        sum(l.amount) filter (where l.kind = 'deduction') as deductions, sum(l.amount) as total
      from ${sfStatementLine} l join ${sfStatement} st on st.tenant_id = l.tenant_id and st.id = l.statement_id
      where l.tenant_id = ${tenantId} and l.live and ${statements} group by l.statement_id)
    update ${sfStatement} st set order_count = coalesce(x.n, 0), order_amount = coalesce(x.orders, 0), sheet_amount = coalesce(x.sheets, 0),
      fee_amount = coalesce(x.fees, 0), deduction_amount = coalesce(x.deductions, 0), total_amount = coalesce(x.total, 0)
    from ${sfStatement} s2 left join x on x.statement_id = s2.id
    where s2.tenant_id = ${tenantId} and s2.id = st.id and st.tenant_id = ${tenantId} and ${statements}`);
}

/** What the sources give for these outlets: the sheets due by the period's end, the parts not returned now. */
async function extraLines(tx: Tx, tenantId: number, siteIds: number[], periodEnd: string) {
  const { parts, orders } = await ordersWithPartsOut(tx, tenantId, siteIds);
  const sheets = sources.sheets ? await sources.sheets(tx, tenantId, siteIds, periodEnd) : [];
  return { parts: parts.filter((p) => p.siteId !== null), held: orders, sheets };
}

/**
 * Initiates settlement for a period and a set of outlets: one statement per outlet that has anything to settle,
 * in one transaction (the caller's): a batch stands whole or not at all.
 */
export async function batchSettle(tx: Tx, auth: AuthContext, input: BatchInput) {
  if (input.periodStart > input.periodEnd) throw new FieldErrors([{ field: 'periodEnd', code: 'minValue', params: { n: input.periodStart } }]);
  const siteIds = await settleableSites(tx, auth, input.siteIds);
  const { parts, held, sheets } = await extraLines(tx, auth.tenantId, siteIds, input.periodEnd);
  const [{ batchNo }] = rowsOf<{ batchNo: string }>(await tx.execute(sql`select 'SB' || to_char(now(), 'YYMMDD') || lpad(nextval('sf_batch_no_seq')::text, 6, '0') as "batchNo"`));
  const h = holds(held);
  const extraSites = [...new Set([...sheets.map((s) => Number(s.siteId)), ...parts.map((p) => Number(p.siteId))])];
  // An outlet gets a statement when it has an order to settle, a sheet or a deduction; one that lost all of its
  // orders to a concurrent batch is dropped below.
  await tx.execute(sql`insert into ${sfStatement} (tenant_id, statement_no, batch_no, site_id, dept_id, period_start, period_end, created_by, updated_by)
    select ${auth.tenantId}, 'ST' || to_char(now(), 'YYMMDD') || lpad(nextval('sf_statement_no_seq')::text, 6, '0'), ${batchNo}, s.id, s.dept_id, ${input.periodStart}::date, ${input.periodEnd}::date, ${auth.userId}, ${auth.userId}
    from ${snSite} s
    where s.tenant_id = ${auth.tenantId} and s.id in (select value::bigint from jsonb_array_elements_text(${json(siteIds)}))
      and (s.id in (select value::bigint from jsonb_array_elements_text(${json(extraSites)}))
        or exists (select 1 from ${soOrder} o where o.site_id = s.id and o.finished_at >= ${dayStart(input.periodStart)} and o.finished_at < ${dayAfter(input.periodEnd)}
          and ${inPool(auth.tenantId)} and not ${heldBack(h)}))
    order by s.id`);
  const inBatch = sql`st.batch_no = ${batchNo}`;
  await fillLines(tx, auth.tenantId, inBatch, held, sheets, parts);
  await tx.execute(sql`delete from ${sfStatement} st where st.tenant_id = ${auth.tenantId} and ${inBatch}
    and not exists (select 1 from ${sfStatementLine} l where l.tenant_id = st.tenant_id and l.statement_id = st.id)`);
  await tx.execute(sql`insert into sf_statement_history (tenant_id, statement_id, action, from_status, to_status, user_id, remark, detail)
    select ${auth.tenantId}, st.id, 'generate', null, st.status, ${auth.userId}, ${input.remark ?? ''}, jsonb_build_object('batchNo', st.batch_no, 'totalAmount', st.total_amount)
    from ${sfStatement} st where st.tenant_id = ${auth.tenantId} and ${inBatch}`);
  const [summary] = rowsOf<{ statements: number; orders: number; total: string }>(
    await tx.execute(sql`select count(*)::int as statements, coalesce(sum(order_count), 0)::int as orders, coalesce(sum(total_amount), 0)::numeric(14,2)::text as total
      from ${sfStatement} st where st.tenant_id = ${auth.tenantId} and ${inBatch}`),
  );
  return { batchNo, ...summary, sources: sourcesLanded() };
}

/** Recomputes one statement's lines (its old lines leave, what is due now comes in): the answer to an objection. */
export async function refillStatement(tx: Tx, tenantId: number, statement: { id: number; siteId: number; periodEnd: string }) {
  await tx.delete(sfStatementLine).where(and(eq(sfStatementLine.tenantId, tenantId), eq(sfStatementLine.statementId, statement.id)));
  const { parts, held, sheets } = await extraLines(tx, tenantId, [statement.siteId], statement.periodEnd);
  await fillLines(tx, tenantId, sql`st.id = ${statement.id}`, held, sheets, parts);
}

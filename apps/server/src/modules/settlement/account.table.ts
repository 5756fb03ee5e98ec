/**
 * The outlet's account (packages/shared settlement/account.ts; docs/settlement.md, Account): immutable flows and
 * the balance per outlet they add up to, changed only by postFlows in the same transaction.
 */
import type { AccountColumn, FlowKind } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { appendOnlyTenantPolicies, id, tenantId, tenantPolicy } from '../../db/columns.ts';

const money = (column: string) => numeric(column, { precision: 14, scale: 2, mode: 'string' });

/**
 * One row per change of an outlet's money, never updated or deleted (the application role may only read and add
 * them; a mistake is reversed by a new flow). The kind alone says which column it moves (FLOW_KINDS).
 */
export const sfSiteFinflow = pgTable(
  'sf_site_finflow',
  {
    id: id(),
    tenantId: tenantId(),
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    /** The outlet's organisation node, copied for the data scope. */
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 12 }).$type<FlowKind>().notNull(),
    amount: money('amount').notNull(),
    /** The document it comes from (a parts application, a statement, an assessment sheet; manual: headquarters' entry). */
    docType: varchar('doc_type', { length: 16 }).notNull(),
    docId: bigint('doc_id', { mode: 'number' }),
    docNo: varchar('doc_no', { length: 32 }),
    reason: text('reason').notNull().default(''),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdByName: varchar('created_by_name', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sf_site_finflow_amount_ck', sql`${t.amount} <> 0`),
    index('sf_site_finflow_site_idx').on(t.tenantId, t.siteId, t.createdAt),
    index('sf_site_finflow_doc_idx').on(t.tenantId, t.docType, t.docId),
    index('sf_site_finflow_created_idx').on(t.tenantId, t.createdAt),
    ...appendOnlyTenantPolicies('sf_site_finflow'),
  ],
).enableRLS();

/** Each outlet's balance by column: the sum of its flows, changed only with the flows that explain it. */
export const sfSiteAccount = pgTable(
  'sf_site_account',
  {
    id: id(),
    tenantId: tenantId(),
    siteId: bigint('site_id', { mode: 'number' }).notNull(),
    deptId: bigint('dept_id', { mode: 'number' }).notNull(),
    deposit: money('deposit').notNull().default('0.00'),
    credit: money('credit').notNull().default('0.00'),
    payment: money('payment').notNull().default('0.00'),
    occupied: money('occupied').notNull().default('0.00'),
    used: money('used').notNull().default('0.00'),
    returned: money('returned').notNull().default('0.00'),
    settled: money('settled').notNull().default('0.00'),
    penalty: money('penalty').notNull().default('0.00'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sf_site_account_site_uq').on(t.tenantId, t.siteId),
    index('sf_site_account_dept_idx').on(t.tenantId, t.deptId),
    check(
      'sf_site_account_never_negative_ck',
      sql`${t.deposit} >= 0 and ${t.credit} >= 0 and ${t.payment} >= 0 and ${t.occupied} >= 0 and ${t.used} >= 0 and ${t.returned} >= 0 and ${t.settled} >= 0 and ${t.penalty} >= 0`,
    ),
    tenantPolicy('sf_site_account'),
  ],
).enableRLS();

/** The account's columns as drizzle columns, in ACCOUNT_COLUMNS' names. */
export const ACCOUNT_TABLE_COLUMNS: Record<AccountColumn, typeof sfSiteAccount.deposit> = {
  deposit: sfSiteAccount.deposit,
  credit: sfSiteAccount.credit,
  payment: sfSiteAccount.payment,
  occupied: sfSiteAccount.occupied,
  used: sfSiteAccount.used,
  returned: sfSiteAccount.returned,
  settled: sfSiteAccount.settled,
  penalty: sfSiteAccount.penalty,
};

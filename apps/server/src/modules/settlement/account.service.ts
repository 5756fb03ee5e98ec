/**
 * The outlet's account (packages/shared settlement/account.ts; docs/settlement.md, Account): postFlows is the only
 * writer of balances, in the caller's transaction, all or nothing; the balance view and the flows list read the
 * flows; checkAccounts proves every balance against its flows.
 */
import {
  ACCOUNT_COLUMN_LABELS,
  ACCOUNT_COLUMNS,
  type AccountBalance,
  applyFlows,
  availableOf,
  dec,
  FLOW_KIND_NAMES,
  type FlowKind,
  flowProblem,
  type ListQuery,
  ListQueryError,
  type ManualFlowKind,
  periodView,
  postingRefusal,
  zeroBalance,
} from '@as/shared';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { containsPattern } from '../../http/resource/resource.repository.ts';
import { snSite, siteScope } from '../network/index.ts';
import { sfSiteAccount, sfSiteFinflow } from './account.table.ts';

/** Who posts: a signed-in caller, or the system (a job, the seed) in a tenant. */
export type Poster = Pick<AuthContext, 'tenantId' | 'userId' | 'username'>;

/** Where a flow comes from: the document (a parts application, a statement, a sheet; 'manual' for headquarters' entries). */
export interface FlowSource {
  docType: string;
  docId?: number | null;
  docNo?: string | null;
  reason?: string | null;
}

export interface FlowPosting extends FlowSource {
  siteId: number;
  kind: FlowKind;
  /** A decimal string with at most two decimals; negative only for deposit, credit and payment (corrections). */
  amount: string;
}

const balanceOf = (row: typeof sfSiteAccount.$inferSelect): AccountBalance => Object.fromEntries(ACCOUNT_COLUMNS.map((c) => [c, row[c]])) as AccountBalance;

/**
 * Writes the flows and changes the balances they explain, all or nothing: every outlet touched is locked (its
 * account created empty when it has none) in one fixed order (by outlet id), so no two postings deadlock; an outlet
 * whose posting the rule refuses (settlement/account.ts postingRefusal) refuses the whole posting with its name,
 * what is available and what is needed (the caller's transaction then rolls back).
 */
export async function postFlows(tx: Tx, poster: Poster, flows: readonly FlowPosting[]): Promise<void> {
  if (!flows.length) return;
  for (const flow of flows) {
    const problem = flowProblem(flow);
    if (problem) throw new Error(`outlet account: ${problem}`);
  }
  const { tenantId } = poster;
  const siteIds = [...new Set(flows.map((f) => f.siteId))].sort((a, b) => a - b);
  const sites = await tx
    .select({ id: snSite.id, deptId: snSite.deptId, code: snSite.code, name: snSite.name })
    .from(snSite)
    .where(and(eq(snSite.tenantId, tenantId), inArray(snSite.id, siteIds), isNull(snSite.deletedAt)));
  if (sites.length !== siteIds.length) throw new AppError('notFound');
  const site = new Map(sites.map((s) => [s.id, s]));
  // INSERT … ON CONFLICT takes its rows in the order given: by outlet id.
  const held = await tx
    .insert(sfSiteAccount)
    .values(siteIds.map((siteId) => ({ tenantId, siteId, deptId: site.get(siteId)!.deptId })))
    .onConflictDoUpdate({ target: [sfSiteAccount.tenantId, sfSiteAccount.siteId], set: { updatedAt: sql`now()` } })
    .returning();
  const after = new Map<number, AccountBalance>();
  for (const account of held) {
    const mine = flows.filter((f) => f.siteId === account.siteId);
    const balance = balanceOf(account);
    const refusal = postingRefusal(balance, mine);
    const outlet = `${site.get(account.siteId)!.code} ${site.get(account.siteId)!.name}`;
    if (refusal?.reason === 'overdrawn') throw new AppError('accountOverdrawn', { outlet, available: refusal.available, needed: refusal.needed });
    if (refusal) throw new AppError('accountColumnShort', { outlet, column: ACCOUNT_COLUMN_LABELS[refusal.column], have: refusal.have, needed: refusal.needed });
    after.set(account.id, applyFlows(balance, mine));
  }
  // The rows are locked: the new balances are written whole, computed in decimals from the locked values.
  const values = sql.join(
    [...after].map(([id, b]) => sql`(${id}::bigint, ${sql.join(ACCOUNT_COLUMNS.map((c) => sql`${b[c]}::numeric`), sql`, `)})`),
    sql`, `,
  );
  await tx.execute(sql`update ${sfSiteAccount} as a
      set ${sql.raw(ACCOUNT_COLUMNS.map((c) => `${c} = d.${c}`).join(', '))}, updated_at = now()
     from (values ${values}) as d(id, ${sql.raw(ACCOUNT_COLUMNS.join(', '))})
    where a.tenant_id = ${tenantId} and a.id = d.id`);
  // The outlet's credit limit is what its account was granted: kept equal in the same transaction.
  for (const account of held) {
    if (flows.some((f) => f.siteId === account.siteId && f.kind === 'credit')) {
      await tx.update(snSite).set({ creditLimit: after.get(account.id)!.credit }).where(and(eq(snSite.tenantId, tenantId), eq(snSite.id, account.siteId)));
    }
  }
  await tx.insert(sfSiteFinflow).values(
    flows.map((f) => ({
      tenantId,
      siteId: f.siteId,
      deptId: site.get(f.siteId)!.deptId,
      kind: f.kind,
      amount: f.amount,
      docType: f.docType,
      docId: f.docId ?? null,
      docNo: f.docNo ?? null,
      reason: f.reason ?? '',
      createdBy: poster.userId || null,
      createdByName: poster.username?.slice(0, 64) ?? null,
    })),
  );
}


/**
 * For the parts module: a parts order on credit occupies `amount` of the outlet's available balance (refused with
 * accountOverdrawn beyond it). Call it in the transaction that submits the order, with the order as the source.
 */
export const occupyCredit = (tx: Tx, poster: Poster, siteId: number, amount: string, source: FlowSource) => postFlows(tx, poster, [{ siteId, kind: 'occupy', amount, ...source }]);

/**
 * Undoes an occupation (the order cancelled or rejected): `amount` back to available; never more than the outlet
 * has occupied. Without `amount`, whatever the source still occupies (occupiedBy), if anything.
 */
export async function releaseCredit(tx: Tx, poster: Poster, siteId: number, amount: string | null, source: FlowSource) {
  const left = amount ?? (await occupiedBy(tx, poster.tenantId, siteId, source));
  if (dec(left).gt(0)) await postFlows(tx, poster, [{ siteId, kind: 'release', amount: left, ...source }]);
}

/** The occupation turned into use (the parts received or the order settled): release and use in one posting. */
export const useCredit = (tx: Tx, poster: Poster, siteId: number, amount: string, source: FlowSource) =>
  postFlows(tx, poster, [
    { siteId, kind: 'release', amount, ...source },
    { siteId, kind: 'use', amount, ...source },
  ]);

/** What a document still occupies on an outlet's account (its occupations less its releases), a decimal string. */
export async function occupiedBy(db: Conn, tenantId: number, siteId: number, source: Pick<FlowSource, 'docType' | 'docId'>): Promise<string> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(case ${sfSiteFinflow.kind} when 'occupy' then ${sfSiteFinflow.amount} when 'release' then -${sfSiteFinflow.amount} else 0 end), 0)::numeric(14,2)::text` })
    .from(sfSiteFinflow)
    .where(and(eq(sfSiteFinflow.tenantId, tenantId), eq(sfSiteFinflow.siteId, siteId), eq(sfSiteFinflow.docType, source.docType), source.docId == null ? isNull(sfSiteFinflow.docId) : eq(sfSiteFinflow.docId, source.docId)));
  return row.sum;
}

/** Outlets the viewer may see the accounts of: those of their data scope (none for a viewer limited to their own records). */
export const accountScope = (viewer: Viewer): SQL | undefined => {
  if (viewer.dataScope === 'all') return undefined;
  if (viewer.deptId === null || viewer.dataScope === 'self') return sql`false`;
  return orgScope(viewer, { dept: sfSiteAccount.deptId, owner: sfSiteAccount.deptId });
};
const flowScope = (viewer: Viewer): SQL | undefined => {
  if (viewer.dataScope === 'all') return undefined;
  if (viewer.deptId === null || viewer.dataScope === 'self') return sql`false`;
  return orgScope(viewer, { dept: sfSiteFinflow.deptId, owner: sfSiteFinflow.deptId });
};

export interface RecordInput {
  siteId: number;
  kind: ManualFlowKind;
  amount: string;
  reason: string;
  docNo?: string | null;
}

/** Headquarters records a deposit, a credit grant or a payment received (negative: a refund or a correction), for an outlet it sees. */
export async function recordFlow(tx: Tx, auth: AuthContext, input: RecordInput) {
  const [site] = await tx
    .select({ id: snSite.id })
    .from(snSite)
    .where(and(eq(snSite.tenantId, auth.tenantId), eq(snSite.id, input.siteId), isNull(snSite.deletedAt), siteScope(auth)));
  if (!site) throw new AppError('notFound');
  await postFlows(tx, auth, [{ siteId: input.siteId, kind: input.kind, amount: input.amount, docType: 'manual', docNo: input.docNo ?? null, reason: input.reason }]);
  return accountOf(tx, auth.tenantId, input.siteId);
}

/** An outlet's balance now, with its available (zero when it has no account yet). */
export async function accountOf(db: Conn, tenantId: number, siteId: number) {
  const [row] = await db.select().from(sfSiteAccount).where(and(eq(sfSiteAccount.tenantId, tenantId), eq(sfSiteAccount.siteId, siteId)));
  const balance = row ? balanceOf(row) : zeroBalance();
  return { siteId, ...balance, available: availableOf(balance) };
}

const first = (query: ListQuery, field: string) => query.filters[field]?.[0];
function whole(query: ListQuery, field: string): number | undefined {
  const value = first(query, field);
  if (value === undefined) return undefined;
  if (!/^\d{1,15}$/.test(value)) throw new ListQueryError('badType', `filters.${field}`);
  return Number(value);
}
function moment(value: string | undefined, field: string): Date | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new ListQueryError('formatError', `filters.${field}`);
  return date;
}

/** The flows the viewer sees, filtered by outlet, kind, period and document; newest first unless sorted otherwise. */
export async function listFlows(tx: Tx, viewer: Viewer, query: ListQuery) {
  const [from, to] = query.filters.createdAt ?? [];
  const fromAt = moment(from, 'createdAt');
  const toAt = moment(to, 'createdAt');
  const siteId = whole(query, 'siteId');
  const kinds = query.filters.kind;
  if (kinds?.some((k) => !FLOW_KIND_NAMES.includes(k as FlowKind))) throw new ListQueryError('badType', 'filters.kind');
  const siteName = first(query, 'siteName');
  const docType = first(query, 'docType');
  const docNo = first(query, 'docNo');
  const where = and(
    eq(sfSiteFinflow.tenantId, viewer.tenantId),
    flowScope(viewer),
    fromAt ? gte(sfSiteFinflow.createdAt, fromAt) : undefined,
    toAt ? lt(sfSiteFinflow.createdAt, toAt) : undefined,
    siteId !== undefined ? eq(sfSiteFinflow.siteId, siteId) : undefined,
    kinds?.length ? inArray(sfSiteFinflow.kind, kinds as FlowKind[]) : undefined,
    siteName ? ilike(snSite.name, containsPattern(siteName)) : undefined,
    docType ? eq(sfSiteFinflow.docType, docType) : undefined,
    docNo ? ilike(sfSiteFinflow.docNo, containsPattern(docNo)) : undefined,
  );
  const site = and(eq(snSite.tenantId, sfSiteFinflow.tenantId), eq(snSite.id, sfSiteFinflow.siteId));
  const sortable = { createdAt: sfSiteFinflow.createdAt, kind: sfSiteFinflow.kind, amount: sfSiteFinflow.amount };
  const column = sortable[(query.sort ?? 'createdAt') as keyof typeof sortable] ?? sfSiteFinflow.createdAt;
  const direction = query.sort ? query.order : 'desc';
  const records = await tx
    .select({
      id: sfSiteFinflow.id,
      createdAt: sfSiteFinflow.createdAt,
      siteId: sfSiteFinflow.siteId,
      siteCode: snSite.code,
      siteName: snSite.name,
      kind: sfSiteFinflow.kind,
      amount: sfSiteFinflow.amount,
      docType: sfSiteFinflow.docType,
      docId: sfSiteFinflow.docId,
      docNo: sfSiteFinflow.docNo,
      reason: sfSiteFinflow.reason,
      createdByName: sfSiteFinflow.createdByName,
    })
    .from(sfSiteFinflow)
    .innerJoin(snSite, site)
    .where(where)
    .orderBy(direction === 'desc' ? desc(column) : asc(column), direction === 'desc' ? desc(sfSiteFinflow.id) : asc(sfSiteFinflow.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [{ total }] = query.searchCount ? await tx.select({ total: sql<number>`count(*)::int` }).from(sfSiteFinflow).innerJoin(snSite, site).where(where) : [{ total: 0 }];
  return { records, total };
}

/**
 * The balance view for a period (the `period` range filter; open ends: from the first flow, to now): per outlet the
 * viewer sees, the available balance at the start, each column's movement within the period, and the available
 * balance at its end, all computed from the flows.
 */
export async function listAccounts(tx: Tx, viewer: Viewer, query: ListQuery) {
  const [from, to] = query.filters.period ?? [];
  const fromAt = moment(from, 'period');
  const toAt = moment(to, 'period');
  const siteId = whole(query, 'siteId');
  const siteCode = first(query, 'siteCode');
  const siteName = first(query, 'siteName');
  const where = and(
    eq(sfSiteAccount.tenantId, viewer.tenantId),
    accountScope(viewer),
    siteId !== undefined ? eq(sfSiteAccount.siteId, siteId) : undefined,
    siteCode ? ilike(snSite.code, containsPattern(siteCode)) : undefined,
    siteName ? ilike(snSite.name, containsPattern(siteName)) : undefined,
  );
  const site = and(eq(snSite.tenantId, sfSiteAccount.tenantId), eq(snSite.id, sfSiteAccount.siteId));
  const sortable = { siteCode: snSite.code, siteName: snSite.name };
  const direction = query.order === 'desc' ? desc : asc;
  const sortColumn = sortable[(query.sort ?? 'siteCode') as keyof typeof sortable];
  const sortByAvailable = query.sort === 'available';
  const accounts = await tx
    .select({ id: sfSiteAccount.id, siteId: sfSiteAccount.siteId, siteCode: snSite.code, siteName: snSite.name })
    .from(sfSiteAccount)
    .innerJoin(snSite, site)
    .where(where)
    .orderBy(...(sortByAvailable ? [sql`(${sfSiteAccount.deposit} + ${sfSiteAccount.credit} + ${sfSiteAccount.payment} + ${sfSiteAccount.returned} + ${sfSiteAccount.settled} - ${sfSiteAccount.occupied} - ${sfSiteAccount.used} - ${sfSiteAccount.penalty}) ${sql.raw(query.order === 'desc' ? 'desc' : 'asc')}`] : [direction(sortColumn ?? snSite.code)]), asc(sfSiteAccount.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const [{ total }] = query.searchCount ? await tx.select({ total: sql<number>`count(*)::int` }).from(sfSiteAccount).innerJoin(snSite, site).where(where) : [{ total: 0 }];
  if (!accounts.length) return { records: [], total };
  const sums = await queryRows<{ siteId: string; kind: FlowKind; before: string; within: string }>(
    tx,
    sql`select site_id as "siteId", kind,
               coalesce(sum(amount) filter (where ${fromAt ? sql`created_at < ${fromAt.toISOString()}::timestamptz` : sql`false`}), 0)::text as before,
               coalesce(sum(amount) filter (where ${fromAt ? sql`created_at >= ${fromAt.toISOString()}::timestamptz` : sql`true`}), 0)::text as within
          from ${sfSiteFinflow}
         where tenant_id = ${viewer.tenantId} and site_id in ${accounts.map((a) => a.siteId)}
           ${toAt ? sql`and created_at < ${toAt.toISOString()}::timestamptz` : sql``}
         group by site_id, kind`,
  );
  const records = accounts.map((a) => {
    const mine = sums.filter((s) => Number(s.siteId) === a.siteId);
    const view = periodView(Object.fromEntries(mine.map((s) => [s.kind, s.before])), Object.fromEntries(mine.map((s) => [s.kind, s.within])));
    const movement = Object.fromEntries(ACCOUNT_COLUMNS.map((c) => [c, view.movement[c]]));
    return { id: a.id, siteId: a.siteId, siteCode: a.siteCode, siteName: a.siteName, beginning: view.beginning.available, ...movement, available: view.ending.available };
  });
  return { records, total };
}

export interface AccountDifference {
  tenantId: number;
  siteId: number;
  column: string;
  balance: string;
  flows: string;
}

/**
 * Every account column that differs from the sum of its flows, and every outlet whose credit limit differs from the
 * credits granted on its account (none when the accounts are sound), for one tenant or, on the owner's connection
 * (the command), for all; with the number of accounts compared.
 */
export async function checkAccounts(db: Conn, tenantId?: number): Promise<{ accounts: number; differences: AccountDifference[] }> {
  const tenant = tenantId === undefined ? sql`true` : sql`tenant_id = ${tenantId}`;
  const sumOf = (kinds: string[], sign = 1) => kinds.map((k) => `${sign < 0 ? '-' : ''}coalesce(sum(amount) filter (where kind = '${k}'), 0)`).join(' + ');
  const [result] = await queryRows<{ accounts: string; differences: AccountDifference[] | string }>(
    db,
    sql`with sums as (
          select tenant_id, site_id,
                 ${sql.raw(sumOf(['deposit']))} as deposit, ${sql.raw(sumOf(['credit']))} as credit, ${sql.raw(sumOf(['payment']))} as payment,
                 ${sql.raw(sumOf(['occupy']))} - coalesce(sum(amount) filter (where kind = 'release'), 0) as occupied,
                 ${sql.raw(sumOf(['use']))} as used, ${sql.raw(sumOf(['return']))} as returned, ${sql.raw(sumOf(['settle']))} as settled, ${sql.raw(sumOf(['penalty']))} as penalty
            from sf_site_finflow where ${tenant} group by 1, 2
        ), compared as (
          select tenant_id, site_id, ${sql.raw(ACCOUNT_COLUMNS.map((c) => `a.${c} as a_${c}, s.${c} as s_${c}`).join(', '))}
            from (select * from sf_site_account where ${tenant}) a full join sums s using (tenant_id, site_id)
        )
        select (select count(*) from compared) as accounts,
               (select coalesce(json_agg(json_build_object('tenantId', tenant_id, 'siteId', site_id, 'column', v.col, 'balance', v.balance::text, 'flows', v.flows::text)
                                         order by tenant_id, site_id, v.col), '[]')
                  from compared, lateral (values ${sql.raw(ACCOUNT_COLUMNS.map((c) => `('${c}', coalesce(a_${c}, 0), coalesce(s_${c}, 0))`).join(', '))}) as v(col, balance, flows)
                 where v.balance <> v.flows) as differences`,
  );
  // Each outlet's credit limit is the sum of the credits granted on its account.
  const limits = await queryRows<AccountDifference>(
    db,
    sql`select s.tenant_id as "tenantId", s.id as "siteId", 'creditLimit' as "column", s.credit_limit::text as balance, coalesce(sum(f.amount), 0)::text as flows
          from sn_site s left join sf_site_finflow f on f.tenant_id = s.tenant_id and f.site_id = s.id and f.kind = 'credit'
         where ${tenantId === undefined ? sql`true` : sql`s.tenant_id = ${tenantId}`}
         group by s.tenant_id, s.id, s.credit_limit
        having s.credit_limit <> coalesce(sum(f.amount), 0)
         order by 1, 2`,
  );
  const differences = typeof result.differences === 'string' ? (JSON.parse(result.differences) as AccountDifference[]) : result.differences;
  return { accounts: Number(result.accounts), differences: [...differences, ...limits.map((l) => ({ ...l, tenantId: Number(l.tenantId), siteId: Number(l.siteId) }))] };
}

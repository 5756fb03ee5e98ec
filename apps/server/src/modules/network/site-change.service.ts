/**
 * Change requests (snUserChange): an outlet asks to change its own data; the request runs through the approval
 * workflow's snUserChange process (its centre, then headquarters). Approving the last step applies the change in
 * the same transaction; a rejection (with its reason) or a withdrawal closes it. Each request is kept as history.
 */
import {
  type ListQuery,
  nextSiteChangeStatus,
  type ResourceDef,
  SITE_CHANGEABLE_FIELDS,
  type SiteChangeAction,
  type SiteChangeStatus,
  type SiteFieldChange,
  siteChangeScreen,
  siteResource,
  validateRecord,
} from '@as/shared';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { approveDocument, cancelDocument, rejectDocument, startWorkflow, type WorkflowEnd } from '../workflow/index.ts';
import { applySiteUpdate, assertAreaRefs, assertOptions, assertSiteInScope } from './site.service.ts';
import { findSite, siteScope } from './site.repository.ts';
import { snSite, snSiteChange } from './site.table.ts';

/** The part of the outlet's metadata an outlet may ask to change. */
const changeableDef: ResourceDef = { ...siteResource, fields: siteResource.fields.filter((f) => (SITE_CHANGEABLE_FIELDS as readonly string[]).includes(f.name)) };

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null) || String(a ?? '') === String(b ?? '');

/** Per asked field, the current value and the wanted one; unchanged fields are left out. */
export function diffChanges(current: Record<string, unknown>, wanted: Record<string, unknown>): SiteFieldChange[] {
  return SITE_CHANGEABLE_FIELDS.filter((field) => field in wanted && !same(current[field], wanted[field])).map((field) => ({
    field,
    oldValue: current[field] ?? null,
    newValue: wanted[field] ?? null,
  }));
}

const columns = {
  id: snSiteChange.id,
  siteId: snSiteChange.siteId,
  siteCode: snSite.code,
  siteName: snSite.name,
  status: snSiteChange.status,
  changes: snSiteChange.changes,
  fieldNames: snSiteChange.fieldNames,
  reason: snSiteChange.reason,
  submittedBy: snSiteChange.submittedBy,
  submittedByName: snSiteChange.submittedByName,
  submittedAt: snSiteChange.submittedAt,
  auditedByName: snSiteChange.auditedByName,
  auditedAt: snSiteChange.auditedAt,
  auditRemark: snSiteChange.auditRemark,
};

const SORTS: Record<string, PgColumn> = { id: snSiteChange.id, submittedAt: snSiteChange.submittedAt, auditedAt: snSiteChange.auditedAt, status: snSiteChange.status, createTime: snSiteChange.createdAt };

function filters(auth: AuthContext, query: ListQuery): SQL[] {
  const where: SQL[] = [eq(snSiteChange.tenantId, auth.tenantId)];
  const scope = siteScope(auth);
  if (scope) where.push(scope);
  const { siteId, status, submittedAt } = query.filters;
  if (siteId) where.push(inArray(snSiteChange.siteId, siteId.map(Number).filter(Number.isSafeInteger)));
  if (status) where.push(inArray(snSiteChange.status, status));
  if (submittedAt?.[0]) where.push(gte(snSiteChange.submittedAt, new Date(submittedAt[0])));
  if (submittedAt?.[1]) where.push(lte(snSiteChange.submittedAt, new Date(submittedAt[1])));
  return where;
}

export async function listChanges(tx: Tx, auth: AuthContext, query: ListQuery) {
  const where = and(...filters(auth, query));
  const sort = SORTS[query.sort ?? siteChangeScreen.defaultSort.field];
  const order = query.sort ? query.order : siteChangeScreen.defaultSort.order;
  const records = await tx
    .select(columns)
    .from(snSiteChange)
    .innerJoin(snSite, and(eq(snSite.id, snSiteChange.siteId), eq(snSite.tenantId, snSiteChange.tenantId)))
    .where(where)
    .orderBy(order === 'desc' ? desc(sort) : asc(sort), desc(snSiteChange.id))
    .limit(query.size)
    .offset((query.current - 1) * query.size);
  const total = query.searchCount
    ? (await tx.select({ n: count() }).from(snSiteChange).innerJoin(snSite, and(eq(snSite.id, snSiteChange.siteId), eq(snSite.tenantId, snSiteChange.tenantId))).where(where))[0].n
    : 0;
  return { records, total };
}

export async function getChange(tx: Tx, auth: AuthContext, id: number) {
  const scope = siteScope(auth);
  const [row] = await tx
    .select(columns)
    .from(snSiteChange)
    .innerJoin(snSite, and(eq(snSite.id, snSiteChange.siteId), eq(snSite.tenantId, snSiteChange.tenantId)))
    .where(and(eq(snSiteChange.tenantId, auth.tenantId), eq(snSiteChange.id, id), scope));
  if (!row) throw new AppError('notFound');
  return row;
}

/**
 * Submits a request for a site (a site user's own by default): the wanted values are checked as an edit would
 * check them; one pending request per site at a time.
 */
export async function submitChange(tx: Tx, auth: AuthContext, input: { siteId?: number; changes: Record<string, unknown>; reason?: string | null }) {
  const siteId = input.siteId ?? auth.snUserId;
  if (!siteId) throw new FieldErrors([{ field: 'siteId', code: 'required' }]);
  await assertSiteInScope(tx, auth, siteId);
  const { value, errors } = validateRecord(changeableDef, input.changes, 'update');
  if (errors.length) throw new FieldErrors(errors.map((e) => ({ ...e, field: `changes.${e.field}` })));
  await assertOptions(tx, auth, changeableDef, value);
  await assertAreaRefs(tx, auth, value);
  // One pending request per site: the lock orders concurrent submissions.
  const site = (await tx.select().from(snSite).where(and(eq(snSite.tenantId, auth.tenantId), eq(snSite.id, siteId))).for('update'))[0];
  const pending = await tx
    .select({ id: snSiteChange.id })
    .from(snSiteChange)
    .where(and(eq(snSiteChange.tenantId, auth.tenantId), eq(snSiteChange.siteId, siteId), eq(snSiteChange.status, 'pending')))
    .limit(1);
  if (pending.length) throw new AppError('changePending');
  const changes = diffChanges(site, value);
  if (!changes.length) throw new AppError('noChange');
  const [row] = await tx
    .insert(snSiteChange)
    .values({
      tenantId: auth.tenantId,
      siteId,
      changes,
      fieldNames: changes.map((c) => c.field).join(','),
      reason: input.reason?.trim() || null,
      submittedBy: auth.userId,
      submittedByName: auth.username,
    })
    .returning({ id: snSiteChange.id });
  // The organisation of the outlet decides whose centre reviews it, whoever submits.
  await startWorkflow(tx, auth, {
    definitionKey: SITE_CHANGE_PROCESS,
    businessType: SITE_CHANGE_PROCESS,
    businessId: row.id,
    title: `${site.name}: ${changes.map((c) => c.field).join(', ')}`,
    remark: input.reason?.trim() ?? '',
    deptId: site.deptId,
  });
  return getChange(tx, auth, row.id);
}

/** The workflow process (and business type) a change request runs through. */
export const SITE_CHANGE_PROCESS = 'snUserChange';

/** Moves a pending request on; the update is guarded by the status it was read in, so two deciders cannot both win. */
async function decide(tx: Tx, auth: AuthContext, id: number, action: SiteChangeAction, remark: string | null) {
  const change = await getChange(tx, auth, id);
  const to = nextSiteChangeStatus(change.status as SiteChangeStatus, action);
  if (!to) throw new AppError('notPending');
  const rows = await tx
    .update(snSiteChange)
    .set({ status: to, auditedBy: auth.userId, auditedByName: auth.username, auditedAt: sql`now()`, auditRemark: remark, updatedAt: sql`now()` })
    .where(and(eq(snSiteChange.tenantId, auth.tenantId), eq(snSiteChange.id, id), eq(snSiteChange.status, change.status)))
    .returning({ id: snSiteChange.id });
  if (!rows.length) throw new AppError('notPending');
  return change;
}

/** The approver is the site's centre or headquarters: never a user of the outlet that asked. */
async function assertNotOwnSite(tx: Tx, auth: AuthContext, siteId: number) {
  const site = await findSite(tx, auth.tenantId, siteId);
  if (!site) throw new AppError('notFound');
  if (auth.snUserId === siteId || auth.deptId === site.deptId) throw new AppError('ownChange');
}

/** The caller decides the current step of the request's process; the request itself changes when the process ends. */
export async function approveChange(tx: Tx, auth: AuthContext, id: number, remark: string | null) {
  const pending = await getChange(tx, auth, id);
  await assertNotOwnSite(tx, auth, pending.siteId);
  if (pending.status !== 'pending') throw new AppError('notPending');
  await approveDocument(tx, auth, SITE_CHANGE_PROCESS, id, remark ?? undefined);
  return getChange(tx, auth, id);
}

export async function rejectChange(tx: Tx, auth: AuthContext, id: number, remark: string) {
  if (!remark.trim()) throw new AppError('rejectNeedsRemark');
  const pending = await getChange(tx, auth, id);
  await assertNotOwnSite(tx, auth, pending.siteId);
  if (pending.status !== 'pending') throw new AppError('notPending');
  await rejectDocument(tx, auth, SITE_CHANGE_PROCESS, id, remark.trim());
  return getChange(tx, auth, id);
}

/** The submitter takes a pending request back (the process is cancelled with it). */
export async function withdrawChange(tx: Tx, auth: AuthContext, id: number) {
  const change = await getChange(tx, auth, id);
  if (change.submittedBy !== auth.userId) throw new AppError('noPermission');
  if (change.status !== 'pending') throw new AppError('notPending');
  await cancelDocument(tx, auth, SITE_CHANGE_PROCESS, id, 'withdrawn');
  return getChange(tx, auth, id);
}

/** When the request's process ends, inside its deciding transaction: approved applies the change, rejected and cancelled close it. */
export async function onSiteChangeProcessEnd({ tx, auth, instance, outcome, reason }: WorkflowEnd) {
  const id = instance.businessId as number;
  if (outcome === 'cancelled') {
    await decide(tx, auth, id, 'withdraw', null);
    return;
  }
  const change = await decide(tx, auth, id, outcome === 'approved' ? 'approve' : 'reject', reason || null);
  if (outcome === 'approved') await applySiteUpdate(tx, auth, change.siteId, Object.fromEntries(change.changes.map((c) => [c.field, c.newValue])));
}

export async function countChanges(tx: Tx, auth: AuthContext, siteId: number, status: SiteChangeStatus) {
  const [row] = await tx
    .select({ n: count() })
    .from(snSiteChange)
    .where(and(eq(snSiteChange.tenantId, auth.tenantId), eq(snSiteChange.siteId, siteId), eq(snSiteChange.status, status)));
  return row.n;
}

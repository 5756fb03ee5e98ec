/**
 * Change requests (snEngineerChange): an outlet asks to change an engineer's data, field by field (old and new);
 * its centre or headquarters approves it, which applies the new values in the same transaction (refused when the
 * engineer changed since the request), or rejects it with a reason. Requests are kept as the history.
 */
import { ENGINEER_CHANGE_FIELDS, engineerResource, type ListQuery, validateRecord } from '@as/shared';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { orgScope } from '../../http/resource/data-scope.ts';
import { approveDocument, rejectDocument, startWorkflow, type WorkflowEnd } from '../workflow/index.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { lockEngineers } from './engineer.repository.ts';
import { applyEngineerUpdate, checkedValues, engineerInScope } from './engineer.service.ts';
import { type FieldChange, snEngineerChange, snSiteEngineer } from './engineer.table.ts';

const requester = alias(sysUser, 'requester');
const decider = alias(sysUser, 'decider');

/** Requests within the caller's scope: those of the outlets it covers, or about the caller himself. */
const changeScope = (auth: AuthContext) => orgScope(auth, { dept: snEngineerChange.deptId, owner: snSiteEngineer.userId });

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

function changeQuery(tx: Tx, tenantId: number, where: SQL | undefined) {
  return tx
    .select({
      id: snEngineerChange.id,
      engineerId: snEngineerChange.engineerId,
      jobNo: snSiteEngineer.jobNo,
      engineerName: snSiteEngineer.name,
      deptId: snEngineerChange.deptId,
      deptName: sysDept.name,
      status: snEngineerChange.status,
      changes: snEngineerChange.changes,
      reason: snEngineerChange.reason,
      rejectReason: snEngineerChange.rejectReason,
      requestedByName: requester.name,
      createTime: snEngineerChange.createdAt,
      decidedByName: decider.name,
      decidedAt: snEngineerChange.decidedAt,
    })
    .from(snEngineerChange)
    .innerJoin(snSiteEngineer, and(eq(snSiteEngineer.tenantId, snEngineerChange.tenantId), eq(snSiteEngineer.id, snEngineerChange.engineerId)))
    .leftJoin(sysDept, and(eq(sysDept.tenantId, snEngineerChange.tenantId), eq(sysDept.id, snEngineerChange.deptId)))
    .leftJoin(requester, eq(requester.id, snEngineerChange.createdBy))
    .leftJoin(decider, eq(decider.id, snEngineerChange.decidedBy))
    .where(and(eq(snEngineerChange.tenantId, tenantId), where))
    .$dynamic();
}

export async function listChanges(deps: Deps, auth: AuthContext, query: ListQuery) {
  return deps.database.withTenant(auth.tenantId, async (tx) => {
    const { status, engineerId } = query.filters;
    const where = and(
      changeScope(auth),
      status ? inArray(snEngineerChange.status, status) : undefined,
      engineerId ? inArray(snEngineerChange.engineerId, engineerId.map(Number).filter(Number.isSafeInteger)) : undefined,
    );
    const direction = query.sort && query.order === 'asc' ? asc : desc;
    const records = await changeQuery(tx, auth.tenantId, where)
      .orderBy(direction(snEngineerChange.id))
      .limit(query.size)
      .offset((query.current - 1) * query.size);
    const total = query.searchCount
      ? (
          await tx
            .select({ n: count() })
            .from(snEngineerChange)
            .innerJoin(snSiteEngineer, and(eq(snSiteEngineer.tenantId, snEngineerChange.tenantId), eq(snSiteEngineer.id, snEngineerChange.engineerId)))
            .where(and(eq(snEngineerChange.tenantId, auth.tenantId), where))
        )[0].n
      : 0;
    return { records, total };
  });
}

async function changeInScope(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await changeQuery(tx, auth.tenantId, and(eq(snEngineerChange.id, id), changeScope(auth)));
  if (!row) throw new AppError('notFound');
  return row;
}

export async function getChange(deps: Deps, auth: AuthContext, id: number) {
  return deps.database.withTenant(auth.tenantId, (tx) => changeInScope(tx, auth, id));
}

/**
 * Files a request: the fields whose asked value differs from the engineer's, each with old and new. The values are
 * checked now as an edit would be (so a request that cannot be applied is refused at once) and again on approval.
 */
export async function requestChange(deps: Deps, auth: AuthContext, input: { engineerId: number; reason?: string; values: Record<string, unknown> }) {
  const unknown = Object.keys(input.values).filter((f) => !ENGINEER_CHANGE_FIELDS.includes(f));
  if (unknown.length) throw new FieldErrors(unknown.map((field) => ({ field, code: 'unknownField' })));
  const { value, errors } = validateRecord(engineerResource, input.values, 'update');
  if (errors.length) throw new FieldErrors(errors);
  return deps.database.withTenant(auth.tenantId, async (tx) => {
    const engineer = await engineerInScope(tx, auth, input.engineerId);
    const changes: FieldChange[] = Object.entries(value)
      .filter(([field, v]) => !same(engineer[field], v))
      .map(([field, v]) => ({ field, old: engineer[field] ?? null, new: v }));
    if (!changes.length) throw new AppError('noChange');
    const pending = await tx
      .select({ id: snEngineerChange.id })
      .from(snEngineerChange)
      .where(and(eq(snEngineerChange.tenantId, auth.tenantId), eq(snEngineerChange.engineerId, input.engineerId), eq(snEngineerChange.status, 'pending')));
    if (pending.length) throw new AppError('changePending');
    await checkedValues(tx, auth, Object.fromEntries(changes.map((c) => [c.field, c.new])), engineer);
    const [row] = await tx
      .insert(snEngineerChange)
      .values({ tenantId: auth.tenantId, engineerId: input.engineerId, deptId: Number(engineer.deptId), changes, reason: input.reason || null, createdBy: auth.userId })
      .returning({ id: snEngineerChange.id });
    // The snEngineerChange process: the centre of the engineer's outlet decides.
    await startWorkflow(tx, auth, {
      definitionKey: ENGINEER_CHANGE_PROCESS,
      businessType: ENGINEER_CHANGE_PROCESS,
      businessId: row.id,
      title: `${String(engineer.name)}: ${changes.map((c) => c.field).join(', ')}`,
      remark: input.reason ?? '',
      deptId: Number(engineer.deptId),
    });
    return changeInScope(tx, auth, row.id);
  });
}

/** The workflow process (and business type) an engineer change request runs through. */
export const ENGINEER_CHANGE_PROCESS = 'snEngineerChange';

/** Decides a pending request: only one decision wins (guarded on the pending status). */
async function decide(tx: Tx, auth: AuthContext, id: number, status: 'approved' | 'rejected' | 'withdrawn', rejectReason: string | null) {
  const rows = await tx
    .update(snEngineerChange)
    .set({ status, rejectReason, decidedBy: auth.userId, decidedAt: new Date(), updatedBy: auth.userId, updatedAt: new Date() })
    .where(and(eq(snEngineerChange.tenantId, auth.tenantId), eq(snEngineerChange.id, id), eq(snEngineerChange.status, 'pending')))
    .returning({ id: snEngineerChange.id });
  if (!rows.length) throw new AppError('notPending');
}

/** The caller decides the request's process step; the request changes when its process ends (onEngineerChangeProcessEnd). */
export async function approveChange(deps: Deps, auth: AuthContext, id: number) {
  return deps.database.withTenant(auth.tenantId, async (tx) => {
    const change = await changeInScope(tx, auth, id);
    if (change.status !== 'pending') throw new AppError('notPending');
    await approveDocument(tx, auth, ENGINEER_CHANGE_PROCESS, id);
    return changeInScope(tx, auth, id);
  });
}

/** Rejects a request back to its submitter, which ends its process; the reason is required (spec: a rejection needs a reason in the remark). */
export async function rejectChange(deps: Deps, auth: AuthContext, id: number, rejectReason: string | undefined) {
  const reason = rejectReason?.trim();
  if (!reason) throw new AppError('rejectReasonRequired');
  return deps.database.withTenant(auth.tenantId, async (tx) => {
    const change = await changeInScope(tx, auth, id);
    if (change.status !== 'pending') throw new AppError('notPending');
    await rejectDocument(tx, auth, ENGINEER_CHANGE_PROCESS, id, reason);
    return changeInScope(tx, auth, id);
  });
}

/**
 * When the request's process ends, inside the deciding transaction: approved applies the new values (refused when a
 * field no longer holds its old value, which undoes the approval), rejected records the reason, cancelled withdraws it.
 */
export async function onEngineerChangeProcessEnd({ tx, auth, instance, outcome, reason }: WorkflowEnd) {
  const id = instance.businessId as number;
  if (outcome !== 'approved') {
    await decide(tx, auth, id, outcome === 'rejected' ? 'rejected' : 'withdrawn', reason || null);
    return;
  }
  const change = await changeInScope(tx, auth, id);
  await decide(tx, auth, id, 'approved', null);
  await lockEngineers(tx, auth.tenantId, [change.engineerId]);
  const current = await engineerInScope(tx, auth, change.engineerId);
  if (change.changes.some((c) => !same(current[c.field], c.old))) throw new AppError('changeStale');
  await applyEngineerUpdate(tx, auth, current, Object.fromEntries(change.changes.map((c) => [c.field, c.new])));
}

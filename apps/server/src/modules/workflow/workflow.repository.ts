/** SQL of the approval workflow, tenant first. */
import type { WfListType } from '@as/shared';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Conn, queryRows } from '../../db/client.ts';
export { deptChain } from '../../platform/depts/dept.repository.ts';
import { sysRole, sysUser, sysUserRole, sysUserTenant } from '../../db/schema.ts';
import { wfDefinition, wfHistory, wfInstance, wfTask } from './workflow.table.ts';

export type InstanceRow = typeof wfInstance.$inferSelect;
export type TaskRow = typeof wfTask.$inferSelect;

export const listDefinitions = (db: Conn, tenantId: number) =>
  db.select().from(wfDefinition).where(eq(wfDefinition.tenantId, tenantId)).orderBy(asc(wfDefinition.sort), asc(wfDefinition.id));

export const findDefinition = async (db: Conn, tenantId: number, key: string) =>
  (await db.select().from(wfDefinition).where(and(eq(wfDefinition.tenantId, tenantId), eq(wfDefinition.key, key))))[0];

export const findInstance = async (db: Conn, tenantId: number, id: number) =>
  (await db.select().from(wfInstance).where(and(eq(wfInstance.tenantId, tenantId), eq(wfInstance.id, id))))[0];

export const findTask = async (db: Conn, tenantId: number, id: number) =>
  (await db.select().from(wfTask).where(and(eq(wfTask.tenantId, tenantId), eq(wfTask.id, id))))[0];

export const runningInstanceOf = async (db: Conn, tenantId: number, businessType: string, businessId: number) =>
  (
    await db
      .select({ id: wfInstance.id, initiatorId: wfInstance.initiatorId })
      .from(wfInstance)
      .where(and(eq(wfInstance.tenantId, tenantId), eq(wfInstance.businessType, businessType), eq(wfInstance.businessId, businessId), eq(wfInstance.status, 'running')))
  )[0];

/** The tenant's users holding one of the roles (any, when none is named) and belonging to the organisation (any, when none). */
export async function usersWith(db: Conn, tenantId: number, roleCodes: string[], deptId: number | null): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: sysUserTenant.userId })
    .from(sysUserTenant)
    .innerJoin(sysUser, and(eq(sysUser.id, sysUserTenant.userId), isNull(sysUser.deletedAt), eq(sysUser.lockFlag, '0')))
    .innerJoin(sysUserRole, and(eq(sysUserRole.tenantId, sysUserTenant.tenantId), eq(sysUserRole.userId, sysUserTenant.userId)))
    .innerJoin(sysRole, and(eq(sysRole.id, sysUserRole.roleId), isNull(sysRole.deletedAt)))
    .where(
      and(
        eq(sysUserTenant.tenantId, tenantId),
        eq(sysUserTenant.lockFlag, '0'),
        roleCodes.length ? inArray(sysRole.code, roleCodes) : undefined,
        deptId === null ? undefined : eq(sysUserTenant.deptId, deptId),
      ),
    )
    .orderBy(asc(sysUserTenant.userId));
  return rows.map((r) => r.id);
}

export async function userNames(db: Conn, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: sysUser.id, name: sysUser.name, username: sysUser.username }).from(sysUser).where(inArray(sysUser.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name || r.username]));
}

export const insertInstance = async (db: Conn, row: typeof wfInstance.$inferInsert) => (await db.insert(wfInstance).values(row).returning())[0];

export const insertTask = async (db: Conn, row: typeof wfTask.$inferInsert) => (await db.insert(wfTask).values(row).returning())[0];

export const insertHistory = (db: Conn, row: typeof wfHistory.$inferInsert) => db.insert(wfHistory).values(row);

/** Takes a pending task for one of its candidates: none back when someone else took it first. */
export const takeTask = async (db: Conn, tenantId: number, id: number, userId: number) =>
  (
    await db
      .update(wfTask)
      .set({ status: 'done', handledBy: userId, handledAt: new Date(), updatedAt: new Date() })
      .where(and(eq(wfTask.tenantId, tenantId), eq(wfTask.id, id), eq(wfTask.status, 'pending')))
      .returning()
  )[0];

export const closePendingTasks = (db: Conn, tenantId: number, instanceId: number) =>
  db
    .update(wfTask)
    .set({ status: 'closed', updatedAt: new Date() })
    .where(and(eq(wfTask.tenantId, tenantId), eq(wfTask.instanceId, instanceId), eq(wfTask.status, 'pending')));

/** Moves a running instance on from the step it is at: none back when it is no longer there. */
export const moveInstance = async (db: Conn, tenantId: number, id: number, fromStep: number, to: { status: InstanceRow['status']; currentStep: number }) =>
  (
    await db
      .update(wfInstance)
      .set({ ...to, updatedAt: new Date(), endedAt: to.status === 'running' ? null : new Date() })
      .where(and(eq(wfInstance.tenantId, tenantId), eq(wfInstance.id, id), eq(wfInstance.status, 'running'), eq(wfInstance.currentStep, fromStep)))
      .returning()
  )[0];

export const historyOf = (db: Conn, tenantId: number, instanceId: number) =>
  db.select().from(wfHistory).where(and(eq(wfHistory.tenantId, tenantId), eq(wfHistory.instanceId, instanceId))).orderBy(asc(wfHistory.id));

export const pendingTaskOf = async (db: Conn, tenantId: number, instanceId: number) =>
  (await db.select().from(wfTask).where(and(eq(wfTask.tenantId, tenantId), eq(wfTask.instanceId, instanceId), eq(wfTask.status, 'pending'))))[0];

/** The caller took part: started it, acted on it, or was asked to act. */
export async function tookPart(db: Conn, tenantId: number, instance: InstanceRow, userId: number): Promise<boolean> {
  if (instance.initiatorId === userId) return true;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select (select count(*) from wf_task where tenant_id = ${tenantId} and instance_id = ${instance.id} and ${userId}::bigint = any(candidate_ids))::int
      + (select count(*) from wf_history where tenant_id = ${tenantId} and instance_id = ${instance.id} and user_id = ${userId})::int as n`,
  );
  return row.n > 0;
}

const actedOn = (userId: number) =>
  sql`exists (select 1 from wf_history h where h.tenant_id = ${wfInstance.tenantId} and h.instance_id = ${wfInstance.id} and h.user_id = ${userId} and h.action in ('approve', 'reject'))`;
const askedOf = (userId: number, pendingOnly: boolean) =>
  sql`exists (select 1 from wf_task t where t.tenant_id = ${wfInstance.tenantId} and t.instance_id = ${wfInstance.id} and ${userId}::bigint = any(t.candidate_ids)${pendingOnly ? sql` and t.status = 'pending'` : sql``})`;

/** The instances of one of the process list's filters (spec: pending, processed but not ended, ended, I initiated). */
export function listCondition(type: WfListType, userId: number): SQL {
  switch (type) {
    case 'pending':
      return and(eq(wfInstance.status, 'running'), askedOf(userId, true)) as SQL;
    case 'processed':
      return and(eq(wfInstance.status, 'running'), actedOn(userId)) as SQL;
    case 'ended':
      return and(sql`${wfInstance.status} <> 'running'`, sql`(${eq(wfInstance.initiatorId, userId)} or ${actedOn(userId)} or ${askedOf(userId, false)})`) as SQL;
    case 'initiated':
      return eq(wfInstance.initiatorId, userId);
  }
}

export interface ListFilter {
  tenantId: number;
  condition: SQL;
  extra: (SQL | undefined)[];
  sort: 'createdAt' | 'updatedAt';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  searchCount: boolean;
}

export async function listInstances(db: Conn, f: ListFilter) {
  const where = and(eq(wfInstance.tenantId, f.tenantId), f.condition, ...f.extra);
  const column = wfInstance[f.sort];
  const records = await db
    .select()
    .from(wfInstance)
    .where(where)
    .orderBy(f.order === 'asc' ? asc(column) : desc(column), desc(wfInstance.id))
    .limit(f.limit)
    .offset(f.offset);
  const total = f.searchCount ? (await db.select({ n: count() }).from(wfInstance).where(where))[0].n : 0;
  return { records, total };
}

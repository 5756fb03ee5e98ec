/** SQL for engineers: the generic resource SQL over the engineer's metadata, plus its records and lookups. */
import { engineerResource } from '@as/shared';
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { resourceRepository } from '../../http/resource/resource.repository.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { sysRole } from '../../platform/roles/role.table.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { snEngineerInspection, snEngineerPostLog, snEngineerPromotion, snSiteEngineer } from './engineer.table.ts';

/**
 * Which engineers a viewer sees (ARCHITECTURE.md section 5), by the shared organisation scope: headquarters all; a
 * centre (its organisation and below) the engineers of its outlets; an outlet its own (and, for a primary outlet, its
 * secondary outlets'); an engineer only himself, his login being the row's owner.
 */
export const engineerScope = (viewer: Viewer) => orgScope(viewer, { dept: snSiteEngineer.deptId, owner: snSiteEngineer.userId });

/** List, get, insert, guarded update: the same SQL every resource uses, kept to the viewer's scope where asked. */
export const engineers = resourceRepository(engineerResource, snSiteEngineer, undefined, { scope: engineerScope });

/** Organisation kinds an engineer can belong to. */
const ENGINEER_HOMES = ['outlet', 'provider'] as const;

/** Outlets and providers a viewer may assign engineers to: those of the viewer's scope. */
export const homesOf = (db: Conn, viewer: Viewer) =>
  db
    .select({ id: sysDept.id, code: sysDept.code, name: sysDept.name, kind: sysDept.kind })
    .from(sysDept)
    .where(
      and(
        eq(sysDept.tenantId, viewer.tenantId),
        isNull(sysDept.deletedAt),
        inArray(sysDept.kind, [...ENGINEER_HOMES]),
        orgScope(viewer, { dept: sysDept.id, owner: sysDept.createdBy }),
      ),
    )
    .orderBy(asc(sysDept.sort), asc(sysDept.id));

export const roleByCode = async (db: Conn, tenantId: number, code: string) =>
  (await db.select({ id: sysRole.id }).from(sysRole).where(and(eq(sysRole.tenantId, tenantId), eq(sysRole.code, code), isNull(sysRole.deletedAt))))[0];

/** Locks the engineers' rows (those within the scope condition, when given) for the rest of the transaction (guarded changes of status and level). */
export const lockEngineers = (db: Conn, tenantId: number, ids: number[], scope?: SQL) =>
  db
    .select()
    .from(snSiteEngineer)
    .where(and(eq(snSiteEngineer.tenantId, tenantId), inArray(snSiteEngineer.id, ids), isNull(snSiteEngineer.deletedAt), scope))
    .for('update');

/** Moves the on-job status only from the status it was read with; false when someone changed it meanwhile. */
export async function setPostStat(db: Conn, tenantId: number, userId: number, id: number, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(snSiteEngineer)
    .set({ postStat: to, updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(snSiteEngineer.tenantId, tenantId), eq(snSiteEngineer.id, id), eq(snSiteEngineer.postStat, from), isNull(snSiteEngineer.deletedAt)))
    .returning({ id: snSiteEngineer.id });
  return rows.length > 0;
}

export async function setLevel(db: Conn, tenantId: number, userId: number, id: number, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(snSiteEngineer)
    .set({ level: to, updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(snSiteEngineer.tenantId, tenantId), eq(snSiteEngineer.id, id), eq(snSiteEngineer.level, from), isNull(snSiteEngineer.deletedAt)))
    .returning({ id: snSiteEngineer.id });
  return rows.length > 0;
}

export const insertPromotion = (db: Conn, row: typeof snEngineerPromotion.$inferInsert) => db.insert(snEngineerPromotion).values(row);
export const insertPostLog = (db: Conn, row: typeof snEngineerPostLog.$inferInsert) => db.insert(snEngineerPostLog).values(row);
export const insertInspection = async (db: Conn, row: typeof snEngineerInspection.$inferInsert) => (await db.insert(snEngineerInspection).values(row).returning())[0];

/** An engineer's records (promotions, status changes, inspections), newest first, each with the name of who made it. */
export const promotionsOf = (db: Conn, tenantId: number, engineerId: number) =>
  db
    .select({
      id: snEngineerPromotion.id,
      fromLevel: snEngineerPromotion.fromLevel,
      toLevel: snEngineerPromotion.toLevel,
      promotedOn: snEngineerPromotion.promotedOn,
      reason: snEngineerPromotion.reason,
      createdByName: sysUser.name,
      createTime: snEngineerPromotion.createdAt,
    })
    .from(snEngineerPromotion)
    .leftJoin(sysUser, eq(sysUser.id, snEngineerPromotion.createdBy))
    .where(and(eq(snEngineerPromotion.tenantId, tenantId), eq(snEngineerPromotion.engineerId, engineerId)))
    .orderBy(desc(snEngineerPromotion.promotedOn), desc(snEngineerPromotion.id));

export const postLogsOf = (db: Conn, tenantId: number, engineerId: number) =>
  db
    .select({
      id: snEngineerPostLog.id,
      fromStat: snEngineerPostLog.fromStat,
      toStat: snEngineerPostLog.toStat,
      reason: snEngineerPostLog.reason,
      createdByName: sysUser.name,
      createTime: snEngineerPostLog.createdAt,
    })
    .from(snEngineerPostLog)
    .leftJoin(sysUser, eq(sysUser.id, snEngineerPostLog.createdBy))
    .where(and(eq(snEngineerPostLog.tenantId, tenantId), eq(snEngineerPostLog.engineerId, engineerId)))
    .orderBy(desc(snEngineerPostLog.id));

export const inspectionsOf = (db: Conn, tenantId: number, engineerId: number) =>
  db
    .select({
      id: snEngineerInspection.id,
      inspectedOn: snEngineerInspection.inspectedOn,
      result: snEngineerInspection.result,
      score: snEngineerInspection.score,
      remark: snEngineerInspection.remark,
      createdByName: sysUser.name,
      createTime: snEngineerInspection.createdAt,
    })
    .from(snEngineerInspection)
    .leftJoin(sysUser, eq(sysUser.id, snEngineerInspection.createdBy))
    .where(and(eq(snEngineerInspection.tenantId, tenantId), eq(snEngineerInspection.engineerId, engineerId)))
    .orderBy(desc(snEngineerInspection.inspectedOn), desc(snEngineerInspection.id));

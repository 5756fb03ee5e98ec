/** SQL for a tenant's organisation tree. */
import { and, asc, count, eq, getTableColumns, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DeptKind } from '@as/shared';
import { type Conn, queryRows } from '../../db/client.ts';
import { snSite } from '../../modules/network/site.table.ts';
import { contains } from '../logs/page-query.ts';
import { sysUser, sysUserTenant } from '../users/user.table.ts';
import { sysDept } from './dept.table.ts';

export type DeptRow = typeof sysDept.$inferSelect;
/** A node as lists give it: whether it has live children tells a lazily loaded tree which nodes open. */
export type DeptListRow = DeptRow & { hasChildren: boolean };

export interface DeptFilter {
  name?: string;
  kind?: string;
  parentId?: number;
}

const live = (tenantId: number) => and(eq(sysDept.tenantId, tenantId), isNull(sysDept.deletedAt));

// Spelled out: drizzle leaves a lone table's columns unqualified, which inside the subquery would name the child's.
const hasChildren = sql<boolean>`exists (select 1 from sys_dept child where child.tenant_id = sys_dept.tenant_id and child.parent_id = sys_dept.id and child.deleted_at is null)`;

export const listDepts = (db: Conn, tenantId: number, filter: DeptFilter = {}): Promise<DeptListRow[]> =>
  db
    .select({ ...getTableColumns(sysDept), hasChildren })
    .from(sysDept)
    .where(
      and(
        live(tenantId),
        filter.name ? contains(sysDept.name, filter.name) : undefined,
        filter.kind ? eq(sysDept.kind, filter.kind as DeptRow['kind']) : undefined,
        filter.parentId !== undefined ? eq(sysDept.parentId, filter.parentId) : undefined,
      ),
    )
    .orderBy(asc(sysDept.sort), asc(sysDept.id));

export const findDept = async (db: Conn, tenantId: number, id: number) =>
  (await db.select().from(sysDept).where(and(live(tenantId), eq(sysDept.id, id))))[0];

/** The ids of a node and all its descendants, as a subquery (`id in (...)`). */
export const subtreeIds = (tenantId: number, rootId: number): SQL => sql`(
  with recursive subtree(id) as (
    select id from sys_dept where tenant_id = ${tenantId} and id = ${rootId} and deleted_at is null
    union
    select d.id from sys_dept d join subtree s on d.parent_id = s.id where d.tenant_id = ${tenantId} and d.deleted_at is null
  ) select id from subtree)`;

/**
 * The ids of a node and all its descendants, read first: for a statement over many rows, where the planner cannot
 * know the recursive subquery's size and reads every row of the tenant instead of the index (docs/benchmarks.md).
 */
export const subtreeOf = async (db: Conn, tenantId: number, rootId: number): Promise<number[]> =>
  (await queryRows<{ id: string }>(db, sql`select id from ${subtreeIds(tenantId, rootId)} subtree`)).map((r) => Number(r.id));

export const inSubtree = async (db: Conn, tenantId: number, rootId: number, id: number) =>
  (await db.select({ id: sysDept.id }).from(sysDept).where(and(eq(sysDept.tenantId, tenantId), eq(sysDept.id, id), sql`${sysDept.id} in ${subtreeIds(tenantId, rootId)}`))).length > 0;

export const codeTaken = async (db: Conn, tenantId: number, code: string, exceptId?: number) =>
  (
    await db
      .select({ id: sysDept.id })
      .from(sysDept)
      .where(and(live(tenantId), eq(sysDept.code, code), exceptId ? ne(sysDept.id, exceptId) : undefined))
      .limit(1)
  ).length > 0;

/** Children, members or a service site: anything that would be left pointing at the node. */
export async function isInUse(db: Conn, tenantId: number, id: number): Promise<boolean> {
  const [children] = await db.select({ n: count() }).from(sysDept).where(and(live(tenantId), eq(sysDept.parentId, id)));
  const [members] = await db
    .select({ n: count() })
    .from(sysUserTenant)
    .innerJoin(sysUser, and(eq(sysUser.id, sysUserTenant.userId), isNull(sysUser.deletedAt)))
    .where(and(eq(sysUserTenant.tenantId, tenantId), eq(sysUserTenant.deptId, id)));
  const [sites] = await db.select({ n: count() }).from(snSite).where(and(eq(snSite.tenantId, tenantId), eq(snSite.deptId, id), isNull(snSite.deletedAt)));
  return children.n + members.n + sites.n > 0;
}

/** The service site acting for a node (outlets and providers), if any. */
export const siteOfDept = async (db: Conn, tenantId: number, deptId: number) =>
  (await db.select({ id: snSite.id }).from(snSite).where(and(eq(snSite.tenantId, tenantId), eq(snSite.deptId, deptId), isNull(snSite.deletedAt))))[0]?.id ?? null;

export const insertDept = async (db: Conn, row: typeof sysDept.$inferInsert) => (await db.insert(sysDept).values(row).returning())[0];

export const updateDept = async (db: Conn, tenantId: number, id: number, patch: Partial<typeof sysDept.$inferInsert>) =>
  (
    await db
      .update(sysDept)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(live(tenantId), eq(sysDept.id, id)))
      .returning()
  )[0];

/** An organisation and its ancestors, nearest first. */
export const deptChain = (db: Conn, tenantId: number, deptId: number) =>
  queryRows<{ id: number; kind: DeptKind }>(
    db,
    sql`with recursive chain(id, parent_id, kind, depth) as (
      select id, parent_id, kind, 0 from sys_dept where tenant_id = ${tenantId} and id = ${deptId} and deleted_at is null
      union all
      select d.id, d.parent_id, d.kind, c.depth + 1 from sys_dept d join chain c on d.id = c.parent_id
      where d.tenant_id = ${tenantId} and d.deleted_at is null and c.depth < 32
    ) select id::int as id, kind from chain order by depth`,
  );

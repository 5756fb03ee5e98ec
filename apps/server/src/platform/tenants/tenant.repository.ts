/** SQL for tenants. sys_tenant is global (no tenant_id); memberships (sys_user_tenant) span tenants. */
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { contains, offsetOf, type Paging } from '../logs/page-query.ts';
import { sysUserTenant } from '../users/user.table.ts';
import { sysTenant } from './tenant.table.ts';

export type TenantRow = typeof sysTenant.$inferSelect;

export interface TenantFilter {
  name?: string;
  code?: string;
  status?: string;
}

/** '0' normal, '9' frozen (pig). */
export const TENANT_ACTIVE = '0';

const live = isNull(sysTenant.deletedAt);
/** Not frozen and within its period: offered at login and in the switch list. */
const active = and(
  live,
  eq(sysTenant.status, TENANT_ACTIVE),
  sql`(${sysTenant.validFrom} is null or ${sysTenant.validFrom} <= now())`,
  sql`(${sysTenant.validTo} is null or ${sysTenant.validTo} > now())`,
);

export const listActiveTenants = (db: Conn) =>
  db.select({ id: sysTenant.id, name: sysTenant.name }).from(sysTenant).where(active).orderBy(asc(sysTenant.id));

/** The active tenants a user is a member of and not locked out of. Reads every tenant's memberships: not for a tenant transaction. */
export const tenantsOfUser = (db: Conn, userId: number) =>
  db
    .select({ id: sysTenant.id, name: sysTenant.name, shortName: sysTenant.shortName })
    .from(sysUserTenant)
    .innerJoin(sysTenant, eq(sysTenant.id, sysUserTenant.tenantId))
    .where(and(eq(sysUserTenant.userId, userId), eq(sysUserTenant.lockFlag, '0'), active))
    .orderBy(asc(sysTenant.id));

export async function pageTenants(db: Conn, filter: TenantFilter, paging: Paging) {
  const where = and(
    live,
    filter.name ? contains(sysTenant.name, filter.name) : undefined,
    filter.code ? contains(sysTenant.code, filter.code) : undefined,
    filter.status ? eq(sysTenant.status, filter.status) : undefined,
  );
  const records = await db.select().from(sysTenant).where(where).orderBy(asc(sysTenant.id)).limit(paging.size).offset(offsetOf(paging));
  const [{ total }] = await db.select({ total: count() }).from(sysTenant).where(where);
  return { records, total };
}

export const findTenant = async (db: Conn, id: number) => (await db.select().from(sysTenant).where(and(live, eq(sysTenant.id, id))))[0];

/** Deleted tenants keep their code: the unique index covers them too. */
export const codeTaken = async (db: Conn, code: string, exceptId = 0) =>
  (await db.select({ id: sysTenant.id }).from(sysTenant).where(and(eq(sysTenant.code, code), ne(sysTenant.id, exceptId))).limit(1)).length > 0;

export const insertTenant = async (db: Conn, row: typeof sysTenant.$inferInsert) => (await db.insert(sysTenant).values(row).returning())[0];

export const updateTenant = async (db: Conn, id: number, patch: Partial<typeof sysTenant.$inferInsert>) =>
  (
    await db
      .update(sysTenant)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(live, eq(sysTenant.id, id)))
      .returning()
  )[0];

const setTenant = (db: Conn, tenantId: number) => db.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`);

/**
 * Points row-level security at another tenant while `fn` writes its rows (a new tenant's first rows), then back at
 * the transaction's own: what the transaction writes afterwards (its operation-log row) is the caller's tenant's.
 */
export async function asTenant<T>(db: Conn, tenantId: number, ownTenantId: number, fn: () => Promise<T>): Promise<T> {
  await setTenant(db, tenantId);
  const result = await fn();
  await setTenant(db, ownTenantId);
  return result;
}

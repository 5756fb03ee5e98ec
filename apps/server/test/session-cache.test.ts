/**
 * Verified sessions kept in memory (platform/auth/session.ts): served without asking the database again, and dropped
 * by every committed change to what they hold (migration 0029's triggers), on this instance at once and on another
 * instance of the same database as soon as PostgreSQL tells it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabase, queryRows } from '../src/db/client.ts';
import { sysUser, sysUserTenant } from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';
import { withDatabaseName } from './db-names.ts';

describe('sessions kept in memory', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const info = (headers: Record<string, string>) => t.request({ method: 'GET', url: '/admin/user/info', headers });
  const userId = async (username: string) => (await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username)))[0].id;

  it('serves a verified session from memory until a committed change drops it', async () => {
    const engineer = await t.login('engineer_wang');
    expect((await info(engineer)).statusCode).toBe(200);
    // A change the triggers do not see is not seen: the session came from memory.
    await db.execute(sql`alter table sys_user disable trigger sys_user_auth_changed`);
    try {
      await db.update(sysUser).set({ lockFlag: '9' }).where(eq(sysUser.username, 'engineer_wang'));
    } finally {
      await db.execute(sql`alter table sys_user enable trigger sys_user_auth_changed`);
    }
    expect((await info(engineer)).statusCode).toBe(200);
    // Any committed change to a session's tables, even one that changes nothing, drops what is kept.
    await db.update(sysUser).set({ lockFlag: sql`lock_flag` }).where(eq(sysUser.username, 'nobody'));
    expect((await info(engineer)).statusCode).toBe(424);
    await db.update(sysUser).set({ lockFlag: '0' }).where(eq(sysUser.username, 'engineer_wang'));
    expect((await info(engineer)).statusCode).toBe(200);
  });

  it('refuses at once a session that was kept when it is logged out, locked by an administrator or loses its tenant', async () => {
    const outlet = await t.login('outlet_chaoyang');
    expect((await info(outlet)).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: '/auth/token/logout', headers: outlet })).statusCode).toBe(200);
    expect((await info(outlet)).statusCode).toBe(424);

    const centre = await t.login('centre_north');
    expect((await info(centre)).statusCode).toBe(200);
    const id = await userId('centre_north');
    expect((await t.request({ method: 'PUT', url: '/admin/user', headers: admin, payload: { id, lockFlag: '9' } })).statusCode).toBe(200);
    expect((await info(centre)).statusCode).toBe(424);
    expect((await t.request({ method: 'PUT', url: `/admin/user/unlock/centre_north`, headers: admin })).statusCode).toBe(200);

    // The same token in another tenant is another session; losing that membership refuses only that one.
    const inTenant2 = { ...admin, 'TENANT-ID': '2' };
    expect((await info(inTenant2)).json().data.sysUser.tenantId).toBe(2);
    expect((await info(admin)).json().data.sysUser.tenantId).toBe(1);
    await db.delete(sysUserTenant).where(and(eq(sysUserTenant.tenantId, 2), eq(sysUserTenant.userId, await userId('admin'))));
    expect((await info(inTenant2)).statusCode).toBe(403);
    expect((await info(admin)).statusCode).toBe(200);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('drops the sessions another instance of the same database keeps (PostgreSQL)', async () => {
    const [{ name }] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
    const other = await createDatabase({ databaseUrl: withDatabaseName(process.env.TEST_DATABASE_URL!, name), poolSize: 2 });
    const app = await buildApp({ ...t.deps, database: other }, { logger: false });
    try {
      const supervisor = await t.login('supervisor_qian');
      const there = () => app.inject({ method: 'GET', url: '/admin/user/info', headers: supervisor });
      expect((await there()).statusCode).toBe(200);
      expect((await t.request({ method: 'DELETE', url: '/auth/token/logout', headers: supervisor })).statusCode).toBe(200);
      await expect.poll(async () => (await there()).statusCode, { timeout: 5000 }).toBe(424);
    } finally {
      await app.close();
      await other.close();
    }
  });
});

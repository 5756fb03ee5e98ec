import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

/** A person who can log in. Global identity; what the person may do lives in per-tenant memberships. */
export const sysUser = pgTable(
  'sys_user',
  {
    id: id(),
    username: varchar('username', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 64 }).notNull().default(''),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 128 }),
    avatar: text('avatar').notNull().default(''),
    /** '0' normal, '9' locked by an administrator. */
    lockFlag: varchar('lock_flag', { length: 1 }).notNull().default('0'),
    failedLogins: integer('failed_logins').notNull().default(0),
    /** Locked by repeated failures until this moment. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Call-centre seat (spec section 3): the softphone panel shows when all three are set. */
    accountOf400: varchar('account_of_400', { length: 64 }).notNull().default(''),
    // Sealed (platform/secrets): the clear password is at most 64 characters.
    psdOf400: varchar('psd_of_400', { length: 255 }).notNull().default(''),
    agentPhoneNum: varchar('agent_phone_num', { length: 32 }).notNull().default(''),
    ...audit,
    ...timestamps,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('sys_user_username_uq').on(t.username).where(sql`deleted_at is null`),
    uniqueIndex('sys_user_phone_uq').on(t.phone).where(sql`deleted_at is null and phone is not null`),
  ],
);

/** A user's membership of a tenant: department, site (snUserId) and the tenant's own lock on it. */
export const sysUserTenant = pgTable(
  'sys_user_tenant',
  {
    tenantId: tenantId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    deptId: bigint('dept_id', { mode: 'number' }),
    /** Set for site (outlet) users: the site they act for. */
    snUserId: bigint('sn_user_id', { mode: 'number' }),
    /** '0' normal, '9' locked by this tenant's administrator: no sign-in or session in this tenant, others unaffected. */
    lockFlag: varchar('lock_flag', { length: 1 }).notNull().default('0'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), index('sys_user_tenant_user_idx').on(t.userId), tenantPolicy('sys_user_tenant')],
).enableRLS();

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    tenantId: tenantId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    roleId: bigint('role_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.tenantId, t.roleId), tenantPolicy('sys_user_role')],
).enableRLS();

export const sysUserPost = pgTable(
  'sys_user_post',
  {
    tenantId: tenantId(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    postId: bigint('post_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.postId] }), tenantPolicy('sys_user_post')],
).enableRLS();


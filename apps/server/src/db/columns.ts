/** Shared column sets and the tenant row-level-security policy every tenant table carries. */
import { formatDateTime } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, customType, pgPolicy, pgRole, timestamp } from 'drizzle-orm/pg-core';

/** Created by migration 0000 (idempotently, since roles are cluster-wide). */
export const appUser = pgRole('app_user').existing();

export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const tenantId = () => bigint('tenant_id', { mode: 'number' }).notNull();

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const audit = {
  createdBy: bigint('created_by', { mode: 'number' }),
  updatedBy: bigint('updated_by', { mode: 'number' }),
};

export const softDelete = { deletedAt: timestamp('deleted_at', { withTimezone: true }) };

/**
 * A moment (timestamptz) that code handles as text: read as the contract writes dates (yyyy-MM-dd HH:mm:ss in the
 * server's time zone, as the reply serialiser writes Date columns), written from any text JavaScript's Date reads
 * (an ISO instant, or the contract's text meaning the server's local time), sent to PostgreSQL as an ISO instant
 * so that its session time zone cannot shift it.
 */
export const instant = customType<{ data: string; driverData: string | Date }>({
  dataType: () => 'timestamp with time zone',
  fromDriver: (value) => formatDateTime(value instanceof Date ? value : new Date(value)) ?? '',
  toDriver: (value) => new Date(value).toISOString(),
});

const currentTenant = sql`tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint`;

/** The second wall: app_user sees and writes only the rows of the transaction's tenant. */
export const tenantPolicy = (table: string) =>
  pgPolicy(`${table}_tenant`, { as: 'permissive', for: 'all', to: appUser, using: currentTenant, withCheck: currentTenant });

/** For ledgers: app_user reads and adds the tenant's rows and can neither change nor delete any. */
export const appendOnlyTenantPolicies = (table: string) => [
  pgPolicy(`${table}_tenant_read`, { as: 'permissive', for: 'select', to: appUser, using: currentTenant }),
  pgPolicy(`${table}_tenant_add`, { as: 'permissive', for: 'insert', to: appUser, withCheck: currentTenant }),
];

/**
 * Bulletins (packages/shared knowledge/bulletin.ts): what headquarters publishes to all or to chosen organisations
 * (with those below them) and roles, for a validity period, with attachments; its history, and one read receipt per
 * user (the count of readers, and what a user's home page still shows as unread).
 */
import type { BulletinAudience, BulletinStatus } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgSequence, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

const live = sql`deleted_at is null`;

export const basBulletin = pgTable(
  'bas_bulletin',
  {
    id: id(),
    tenantId: tenantId(),
    bulletinNo: varchar('bulletin_no', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** Plain text with line marks (articleBlocks), never HTML. */
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<number[]>().notNull().default([]),
    audience: varchar('audience', { length: 8 }).$type<BulletinAudience>().notNull().default('all'),
    /** Chosen organisations (each with those below it); none: any organisation. */
    deptIds: bigint('dept_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** Chosen roles; none: any role. */
    roleIds: bigint('role_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
    status: varchar('status', { length: 12 }).$type<BulletinStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: bigint('published_by', { mode: 'number' }),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_bulletin_no_uq').on(t.tenantId, t.bulletinNo),
    index('bas_bulletin_valid_idx').on(t.tenantId, t.status, t.validFrom).where(live),
    check('bas_bulletin_period_ck', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
    tenantPolicy('bas_bulletin'),
  ],
).enableRLS();

/** Every command on a bulletin. */
export const basBulletinHistory = pgTable(
  'bas_bulletin_history',
  {
    id: id(),
    tenantId: tenantId(),
    bulletinId: bigint('bulletin_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bas_bulletin_history_bulletin_idx').on(t.tenantId, t.bulletinId, t.id), tenantPolicy('bas_bulletin_history')],
).enableRLS();

/** A user read a bulletin: once per user (the first reading). */
export const basBulletinRead = pgTable(
  'bas_bulletin_read',
  {
    id: id(),
    tenantId: tenantId(),
    bulletinId: bigint('bulletin_id', { mode: 'number' }).notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bas_bulletin_read_uq').on(t.tenantId, t.bulletinId, t.userId), index('bas_bulletin_read_user_idx').on(t.tenantId, t.userId), tenantPolicy('bas_bulletin_read')],
).enableRLS();

/** Bulletin numbers: GG + yyMMdd + this running number. */
export const basBulletinNo = pgSequence('bas_bulletin_no_seq');

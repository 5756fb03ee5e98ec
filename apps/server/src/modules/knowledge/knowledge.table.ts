/**
 * Knowledge base (packages/shared knowledge/knowledge.ts): articles with their history. search_vector holds the
 * lexemes of title, keywords and text (searchTerms: Chinese characters and pairs, folded Latin words), GIN-indexed,
 * so a search by words stays an index lookup on 100,000 articles (bench/src/knowledge-search.ts).
 */
import type { KnowledgeStatus } from '@as/shared';
import { sql } from 'drizzle-orm';
import { bigint, customType, index, integer, jsonb, pgSequence, pgTable, pgView, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, softDelete, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

/** A full-text vector: written as array_to_tsvector of the lexemes, read by the search's @@ only. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const live = sql`deleted_at is null`;

export const basKnowledge = pgTable(
  'bas_knowledge',
  {
    id: id(),
    tenantId: tenantId(),
    articleNo: varchar('article_no', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    typeId: bigint('type_id', { mode: 'number' }).notNull(),
    categoryId: bigint('category_id', { mode: 'number' }),
    faultSymptomId: bigint('fault_symptom_id', { mode: 'number' }),
    keywords: varchar('keywords', { length: 500 }).notNull().default(''),
    /** Plain text with line marks (articleBlocks), never HTML. */
    body: text('body').notNull(),
    images: jsonb('images').$type<number[]>().notNull().default([]),
    attachments: jsonb('attachments').$type<number[]>().notNull().default([]),
    /** The roles it is addressed to; none: every role. */
    roleIds: bigint('role_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    status: varchar('status', { length: 12 }).$type<KnowledgeStatus>().notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: bigint('published_by', { mode: 'number' }),
    keyword: tsvector('search_vector').notNull(),
    /** Bumped by every command: a client that read version n acts only if nobody acted since. */
    version: integer('version').notNull().default(0),
    ...timestamps,
    ...audit,
    ...softDelete,
  },
  (t) => [
    uniqueIndex('bas_knowledge_no_uq').on(t.tenantId, t.articleNo),
    index('bas_knowledge_search_idx').using('gin', t.keyword),
    index('bas_knowledge_status_idx').on(t.tenantId, t.status, t.publishedAt).where(live),
    index('bas_knowledge_category_idx').on(t.tenantId, t.categoryId).where(live),
    index('bas_knowledge_fault_idx').on(t.tenantId, t.faultSymptomId).where(live),
    index('bas_knowledge_type_idx').on(t.tenantId, t.typeId),
    tenantPolicy('bas_knowledge'),
  ],
).enableRLS();

/** Every command on an article: who, when, from which state to which, why. */
export const basKnowledgeHistory = pgTable(
  'bas_knowledge_history',
  {
    id: id(),
    tenantId: tenantId(),
    knowledgeId: bigint('knowledge_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bas_knowledge_history_article_idx').on(t.tenantId, t.knowledgeId, t.id), tenantPolicy('bas_knowledge_history')],
).enableRLS();

/**
 * The search's index lookup (its migration): the full-text match operator is not leakproof, so PostgreSQL never uses
 * the GIN index for it under a row-level-security policy. The view, owned by the migrating role, finds the matching
 * ids of the tenant the query names; the articles themselves are read under the policy (as bas_cust_profile_search).
 */
export const basKnowledgeSearch = pgView('bas_knowledge_search', {
  id: bigint('id', { mode: 'number' }).notNull(),
  tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
  keyword: tsvector('search_vector').notNull(),
}).existing();

/** Article numbers: ZS + yyMMdd + this running number. */
export const basKnowledgeNo = pgSequence('bas_knowledge_no_seq');

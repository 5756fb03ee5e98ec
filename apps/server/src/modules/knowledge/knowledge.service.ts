/**
 * Knowledge base commands and reads (packages/shared knowledge/knowledge.ts; docs/customer-care.md). A command is one
 * transaction: the article is locked, the shared table decides, an UPDATE guarded on the version moves it, and a
 * history row records who did what. Readers search and read published articles addressed to one of their roles;
 * the completion form and one-click help ask for the articles of an order's product and fault.
 */
import {
  addressedTo,
  allowedKnowledgeActions,
  KNOWLEDGE_ACTION_LABELS,
  KNOWLEDGE_ACTIONS,
  KNOWLEDGE_PERMISSIONS,
  KNOWLEDGE_STATUS_LABELS,
  searchQuery,
  searchTerms,
} from '@as/shared';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { documentCommands } from '../document.ts';
import type { FilterOf } from '../../http/resource/resource.repository.ts';
import { sysRole } from '../../platform/roles/role.table.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { basFaultSymptom, basItemCategory, basKnowledgeType } from '../master-data/index.ts';
import { checkPhotos, orderScope, photosOf, soOrder } from '../work-orders/index.ts';
import { basKnowledge, basKnowledgeHistory, basKnowledgeNo, basKnowledgeSearch } from './knowledge.table.ts';

type Article = typeof basKnowledge.$inferSelect;

export interface ArticleInput {
  title: string;
  typeId: number;
  categoryId?: number | null;
  faultSymptomId?: number | null;
  keywords?: string;
  body: string;
  images?: number[];
  attachments?: number[];
  roleIds?: number[];
}

/**
 * The articles of a tenant whose words hold a search's words (none: no word to look for finds nothing): the ids come
 * from the GIN index through the search view, the rows from the table under the policy. offset 0 keeps the lookup a
 * query of its own, so the planner asks the index rather than walking the page's order testing every row.
 */
export const matches = (words: string, tenantId: number): SQL => {
  const query = searchQuery(words);
  if (!query) return sql`false`;
  const view = basKnowledgeSearch;
  return sql`${basKnowledge.id} in (select ${view.id} from ${view} where ${view.tenantId} = ${tenantId} and ${view.keyword} @@ ${query}::tsquery offset 0)`;
};

/** The grid's keyword filter: every value's words found. */
export const keywordFilter: FilterOf = (values, tenantId) => and(...values.map((v) => matches(v, tenantId)))!;

/** A bigint[] of ids (array[] when none). */
export const idArray = (ids: readonly number[]): SQL => sql`array[${sql.join(ids.map((i) => sql`${Number(i)}`), sql`, `)}]::bigint[]`;

/** What a reader may read: published, addressed to one of their roles. */
const readable = (auth: AuthContext): SQL =>
  and(eq(basKnowledge.status, 'published'), sql`(cardinality(${basKnowledge.roleIds}) = 0 or ${basKnowledge.roleIds} && ${idArray(auth.roleIds)})`)!;

const commands = documentCommands({
  table: basKnowledge,
  history: { table: basKnowledgeHistory, key: 'knowledgeId' },
  state: (row) => ({ status: row.status }),
  actions: KNOWLEDGE_ACTIONS,
  changed: 'knowledgeChanged',
  refused: (row, action) => new AppError('knowledgeActionRefused', { status: KNOWLEDGE_STATUS_LABELS[row.status], action: KNOWLEDGE_ACTION_LABELS[action] }),
});

/** The type, category, fault, roles and files an article names, each checked in the tenant; the lexemes of its words. */
async function resolve(tx: Tx, auth: AuthContext, input: ArticleInput) {
  const tenant = auth.tenantId;
  const errors: { field: string; code: 'notFound' | 'knowledgeTypeUnusable' }[] = [];
  const [type] = await tx
    .select({ enabled: basKnowledgeType.enabled })
    .from(basKnowledgeType)
    .where(and(eq(basKnowledgeType.tenantId, tenant), eq(basKnowledgeType.id, input.typeId), isNull(basKnowledgeType.deletedAt)));
  if (!type) errors.push({ field: 'typeId', code: 'notFound' });
  else if (!type.enabled) errors.push({ field: 'typeId', code: 'knowledgeTypeUnusable' });
  if (input.categoryId) {
    const [found] = await tx.select({ id: basItemCategory.id }).from(basItemCategory).where(and(eq(basItemCategory.tenantId, tenant), eq(basItemCategory.id, input.categoryId), isNull(basItemCategory.deletedAt)));
    if (!found) errors.push({ field: 'categoryId', code: 'notFound' });
  }
  if (input.faultSymptomId) {
    const [found] = await tx.select({ id: basFaultSymptom.id }).from(basFaultSymptom).where(and(eq(basFaultSymptom.tenantId, tenant), eq(basFaultSymptom.id, input.faultSymptomId), isNull(basFaultSymptom.deletedAt)));
    if (!found) errors.push({ field: 'faultSymptomId', code: 'notFound' });
  }
  const roleIds = [...new Set(input.roleIds ?? [])];
  if (roleIds.length) {
    const found = await tx.select({ id: sysRole.id }).from(sysRole).where(and(eq(sysRole.tenantId, tenant), inArray(sysRole.id, roleIds)));
    if (found.length !== roleIds.length) errors.push({ field: 'roleIds', code: 'notFound' });
  }
  if (errors.length) throw new FieldErrors(errors);
  await checkPhotos(tx, tenant, input.images ?? [], 'images');
  await checkPhotos(tx, tenant, input.attachments ?? [], 'attachments');
  const keywords = input.keywords?.trim() ?? '';
  const terms = searchTerms(input.title, keywords, input.body);
  return {
    title: input.title.trim(),
    typeId: input.typeId,
    categoryId: input.categoryId || null,
    faultSymptomId: input.faultSymptomId || null,
    keywords,
    body: input.body,
    images: input.images ?? [],
    attachments: input.attachments ?? [],
    roleIds,
    // One parameter however long the article: the lexemes hold no space.
    keyword: sql`array_to_tsvector(string_to_array(${terms.join(' ')}, ' '))`,
  };
}

/** A new article, a draft. */
export async function addArticle(tx: Tx, auth: AuthContext, input: ArticleInput) {
  const values = await resolve(tx, auth, input);
  const [saved] = await tx
    .insert(basKnowledge)
    .values({
      tenantId: auth.tenantId,
      articleNo: sql`'ZS' || to_char(now(), 'YYMMDD') || lpad(nextval(${basKnowledgeNo.seqName})::text, 6, '0')`,
      ...values,
      createdBy: auth.userId,
      updatedBy: auth.userId,
    })
    .returning();
  await commands.history(tx, auth, null, saved, 'create');
  return saved;
}

/** A draft's or a withdrawn article's text, filing, files or roles changed. */
export async function updateArticle(tx: Tx, auth: AuthContext, id: number, version: number | undefined, input: ArticleInput) {
  const row = await commands.forUpdate(tx, auth, id);
  commands.next(row, 'update', version);
  const saved = await commands.save(tx, auth, row, await resolve(tx, auth, input));
  await commands.history(tx, auth, row, saved, 'update');
  return saved;
}

/** Published (readers find it from now), or withdrawn with a reason (back to editing; readers no longer find it). */
export async function moveArticle(tx: Tx, auth: AuthContext, action: 'publish' | 'withdraw', id: number, version: number | undefined, reason = '') {
  const row = await commands.forUpdate(tx, auth, id);
  const moved = commands.next(row, action, version);
  const saved = await commands.save(tx, auth, row, action === 'publish' ? { ...moved, publishedAt: new Date(), publishedBy: auth.userId } : moved);
  await commands.history(tx, auth, row, saved, action, reason);
  return saved;
}

const names = async (tx: Tx, tenantId: number, row: Article) => {
  const [type] = await tx.select({ name: basKnowledgeType.name }).from(basKnowledgeType).where(and(eq(basKnowledgeType.tenantId, tenantId), eq(basKnowledgeType.id, row.typeId)));
  const [category] = row.categoryId ? await tx.select({ name: basItemCategory.name }).from(basItemCategory).where(and(eq(basItemCategory.tenantId, tenantId), eq(basItemCategory.id, row.categoryId))) : [];
  const [fault] = row.faultSymptomId ? await tx.select({ name: basFaultSymptom.name }).from(basFaultSymptom).where(and(eq(basFaultSymptom.tenantId, tenantId), eq(basFaultSymptom.id, row.faultSymptomId))) : [];
  return { typeName: type?.name ?? null, categoryName: category?.name ?? null, faultSymptomName: fault?.name ?? null };
};

/** What a reader sees of an article: its text, filing, images and attachments (with their addresses), never the index. */
async function shown(tx: Tx, auth: AuthContext, row: Article) {
  const { keyword: _index, tenantId: _tenant, deletedAt: _deleted, ...article } = row;
  return { ...article, ...(await names(tx, auth.tenantId, row)), images: await photosOf(tx, auth.tenantId, row.images), attachments: await photosOf(tx, auth.tenantId, row.attachments) };
}

/** The editor's view: any article, with its history and the actions the caller may take now. */
export async function articleDetail(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx.select().from(basKnowledge).where(and(eq(basKnowledge.tenantId, auth.tenantId), eq(basKnowledge.id, id), isNull(basKnowledge.deletedAt)));
  if (!row) throw new AppError('notFound');
  const steps = await tx
    .select({ id: basKnowledgeHistory.id, action: basKnowledgeHistory.action, fromStatus: basKnowledgeHistory.fromStatus, toStatus: basKnowledgeHistory.toStatus, userName: sysUser.name, remark: basKnowledgeHistory.remark, createdAt: basKnowledgeHistory.createdAt })
    .from(basKnowledgeHistory)
    .leftJoin(sysUser, eq(sysUser.id, basKnowledgeHistory.userId))
    .where(and(eq(basKnowledgeHistory.tenantId, auth.tenantId), eq(basKnowledgeHistory.knowledgeId, id)))
    .orderBy(asc(basKnowledgeHistory.id));
  const actions = allowedKnowledgeActions({ status: row.status }).filter((a) => auth.permissions.has(KNOWLEDGE_PERMISSIONS[KNOWLEDGE_ACTIONS[a].permission]));
  return { ...(await shown(tx, auth, row)), history: steps, actions };
}

/** A reader opens an article: published and addressed to one of their roles, else it does not exist for them. */
export async function readArticle(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx.select().from(basKnowledge).where(and(eq(basKnowledge.tenantId, auth.tenantId), eq(basKnowledge.id, id), isNull(basKnowledge.deletedAt)));
  if (row?.status !== 'published' || !addressedTo(row.roleIds.map(Number), auth.roleIds.map(Number))) throw new AppError('notFound');
  return shown(tx, auth, row);
}

/** A result line: enough to list it and open it, with the names of its filing (readers may not list the catalogues). */
const summary = {
  id: basKnowledge.id,
  articleNo: basKnowledge.articleNo,
  title: basKnowledge.title,
  typeId: basKnowledge.typeId,
  typeName: basKnowledgeType.name,
  categoryId: basKnowledge.categoryId,
  categoryName: basItemCategory.name,
  faultSymptomId: basKnowledge.faultSymptomId,
  faultSymptomName: basFaultSymptom.name,
  keywords: basKnowledge.keywords,
  publishedAt: basKnowledge.publishedAt,
};

/** The result lines of articles matching `where`. */
const summaries = (tx: Tx, where: SQL | undefined) =>
  tx
    .select(summary)
    .from(basKnowledge)
    .leftJoin(basKnowledgeType, and(eq(basKnowledgeType.tenantId, basKnowledge.tenantId), eq(basKnowledgeType.id, basKnowledge.typeId)))
    .leftJoin(basItemCategory, and(eq(basItemCategory.tenantId, basKnowledge.tenantId), eq(basItemCategory.id, basKnowledge.categoryId)))
    .leftJoin(basFaultSymptom, and(eq(basFaultSymptom.tenantId, basKnowledge.tenantId), eq(basFaultSymptom.id, basKnowledge.faultSymptomId)))
    .where(where);

/** The enabled knowledge types, for the reader's filter. */
export const knowledgeTypes = (tx: Tx, auth: AuthContext) =>
  tx
    .select({ id: basKnowledgeType.id, parentId: basKnowledgeType.parentId, name: basKnowledgeType.name })
    .from(basKnowledgeType)
    .where(and(eq(basKnowledgeType.tenantId, auth.tenantId), eq(basKnowledgeType.enabled, true), isNull(basKnowledgeType.deletedAt)))
    .orderBy(asc(basKnowledgeType.sort), asc(basKnowledgeType.id));

export interface SearchInput {
  keyword?: string;
  typeId?: number;
  categoryId?: number;
  faultSymptomId?: number;
  current: number;
  size: number;
}

/**
 * How many matches a search counts: beyond it the reader narrows the words rather than pages on, and counting every
 * article that holds a common word would cost more than finding the page (docs/benchmarks.md).
 */
export const SEARCH_COUNT_CAP = 1000;

/** The reader's search: published articles addressed to them whose words hold every word asked for, newest first. */
export async function searchArticles(tx: Tx, auth: AuthContext, input: SearchInput) {
  const where = and(
    eq(basKnowledge.tenantId, auth.tenantId),
    isNull(basKnowledge.deletedAt),
    readable(auth),
    input.keyword?.trim() ? matches(input.keyword, auth.tenantId) : undefined,
    input.typeId ? eq(basKnowledge.typeId, input.typeId) : undefined,
    input.categoryId ? eq(basKnowledge.categoryId, input.categoryId) : undefined,
    input.faultSymptomId ? eq(basKnowledge.faultSymptomId, input.faultSymptomId) : undefined,
  );
  const [records, [{ total }]] = await Promise.all([
    summaries(tx, where)
      .orderBy(desc(basKnowledge.publishedAt), desc(basKnowledge.id))
      .limit(input.size)
      .offset((input.current - 1) * input.size),
    tx.select({ total: sql<number>`count(*)::int` }).from(tx.select({ id: basKnowledge.id }).from(basKnowledge).where(where).limit(SEARCH_COUNT_CAP + 1).as('found')),
  ]);
  return { records, total: Math.min(total, SEARCH_COUNT_CAP), more: total > SEARCH_COUNT_CAP, current: input.current, size: input.size };
}

/** How many related articles an order's screens show. */
const RELATED = 5;

/**
 * The articles of an order's product and fault, for the completion form and one-click help: published, addressed to
 * the caller, filed for the order's fault phenomenon or for its product category or one above it, and, once the fault
 * is known, about no other fault. Those of its fault first, then the nearest category, newest first. The completion form names the fault
 * being chosen, before the order records it.
 */
export async function relatedArticles(tx: Tx, auth: AuthContext, orderId: number, faultSymptomId?: number) {
  const [order] = await tx
    .select({ categoryId: soOrder.categoryId, faultSymptomId: soOrder.faultSymptomId })
    .from(soOrder)
    .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, orderId), isNull(soOrder.deletedAt), orderScope(auth)));
  if (!order) throw new AppError('notFound');
  // The order's category and those above it, nearest first (UNION ends a cycle in a damaged tree).
  const chain = await queryRows<{ id: string | number; depth: number }>(
    tx,
    sql`with recursive up(id, parent_id, depth) as (
        select id, parent_id, 0 from bas_item_category where tenant_id = ${auth.tenantId} and id = ${order.categoryId}
        union
        select c.id, c.parent_id, up.depth + 1 from bas_item_category c join up on c.id = up.parent_id where c.tenant_id = ${auth.tenantId} and up.depth < 20
      ) select id, depth from up`,
  );
  const categories = chain.map((c) => Number(c.id));
  const fault = faultSymptomId ?? order.faultSymptomId;
  const depth = sql.join(
    chain.map((c) => sql`when ${Number(c.id)} then ${Number(c.depth)}::int`),
    sql` `,
  );
  const ofFault = fault ? eq(basKnowledge.faultSymptomId, fault) : sql`false`;
  const ofCategory = categories.length ? inArray(basKnowledge.categoryId, categories) : sql`false`;
  return summaries(
    tx,
    and(
        eq(basKnowledge.tenantId, auth.tenantId),
        isNull(basKnowledge.deletedAt),
        readable(auth),
        sql`(${ofFault} or ${ofCategory})`,
      fault ? sql`(${basKnowledge.faultSymptomId} is null or ${basKnowledge.faultSymptomId} = ${fault})` : undefined,
    ),
  )
    .orderBy(
      // An article of no fault compares as null, which a descending order would put first.
      desc(sql`coalesce(${ofFault}, false)`),
      categories.length ? asc(sql`case ${basKnowledge.categoryId} ${depth} else 99 end`) : asc(basKnowledge.id),
      desc(basKnowledge.publishedAt),
    )
    .limit(RELATED);
}

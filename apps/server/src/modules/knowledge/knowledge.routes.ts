/**
 * /basic/basKnowledge/*: the management grid, count, get and export (from the metadata), getDetail (history and the
 * caller's actions), add and update (a draft or a withdrawn article), publish, withdraw; for readers search, read
 * and related (an order's articles). Each body is zod-validated, each verb checked for its permission, each command
 * one transaction.
 */
import { bizOk, KNOWLEDGE_LIMITS, KNOWLEDGE_PERMISSIONS, knowledgeResource } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { addArticle, articleDetail, keywordFilter, knowledgeTypes, moveArticle, readArticle, relatedArticles, searchArticles, updateArticle } from './knowledge.service.ts';
import { basKnowledge } from './knowledge.table.ts';

const Id = z.coerce.number().int().positive();
const Version = z.number().int().min(0).optional();
const Files = (max: number) => z.array(Id).max(max);
const Article = {
  title: z.string().trim().min(1).max(KNOWLEDGE_LIMITS.title),
  typeId: Id,
  categoryId: Id.nullish(),
  faultSymptomId: Id.nullish(),
  keywords: z.string().max(KNOWLEDGE_LIMITS.keywords).optional(),
  body: z.string().trim().min(1).max(KNOWLEDGE_LIMITS.body),
  images: Files(KNOWLEDGE_LIMITS.images).optional(),
  attachments: Files(KNOWLEDGE_LIMITS.attachments).optional(),
  roleIds: z.array(Id).max(100).optional(),
};
const Search = z.object({
  keyword: z.string().max(200).optional(),
  typeId: Id.optional(),
  categoryId: Id.optional(),
  faultSymptomId: Id.optional(),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

const brief = (row: typeof basKnowledge.$inferSelect) => ({ id: row.id, articleNo: row.articleNo, status: row.status, version: row.version });

export function knowledgeRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  const perm = KNOWLEDGE_PERMISSIONS;
  resourceRoutes(app, deps, knowledgeResource, { table: basKnowledge, hooks: { filters: { keyword: keywordFilter } } });
  const base = `/basic/${knowledgeResource.name}`;
  const tags = [knowledgeResource.name];
  const read = <B extends z.ZodType>(verb: string, body: B, run: (tx: Tx, auth: AuthContext, input: z.infer<B>) => Promise<unknown>) =>
    r.post(`${base}/${verb}`, { config: { access: perm.read, read: true }, schema: { tags, body } }, async (request) => {
      const auth = authOf(request);
      return bizOk(await inTenant(auth, (tx) => run(tx, auth, request.body as z.infer<B>)));
    });
  const command = <B extends z.ZodRawShape>(verb: string, access: `basic_${string}`, body: B, run: (tx: Tx, auth: AuthContext, input: z.infer<z.ZodObject<B>>) => Promise<typeof basKnowledge.$inferSelect>) =>
    r.post(`${base}/${verb}`, { config: { access, title: `knowledge ${verb}` }, schema: { tags, body: z.object(body) } }, async (request) => {
      const auth = authOf(request);
      return bizOk(brief(await inTenant(auth, (tx) => run(tx, auth, request.body as z.infer<z.ZodObject<B>>))));
    });

  r.post(`${base}/getDetail`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => articleDetail(tx, auth, request.body.id)));
  });
  command('add', perm.add, Article, (tx, auth, input) => addArticle(tx, auth, input));
  command('update', perm.edit, { id: Id, version: Version, ...Article }, (tx, auth, { id, version, ...input }) => updateArticle(tx, auth, id, version, input));
  command('publish', perm.publish, { id: Id, version: Version }, (tx, auth, input) => moveArticle(tx, auth, 'publish', input.id, input.version));
  command('withdraw', perm.publish, { id: Id, version: Version, reason: z.string().trim().min(1).max(500) }, (tx, auth, input) => moveArticle(tx, auth, 'withdraw', input.id, input.version, input.reason));
  read('search', Search, (tx, auth, input) => searchArticles(tx, auth, input));
  read('read', z.object({ id: Id }), (tx, auth, input) => readArticle(tx, auth, input.id));
  read('types', z.object({}), (tx, auth) => knowledgeTypes(tx, auth));
  read('related', z.object({ orderId: Id, faultSymptomId: Id.optional() }), (tx, auth, input) => relatedArticles(tx, auth, input.orderId, input.faultSymptomId));
}

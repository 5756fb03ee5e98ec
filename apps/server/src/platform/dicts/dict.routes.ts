/**
 * Dictionaries (spec section 7, pig's /admin/dict): pages, CRUD of dictionaries and items, the items of a type in
 * the caller's language, and sync. The spec's getListPage, getById, getItemListPage, add and update are aliases.
 */
import { type Lang, ok, page } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { requestLang } from '../../http/lang.ts';
import { PageQuery } from '../logs/page-query.ts';
import { dictCache } from './dict.cache.ts';
import type { DictItemRow } from './dict.repository.ts';
import * as repo from './dict.repository.ts';
import * as service from './dict.service.ts';

const Id = z.coerce.number().int().positive();
const IdParam = z.object({ id: Id });
const Type = z.string().trim().min(1).max(64).regex(/^[\w.-]+$/);

// No defaults here: in zod 4 a default survives .partial(), and an edit must not reset fields it did not send.
const DictFields = z.object({
  type: Type,
  description: z.string().trim().max(128),
  remark: z.string().max(500),
});
const DictCreate = DictFields.extend({ description: DictFields.shape.description.default(''), remark: DictFields.shape.remark.default('') });
const DictUpdate = DictFields.partial().extend({ id: Id });
const DictPage = PageQuery.extend({
  type: z.string().trim().max(64).optional(),
  description: z.string().trim().max(128).optional(),
  systemFlag: z.enum(['0', '1']).optional(),
});

/** `label` is the zh-CN text; labelEn and labelEs fall back to it when empty. */
const ItemFields = z.object({
  value: z.string().trim().min(1).max(64),
  label: z.string().trim().min(1).max(128),
  labelEn: z.string().trim().max(128),
  labelEs: z.string().trim().max(128),
  description: z.string().trim().max(128),
  sort: z.coerce.number().int().min(0).max(100000),
  remark: z.string().max(500),
});
const ItemCreate = ItemFields.extend({
  dictId: Id,
  labelEn: ItemFields.shape.labelEn.default(''),
  labelEs: ItemFields.shape.labelEs.default(''),
  description: ItemFields.shape.description.default(''),
  sort: ItemFields.shape.sort.default(0),
  remark: ItemFields.shape.remark.default(''),
});
// An item stays in its dictionary: dictId is not editable.
const ItemUpdate = ItemFields.partial().extend({ id: Id });
const ItemPage = PageQuery.extend({ dictId: Id.optional(), type: z.string().trim().max(64).optional(), label: z.string().trim().max(128).optional() });

const localLabel = (item: DictItemRow, lang: Lang) => (lang === 'en-US' ? item.labelEn : lang === 'es-ES' ? item.labelEs : '') || item.label;

/** The pig shape of GET /admin/dict/type/{type}, its label in the caller's language. */
const localized = (item: DictItemRow, lang: Lang) => ({
  id: item.id,
  dictId: item.dictId,
  type: item.type,
  value: item.value,
  label: localLabel(item, lang),
  description: item.description,
  sort: item.sort,
  remark: item.remark,
});

export function dictRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;
  const tags = ['dict'];
  const cache = dictCache(deps.events);
  app.addHook('onClose', async () => cache.close());

  const read = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => database.withTenant(auth.tenantId, fn);
  /** One transaction, then the tenant's cached items go (only once the change is visible to other readers). */
  const write = async <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => {
    const result = await database.withTenant(auth.tenantId, fn);
    await cache.changed(auth.tenantId);
    return result;
  };

  const dictPage = async (auth: AuthContext, query: z.infer<typeof DictPage>) => {
    const { current, size, ...filter } = query;
    const { records, total } = await read(auth, (tx) => repo.pageDicts(tx, auth.tenantId, filter, { current, size }));
    return ok(page(records, total, current, size));
  };
  const itemPage = async (auth: AuthContext, query: z.infer<typeof ItemPage>) => {
    const { current, size, ...filter } = query;
    const { records, total } = await read(auth, (tx) => repo.pageItems(tx, auth.tenantId, filter, { current, size }));
    return ok(page(records, total, current, size));
  };
  const getDict = async (auth: AuthContext, id: number) => ok(await read(auth, (tx) => service.getDict(tx, auth.tenantId, id)));

  r.get('/admin/dict/page', { config: { access: 'sys_dict_view', pig: 'dict' }, schema: { tags, querystring: DictPage } }, async (request) =>
    dictPage(authOf(request), request.query),
  );
  r.post('/admin/dict/getListPage', { config: { access: 'sys_dict_view', read: true, pig: 'dict' }, schema: { tags, body: DictPage.nullish() } }, async (request) =>
    dictPage(authOf(request), request.body ?? DictPage.parse({})),
  );

  r.get('/admin/dict/item/page', { config: { access: 'sys_dict_view', pig: 'dict' }, schema: { tags, querystring: ItemPage } }, async (request) =>
    itemPage(authOf(request), request.query),
  );
  r.post('/admin/dict/getItemListPage', { config: { access: 'sys_dict_view', read: true, pig: 'dict' }, schema: { tags, body: ItemPage.nullish() } }, async (request) =>
    itemPage(authOf(request), request.body ?? ItemPage.parse({})),
  );

  // Any signed-in user: every screen's selects and grids translate codes through these.
  r.get(
    '/admin/dict/type/:type',
    { config: { access: 'user' }, schema: { tags, summary: 'Items of a dictionary type, labels in the caller\'s language', params: z.object({ type: Type }) } },
    async (request) => {
      const auth = authOf(request);
      const { type } = request.params;
      const items = await cache.items(auth.tenantId, type, () => read(auth, (tx) => repo.itemsOfType(tx, auth.tenantId, type)));
      const lang = requestLang(request);
      return ok(items.map((item) => localized(item, lang)));
    },
  );

  r.put('/admin/dict/sync', { config: { access: 'sys_dict_edit', title: 'sync dictionaries', pig: 'dict' }, schema: { tags } }, async (request) => {
    await cache.changed(authOf(request).tenantId);
    return ok(true);
  });

  r.get('/admin/dict/item/:id', { config: { access: 'sys_dict_view', pig: 'dict' }, schema: { tags, params: IdParam } }, async (request) => {
    const auth = authOf(request);
    return ok(await read(auth, (tx) => service.getItem(tx, auth.tenantId, request.params.id)));
  });
  for (const url of ['/admin/dict/item']) {
    r.post(url, { config: { access: 'sys_dict_add', title: 'add dictionary item', pig: 'dict' }, schema: { tags, body: ItemCreate } }, async (request) => {
      const auth = authOf(request);
      return ok(await write(auth, (tx) => service.createItem(tx, auth, request.body)));
    });
    r.put(url, { config: { access: 'sys_dict_edit', title: 'edit dictionary item', pig: 'dict' }, schema: { tags, body: ItemUpdate } }, async (request) => {
      const auth = authOf(request);
      const { id, ...patch } = request.body;
      return ok(await write(auth, (tx) => service.updateItem(tx, auth, id, patch)));
    });
  }
  r.delete('/admin/dict/item/:id', { config: { access: 'sys_dict_del', title: 'delete dictionary item', pig: 'dict' }, schema: { tags, params: IdParam } }, async (request) => {
    const auth = authOf(request);
    await write(auth, (tx) => service.deleteItem(tx, auth, request.params.id));
    return ok(true);
  });

  r.get('/admin/dict/:id', { config: { access: 'sys_dict_view', pig: 'dict' }, schema: { tags, params: IdParam } }, async (request) =>
    getDict(authOf(request), request.params.id),
  );
  r.post('/admin/dict/getById', { config: { access: 'sys_dict_view', read: true, pig: 'dict' }, schema: { tags, body: IdParam } }, async (request) =>
    getDict(authOf(request), request.body.id),
  );

  // The spec posts to /admin/dict/, pig clients to /admin/dict; the spec's add and update are the same calls.
  for (const url of ['/admin/dict', '/admin/dict/add']) {
    r.post(url, { config: { access: 'sys_dict_add', title: 'add dictionary', pig: 'dict' }, schema: { tags, body: DictCreate } }, async (request) => {
      const auth = authOf(request);
      return ok(await write(auth, (tx) => service.createDict(tx, auth, request.body)));
    });
  }
  const updateDict = async (auth: AuthContext, body: z.infer<typeof DictUpdate>) => {
    const { id, ...patch } = body;
    return ok(await write(auth, (tx) => service.updateDict(tx, auth, id, patch)));
  };
  for (const url of ['/admin/dict']) {
    r.put(url, { config: { access: 'sys_dict_edit', title: 'edit dictionary', pig: 'dict' }, schema: { tags, body: DictUpdate } }, async (request) =>
      updateDict(authOf(request), request.body),
    );
  }
  r.post('/admin/dict/update', { config: { access: 'sys_dict_edit', title: 'edit dictionary', pig: 'dict' }, schema: { tags, body: DictUpdate } }, async (request) =>
    updateDict(authOf(request), request.body),
  );

  r.delete('/admin/dict/:id', { config: { access: 'sys_dict_del', title: 'delete dictionary', pig: 'dict' }, schema: { tags, params: IdParam } }, async (request) => {
    const auth = authOf(request);
    await write(auth, (tx) => service.deleteDict(tx, auth, request.params.id));
    return ok(true);
  });
}

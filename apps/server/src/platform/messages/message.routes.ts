/**
 * /admin/siteMessage/*: the caller's own inbox (any signed-in user): page (newest first, unread only on request,
 * with the unread count), unread (the bell's count), read (one), readAll. Nobody reads another user's messages.
 */
import { ok, page } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { PageQuery } from '../logs/page-query.ts';
import { markAllRead, markRead, pageMessages, unreadCount } from './message.service.ts';

const MessagePage = PageQuery.extend({
  size: z.coerce.number().int().min(1).max(50).default(10),
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

export function siteMessageRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['siteMessage'];
  r.get('/admin/siteMessage/page', { config: { access: 'user' }, schema: { tags, querystring: MessagePage } }, async (request) => {
    const auth = authOf(request);
    const { current, size, unread } = request.query;
    const result = await deps.database.withTenant(auth.tenantId, (tx) => pageMessages(tx, auth.tenantId, auth.userId, { current, size, unread }));
    return ok({ ...page(result.records, result.total, current, size), unread: result.unread });
  });
  r.get('/admin/siteMessage/unread', { config: { access: 'user' }, schema: { tags } }, async (request) => {
    const auth = authOf(request);
    return ok({ unread: await deps.database.withTenant(auth.tenantId, (tx) => unreadCount(tx, auth.tenantId, auth.userId)) });
  });
  r.post('/admin/siteMessage/read', { config: { access: 'user', title: 'site message read' }, schema: { tags, body: z.object({ id: z.coerce.number().int().positive() }) } }, async (request) => {
    const auth = authOf(request);
    return ok(await deps.database.withTenant(auth.tenantId, (tx) => markRead(tx, auth.tenantId, auth.userId, request.body.id)));
  });
  r.post('/admin/siteMessage/readAll', { config: { access: 'user', title: 'site messages read' }, schema: { tags } }, async (request) => {
    const auth = authOf(request);
    return ok(await deps.database.withTenant(auth.tenantId, (tx) => markAllRead(tx, auth.tenantId, auth.userId)));
  });
}

/** The WeChat outbox screen: what the product sent, or with the outbox provider would have sent, over WeChat in this tenant. */
import { ok, page } from '@as/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Conn } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { contains, offsetOf, PageQuery, type Paging } from '../logs/page-query.ts';
import { sysUser } from '../users/user.table.ts';
import { sysWechatOutbox } from './wechat.table.ts';

const WechatPage = PageQuery.extend({
  openId: z.string().trim().max(128).optional(),
  template: z.string().trim().max(64).optional(),
  status: z.enum(['recorded', 'queued', 'sent', 'failed']).optional(),
});

type WechatFilter = Omit<z.infer<typeof WechatPage>, 'current' | 'size'>;

/** Newest first, with the receiving user's name. */
async function pageWechat(db: Conn, tenantId: number, filter: WechatFilter, paging: Paging) {
  const where = and(
    eq(sysWechatOutbox.tenantId, tenantId),
    filter.openId ? contains(sysWechatOutbox.openId, filter.openId) : undefined,
    filter.template ? eq(sysWechatOutbox.template, filter.template) : undefined,
    filter.status ? eq(sysWechatOutbox.status, filter.status) : undefined,
  );
  const records = await db
    .select({
      id: sysWechatOutbox.id,
      openId: sysWechatOutbox.openId,
      userName: sysUser.name,
      template: sysWechatOutbox.template,
      title: sysWechatOutbox.title,
      content: sysWechatOutbox.content,
      provider: sysWechatOutbox.provider,
      status: sysWechatOutbox.status,
      createTime: sysWechatOutbox.createdAt,
    })
    .from(sysWechatOutbox)
    .leftJoin(sysUser, eq(sysUser.id, sysWechatOutbox.userId))
    .where(where)
    .orderBy(desc(sysWechatOutbox.createdAt), desc(sysWechatOutbox.id))
    .limit(paging.size)
    .offset(offsetOf(paging));
  const [{ total }] = await db.select({ total: count() }).from(sysWechatOutbox).where(where);
  return { records, total };
}

export function wechatRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/admin/wechat/page', { config: { access: 'sys_wechat_view' }, schema: { tags: ['wechat'], querystring: WechatPage } }, async (request) => {
    const auth = authOf(request);
    const { current, size, ...filter } = request.query;
    const { records, total } = await deps.database.withTenant(auth.tenantId, (tx) => pageWechat(tx, auth.tenantId, filter, { current, size }));
    return ok(page(records, total, current, size));
  });
}

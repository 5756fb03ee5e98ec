/** The SMS outbox screen: what the product sent, or with the outbox provider would have sent, in this tenant. */
import { ok, page } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { PageQuery } from '../logs/page-query.ts';
import { pageSms } from './sms.repository.ts';

const SmsPage = PageQuery.extend({
  phone: z.string().trim().max(20).optional(),
  template: z.string().trim().max(64).optional(),
  status: z.enum(['recorded', 'queued', 'sent', 'failed']).optional(),
});

export function smsRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/admin/sms/page', { config: { access: 'sys_sms_view' }, schema: { tags: ['sms'], querystring: SmsPage } }, async (request) => {
    const auth = authOf(request);
    const { current, size, ...filter } = request.query;
    const { records, total } = await deps.database.withTenant(auth.tenantId, (tx) => pageSms(tx, auth.tenantId, filter, { current, size }));
    return ok(page(records, total, current, size));
  });
}

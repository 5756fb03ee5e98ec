/** The log screen (spec section 7): page, delete one or many, and the web client's front-end error logs. */
import { formatDateTime, ok, page } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import * as repo from './log.repository.ts';
import { PageQuery } from './page-query.ts';

const WIRE_DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** yyyy-MM-dd[ HH:mm:ss] in the server's zone, like every date on the wire; a bare date ending a range covers its day. */
const wireDate = (endOfDay: boolean) =>
  z
    .string()
    .regex(WIRE_DATE)
    .transform((text, ctx) => {
      const [y, mo, d, h = 0, mi = 0, s = 0] = text.split(/\D/).map(Number);
      const date = new Date(y, mo - 1, d, h, mi, s);
      // 2024-02-30 or 25:00 roll over into another date: refuse them instead.
      if (!formatDateTime(date)?.startsWith(text)) {
        ctx.addIssue({ code: 'custom', message: 'formatError', input: text });
        return z.NEVER;
      }
      if (endOfDay && text.length === 10) date.setHours(23, 59, 59, 999);
      return date;
    });

const LogPage = PageQuery.extend({
  type: z.enum(['0', '1', '9']).optional(),
  title: z.string().trim().max(255).optional(),
  createBy: z.string().trim().max(64).optional(),
  username: z.string().trim().max(64).optional(),
  beginTime: wireDate(false).optional(),
  endTime: wireDate(true).optional(),
});
const IdParam = z.object({ id: z.coerce.number().int().positive() });
const Ids = z.array(z.coerce.number().int().positive()).min(1).max(1000);

/** One entry of the web client's error log (spec section 3: id, url, time, type, message, stack, info). */
const ClientLog = z.object({
  type: z.string().trim().max(32).default(''),
  url: z.string().max(2000).default(''),
  message: z.string().trim().min(1).max(2000),
  stack: z.string().max(10000).default(''),
  info: z.string().max(2000).default(''),
  time: z.union([z.string().max(32), z.number()]).optional(),
});
const ClientLogs = z.array(ClientLog).min(1).max(100);

/** A page address may carry a token (the websocket's access_token): it never reaches the log. */
const maskUrl = (url: string) => url.replace(/([?&#][^=&#]*(?:token|pass|secret)[^=&#]*=)[^&#]*/gi, '$1******');

export function logRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;
  const tags = ['log'];

  r.get('/admin/log/page', { config: { access: 'sys_log_view' }, schema: { tags, querystring: LogPage } }, async (request) => {
    const auth = authOf(request);
    const { current, size, createBy, username, ...filter } = request.query;
    const { records, total } = await database.withTenant(auth.tenantId, (tx) =>
      repo.pageLogs(tx, auth.tenantId, { ...filter, createBy: createBy || username }, { current, size }),
    );
    return ok(page(records, total, current, size));
  });

  const remove = async (tenantId: number, ids: number[]) => {
    const deleted = await database.withTenant(tenantId, (tx) => repo.deleteLogs(tx, tenantId, ids));
    if (!deleted) throw new AppError('notFound');
    return ok(true);
  };

  r.delete('/admin/log/:id', { config: { access: 'sys_log_del', title: 'delete log' }, schema: { tags, params: IdParam } }, async (request) =>
    remove(authOf(request).tenantId, [request.params.id]),
  );
  // The spec sends the batch to /admin/log/ and pig clients to /admin/log: trailing slashes match (app.ts).
  for (const url of ['/admin/log']) {
    r.delete(url, { config: { access: 'sys_log_del', title: 'delete logs' }, schema: { tags, body: Ids } }, async (request) =>
      remove(authOf(request).tenantId, request.body),
    );
  }

  r.post('/admin/log/logs', { config: { access: 'user', title: 'front-end error logs' }, schema: { tags, body: ClientLogs } }, async (request) => {
    const auth = authOf(request);
    const userAgent = String(request.headers['user-agent'] ?? '').slice(0, 500);
    const rows = request.body.map((entry) => ({
      tenantId: auth.tenantId,
      type: '1',
      title: entry.message.slice(0, 255),
      serviceId: auth.clientId,
      createBy: auth.username,
      userId: auth.userId,
      remoteAddr: request.ip,
      userAgent,
      requestUri: maskUrl(entry.url),
      params: JSON.stringify({ type: entry.type, message: entry.message, info: entry.info, time: entry.time ?? null }),
      exception: entry.stack,
    }));
    await database.withTenant(auth.tenantId, (tx) => repo.insertLogs(tx, rows));
    return ok(true);
  });
}

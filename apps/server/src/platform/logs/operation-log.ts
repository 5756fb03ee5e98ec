/**
 * Writes one operation-log row for every write request: who, what, where, how long, and the failure if any. Reads the
 * spec sends as POST declare `read` and are not logged.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { sysLog } from './log.table.ts';

/** Keys whose values never reach the log. Business codes (dept code, post code) stay readable. */
const SECRET_KEYS = /pass|secret|token|smscode|captcha|randomstr/i;

export function maskParams(value: unknown): string {
  const text = JSON.stringify(value ?? {}, (key, v) => (key && SECRET_KEYS.test(key) ? '******' : v)) ?? '';
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text;
}

export function registerOperationLog(app: FastifyInstance, database: Database) {
  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (!auth || request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || request.routeOptions.config?.read) return;
    const failed = reply.statusCode >= 400;
    try {
      await database.withTenant(auth.tenantId, (tx) =>
        tx.insert(sysLog).values({
          tenantId: auth.tenantId,
          type: failed ? '9' : '0',
          title: request.routeOptions.config?.title ?? `${request.method} ${request.routeOptions.url ?? ''}`,
          serviceId: auth.clientId,
          createBy: auth.username,
          userId: auth.userId,
          remoteAddr: request.ip,
          userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
          requestUri: request.url.split('?')[0],
          method: request.method,
          params: request.isMultipart() ? '' : maskParams({ ...(request.query as object), ...(request.body as object) }),
          time: Math.round(reply.elapsedTime),
          exception: failed ? `HTTP ${reply.statusCode}` : '',
        }),
      );
    } catch (err) {
      request.log.error({ err }, 'operation log not written');
    }
  });
}

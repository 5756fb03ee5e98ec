/**
 * Writes one operation-log row for every write request: who, what, where, how long, and the failure if any. Reads the
 * spec sends as POST declare `read` and are not logged. Rows are written a few milliseconds later, in batches.
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

type LogRow = typeof sysLog.$inferInsert & { tenantId: number };

/**
 * Rows are written in batches, as pig writes its log asynchronously: one insert per tenant for what the last
 * `flushMs` gathered, instead of a transaction of three round trips after every write request (the operation
 * log was a third of the statements of a work-order step). Each row keeps the moment of its request. What is
 * pending is written when the app closes.
 */
export function operationLogWriter(database: Database, onError: (err: unknown) => void, { flushMs = 50, maxRows = 500 } = {}) {
  let pending: LogRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing = Promise.resolve();

  const write = async (rows: LogRow[]) => {
    const byTenant = new Map<number, LogRow[]>();
    for (const row of rows) {
      const batch = byTenant.get(row.tenantId);
      if (batch) batch.push(row);
      else byTenant.set(row.tenantId, [row]);
    }
    for (const [tenantId, batch] of byTenant) {
      await database.withTenant(tenantId, (tx) => tx.insert(sysLog).values(batch)).catch(onError);
    }
  };
  /** Writes what is pending, after any write under way; resolves when both are done. */
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const rows = pending;
    pending = [];
    writing = writing.then(() => (rows.length ? write(rows) : undefined));
    return writing;
  };
  return {
    add(row: LogRow) {
      pending.push(row);
      if (pending.length >= maxRows) void flush();
      else timer ??= setTimeout(flush, flushMs);
    },
    flush,
  };
}

export function registerOperationLog(app: FastifyInstance, database: Database) {
  const log = operationLogWriter(database, (err) => app.log.error({ err }, 'operation log not written'));
  app.addHook('onClose', () => log.flush());
  app.addHook('onResponse', async (request, reply) => {
    const auth = request.auth;
    if (!auth || request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || request.routeOptions.config?.read) return;
    const failed = reply.statusCode >= 400;
    log.add({
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
      createTime: new Date(),
    });
  });
}

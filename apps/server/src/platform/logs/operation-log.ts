/**
 * One operation-log row for every signed-in write request: who, what, where, how long, and the failure if any. Reads
 * the spec sends as POST declare `read` and are not logged. The row commits with the request's first transaction of
 * the caller's tenant (a transaction rider), so no committed command lacks its row; a request that committed no such
 * transaction gets its row, and one that failed after it gets its row marked failed, before its answer goes out.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Database, type TransactionRider, transactionRider } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { sysLog } from './log.table.ts';

/** Keys whose values never reach the log. Business codes (dept code, post code) stay readable. */
const SECRET_KEYS = /pass|secret|token|smscode|captcha|randomstr/i;
const MAX_PARAMS = 2000;
/** Deeper values are written as "…": a body may nest deeper than the stack allows, and the log must still be written. */
const MAX_DEPTH = 20;

/**
 * The parameters as JSON with secrets masked at any depth, cut at 2,000 characters. Bounded work whatever the value:
 * the walk stops at MAX_DEPTH and once the text is long enough, so a deep or huge body neither throws nor costs.
 */
export function maskParams(value: unknown): string {
  const parts: string[] = [];
  let length = 0;
  const push = (text: string) => {
    parts.push(text);
    length += text.length;
  };
  const cut = (text: string) => (text.length > MAX_PARAMS ? text.slice(0, MAX_PARAMS + 1) : text);
  /** The JSON of `v`: a scalar as is, an object or list up to MAX_DEPTH, until the text is long enough. */
  const scalar = (v: unknown): string => {
    if (typeof v === 'string') return JSON.stringify(cut(v));
    if (typeof v === 'number' || typeof v === 'boolean' || v === null || v instanceof Date) return JSON.stringify(v);
    return typeof v === 'bigint' ? String(v) : 'null';
  };
  const write = (v: unknown, depth: number) => {
    if (length > MAX_PARAMS) return;
    if (v === null || typeof v !== 'object' || v instanceof Date) push(scalar(v));
    else if (depth >= MAX_DEPTH) push('"…"');
    else if (Array.isArray(v)) {
      push('[');
      for (let i = 0; i < v.length && length <= MAX_PARAMS; i++) {
        if (i) push(',');
        write(v[i], depth + 1);
      }
      push(']');
    } else {
      push('{');
      let first = true;
      for (const key in v) {
        if (length > MAX_PARAMS) break;
        const item = (v as Record<string, unknown>)[key];
        if (!Object.hasOwn(v, key) || item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
        push(`${first ? '' : ','}${JSON.stringify(cut(key))}:`);
        first = false;
        if (SECRET_KEYS.test(key)) push('"******"');
        else write(item, depth + 1);
      }
      push('}');
    }
  };
  write(value ?? {}, 0);
  const text = parts.join('');
  return text.length > MAX_PARAMS ? `${text.slice(0, MAX_PARAMS)}…` : text;
}

/** The query and the body in one object; a body that is not an object (a list, a text) goes under "body". */
function requestParams(request: FastifyRequest): unknown {
  const query = request.query as object | undefined;
  const body = request.body;
  if (body === undefined || body === null) return query;
  if (typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) return { ...query, ...body };
  return { ...query, body };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isLogged = (request: FastifyRequest) => Boolean(request.auth) && !READS.has(request.method) && !request.routeOptions.config?.read;

function logRow(request: FastifyRequest, reply: FastifyReply, auth: AuthContext, failed: boolean): typeof sysLog.$inferInsert {
  return {
    tenantId: auth.tenantId,
    type: failed ? '9' : '0',
    title: request.routeOptions.config?.title ?? `${request.method} ${request.routeOptions.url ?? ''}`,
    serviceId: auth.clientId,
    createBy: auth.username,
    userId: auth.userId,
    // A trusted proxy may forward anything: the column's length, never a failed command.
    remoteAddr: request.ip.slice(0, 64),
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
    requestUri: request.url.split('?')[0],
    method: request.method,
    params: request.isMultipart() ? '' : maskParams(requestParams(request)),
    time: Math.round(reply.elapsedTime),
    exception: failed ? `HTTP ${reply.statusCode}` : '',
    createTime: new Date(),
  };
}

/** Where a logged request's row stands: still to write, written by one of its transactions (rowId once committed), or answered. */
interface LogEntry {
  state: 'open' | 'taken' | 'answered';
  rowId?: number;
}

export function registerOperationLog(app: FastifyInstance, database: Database) {
  const entries = new WeakMap<FastifyRequest, LogEntry>();

  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => READS.has(method)) || route.config?.read) return;
    const handler = route.handler;
    route.handler = function (request, reply) {
      const auth = request.auth;
      if (!auth || !isLogged(request)) return handler.call(this, request, reply);
      const entry: LogEntry = { state: 'open' };
      entries.set(request, entry);
      const rider: TransactionRider = {
        tenantId: auth.tenantId,
        take() {
          if (entry.state !== 'open') return undefined;
          entry.state = 'taken';
          return async (tx) => {
            const [row] = await tx.insert(sysLog).values(logRow(request, reply, auth, false)).returning({ id: sysLog.id });
            entry.rowId = row.id;
          };
        },
        giveBack() {
          if (entry.state !== 'taken') return;
          entry.state = 'open';
          entry.rowId = undefined;
        },
      };
      return transactionRider.run(rider, () => handler.call(this, request, reply));
    };
  });

  // Awaited before the answer is written: a client told how its write ended can count on the log saying the same.
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth || !isLogged(request)) return payload;
    const entry = entries.get(request);
    const taken = entry?.state === 'taken';
    // Later transactions of this request (work it left running) no longer take the row.
    if (entry) entry.state = 'answered';
    const failed = reply.statusCode >= 400;
    try {
      if (!taken) {
        await database.withTenant(auth.tenantId, (tx) => tx.insert(sysLog).values(logRow(request, reply, auth, failed)));
      } else if (failed && entry?.rowId !== undefined) {
        const rowId = entry.rowId;
        const change = { type: '9', exception: `HTTP ${reply.statusCode}`, time: Math.round(reply.elapsedTime) };
        await database.withTenant(auth.tenantId, (tx) => tx.update(sysLog).set(change).where(and(eq(sysLog.tenantId, auth.tenantId), eq(sysLog.id, rowId))));
      }
    } catch (err) {
      request.log.error({ err }, 'operation log not written');
    }
    return payload;
  });
}

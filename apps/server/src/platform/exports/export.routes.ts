/** The export-task screen's calls (spec: /intf/intfDownloadRecord): list, download, check, abort or delete the file. */
import fs from 'node:fs';
import { bizOk, page, parseListQuery } from '@as/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { exportFilePath } from './export.service.ts';
import { intfDownloadRecord } from './export.table.ts';

const Id = z.object({ id: z.coerce.number().int().positive() });
const LIST_SPEC = { filterable: ['status'], sortable: ['createTime'] };
const DOWNLOADABLE = ['pending_download', 'downloaded'];

/** The caller's own record: another user's task, even in the same tenant, does not exist for them. */
async function ownRecord(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx
    .select()
    .from(intfDownloadRecord)
    .where(and(eq(intfDownloadRecord.tenantId, auth.tenantId), eq(intfDownloadRecord.userId, auth.userId), eq(intfDownloadRecord.id, id)));
  if (!row) throw new AppError('notFound');
  return row;
}

export function exportRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/intf/intfDownloadRecord';
  const tags = ['intfDownloadRecord'];
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);

  r.post(`${base}/getListPage`, { config: { access: 'user', read: true }, schema: { tags, body: z.record(z.string(), z.unknown()).nullish() } }, async (request) => {
    const auth = authOf(request);
    const query = parseListQuery(request.body, LIST_SPEC);
    const mine = and(
      eq(intfDownloadRecord.tenantId, auth.tenantId),
      eq(intfDownloadRecord.userId, auth.userId),
      query.filters.status ? inArray(intfDownloadRecord.status, query.filters.status) : undefined,
    );
    const { records, total } = await inTenant(auth, async (tx) => ({
      records: await tx
        .select()
        .from(intfDownloadRecord)
        .where(mine)
        .orderBy(desc(intfDownloadRecord.id))
        .limit(query.size)
        .offset((query.current - 1) * query.size),
      total: query.searchCount ? (await tx.select({ n: count() }).from(intfDownloadRecord).where(mine))[0].n : 0,
    }));
    const rows = records.map(({ sizeBytes, ...r }) => ({
      ...r,
      // Rounded up to hundredths of a MB: a small file shows 0.01, never 0.
      sizeMb: sizeBytes === null ? null : Math.ceil((sizeBytes / 1048576) * 100) / 100,
      // Where the file downloads from (GET with the session's headers), while there is a file to download.
      url: DOWNLOADABLE.includes(r.status) && !r.fileDeleted ? `${base}/download?id=${r.id}` : null,
    }));
    return bizOk(page(rows, total, query.current, query.size, query.searchCount));
  });

  r.post(`${base}/checkDownLoad`, { config: { access: 'user', read: true }, schema: { tags, body: Id } }, async (request) => {
    const auth = authOf(request);
    const row = await inTenant(auth, (tx) => ownRecord(tx, auth, request.body.id));
    return bizOk({ id: row.id, status: row.status, fileDeleted: row.fileDeleted, fileName: row.fileName, ready: DOWNLOADABLE.includes(row.status) && !row.fileDeleted });
  });

  // The spec's download: POST with the id in the body, or GET of the task's URL (id in the query).
  const download = async (request: FastifyRequest, reply: FastifyReply, id: number) => {
    const auth = authOf(request);
    const row = await inTenant(auth, (tx) => ownRecord(tx, auth, id));
    const file = exportFilePath(deps.config.filesDir, auth.tenantId, row.id);
    if (!DOWNLOADABLE.includes(row.status) || row.fileDeleted || !fs.existsSync(file)) throw new AppError('exportEmpty');
    await inTenant(auth, (tx) =>
      tx.update(intfDownloadRecord).set({ status: 'downloaded' }).where(and(eq(intfDownloadRecord.id, row.id), eq(intfDownloadRecord.tenantId, auth.tenantId))),
    );
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
      .send(fs.createReadStream(file));
  };
  r.post(`${base}/download`, { config: { access: 'user', title: 'download export' }, schema: { tags, body: Id } }, (request, reply) => download(request, reply, request.body.id));
  r.get(`${base}/download`, { config: { access: 'user', title: 'download export' }, schema: { tags, querystring: Id } }, (request, reply) => download(request, reply, request.query.id));

  r.post(
    `${base}/updateStat`,
    { config: { access: 'user', title: 'abort export or delete its file' }, schema: { tags, body: Id.extend({ stat: z.enum(['aborted', 'deleteFile']) }) } },
    async (request) => {
      const auth = authOf(request);
      const { id, stat } = request.body;
      const row = await inTenant(auth, async (tx) => {
        const current = await ownRecord(tx, auth, id);
        const guard = and(eq(intfDownloadRecord.id, id), eq(intfDownloadRecord.tenantId, auth.tenantId));
        if (stat === 'aborted') {
          // Only a task still running can be aborted; the job sees it between chunks and stops.
          const [updated] = await tx
            .update(intfDownloadRecord)
            .set({ status: 'aborted', finishedAt: new Date() })
            .where(and(guard, eq(intfDownloadRecord.status, 'processing')))
            .returning();
          if (!updated) throw new AppError('exportNotRunning');
          return updated;
        }
        if (current.status === 'processing') throw new AppError('exportRunning');
        const [updated] = await tx.update(intfDownloadRecord).set({ fileDeleted: true, deleteTime: new Date() }).where(guard).returning();
        return updated;
      });
      if (stat === 'deleteFile') fs.rmSync(exportFilePath(deps.config.filesDir, auth.tenantId, id), { force: true });
      return bizOk(row);
    },
  );
}

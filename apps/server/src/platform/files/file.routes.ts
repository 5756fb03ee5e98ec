/** The file screen and uploads (pig's /admin/sys-file): upload, download, page, rename, delete. */
import fs from 'node:fs';
import { ok, page } from '@as/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { PageQuery } from '../logs/page-query.ts';
import type { FileRow } from './file.repository.ts';
import { bucketOf, fileService, fileUrl } from './file.service.ts';

const Name = z.string().min(1).max(128).regex(/^[\w.-]+$/);
const FileParams = z.object({ bucket: Name, fileName: Name });
const OssQuery = z.object({ bucket: Name.optional(), fileName: Name });
const FilePage = PageQuery.extend({ original: z.string().trim().max(255).optional() });
const IdParam = z.object({ id: z.coerce.number().int().positive() });
/** pig's SysFile as its file screen sends it back: the new name, and the stored fields, which must be unchanged. */
const FileEdit = z.object({
  id: z.coerce.number().int().positive(),
  original: z.string().trim().min(1).max(255),
  bucketName: Name.optional(),
  fileName: Name.optional(),
  type: z.string().max(64).optional(),
  fileSize: z.coerce.number().int().nonnegative().optional(),
});

/** Images show in the page (an <img> or a preview); everything else downloads under its original name. */
function sendFile(reply: FastifyReply, { row, file }: { row: FileRow; file: string }) {
  const disposition = row.type.startsWith('image/') ? 'inline' : 'attachment';
  return reply
    .type(row.type)
    .header('content-length', row.fileSize)
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.original)}`)
    .send(fs.createReadStream(file));
}

/** The `file` part, whole. Over the attachment limit this throws the 413 "上传文件大小不能超过15M" before anything is written. */
async function readFilePart(request: FastifyRequest) {
  try {
    const part = request.isMultipart() ? await request.file() : undefined;
    if (part?.fieldname !== 'file') throw new AppError('fileMissing');
    return { filename: part.filename, content: await part.toBuffer() };
  } catch (err) {
    // A malformed body makes the parser throw a plain Error: the client's mistake, not a 500.
    if (err instanceof AppError || (err as FastifyError).statusCode) throw err;
    throw new AppError('formatError');
  }
}

export function fileRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const files = fileService(deps);
  const tags = ['sys-file'];

  r.post('/admin/sys-file/upload', { config: { access: 'user', title: 'upload file' }, schema: { tags, consumes: ['multipart/form-data'] } }, async (request) => {
    const { filename, content } = await readFilePart(request);
    const row = await files.upload(authOf(request), filename, content);
    return ok({ id: row.id, bucketName: row.bucketName, fileName: row.fileName, original: row.original, url: fileUrl(row) });
  });

  r.get('/admin/sys-file/page', { config: { access: 'sys_file_view', pig: 'file' }, schema: { tags, querystring: FilePage } }, async (request) => {
    const { current, size, ...filter } = request.query;
    const { records, total } = await files.page(authOf(request), filter, { current, size });
    return ok(page(records.map((row) => ({ ...row, url: fileUrl(row) })), total, current, size));
  });

  r.get('/admin/sys-file/oss/file', { config: { access: 'user' }, schema: { tags, querystring: OssQuery } }, async (request, reply) => {
    const auth = authOf(request);
    return sendFile(reply, await files.open(auth, request.query.bucket ?? bucketOf(auth.tenantId), request.query.fileName));
  });

  r.get('/admin/sys-file/:bucket/:fileName', { config: { access: 'user' }, schema: { tags, params: FileParams } }, async (request, reply) =>
    sendFile(reply, await files.open(authOf(request), request.params.bucket, request.params.fileName)),
  );

  r.put('/admin/sys-file', { config: { access: 'sys_file_edit', title: 'edit file', pig: 'file' }, schema: { tags, body: FileEdit } }, async (request) => {
    const { id, ...edit } = request.body;
    const row = await files.rename(authOf(request), id, edit);
    return ok({ ...row, url: fileUrl(row) });
  });

  r.delete('/admin/sys-file/:id', { config: { access: 'sys_file_del', title: 'delete file' }, schema: { tags, params: IdParam } }, async (request) => {
    await files.remove(authOf(request), request.params.id);
    return ok(true);
  });
}

/**
 * Uploaded files on local disk: config.filesDir/<bucket>/<random name>, one bucket per tenant, a sys_file row each.
 * The disk path is always built from the tenant's own row, never from what the caller typed.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { UPLOAD_LIMITS } from '@as/shared';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { fileKindOf } from './file-kind.ts';
import * as repo from './file.repository.ts';

const MB = 1024 * 1024;

/** A file's edit: its new name, and what a pig client sends back of the rest, which must be unchanged. */
export interface FileEdit {
  original: string;
  bucketName?: string;
  fileName?: string;
  type?: string;
  fileSize?: number;
}

export const bucketOf = (tenantId: number) => String(tenantId);
export const fileUrl = (row: { bucketName: string; fileName: string }) => `/admin/sys-file/${row.bucketName}/${row.fileName}`;
const diskPath = (filesDir: string, row: repo.FileRow) => path.join(filesDir, row.bucketName, row.fileName);

/** Browsers may send a full client path ("C:\fakepath\a.png"): only its last segment is the name. */
const baseName = (name: string) => name.split(/[\\/]/).pop()!.trim();

export function fileService(deps: Deps) {
  const { database, config } = deps;

  return {
    /** Checks the content and the limits, then writes the row and the file in one go: both or neither. */
    async upload(auth: AuthContext, clientName: string, content: Buffer) {
      const original = baseName(clientName);
      if (original.length > 255) throw new FieldErrors([{ field: 'file', code: 'maxLength', params: { n: 255 } }]);
      const kind = fileKindOf(original, content);
      if (!kind) throw new AppError('fileFormat');
      // Larger attachments never get here: the multipart limit (UPLOAD_LIMITS.attachmentMb) stops them while reading.
      if (kind.image && content.length > UPLOAD_LIMITS.imageMb * MB) throw new AppError('fileTooLarge', { n: UPLOAD_LIMITS.imageMb });
      const bucketName = bucketOf(auth.tenantId);
      const fileName = `${randomUUID().replaceAll('-', '')}${path.extname(original).toLowerCase()}`;
      const target = path.join(config.filesDir, bucketName, fileName);
      try {
        return await database.withTenant(auth.tenantId, async (tx) => {
          const row = await repo.insertFile(tx, { tenantId: auth.tenantId, bucketName, fileName, original, type: kind.mime, fileSize: content.length, createdBy: auth.userId });
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          await fs.promises.writeFile(target, content, { flag: 'wx' });
          return row;
        });
      } catch (err) {
        await fs.promises.rm(target, { force: true });
        throw err;
      }
    },

    /** The tenant's file and where it lies; another tenant's file does not exist for the caller. */
    async open(auth: AuthContext, bucketName: string, fileName: string) {
      const row = await database.withTenant(auth.tenantId, (tx) => repo.findFileByName(tx, auth.tenantId, bucketName, fileName));
      const file = row && diskPath(config.filesDir, row);
      if (!row || !file || !fs.existsSync(file)) throw new AppError('notFound');
      return { row, file };
    },

    page: (auth: AuthContext, filter: { original?: string }, paging: { current: number; size: number }) =>
      database.withTenant(auth.tenantId, (tx) => repo.pageFiles(tx, auth.tenantId, filter, paging)),

    /**
     * Renames a file (pig's sys_file_edit): the name it is listed and downloaded under, which keeps the extension
     * its content was checked against. Where it is stored and what it is are the server's: a client sending them
     * back changed is told so, not ignored.
     */
    rename: (auth: AuthContext, id: number, { original, ...stored }: FileEdit) =>
      database.withTenant(auth.tenantId, async (tx) => {
        const current = await repo.findFileRecord(tx, auth.tenantId, id);
        if (!current) throw new AppError('notFound');
        const changed = (Object.keys(stored) as (keyof typeof stored)[]).filter((field) => stored[field] !== undefined && stored[field] !== current[field]);
        if (changed.length) throw new FieldErrors(changed.map((field) => ({ field, code: 'fieldFixed' })));
        const ext = path.extname(current.fileName);
        if (baseName(original) !== original) throw new FieldErrors([{ field: 'original', code: 'formatError' }]);
        if (path.extname(original).toLowerCase() !== ext) throw new FieldErrors([{ field: 'original', code: 'fileExtensionFixed', params: { ext: ext || '-' } }]);
        await repo.renameFile(tx, auth.tenantId, id, original, auth.userId);
        return { ...current, original };
      }),

    async remove(auth: AuthContext, id: number) {
      const row = await database.withTenant(auth.tenantId, (tx) => repo.softDeleteFile(tx, auth.tenantId, id, auth.userId));
      if (!row) throw new AppError('notFound');
      await fs.promises.rm(diskPath(config.filesDir, row), { force: true });
    },
  };
}

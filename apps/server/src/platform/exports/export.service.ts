/**
 * Export tasks: a request records the task and queues a job in one transaction; the job streams the rows to an
 * xlsx file in chunks (memory stays flat whatever the row count), checks between chunks whether the user aborted,
 * and tells the user over the WebSocket when the file is ready or failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type FieldDef, formatDateTime, type Lang, type ListQuery } from '@as/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import type { ResourceRepository, Row } from '../../http/resource/resource.repository.ts';
import type { Database, Tx } from '../../db/client.ts';
import { sysDictItem } from '../dicts/dict.table.ts';
import { enqueue, type Job } from '../jobs/job-queue.ts';
import { intfDownloadRecord } from './export.table.ts';

export const EXPORT_JOB = 'export';
const CHUNK = 1000;

export interface ExportColumn {
  field: string;
  title: string;
}

/**
 * What an export reads beside the resources' repositories (deps.exportSources: a module's own list, a report): the
 * fields that say how each cell is written, and the query's rows in the viewer's scope, one chunk at a time.
 */
export interface ExportSource {
  fields: readonly FieldDef[];
  chunks(database: Database, viewer: Viewer, query: ListQuery): AsyncIterable<Row[]>;
}

/** A list that pages itself (a report's getListPage) as an export source: its pages in turn, until a short one. */
export function pagedExportSource(fields: readonly FieldDef[], list: (tx: Tx, viewer: Viewer, query: ListQuery) => Promise<{ records: Row[] }>): ExportSource {
  return {
    fields,
    async *chunks(database, viewer, query) {
      for (let current = 1; ; current++) {
        const { records } = await database.withTenant(viewer.tenantId, (tx) => list(tx, viewer, { ...query, current, size: CHUNK, searchCount: false }));
        if (records.length) yield records;
        if (records.length < CHUNK) return;
      }
    },
  };
}

/** A resource's rows: every matching id in the list's order first (no row read twice or missed while others write), then the rows by chunks of ids. */
function resourceExportSource(repo: ResourceRepository): ExportSource {
  return {
    fields: repo.def.fields,
    async *chunks(database, viewer, query) {
      const ids = await database.withTenant(viewer.tenantId, (tx) => repo.orderedIds(tx, viewer.tenantId, query, repo.scopeOf(viewer)));
      for (let start = 0; start < ids.length; start += CHUNK) yield await database.withTenant(viewer.tenantId, (tx) => repo.getMany(tx, viewer.tenantId, ids.slice(start, start + CHUNK)));
    },
  };
}

interface ExportPayload {
  recordId: number;
  resource: string;
  query: ListQuery;
  columns: ExportColumn[];
  lang: Lang;
  /** Who asked: the export holds the rows of their data scope. */
  viewer: Viewer;
}

export const exportFilePath = (filesDir: string, tenantId: number, recordId: number) => path.join(filesDir, 'exports', String(tenantId), `${recordId}.xlsx`);

const stamp = () => (formatDateTime(new Date()) ?? '').replace(/\D/g, '');

export async function requestExport(deps: Deps, auth: AuthContext, resource: string, fileKey: string, query: ListQuery, columns: ExportColumn[], lang: Lang) {
  const id = await deps.database.withTenant(auth.tenantId, async (tx) => {
    const [record] = await tx
      .insert(intfDownloadRecord)
      .values({ tenantId: auth.tenantId, userId: auth.userId, resource, fileName: `${fileKey}-${stamp()}.xlsx` })
      .returning({ id: intfDownloadRecord.id });
    const viewer: Viewer = { tenantId: auth.tenantId, userId: auth.userId, deptId: auth.deptId, dataScope: auth.dataScope };
    const payload: ExportPayload = { recordId: record.id, resource, query, columns, lang, viewer };
    await enqueue(tx, { tenantId: auth.tenantId, userId: auth.userId, type: EXPORT_JOB, payload: payload as unknown as Record<string, unknown> });
    return record.id;
  });
  deps.jobs.wake();
  return id;
}

/** Dictionary labels in the export's language, for the dict fields among the exported columns. */
async function dictLabels(tx: Tx, tenantId: number, types: string[], lang: Lang): Promise<Map<string, Map<string, string>>> {
  const labels = new Map<string, Map<string, string>>();
  if (!types.length) return labels;
  const items = await tx
    .select()
    .from(sysDictItem)
    .where(and(eq(sysDictItem.tenantId, tenantId), inArray(sysDictItem.type, types), isNull(sysDictItem.deletedAt)));
  for (const item of items) {
    const label = (lang === 'en-US' && item.labelEn) || (lang === 'es-ES' && item.labelEs) || item.label;
    if (!labels.has(item.type)) labels.set(item.type, new Map());
    labels.get(item.type)!.set(item.value, label);
  }
  return labels;
}

const YES_NO: Record<Lang, [string, string]> = { 'zh-CN': ['是', '否'], 'en-US': ['Yes', 'No'], 'es-ES': ['Sí', 'No'] };

export function exportJob(deps: Deps) {
  const { database } = deps;
  return async (job: Job) => {
    const payload = job.payload as unknown as ExportPayload;
    const tenantId = job.tenantId;
    const resource = deps.resources.get(payload.resource);
    const source = deps.exportSources.get(payload.resource) ?? (resource && resourceExportSource(resource));
    const file = exportFilePath(deps.config.filesDir, tenantId, payload.recordId);
    const statusOf = async () =>
      (await database.withTenant(tenantId, (tx) => tx.select({ status: intfDownloadRecord.status }).from(intfDownloadRecord).where(eq(intfDownloadRecord.id, payload.recordId))))[0]?.status;
    const finish = async (status: 'pending_download' | 'failed', extra: Partial<typeof intfDownloadRecord.$inferInsert>) => {
      const rows = await database.withTenant(tenantId, (tx) =>
        tx
          .update(intfDownloadRecord)
          .set({ status, finishedAt: new Date(), ...extra })
          .where(and(eq(intfDownloadRecord.id, payload.recordId), eq(intfDownloadRecord.status, 'processing')))
          .returning({ fileName: intfDownloadRecord.fileName }),
      );
      if (rows.length && job.userId) {
        await deps.events.publish({ tenantId, userId: job.userId, type: 'export', data: { id: payload.recordId, status, fileName: rows[0].fileName } });
      }
    };

    if ((await statusOf()) !== 'processing') return;
    try {
      if (!source) throw new Error(`unknown resource ${payload.resource}`);
      const fields = new Map(source.fields.map((f) => [f.name, f]));
      const columns = payload.columns.filter((c) => fields.has(c.field) || c.field === 'createTime' || c.field === 'updateTime' || c.field === 'id');
      const labels = await database.withTenant(tenantId, (tx) => dictLabels(tx, tenantId, columns.map((c) => fields.get(c.field)?.dict).filter((d): d is string => !!d), payload.lang));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
      const sheet = workbook.addWorksheet(payload.resource);
      sheet.addRow(columns.map((c) => c.title)).commit();
      const cell = (field: string, value: unknown): unknown => {
        if (value === null || value === undefined) return null;
        const f = fields.get(field);
        if (value instanceof Date) return formatDateTime(value);
        if (f?.type === 'boolean') return YES_NO[payload.lang][value ? 0 : 1];
        if (f?.dict) return labels.get(f.dict)?.get(String(value)) ?? value;
        if (f?.type === 'money' || f?.type === 'decimal') return Number(value);
        return value;
      };
      let rowCount = 0;
      for await (const rows of source.chunks(database, payload.viewer, payload.query)) {
        for (const row of rows) sheet.addRow(columns.map((c) => cell(c.field, row[c.field]))).commit();
        rowCount += rows.length;
        // The user may abort between chunks: the job stops and leaves no file.
        if ((await statusOf()) !== 'processing') {
          await workbook.commit().catch(() => undefined);
          fs.rmSync(file, { force: true });
          return;
        }
      }
      sheet.commit();
      await workbook.commit();
      await finish('pending_download', { sizeBytes: fs.statSync(file).size, rowCount });
    } catch (err) {
      fs.rmSync(file, { force: true });
      await finish('failed', { error: String((err as Error)?.message ?? err).slice(0, 2000) });
    }
  };
}

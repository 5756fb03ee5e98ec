/**
 * Import from xlsx for any resource (spec: getListByExcel). The template's first row (hidden) holds the field
 * keys and the second the titles; data starts on the third. Each row is validated like an add (dictionary
 * labels are accepted for dictionary fields, and a reference is named as a person would type it: the code or name
 * of a row of the tenant; a number that names none is taken as the row's id), unique fields are checked against the database and within the
 * file. Valid rows are written in one transaction, or none when the caller asks for all-or-nothing. Every
 * rejected row goes to a result file, with its reason, that the user downloads from the export-task screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { dictTypesOf, errorText, type FieldError, formatDateTime, type Lang, optionErrors, type ResourceDef, validateRecord } from '@as/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import type { Row } from '../../http/resource/resource.repository.ts';
import { dictOptions } from '../dicts/dict.repository.ts';
import { exportFilePath } from '../exports/export.service.ts';
import { intfDownloadRecord } from '../exports/export.table.ts';

export const MAX_IMPORT_ROWS = 10_000;

export interface ImportColumn {
  field: string;
  title: string;
}

/**
 * What rows are imported into: a resource's repository, or a command of its own that takes the same rows (the
 * e-commerce import creates work orders).
 */
export interface ImportTarget {
  def: ResourceDef;
  /** The fields of the row whose values are taken already (in the database, or by an earlier row of the file). */
  duplicates(tx: Tx, tenantId: number, value: Row): Promise<string[]>;
  insert(tx: Tx, tenantId: number, userId: number, value: Row): Promise<unknown>;
}

/** The template: hidden row of field keys, then the titles the user reads. */
export async function importTemplate(repo: Pick<ImportTarget, 'def'>, columns: ImportColumn[]): Promise<Buffer> {
  const importable = new Set(repo.def.fields.filter((f) => !f.readOnly).map((f) => f.name));
  const wanted = columns.filter((c) => importable.has(c.field));
  if (!wanted.length) throw new AppError('importNoColumns');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(repo.def.name);
  sheet.addRow(wanted.map((c) => c.field)).hidden = true;
  sheet.addRow(wanted.map((c) => c.title)).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * An uploaded template's first sheet, laid out as importTemplate writes it: the keys (row 1), the titles (row 2), and
 * each data row after them with its line number and its cells read as text, in the keys' order; empty rows skipped.
 */
export async function readTemplate(file: Buffer): Promise<{ keys: string[]; titles: string[]; rows: { line: number; cells: unknown[] }[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new AppError('fileFormat');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('fileFormat');
  const header = (n: number) => ((sheet.getRow(n).values as ExcelJS.CellValue[]) ?? []).slice(1).map((v) => String(cellText(v) ?? '').trim());
  const keys = header(1);
  const rows: { line: number; cells: unknown[] }[] = [];
  sheet.eachRow((row, line) => {
    if (line <= 2) return;
    const cells = keys.map((_, i) => cellText(row.getCell(i + 1).value));
    if (!cells.every((c) => c === null || c === '')) rows.push({ line, cells });
  });
  return { keys, titles: header(2), rows };
}

export function cellText(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return formatDateTime(new Date(value.getTime() + value.getTimezoneOffset() * 60_000));
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return value.result ?? null;
    return null;
  }
  return value;
}


export interface ImportResult {
  total: number;
  succeeded: number;
  failed: number;
  /** The first rejected rows (spreadsheet row number and reason), for the screen; the result file lists them all. */
  rejected: { line: number; reason: string }[];
  /** The export-task record of the result file listing the rejected rows, and its name, when there are any. */
  resultId: number | null;
  resultFile: string | null;
}

/** How many rejected rows the answer itself carries. */
export const REJECTED_SHOWN = 100;

const MIDNIGHT_RE = /^\d{4}-\d{2}-\d{2} 00:00:00$/;

/** A resource's own write rules (its beforeWrite hook), applied to each imported row as to an add. */
export type ImportCheck = (tx: Tx, auth: AuthContext, value: Row, current: null) => Promise<void>;

export async function importRows(
  deps: Deps,
  auth: AuthContext,
  repo: ImportTarget,
  file: Buffer,
  allOrNothing: boolean,
  lang: Lang,
  check?: ImportCheck,
): Promise<ImportResult> {
  const def = repo.def;
  const sheet = await readTemplate(file);
  const { keys, titles } = sheet;
  const fields = new Map(def.fields.filter((f) => !f.readOnly).map((f) => [f.name, f]));
  // Every named column is the resource's, and at least one is named.
  if (!keys.some((k) => k !== '') || !keys.every((k) => k === '' || fields.has(k))) throw new AppError('importTemplate');
  const rows = sheet.rows.map(({ line, cells }) => ({ line, cells, input: Object.fromEntries(keys.flatMap((k, i) => (k ? [[k, cells[i]]] : []))) }));
  if (rows.length > MAX_IMPORT_ROWS) throw new AppError('importTooMany', { n: MAX_IMPORT_ROWS });

  const rejected: { line: number; cells: unknown[]; reason: string }[] = [];
  // A problem of the whole row (e.g. a hook's AppError) has no field and reads as its message alone.
  const reasonOf = (errors: FieldError[]) =>
    errors
      .map((e) =>
        e.field ? errorText('validation', lang, { field: titles[keys.indexOf(e.field)] || e.field, message: errorText(e.code, lang, e.params) }) : errorText(e.code, lang, e.params),
      )
      .join('; ');

  // Rows are checked and inserted one by one, so each check (unique fields, the resource's own rules) also sees
  // the rows of the file before it; all-or-nothing undoes them all when any row was refused.
  let succeeded = 0;
  try {
    await deps.database.withTenant(auth.tenantId, async (tx) => {
      const dicts = await dictOptions(tx, auth.tenantId, dictTypesOf(def));
      const optionValues = new Map([...dicts].map(([type, map]) => [type, new Set(map.values())]));
      const named = new Map<string, number[]>();
      /** The ids of the rows of `ref` a cell names (cached: a file names the same few rows again and again). */
      const idsNamed = async (ref: string, text: string) => {
        const key = `${ref}\u0000${text}`;
        if (!named.has(key)) named.set(key, (await deps.resources.get(ref)?.idsNamed(tx, auth.tenantId, text)) ?? []);
        return named.get(key)!;
      };
      for (const { line, input, cells } of rows) {
        const refErrors: FieldError[] = [];
        for (const [name, f] of fields) {
          if (f.dict && input[name] !== null && input[name] !== undefined) input[name] = dicts.get(f.dict)?.get(String(input[name]).trim()) ?? input[name];
          // A date typed in Excel is a date cell, read as that day's midnight.
          if (f.type === 'date' && typeof input[name] === 'string' && MIDNIGHT_RE.test(input[name])) input[name] = input[name].slice(0, 10);
          if (f.type === 'ref' && f.ref && input[name] !== null && input[name] !== undefined && String(input[name]).trim() !== '') {
            const text = String(input[name]).trim();
            const ids = await idsNamed(f.ref, text);
            if (ids.length === 1) input[name] = ids[0];
            else if (ids.length > 1) refErrors.push({ field: name, code: 'refAmbiguous', params: { value: text } });
            else if (!/^\d+$/.test(text)) refErrors.push({ field: name, code: 'refNotFound', params: { value: text } });
          }
        }
        const checked = validateRecord(def, input, 'add');
        const { value } = checked;
        const errors = [...checked.errors.filter((e) => !refErrors.some((r) => r.field === e.field)), ...refErrors];
        errors.push(...optionErrors(def, value, undefined, optionValues));
        if (!errors.length) for (const field of await repo.duplicates(tx, auth.tenantId, value)) errors.push({ field, code: 'duplicate' });
        if (!errors.length && check) {
          try {
            await check(tx, auth, value, null);
          } catch (e) {
            if (e instanceof FieldErrors) errors.push(...e.errors);
            else if (e instanceof AppError) errors.push({ field: '', code: e.code, params: e.params });
            else throw e;
          }
        }
        if (errors.length) {
          rejected.push({ line, cells, reason: reasonOf(errors) });
          continue;
        }
        await repo.insert(tx, auth.tenantId, auth.userId, value);
        succeeded += 1;
      }
      if (allOrNothing && rejected.length) throw new UndoImport();
    });
  } catch (e) {
    if (!(e instanceof UndoImport)) throw e;
    succeeded = 0;
  }

  const result = rejected.length ? await writeResultFile(deps, auth, def.key, keys, titles, rejected, lang) : null;
  return {
    total: rows.length,
    succeeded,
    failed: rows.length - succeeded,
    rejected: rejected.slice(0, REJECTED_SHOWN).map(({ line, reason }) => ({ line, reason })),
    resultId: result?.id ?? null,
    resultFile: result?.fileName ?? null,
  };
}

/** Thrown to roll an all-or-nothing import back when a row was refused. */
class UndoImport extends Error {}

const REASON: Record<Lang, string> = { 'zh-CN': '失败原因', 'en-US': 'Reason', 'es-ES': 'Motivo' };
const LINE: Record<Lang, string> = { 'zh-CN': '行号', 'en-US': 'Row', 'es-ES': 'Fila' };

async function writeResultFile(deps: Deps, auth: AuthContext, key: string, keys: string[], titles: string[], rejected: { line: number; cells: unknown[]; reason: string }[], lang: Lang) {
  return deps.database.withTenant(auth.tenantId, async (tx) => {
    const stamp = (formatDateTime(new Date()) ?? '').replace(/\D/g, '');
    const [record] = await tx
      .insert(intfDownloadRecord)
      .values({ tenantId: auth.tenantId, userId: auth.userId, resource: key, fileName: `${key}-import-result-${stamp}.xlsx`, status: 'pending_download', rowCount: rejected.length, finishedAt: new Date() })
      .returning({ id: intfDownloadRecord.id, fileName: intfDownloadRecord.fileName });
    const file = exportFilePath(deps.config.filesDir, auth.tenantId, record.id);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(key);
    // Same template rows first, so the user can fix the rows in this file and import it again.
    sheet.addRow([...keys, '', '']).hidden = true;
    sheet.addRow([...titles, LINE[lang], REASON[lang]]).font = { bold: true };
    for (const r of rejected) sheet.addRow([...(r.cells as ExcelJS.CellValue[]), r.line, r.reason]);
    await workbook.xlsx.writeFile(file);
    await tx.update(intfDownloadRecord).set({ sizeBytes: fs.statSync(file).size }).where(eq(intfDownloadRecord.id, record.id));
    return record;
  });
}

/**
 * A document's lines from a spreadsheet (the screens' line import): the first row (hidden in a template) names the
 * columns (partsCode, qty, locationCode, barcode, countedQty, unitCost, remark), the second titles them, lines start
 * on the third. Nothing is written: the lines come back as the form's lines (parts and locations by id), and each
 * refused row with its reasons in the caller's language.
 */
import { errorText, type FieldError, type Lang, STOCK_DOC_RESOURCES, type StockDocKind, validateLines } from '@as/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { readTemplate } from '../../platform/imports/import.service.ts';
import { basParts, basWarehouseLocation } from '../master-data/index.ts';

const COLUMNS = ['partsCode', 'qty', 'locationCode', 'barcode', 'countedQty', 'unitCost', 'remark'] as const;
const MAX_LINES = 500;


export interface ImportedLines {
  lines: Record<string, unknown>[];
  rejected: { line: number; reason: string }[];
}

/** The spreadsheet's lines for a document of this kind whose own side is `warehouseId` (for location codes). */
export async function importLines(tx: Tx, tenantId: number, kind: StockDocKind, file: Buffer, warehouseId: number | null, lang: Lang): Promise<ImportedLines> {
  const sheet = await readTemplate(file);
  const { keys, titles } = sheet;
  if (!keys.includes('partsCode') || !keys.every((k) => k === '' || (COLUMNS as readonly string[]).includes(k))) throw new AppError('importTemplate');
  const rows = sheet.rows.map(({ line, cells }) => ({ line, cells: Object.fromEntries(keys.flatMap((k, i) => (k ? [[k, String(cells[i] ?? '').trim()]] : []))) as Record<string, string> }));
  if (rows.length > MAX_LINES) throw new AppError('importTooMany', { n: MAX_LINES });

  const codes = [...new Set(rows.map((r) => r.cells.partsCode).filter(Boolean))];
  const parts = new Map(
    codes.length
      ? (await tx.select({ id: basParts.id, code: basParts.code }).from(basParts).where(and(eq(basParts.tenantId, tenantId), isNull(basParts.deletedAt), inArray(basParts.code, codes)))).map((p) => [p.code, p.id])
      : [],
  );
  const locations = new Map(
    warehouseId
      ? (await tx.select({ id: basWarehouseLocation.id, code: basWarehouseLocation.code }).from(basWarehouseLocation).where(and(eq(basWarehouseLocation.tenantId, tenantId), eq(basWarehouseLocation.parentId, warehouseId)))).map((l) => [l.code, l.id])
      : [],
  );
  const def = STOCK_DOC_RESOURCES[kind].lines!;
  const writable = { ...def, fields: def.fields.filter((f) => !f.readOnly), min: undefined, uniqueBy: undefined };
  const known = new Set(writable.fields.map((f) => f.name));
  const locationField = kind === 'in' || kind === 'request' ? 'toLocationId' : 'fromLocationId';
  const titleOf = (key: string) => titles[keys.indexOf(key)] || key;
  const lines: Record<string, unknown>[] = [];
  const rejected: { line: number; reason: string }[] = [];
  for (const { line, cells } of rows) {
    const problems: { column: string; error: FieldError }[] = [];
    const input: Record<string, unknown> = {};
    const partsId = parts.get(cells.partsCode);
    if (!partsId) problems.push({ column: 'partsCode', error: { field: 'partsCode', code: cells.partsCode ? 'notFound' : 'required' } });
    input.partsId = partsId ?? null;
    if (cells.locationCode) {
      const location = locations.get(cells.locationCode);
      if (!location) problems.push({ column: 'locationCode', error: { field: 'locationCode', code: 'notFound' } });
      input[locationField] = location ?? 0;
    }
    for (const key of ['qty', 'barcode', 'countedQty', 'unitCost', 'remark'] as const) {
      if (cells[key] !== undefined && cells[key] !== '' && known.has(key)) input[key] = key === 'qty' || key === 'countedQty' ? Number(cells[key]) : cells[key];
    }
    const checked = validateLines(writable, [input]);
    for (const e of checked.errors) {
      const field = e.field.replace(/^lines\[0\]\./, '');
      if (field !== 'partsId') problems.push({ column: field, error: e });
    }
    if (problems.length) {
      rejected.push({ line, reason: problems.map((p) => errorText('validation', lang, { field: titleOf(p.column), message: errorText(p.error.code, lang, p.error.params) })).join('; ') });
    } else lines.push(checked.value[0]);
  }
  return { lines, rejected };
}

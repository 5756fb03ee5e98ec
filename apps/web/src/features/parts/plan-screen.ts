/** What the parts plan screens derive from the shared metadata and from a plan's lines, kept apart from React. */
import { type FieldDef, partsPlanResource, type ScreenDef } from '@as/shared';
import type { PlanLine } from './plan-api.ts';

/** The grid searches by number, warehouse, document and date; the status is its tabs. */
const SEARCH = new Set(['planNo', 'warehouseId', 'docNo', 'createdAt']);

export const PLAN_SCREEN: ScreenDef = {
  ...partsPlanResource,
  slimList: true,
  columns: ['planNo', 'status', 'warehouseId', 'supplyWarehouseId', 'periodDays', 'lineCount', 'totalQty', 'docNo', 'createdAt', 'confirmedAt'],
  fields: (partsPlanResource.fields as readonly FieldDef[]).map((f) => (SEARCH.has(f.name) ? f : { ...f, filter: undefined })),
};

export const PLAN_STATUS_COLORS: Record<string, string> = { draft: 'processing', confirmed: 'success', cancelled: 'default' };

/** A quantity as typed: a whole number from 0, else null (the field then says so). */
export function typedQty(value: unknown): number | null {
  const text = String(value ?? '').trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/** The lines whose typed quantity differs from the saved one, as update takes them; null when one is not a whole number. */
export function editedLines(lines: readonly Pick<PlanLine, 'id' | 'qty'>[], typed: Record<number, string | undefined>): { id: number; qty: number }[] | null {
  const out: { id: number; qty: number }[] = [];
  for (const line of lines) {
    const raw = typed[line.id];
    if (raw === undefined) continue;
    const qty = typedQty(raw);
    if (qty === null) return null;
    if (qty !== line.qty) out.push({ id: line.id, qty });
  }
  return out;
}

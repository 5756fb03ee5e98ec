/**
 * A grid's column settings, saved per user and table (spec section 7: POST tableName and json, a list of field,
 * title, visible and width; the load answers objx.data) and laid over the screen's columns on the next visit.
 */
import { biz } from '../api/request.ts';

export interface ColumnSetting {
  field: string;
  title: string;
  visible: boolean;
  /** Pixels; none leaves the width to the content. */
  width?: number | null;
}

export const COLUMN_WIDTH = { min: 40, max: 2000 } as const;

export const columnSettingKeys = (tableName: string) => ['tableSetting', tableName] as const;

/** The saved settings, or null when the user has none (or the answer is not a list). */
export async function loadColumnSettings(tableName: string): Promise<ColumnSetting[] | null> {
  const answer = await biz<{ data?: unknown } | null>('/basic/tableSetting/get', { method: 'POST', data: { tableName } });
  return Array.isArray(answer?.data) ? (answer.data as ColumnSetting[]) : null;
}

export const saveColumnSettings = (tableName: string, columns: ColumnSetting[]) =>
  biz('/basic/tableSetting/save', { method: 'POST', data: { tableName, json: JSON.stringify(columns) } });

/**
 * The screen's columns in the saved order, visibility and width. Saved fields the screen no longer has are dropped;
 * columns the settings do not know yet (added since) follow, shown unless the screen hides them by default. Titles
 * are always the screen's current ones.
 */
export function arrangeColumns(columns: { field: string; title: string; visible?: boolean }[], saved: ColumnSetting[] | null | undefined): ColumnSetting[] {
  const titles = new Map(columns.map((c) => [c.field, c.title]));
  const known = (saved ?? []).filter((s, i, all) => titles.has(s.field) && all.findIndex((o) => o.field === s.field) === i);
  const arranged = known.map((s) => ({ field: s.field, title: titles.get(s.field)!, visible: s.visible !== false, width: s.width ?? null }));
  const seen = new Set(arranged.map((s) => s.field));
  for (const c of columns) if (!seen.has(c.field)) arranged.push({ field: c.field, title: c.title, visible: c.visible !== false, width: null });
  // A grid without any column cannot be set back from the grid itself: show them all instead.
  return arranged.some((c) => c.visible) ? arranged : arranged.map((c) => ({ ...c, visible: true }));
}

/** A width within COLUMN_WIDTH, in whole pixels. */
export const clampWidth = (width: number) => Math.round(Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, width)));

/**
 * The same list with these columns' widths set (as dragged at the grid's header edge: the dragged column's new
 * width and the others' as they were shown), each kept within COLUMN_WIDTH.
 */
export function resizeColumns(columns: ColumnSetting[], widths: Record<string, number>): ColumnSetting[] {
  return columns.map((c) => (widths[c.field] ? { ...c, width: clampWidth(widths[c.field]) } : c));
}

/** The same list with one column moved by `by` places (kept within the list). */
export function moveColumn(columns: ColumnSetting[], index: number, by: number): ColumnSetting[] {
  const to = Math.max(0, Math.min(columns.length - 1, index + by));
  const next = [...columns];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * The one list protocol every business grid speaks (spec section 7 "Grid query", ARCHITECTURE.md section 4):
 * POST {current, size, sort, order, filters, searchCount, fields, ...params}. `current` and `size` may arrive as
 * strings, `filters` maps a field to comma-joined values, `searchCount=false` skips the count, `fields` (optional)
 * names the fields the rows need. Only fields a resource
 * declares filterable or sortable are accepted; anything else is refused with a coded error naming the field.
 */
import type { ErrorCode } from './errors.ts';
import { GRID_PAGE_SIZE } from './constants.ts';

export const MAX_PAGE_SIZE = 5000;
export const MAX_FILTER_VALUES = 200;

export interface ListQuery {
  current: number;
  size: number;
  sort: string | null;
  order: 'asc' | 'desc';
  /** Field -> accepted values (already split on commas, trimmed, empties dropped). */
  filters: Record<string, string[]>;
  searchCount: boolean;
  /**
   * The fields the rows need (a grid's columns): rows then carry these, the id and the version only. Absent: the
   * whole row. A grid asks when its rows need no more than it lists (ScreenDef.slimList).
   */
  fields?: string[];
  /** Everything else the client sent (the resource's extra parameters). */
  params: Record<string, unknown>;
}

export interface ListSpec {
  filterable: readonly string[];
  sortable: readonly string[];
  /** What `fields` may name: the resource's fields (none: lists that always give whole rows). */
  fields?: readonly string[];
}

export class ListQueryError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly field: string,
    /** The text's parameters (maxValue's {n}: the limit). */
    readonly params: Record<string, string | number> = {},
  ) {
    super(`${code}: ${field}`);
  }
}

const RESERVED = new Set(['current', 'size', 'sort', 'order', 'filters', 'searchCount', 'fields']);

function positiveInt(value: unknown, field: string, fallback: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new ListQueryError('formatError', field);
  if (n > max) throw new ListQueryError('maxValue', field, { n: max });
  return n;
}

function filterValues(raw: unknown, field: string): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  const values: string[] = [];
  for (const item of list) {
    if (item === null || item === undefined) continue;
    if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') throw new ListQueryError('badType', field);
    for (const part of String(item).split(',')) {
      const v = part.trim();
      if (v) values.push(v);
    }
  }
  if (values.length > MAX_FILTER_VALUES) throw new ListQueryError('maxValue', field, { n: MAX_FILTER_VALUES });
  return values;
}

export function parseListQuery(body: unknown, spec: ListSpec): ListQuery {
  const input = (body ?? {}) as Record<string, unknown>;
  if (typeof input !== 'object' || Array.isArray(input)) throw new ListQueryError('badType', 'body');
  const current = positiveInt(input.current, 'current', 1, Number.MAX_SAFE_INTEGER);
  const size = positiveInt(input.size, 'size', GRID_PAGE_SIZE, MAX_PAGE_SIZE);

  let sort: string | null = null;
  if (input.sort !== undefined && input.sort !== null && input.sort !== '') {
    if (typeof input.sort !== 'string') throw new ListQueryError('badType', 'sort');
    if (!spec.sortable.includes(input.sort)) throw new ListQueryError('unknownField', `sort ${input.sort}`);
    sort = input.sort;
  }
  const rawOrder = typeof input.order === 'string' ? input.order.toLowerCase() : input.order;
  if (rawOrder !== undefined && rawOrder !== null && rawOrder !== '' && !['asc', 'desc', 'ascending', 'descending'].includes(rawOrder as string)) {
    throw new ListQueryError('formatError', 'order');
  }
  const order = typeof rawOrder === 'string' && rawOrder.startsWith('desc') ? 'desc' : 'asc';

  const filters: Record<string, string[]> = {};
  if (input.filters !== undefined && input.filters !== null) {
    if (typeof input.filters !== 'object' || Array.isArray(input.filters)) throw new ListQueryError('badType', 'filters');
    for (const [field, raw] of Object.entries(input.filters as Record<string, unknown>)) {
      if (!spec.filterable.includes(field)) throw new ListQueryError('unknownField', `filters.${field}`);
      const values = filterValues(raw, `filters.${field}`);
      if (values.length) filters[field] = values;
    }
  }
  const searchCount = !(input.searchCount === false || input.searchCount === 'false');
  let fields: string[] | undefined;
  if (input.fields !== undefined && input.fields !== null && input.fields !== '') {
    fields = filterValues(input.fields, 'fields');
    const unknown = fields.find((field) => !spec.fields?.includes(field));
    if (unknown !== undefined) throw new ListQueryError('unknownField', `fields ${unknown}`);
  }
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (!RESERVED.has(key)) params[key] = value;
  return { current, size, sort, order, filters, searchCount, ...(fields ? { fields } : {}), params };
}

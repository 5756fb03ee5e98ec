/**
 * The report centre's list filters and sorting (/rpt reports' getListPage and getListByExcel), one way for every
 * report: a text filter matches a part of the value, a dictionary filter one of its known values, a date range both
 * ends inclusive; a bad value is a ListQueryError naming the filter (answered in the caller's language), never a 500.
 */
import { type ListQuery, ListQueryError } from '@as/shared';
import { and, asc, desc, gte, ilike, inArray, lte, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from './resource.repository.ts';

/** The filter's value contained in the column (case-insensitive), or no condition when the filter is absent. */
export function contains(column: SQLWrapper, query: ListQuery, field: string): SQL | undefined {
  const value = query.filters[field]?.[0];
  return value ? ilike(column as PgColumn, containsPattern(value)) : undefined;
}

/** The column among the filter's values; with `allowed`, each value must be one of them (a dictionary's). */
export function among(column: SQLWrapper, query: ListQuery, field: string, allowed?: readonly string[]): SQL | undefined {
  const values = query.filters[field];
  if (!values?.length) return undefined;
  if (allowed && values.some((v) => !allowed.includes(v))) throw new ListQueryError('badType', `filters.${field}`);
  return inArray(column, values);
}

/** The column within the filter's [from, to] (either may be empty), each a date or date-time. */
export function range(column: SQLWrapper, query: ListQuery, field: string): SQL | undefined {
  const [from, to] = query.filters[field] ?? [];
  const at = (v: string | undefined) => {
    if (!v) return undefined;
    const d = new Date(v);
    if (Number.isNaN(d.getTime())) throw new ListQueryError('formatError', `filters.${field}`);
    return d.toISOString();
  };
  const a = at(from);
  const b = at(to);
  return and(a ? gte(column, a) : undefined, b ? lte(column, b) : undefined);
}

/** The caller's sort (a declared sortable field) or the screen's default, then the unique id so pages never overlap. */
export function ordering(query: ListQuery, def: { defaultSort?: { field: string; order: 'asc' | 'desc' } }, columns: Record<string, SQLWrapper>, unique: PgColumn): SQL[] {
  const field = query.sort ?? def.defaultSort!.field;
  const column = columns[field] ?? columns[def.defaultSort!.field];
  const order = query.sort ? query.order : def.defaultSort!.order;
  return [order === 'desc' ? desc(column) : asc(column), asc(unique)];
}

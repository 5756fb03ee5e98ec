/**
 * The query of pig's admin pages (GET .../page?current=&size=&<filters>) and the filter helpers their repositories
 * share (logs, files, tokens, SMS outbox).
 */
import { type Column, ilike, type SQL } from 'drizzle-orm';
import { z } from 'zod';

export const PageQuery = z.object({
  current: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(500).default(10),
});
export type Paging = z.infer<typeof PageQuery>;

export const offsetOf = (paging: Paging) => (paging.current - 1) * paging.size;

/** Case-insensitive "contains", the user's % and _ taken literally. */
export const contains = (column: Column, text: string): SQL => ilike(column, `%${text.replace(/[\\%_]/g, '\\$&')}%`);

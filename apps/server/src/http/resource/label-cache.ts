/**
 * The names of referenced rows (ref-labels.ts), kept in memory: master data that rarely changes, read on every page
 * of every grid. Kept by table, tenant and id; every committed update or delete of a table's rows drops what is kept
 * of that table, on every instance (LABELS_CHANGED, db/client.ts, as sessions are dropped), and a load that was under
 * way when they were dropped is not kept. An id not found is never kept (a row inserted later gets its name). At most
 * `max` names are kept; past it, all are dropped and kept afresh.
 */
export interface LabelCache {
  /** A table's current generation: a load reads it first and hands it back with what it loaded. */
  generation(table: string): number;
  get(table: string, key: string): string | undefined;
  set(table: string, generation: number, names: Iterable<[key: string, name: string]>): void;
}

export function labelCache(onChanged: (drop: (table: string) => void) => void, { max = 200_000 } = {}): LabelCache {
  const byTable = new Map<string, Map<string, string>>();
  const generations = new Map<string, number>();
  let size = 0;
  const generation = (table: string) => generations.get(table) ?? 0;
  onChanged((table) => {
    size -= byTable.get(table)?.size ?? 0;
    byTable.delete(table);
    generations.set(table, generation(table) + 1);
  });
  return {
    generation,
    get: (table, key) => byTable.get(table)?.get(key),
    set(table, seen, names) {
      if (generation(table) !== seen) return;
      const kept = byTable.get(table) ?? new Map<string, string>();
      byTable.set(table, kept);
      for (const [key, name] of names) {
        if (size >= max) {
          for (const t of byTable.values()) t.clear();
          size = 0;
        }
        if (!kept.has(key)) size++;
        kept.set(key, name);
      }
    },
  };
}

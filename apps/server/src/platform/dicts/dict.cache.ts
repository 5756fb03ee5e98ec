/**
 * Items per tenant and type behind GET /admin/dict/type/{type}. Every dictionary write drops the tenant's entries
 * on every instance (through the event bus, after commit); PUT /admin/dict/sync does the same on demand.
 */
import type { EventBus } from '../realtime/event-bus.ts';
import type { DictItemRow } from './dict.repository.ts';

/** Also reaches the tenant's web clients, which may refresh their own dictionary copies. */
export const DICT_CHANGED = 'dict_changed';

export function dictCache(events: EventBus) {
  const entries = new Map<number, Map<string, DictItemRow[]>>();
  // Bumped on every drop: a load that began before a write committed must not store what it read.
  const generations = new Map<number, number>();
  const generation = (tenantId: number) => generations.get(tenantId) ?? 0;
  const drop = (tenantId: number) => {
    entries.delete(tenantId);
    generations.set(tenantId, generation(tenantId) + 1);
  };
  const stop = events.subscribe((event) => {
    if (event.type === DICT_CHANGED) drop(event.tenantId);
  });

  return {
    async items(tenantId: number, type: string, load: () => Promise<DictItemRow[]>): Promise<DictItemRow[]> {
      const cached = entries.get(tenantId)?.get(type);
      if (cached) return cached;
      const seen = generation(tenantId);
      const rows = await load();
      // Unknown types are not kept: anyone signed in could otherwise grow the cache without bound.
      if (rows.length && generation(tenantId) === seen) {
        if (!entries.has(tenantId)) entries.set(tenantId, new Map());
        entries.get(tenantId)!.set(type, rows);
      }
      return rows;
    },
    /** Call after the write has committed. */
    async changed(tenantId: number) {
      drop(tenantId);
      await events.publish({ tenantId, type: DICT_CHANGED, data: null });
    },
    close: stop,
  };
}

export type DictCache = ReturnType<typeof dictCache>;

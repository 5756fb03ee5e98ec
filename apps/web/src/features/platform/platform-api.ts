/** Adapters of the platform screens whose endpoints differ from plain pig REST (resource-api.ts adminApi). */
import type { QueryClient } from '@tanstack/react-query';
import { r } from '../../api/request.ts';
import { dictKeys } from '../../crud/dicts.ts';
import { adminApi, type ResourceApi } from '../../crud/resource-api.ts';

/** Selects and grids read items through useDict: after a change they must read them again. */
const dictsChanged = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: dictKeys.all });

export function dictApi(queryClient: QueryClient): ResourceApi {
  const base = adminApi('/admin/dict');
  return {
    ...base,
    save: async (record) => {
      const saved = await base.save!(record);
      await dictsChanged(queryClient);
      return saved;
    },
    remove: async (ids) => {
      await base.remove!(ids);
      await dictsChanged(queryClient);
    },
  };
}

/**
 * The items of one dictionary: listed by dictId, added into it (an item never moves to another dictionary). A system
 * dictionary's items cannot be deleted (the code relies on them), so its screen offers no delete.
 */
export function dictItemApi(dict: { id: number; systemFlag?: unknown }, queryClient: QueryClient): ResourceApi {
  const base = adminApi('/admin/dict/item');
  const dictId = dict.id;
  return {
    list: (query) => base.list({ ...query, filters: { ...query.filters, dictId: String(dictId) } }),
    save: async (record) => {
      const saved = await base.save!(record.id != null ? record : { ...record, dictId });
      await dictsChanged(queryClient);
      return saved;
    },
    remove:
      dict.systemFlag === '1'
        ? undefined
        : async (ids) => {
            await base.remove!(ids);
            await dictsChanged(queryClient);
          },
  };
}

/** PUT /admin/dict/sync: the server drops its cached items; this client reads them again too. */
export async function syncDicts(queryClient: QueryClient) {
  await r('/admin/dict/sync', { method: 'PUT' });
  await dictsChanged(queryClient);
}

/** Logs delete in one call: DELETE /admin/log with the ids as body. */
export const logApi: ResourceApi = {
  list: adminApi('/admin/log').list,
  remove: (ids) => r('/admin/log', { method: 'DELETE', data: ids }),
};

/** Live sessions are only listed here; kicking one out is its own confirmed action (kickOut). */
export const tokenApi = adminApi('/admin/token', { save: false, remove: false });
export const kickOut = (id: number) => r(`/admin/token/${id}`, { method: 'DELETE' });

export const fileApi = adminApi('/admin/sys-file', { save: false });
export const smsApi = adminApi('/admin/sms', { save: false, remove: false });
export const tenantApi = adminApi('/admin/tenant');
export const socialApi = adminApi('/admin/social');

/** Clients are deleted by their clientId, as pig names them: the grid's rows say which id is which. */
function clientAdminApi(): ResourceApi {
  const base = adminApi('/admin/client');
  const clientIds = new Map<number, string>();
  return {
    list: async (query) => {
      const page = await base.list(query);
      for (const row of page.records) clientIds.set(Number(row.id), String(row.clientId));
      return page;
    },
    save: base.save,
    remove: async (ids) => {
      for (const id of ids) await r(`/admin/client/${encodeURIComponent(clientIds.get(id) ?? '')}`, { method: 'DELETE' });
    },
  };
}
export const clientApi = clientAdminApi();
export const paramApi = adminApi('/admin/param');

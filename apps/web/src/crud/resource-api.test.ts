import { recallSettingResource, serviceTypeResource } from '@as/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { basicApi } from './resource-api.ts';

/** Records the requests the adapter makes, answering each with an empty business answer. */
function recordRequests() {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body instanceof FormData ? Object.fromEntries(init.body) : init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ type: 'success', msg: null, objx: {} }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('business resource adapter', () => {
  const api = basicApi(serviceTypeResource);

  it('sends back only the fields a client may write: a listed row carries audit columns and times the server refuses', async () => {
    const calls = recordRequests();
    await api.save!({ id: 8, code: 'RETN', name: '退机', orderType: 'return', createdBy: 1, updatedBy: null, createTime: '2026-11-23 12:19:04' });
    await api.save!({ code: 'NEW', name: '新增', orderType: 'repair' });
    expect(calls).toEqual([
      { url: '/basic/basServiceType/update', body: { id: 8, code: 'RETN', name: '退机', orderType: 'return' } },
      { url: '/basic/basServiceType/add', body: { code: 'NEW', name: '新增', orderType: 'repair' } },
    ]);
  });

  it('sends the all-or-nothing choice of an import before the file', async () => {
    const calls = recordRequests();
    const file = new File(['PK'], 'types.xlsx');
    await api.import!(file, true);
    expect(calls[0].url).toBe('/basic/basServiceType/getListByExcel');
    expect(Object.keys(calls[0].body as object)).toEqual(['allOrNothing', 'file']);
    expect((calls[0].body as Record<string, unknown>).allOrNothing).toBe('true');
  });

  it('fetches the whole record for editing only where a list row lacks it (a header with lines)', async () => {
    const calls = recordRequests();
    expect(api.get).toBeUndefined();
    await basicApi(recallSettingResource).get!(5);
    expect(calls).toEqual([{ url: '/basic/basRecallSetting/getById', body: { id: 5 } }]);
  });
});

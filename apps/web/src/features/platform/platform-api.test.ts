import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictItemApi, logApi } from './platform-api.ts';

/** Records the requests the adapters make, answering each with an empty pig page. */
function recordRequests() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify({ code: 0, msg: null, data: { records: [], total: 0 } }), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('dictionary items adapter', () => {
  const query = { current: 1, size: 20, filters: { label: '紧' } };

  it('lists only its own dictionary items and adds new ones into it', async () => {
    const calls = recordRequests();
    const api = dictItemApi({ id: 7, systemFlag: '0' }, new QueryClient());
    await api.list(query);
    await api.save!({ value: 'L1', label: '一级' });
    await api.save!({ id: 3, label: '一级维修' });
    expect(calls[0].url).toBe('/admin/dict/item/page?current=1&size=20&label=%E7%B4%A7&dictId=7');
    expect(calls[1]).toMatchObject({ url: '/admin/dict/item', method: 'POST', body: { value: 'L1', label: '一级', dictId: 7 } });
    // An item stays in its dictionary: an edit does not name one.
    expect(calls[2]).toMatchObject({ url: '/admin/dict/item', method: 'PUT', body: { id: 3, label: '一级维修' } });
  });

  it('offers no delete for the items of a system dictionary', () => {
    expect(dictItemApi({ id: 1, systemFlag: '1' }, new QueryClient()).remove).toBeUndefined();
    expect(dictItemApi({ id: 2, systemFlag: '0' }, new QueryClient()).remove).toBeTypeOf('function');
  });
});

describe('log adapter', () => {
  it('deletes the selected logs in one call', async () => {
    const calls = recordRequests();
    await logApi.remove!([4, 5]);
    expect(calls).toEqual([{ url: '/admin/log', method: 'DELETE', body: [4, 5] }]);
  });
});

import { type Page, recallSettingResource, serviceTypeResource } from '@as/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { basicApi, countOnce, type ListQuery, type Row } from './resource-api.ts';

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

describe('countOnce', () => {
  /** A server of `rows` rows that counts only when asked (the business lists), recording what it was asked. */
  function server(rows: number) {
    const asked: ListQuery[] = [];
    const list = async (query: ListQuery): Promise<Page<Row>> => {
      asked.push(query);
      const from = (query.current - 1) * query.size;
      const records = Array.from({ length: Math.max(0, Math.min(query.size, rows - from)) }, (_, i) => ({ id: from + i + 1 }));
      const counted = query.searchCount !== false;
      return { records, total: counted ? rows : 0, size: query.size, current: query.current, pages: counted ? Math.ceil(rows / query.size) : 0, searchCount: counted };
    };
    return { asked, list, setRows: (n: number) => (rows = n) };
  }
  const q = (current: number, filters: Record<string, string> = {}, sort?: string): ListQuery => ({ current, size: 10, filters, ...(sort ? { sort, order: 'asc' as const } : {}) });

  it('asks for the count once per set of filters, and keeps it across pages and sorts', async () => {
    const s = server(35);
    const list = countOnce(s.list);
    expect((await list(q(1))).total).toBe(35);
    const second = await list(q(2));
    expect(second).toMatchObject({ total: 35, pages: 4, searchCount: true });
    expect((await list(q(1, {}, 'name'))).total).toBe(35);
    expect(s.asked.map((a) => a.searchCount)).toEqual([undefined, false, false]);
    // Other filters: counted again.
    await list(q(1, { status: '1010' }));
    expect(s.asked[3].searchCount).toBeUndefined();
  });

  it('counts again when the same query is asked again (a refresh), and is exact where a short page ends the list', async () => {
    const s = server(35);
    const list = countOnce(s.list);
    await list(q(1));
    s.setRows(38);
    expect((await list(q(1))).total).toBe(38);
    expect(s.asked[1].searchCount).toBeUndefined();
    s.setRows(33);
    // The last page, short: its rows say where the list ends, whatever was counted before.
    expect((await list(q(4))).total).toBe(33);
    expect(s.asked[2].searchCount).toBe(false);
    // A page past the end keeps what is known.
    expect((await list(q(5))).total).toBe(33);
  });

  it('takes a server that counts anyway at its word', async () => {
    const asked: ListQuery[] = [];
    const rest = async (query: ListQuery): Promise<Page<Row>> => {
      asked.push(query);
      return { records: [{ id: 1 }], total: 42, size: 10, current: query.current, pages: 5, searchCount: true };
    };
    const list = countOnce(rest);
    await list(q(1));
    expect(await list(q(2))).toMatchObject({ total: 42, pages: 5 });
  });
});

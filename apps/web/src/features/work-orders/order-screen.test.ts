import { initialState, listedFieldsOf, ORDER_STATUSES, orderResource } from '@as/shared';
import { describe, expect, it } from 'vitest';
import { workOrdersLocale } from './locale.ts';
import { dimensionTags, ORDER_TABS, orderScreen, tabFilters, tabOf } from './order-screen.ts';

describe('work-order status tabs', () => {
  it('lists every open or final status in exactly one tab besides "all"', () => {
    const listed = ORDER_TABS.slice(1).flatMap((tab) => tab.statuses);
    expect([...listed].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('names a tab of one state by that state (its status name), and only the other tabs by names of their own', () => {
    for (const tab of ORDER_TABS) if (tab.statuses.length === 1) expect(tab.named).toBe(tab.statuses[0]);
    for (const tab of ORDER_TABS) if (tab.named) expect(tab.statuses).toContain(tab.named);
    const own = ORDER_TABS.filter((tab) => !tab.named).map((tab) => tab.key);
    for (const texts of Object.values(workOrdersLocale)) expect(Object.keys(texts.workOrders.tabs).sort()).toEqual([...own].sort());
  });

  it('filters by the tab statuses, and not at all on "all"', () => {
    expect(tabFilters(tabOf('new'))).toEqual({ status: '1010,1025' });
    expect(tabFilters(tabOf('audit'))).toEqual({ status: '1110,1230' });
    expect(tabFilters(tabOf('all'))).toEqual({});
  });

  it('reads tabIndex as a position or a key, and falls back to the first tab', () => {
    expect(tabOf('2').key).toBe('accept');
    expect(tabOf('finished').key).toBe('finished');
    expect(tabOf(null).key).toBe('all');
    expect(tabOf('99').key).toBe('all');
    expect(tabOf('-1').key).toBe('all');
    expect(tabOf('x').key).toBe('all');
  });
});

describe('work-order grid and detail', () => {
  it('asks for the fields it lists, which hold what its rows act on (number and status)', () => {
    expect(orderScreen.slimList).toBe(true);
    expect(listedFieldsOf(orderScreen)).toEqual(expect.arrayContaining(['orderNo', 'status']));
  });

  it('opens with about ten of its columns, each one it lists (the others are offered in the column settings)', () => {
    const listed = listedFieldsOf(orderScreen);
    expect(orderScreen.columns?.length).toBeLessThanOrEqual(12);
    for (const name of orderScreen.columns ?? []) expect(listed).toContain(name);
    expect(listed.length).toBeGreaterThan(orderScreen.columns?.length ?? 0);
  });

  it('offers the dispatcher filters only, each a filter the server accepts', () => {
    const offered = orderScreen.fields.filter((f) => f.filter).map((f) => f.name);
    expect(offered).toEqual(expect.arrayContaining(['orderNo', 'status', 'orderType', 'urgency', 'phone', 'serialNo', 'holder', 'suspended', 'reportAt']));
    const serverFilters = new Set(orderResource.fields.filter((f) => 'filter' in f && f.filter).map((f) => f.name));
    for (const name of offered) expect(serverFilters.has(name)).toBe(true);
  });

  it('tags the holder always and the other dimensions only once something happens in them', () => {
    const fresh = initialState();
    expect(dimensionTags(fresh).map((tag) => tag.dimension)).toEqual(['holder']);
    expect(dimensionTags({ ...fresh, audit: 'network', suspended: true }).map((tag) => tag.dimension)).toEqual(['holder', 'audit', 'suspended']);
  });
});

import { describe, expect, it } from 'vitest';
import { addTab, isClosable, removeAllTabs, removeOtherTabs, removeTab, type TabsState, titleTab, WELCOME } from './tabs.ts';

const a = { path: '/a', label: 'A' };
const b = { path: '/b', label: 'B' };
const c = { path: '/c', label: 'C' };
const open = (...tabs: { path: string; label: string }[]): TabsState => tabs.reduce(addTab, removeAllTabs());

describe('tab operations', () => {
  it('adds a tab once and activates it', () => {
    const state = addTab(open(a, b), a);
    expect(state.tabs.map((t) => t.path)).toEqual(['/wel/index', '/a', '/b']);
    expect(state.active).toBe('/a');
  });

  it('keeps the title a page gave its tab while the tab shows that page, and drops it for another query', () => {
    const titled = titleTab(open(a, b), '/a', 'SO0001');
    expect(titled.tabs.map((t) => t.title)).toEqual([undefined, 'SO0001', undefined]);
    expect(addTab(titled, a).tabs[1].title).toBe('SO0001');
    expect(addTab(titled, { path: '/a?id=2', label: 'A' }).tabs[1].title).toBeUndefined();
    // No tab holds the path yet: nothing to name.
    expect(titleTab(open(a), '/x', 'SO0002')).toEqual(open(a));
  });

  it('replaces a tab of the same route opened with another query', () => {
    const state = addTab(open(a), { path: '/a?index=2', label: 'A' });
    expect(state.tabs.map((t) => t.path)).toEqual(['/wel/index', '/a?index=2']);
    expect(state.active).toBe('/a?index=2');
  });

  it('activates the previous tab when the active one closes, or the first if it was first', () => {
    expect(removeTab(open(a, b, c), '/c').active).toBe('/b');
    const firstActive = { ...open(a, b), active: '/wel/index' };
    expect(removeTab(firstActive, '/wel/index').active).toBe('/a');
    expect(removeTab(open(a, b, c), '/a').active).toBe('/c');
  });

  it('never closes the last tab', () => {
    const only = removeAllTabs();
    expect(isClosable(only)).toBe(false);
    expect(removeTab(only, WELCOME.path)).toBe(only);
  });

  it('closes the others, or all back to the welcome tab', () => {
    expect(removeOtherTabs(open(a, b, c), '/b')).toEqual({ tabs: [b], active: '/b' });
    expect(removeAllTabs()).toEqual({ tabs: [WELCOME], active: '/wel/index' });
  });
});

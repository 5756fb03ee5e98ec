/** The tab bar's operations (spec section 2), pure; the store keeps them per browser session. */
import { createStore } from '../app/store.ts';
import { getStored, setStored } from '../app/storage.ts';

export interface Tab {
  /** Route path with its query: the tab's identity and where a click goes. */
  path: string;
  /** A translation key, or the server's name of the menu when menuKey is set. */
  label: string;
  /** The menu the tab was opened from: its label follows the language. */
  menuKey?: string;
  keepAlive?: boolean;
  /** What the page itself names (an order's number), shown after the label: two open orders are told apart. */
  title?: string;
}

export const WELCOME: Tab = { path: '/wel/index', label: 'shell.home' };

export interface TabsState {
  tabs: Tab[];
  active: string;
}

const pathOnly = (path: string) => path.split('?')[0];

/**
 * Opens (or re-activates) a tab; a tab of the same route with another query is replaced in place (and loses the
 * title its page gave, which named what the old query showed).
 */
export function addTab(state: TabsState, tab: Tab): TabsState {
  const index = state.tabs.findIndex((t) => pathOnly(t.path) === pathOnly(tab.path));
  if (index === -1) return { tabs: [...state.tabs, tab], active: tab.path };
  const tabs = state.tabs.slice();
  tabs[index] = tabs[index].path === tab.path ? { ...tabs[index], ...tab } : tab;
  return { tabs, active: tab.path };
}

/** The page at `path` names what it shows; nothing changes while no tab holds the path. */
export function titleTab(state: TabsState, path: string, title: string): TabsState {
  const index = state.tabs.findIndex((t) => t.path === path);
  if (index === -1 || state.tabs[index].title === title) return state;
  const tabs = state.tabs.slice();
  tabs[index] = { ...tabs[index], title };
  return { ...state, tabs };
}

/** Closes a tab; closing the active one activates the previous tab, or the first if it was first. */
export function removeTab(state: TabsState, path: string): TabsState {
  if (state.tabs.length <= 1) return state;
  const index = state.tabs.findIndex((t) => t.path === path);
  if (index === -1) return state;
  const tabs = state.tabs.filter((_, i) => i !== index);
  if (state.active !== path) return { tabs, active: state.active };
  return { tabs, active: tabs[Math.max(0, index - 1)].path };
}

export function removeOtherTabs(state: TabsState, path: string): TabsState {
  const keep = state.tabs.filter((t) => t.path === path);
  return keep.length ? { tabs: keep, active: path } : state;
}

/** Close all returns to the welcome tab. */
export function removeAllTabs(): TabsState {
  return { tabs: [WELCOME], active: WELCOME.path };
}

export const isClosable = (state: TabsState) => state.tabs.length > 1;

export const tabsStore = createStore<TabsState>(getStored('tabs', removeAllTabs(), 'session'), (value) => setStored('tabs', value, 'session'));

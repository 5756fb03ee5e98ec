/** The path (with query) of the tab a page lives in: a kept-alive page reads its own, not the current location. */
import { createContext, useContext } from 'react';
import { matchPath } from 'react-router';

export const PageContext = createContext<string>('/');

export function usePageQuery(): URLSearchParams {
  const path = useContext(PageContext);
  return new URLSearchParams(path.split('?')[1] ?? '');
}

/** The parameters of the page's own route pattern (e.g. :tableName), read from its tab's path. */
export function usePageParams(pattern: string): Record<string, string | undefined> {
  const path = useContext(PageContext);
  return matchPath({ path: pattern, end: true }, path.split('?')[0])?.params ?? {};
}

/** The path (with query) of the tab a page lives in: a kept-alive page reads its own, not the current location. */
import { createContext, useContext } from 'react';

export const PageContext = createContext<string>('/');

export function usePageQuery(): URLSearchParams {
  const path = useContext(PageContext);
  return new URLSearchParams(path.split('?')[1] ?? '');
}

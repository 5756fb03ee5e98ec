/** A page the layout can show, and the lazy loading every page goes through (features declare theirs with these). */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface PageDef {
  pattern: string;
  component: LazyExoticComponent<ComponentType>;
  /** Tab label (a translation key) when no menu names the path. */
  title?: string;
  /** Reached from a menu: the user's menu tree must contain the path. */
  menu?: boolean;
}

/** A route's component, loaded on first use: `pick` chooses the export of the loaded module(s). */
export const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) => lazy(async () => ({ default: pick(await load()) }));

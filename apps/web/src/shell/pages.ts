/**
 * Every in-app page the layout can show, by route pattern. Menus from the server name paths; only paths listed
 * here open, and the code behind each is fixed at build time.
 */
import type { ResourceDef } from '@as/shared';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { matchPath } from 'react-router';
import { MASTER_DATA_PAGES } from '../features/master-data/pages.ts';

export interface PageDef {
  pattern: string;
  component: LazyExoticComponent<ComponentType>;
  /** Tab label (a translation key) when no menu names the path. */
  title?: string;
  /** Reached from a menu: the user's menu tree must contain the path. */
  menu?: boolean;
}

const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) => lazy(async () => ({ default: pick(await load()) }));

/** The generic screen of a metadata resource. */
const resourcePage = (def: ResourceDef) =>
  page(() => import('../crud/ResourcePage.tsx'), (m) => () => createElement(m.ResourcePage, { def }));

export const PAGES: PageDef[] = [
  ...MASTER_DATA_PAGES.map(({ pattern, def }) => ({ pattern, menu: true, component: resourcePage(def) })),
  { pattern: '/wel/index', title: 'shell.home', component: page(() => import('./WelcomePage.tsx'), (m) => m.WelcomePage) },
  { pattern: '/myiframe/:routerPath', title: 'shell.home', component: page(() => import('./IframePage.tsx'), (m) => m.IframePage) },
  { pattern: '/admin/document/index', menu: true, component: page(() => import('./IframePage.tsx'), (m) => m.DocumentPage) },
];

export function resolvePage(pathname: string): PageDef | undefined {
  return PAGES.find((p) => matchPath({ path: p.pattern, end: true }, pathname));
}

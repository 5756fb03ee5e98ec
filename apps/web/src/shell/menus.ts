/** The signed-in user's menus (left tree and top menu) from the server, and lookups over them. */
import type { MenuNode } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { r } from '../api/request.ts';
import { sessionStore } from '../api/session.ts';

export const menuKeys = {
  all: ['menu'] as const,
  left: (tenantId?: number) => [...menuKeys.all, 'left', tenantId] as const,
  top: (tenantId?: number) => [...menuKeys.all, 'top', tenantId] as const,
};

export function useMenus() {
  const tenantId = sessionStore.get()?.tenantId;
  return useQuery({ queryKey: menuKeys.left(tenantId), queryFn: () => r<MenuNode[]>('/admin/menu'), staleTime: Infinity });
}

export function useTopMenus() {
  const tenantId = sessionStore.get()?.tenantId;
  return useQuery({ queryKey: menuKeys.top(tenantId), queryFn: () => r<MenuNode[]>('/admin/menu', { params: { type: 'top' } }), staleTime: Infinity });
}

/** Only the navigable nodes: buttons (type 1) are permissions, not menu entries. */
export const navigable = (nodes: MenuNode[]) => nodes.filter((n) => n.type !== '1');

/** The My Process screen, and the order value whose level-one group opens it (spec section 2, sidebar). */
export const MY_PROCESS_PATH = '/activti/process/index';
export const MY_PROCESS_ORDER = 9;

/**
 * What a click on a level-one group does: a group with order value 9 opens My Process, a group without items
 * opens its own path, any other group opens its panel of headings and items.
 */
export function groupClick(group: MenuNode): { navigate: string } | { panel: true } {
  if (group.sort === MY_PROCESS_ORDER) return { navigate: MY_PROCESS_PATH };
  return navigable(group.children).length ? { panel: true } : { navigate: group.path };
}

/** The menu node whose path is exactly this route path, searched depth first. */
export function findByPath(nodes: MenuNode[] | undefined, path: string): MenuNode | undefined {
  for (const node of nodes ?? []) {
    if (node.path === path) return node;
    const found = findByPath(node.children, path);
    if (found) return found;
  }
  return undefined;
}


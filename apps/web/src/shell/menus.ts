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

/** The menu node whose path is exactly this route path, searched depth first. */
export function findByPath(nodes: MenuNode[] | undefined, path: string): MenuNode | undefined {
  for (const node of nodes ?? []) {
    if (node.path === path) return node;
    const found = findByPath(node.children, path);
    if (found) return found;
  }
  return undefined;
}


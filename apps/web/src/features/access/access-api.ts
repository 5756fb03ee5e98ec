/**
 * How the access screens talk to pig's /admin endpoints where they differ from the plain REST adapter (trees,
 * renamed filters, a body delete), and the lookups their forms select from.
 */
import { page } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ApiError, r } from '../../api/request.ts';
import { adminApi, type ListQuery, type ResourceApi, type Row } from '../../crud/resource-api.ts';

/** A node of the organisation or menu tree as the server nests it. */
export type TreeRow = Row & { name: string; parentId: number; children: TreeRow[]; key?: string; type?: string; permission?: string | null };

export const lookupKeys = {
  deptTree: ['access', 'dept', 'tree'] as const,
  menuTree: ['access', 'menu', 'tree'] as const,
  roleMenus: (roleId: number) => ['access', 'role', roleId, 'menus'] as const,
  roles: ['access', 'role', 'list'] as const,
  posts: ['access', 'post', 'list'] as const,
};

const wholePage = (records: Row[]) => page(records, records.length, 1, Math.max(records.length, 1));

export const postApi = adminApi('/admin/post');

/** Departments load level by level (getData?parentId=, each node saying whether it has children); a search lists the matches flat. */
export const deptApi: ResourceApi = {
  ...adminApi('/admin/dept'),
  list: async ({ filters }: ListQuery) =>
    wholePage(await r<Row[]>('/admin/dept/getData', { params: Object.keys(filters).length ? filters : { parentId: -1 } })),
  children: (parentId) => r<Row[]>('/admin/dept/getData', { params: { parentId } }),
};

const flatten = (nodes: TreeRow[]): TreeRow[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

/** Menus come as one tree (GET /admin/menu/tree): the list shows its roots, expanding reads from the same fetch. */
function menuTreeApi(): ResourceApi {
  let nodes: TreeRow[] = [];
  // A row says whether it has children (the grid opens only those), not which: they are read when it is opened.
  const strip = (rows: TreeRow[]): Row[] => rows.map(({ children, ...row }) => ({ ...row, hasChildren: children.length > 0 }));
  return {
    ...adminApi('/admin/menu'),
    list: async ({ filters }) => {
      const tree = await r<TreeRow[]>('/admin/menu/tree');
      nodes = flatten(tree);
      const name = filters.name?.toLowerCase();
      return wholePage(strip(name ? nodes.filter((n) => n.name.toLowerCase().includes(name)) : tree));
    },
    children: async (parentId) => strip(nodes.find((n) => n.id === parentId)?.children ?? []),
  };
}
export const menuApi = menuTreeApi();

/** The role page filters by roleName and roleCode. */
const roleRest = adminApi('/admin/role');
export const roleApi: ResourceApi = {
  ...roleRest,
  list: ({ filters: { name, code, ...rest }, ...query }) =>
    roleRest.list({ ...query, filters: { ...rest, ...(name ? { roleName: name } : {}), ...(code ? { roleCode: code } : {}) } }),
};

const userRest = adminApi('/admin/user');
/** Users: grid columns for their roles and posts, a temporary lock only while it lasts; deleted with one body call. */
export const userApi: ResourceApi = {
  ...userRest,
  list: async (query) => {
    const result = await userRest.list(query);
    const names = (list: unknown) => ((list ?? []) as { name: string }[]).map((x) => x.name).join(', ');
    return {
      ...result,
      records: result.records.map((u) => ({
        ...u,
        roleNames: names(u.roleList),
        postNames: names(u.postList),
        lockedUntil: u.lockedUntil && dayjs(u.lockedUntil as string).isAfter(dayjs()) ? u.lockedUntil : null,
      })),
    };
  },
  remove: (ids) => r('/admin/user', { method: 'DELETE', data: ids }),
};

/** Whether a call succeeded; a refusal was already shown by the request layer, so it is not thrown on (nor logged as an app error). */
export async function succeeded(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch (e) {
    if (e instanceof ApiError) return false;
    throw e;
  }
}

export const resetPassword = (id: number, password: string) => r('/admin/user/resetPassword', { method: 'POST', data: { id, password } });
export const unlockUser = (username: string) => r(`/admin/user/unlock/${encodeURIComponent(username)}`, { method: 'PUT' });
export const saveRoleMenus = (roleId: number, menuIds: number[]) => r('/admin/role/menu', { method: 'PUT', data: { roleId, menuIds: menuIds.join(',') } });

export const useDeptTree = () => useQuery({ queryKey: lookupKeys.deptTree, queryFn: () => r<TreeRow[]>('/admin/dept/tree') });
export const useMenuTree = () => useQuery({ queryKey: lookupKeys.menuTree, queryFn: () => r<TreeRow[]>('/admin/menu/tree') });
export const useRoleMenus = (roleId: number) => useQuery({ queryKey: lookupKeys.roleMenus(roleId), queryFn: () => r<number[]>(`/admin/menu/tree/${roleId}`), gcTime: 0 });
export const useRoles = () => useQuery({ queryKey: lookupKeys.roles, queryFn: () => r<{ id: number; name: string }[]>('/admin/role/list') });
export const usePosts = () => useQuery({ queryKey: lookupKeys.posts, queryFn: () => r<{ id: number; name: string }[]>('/admin/post/list') });

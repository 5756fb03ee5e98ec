/** Users, roles, menus, departments and posts: the screens and the routes they open at. */
import { page, type PageDef } from '../../shell/page-def.ts';

export const ACCESS_PAGES: PageDef[] = [
  { pattern: '/admin/user/index', menu: true, component: page(() => import('./UserPage.tsx'), (m) => m.UserPage) },
  { pattern: '/admin/role/index', menu: true, component: page(() => import('./RolePage.tsx'), (m) => m.RolePage) },
  { pattern: '/admin/menu/index', menu: true, component: page(() => import('./MenuPage.tsx'), (m) => m.MenuPage) },
  { pattern: '/admin/dept/index', menu: true, component: page(() => import('./DeptPage.tsx'), (m) => m.DeptPage) },
  { pattern: '/admin/post/index', menu: true, component: page(() => import('./PostPage.tsx'), (m) => m.PostPage) },
];

/** Users, roles, menus, departments and posts: the screens and the routes they open at. */
import type { PageDef } from '../../shell/page-def.ts';

export const ACCESS_PAGES: PageDef[] = [];

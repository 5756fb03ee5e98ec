/** The navigation guard of spec section 2, as a pure decision the router applies. */

/** Routes open without signing in. */
export const PUBLIC_PATHS = ['/login', '/404', '/401', '/403', '/500', '/lock', '/authredirect'] as const;

export interface GuardInput {
  path: string;
  /** The query of the address (the login page's redirect). */
  search?: string;
  hasToken: boolean;
  locked: boolean;
  /** Role codes the route demands (its roles meta); none means any signed-in user. */
  routeRoles?: readonly string[];
  userRoles?: readonly string[];
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

/** The home page; the root address and /wel are other names for it. */
export const HOME = '/wel/index';
const HOME_NAMES = ['/', '/wel'];

/** Where a user signing in on /login{search} goes: the redirect query if it is a path of this site, else home. */
function afterSignIn(search: string): string {
  const redirect = new URLSearchParams(search).get('redirect');
  const path = redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : HOME;
  return HOME_NAMES.includes(path) ? HOME : path;
}

/**
 * The one place that moves a user between the login page and the app: the login page itself does not navigate once
 * signed in (two navigations racing left the root address blank).
 */
export function decide({ path: asked, search = '', hasToken, locked, routeRoles, userRoles }: GuardInput): GuardDecision {
  const path = HOME_NAMES.includes(asked) ? HOME : asked;
  const isPublic = (PUBLIC_PATHS as readonly string[]).includes(path);
  if (!hasToken) return isPublic ? { action: 'allow' } : { action: 'redirect', to: `/login?redirect=${encodeURIComponent(path)}` };
  if (locked && path !== '/lock') return { action: 'redirect', to: '/lock' };
  if (path === '/login') return { action: 'redirect', to: afterSignIn(search) };
  if (routeRoles?.length && !routeRoles.some((r) => userRoles?.includes(r))) return { action: 'redirect', to: '/403' };
  return path === asked ? { action: 'allow' } : { action: 'redirect', to: path };
}

/**
 * Where a menu path opens: an http(s) target of a menu goes to the iframe route with url and htt (0 http, 1 https);
 * anything else is an in-app route.
 */
export function menuTarget(path: string): { kind: 'route'; to: string } | { kind: 'iframe'; to: string } {
  const match = /^(https?):\/\/(.+)$/.exec(path);
  if (!match) return { kind: 'route', to: path };
  const [, scheme, rest] = match;
  const routerPath = rest.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '');
  return { kind: 'iframe', to: `/myiframe/urlPath?name=${encodeURIComponent(routerPath)}&url=${encodeURIComponent(rest)}&htt=${scheme === 'https' ? 1 : 0}` };
}

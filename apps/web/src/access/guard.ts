/** The navigation guard of spec section 2, as a pure decision the router applies. */

/** Routes open without signing in. */
export const PUBLIC_PATHS = ['/login', '/404', '/401', '/403', '/500', '/lock', '/authredirect'] as const;

export interface GuardInput {
  path: string;
  hasToken: boolean;
  locked: boolean;
  /** Role codes the route demands (its roles meta); none means any signed-in user. */
  routeRoles?: readonly string[];
  userRoles?: readonly string[];
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

export function decide({ path, hasToken, locked, routeRoles, userRoles }: GuardInput): GuardDecision {
  const isPublic = (PUBLIC_PATHS as readonly string[]).includes(path);
  if (!hasToken) return isPublic ? { action: 'allow' } : { action: 'redirect', to: `/login?redirect=${encodeURIComponent(path)}` };
  if (locked && path !== '/lock') return { action: 'redirect', to: '/lock' };
  if (path === '/login') return { action: 'redirect', to: '/' };
  if (routeRoles?.length && !routeRoles.some((r) => userRoles?.includes(r))) return { action: 'redirect', to: '/403' };
  return { action: 'allow' };
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

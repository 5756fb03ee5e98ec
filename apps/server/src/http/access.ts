/**
 * Every route declares who may call it: `config.access` is 'public', 'user' (any signed-in user of the tenant)
 * or a permission name. A route without a declaration fails at start-up, so none can be forgotten.
 */
import type { DataScope, Lang, Permission } from '@as/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/** Resource permissions are derived from their metadata (resourcePermissions): basic_<entity>_<action>. */
export type Access = 'public' | 'user' | Permission | `basic_${string}`;

export interface AuthContext {
  tokenId: number;
  clientId: string;
  userId: number;
  username: string;
  tenantId: number;
  tenantLang: Lang;
  deptId: number | null;
  snUserId: number | null;
  roleIds: number[];
  roleCodes: string[];
  /** The widest data scope among the caller's roles: which organisation's rows scoped resources show. */
  dataScope: DataScope;
  permissions: Set<string>;
  accessExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Title written to the operation log for writes. */
    title?: string;
    /** A read that the spec sends as POST (getListPage, getById): not a write, so not in the operation log. */
    read?: boolean;
  }
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

export type Authenticate = (request: FastifyRequest) => Promise<AuthContext>;

/** The signed-in caller; only for routes whose access is not 'public'. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorized');
  return request.auth;
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || null;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.access_token === 'string' ? query.access_token : null;
}

/** TENANT-ID header, then query parameter, else none (pig-contract.md). */
export function requestedTenant(request: FastifyRequest): number | null {
  const raw = request.headers['tenant-id'] ?? (request.query as Record<string, unknown> | undefined)?.['TENANT-ID'];
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function registerAccess(app: FastifyInstance, authenticate: Authenticate): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access && route.method !== 'HEAD') {
      throw new Error(`route ${route.method} ${route.url} declares no access`);
    }
    if (!access || access === 'public') return;
    // A route hook, not an app hook: app hooks run before route hooks, and the rate limiter adds its own route
    // hook first, so requests with bad or no tokens are counted before any session lookup.
    route.onRequest = [
      ...[route.onRequest ?? []].flat(),
      async (request) => {
        request.auth = await authenticate(request);
        if (access !== 'user' && !request.auth.permissions.has(access)) throw new AppError('noPermission');
      },
    ];
  });
}

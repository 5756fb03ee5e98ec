import { pickLang, type Lang } from '@as/shared';
import type { FastifyRequest } from 'fastify';

/** The caller's language: Accept-Language, else the tenant's default, else zh-CN. */
export function requestLang(request: FastifyRequest): Lang {
  return pickLang(request.headers['accept-language'], request.auth?.tenantLang);
}

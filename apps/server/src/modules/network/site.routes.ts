/** /basic/snUser: service sites. getById gives a site user's shell its site info (snSiteInfoDTO, with siteFloorLevel). */
import { bizOk } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { findSite } from './site.repository.ts';

export function siteRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/basic/snUser/getById',
    { config: { access: 'user', read: true }, schema: { tags: ['snUser'], body: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request) => {
      const auth = authOf(request);
      // The shell of a site user reads its own site; the outlet administration screens come with the network module.
      if (auth.snUserId !== request.body.id) throw new AppError('noPermission');
      const site = await deps.database.withTenant(auth.tenantId, (tx) => findSite(tx, auth.tenantId, request.body.id));
      if (!site) throw new AppError('notFound');
      const { deletedAt, createdBy, updatedBy, ...dto } = site;
      return bizOk(dto);
    },
  );
}

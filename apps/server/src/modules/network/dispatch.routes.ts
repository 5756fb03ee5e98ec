/**
 * /basic/snAutoEngineerDispatch: the rules through the generic resource routes (getListPage, add, update, delete),
 * and getCandidates: the ranked outlets (and engineers) for an area, product category and service type.
 */
import { autoDispatchResource, bizOk, permissionsOf } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { basArea, basItemCategory, basServiceType, snSiteEngineer } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { FieldErrors } from '../../http/errors.ts';
import { orgScope } from '../../http/resource/data-scope.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { allOf, references } from '../master-data/index.ts';
import { dispatchCandidates } from './dispatch.service.ts';
import { findSite } from './site.repository.ts';
import { assertSiteInScope } from './site.service.ts';
import { snAutoDispatch, snSite } from './site.table.ts';

const Id = z.coerce.number().int().positive();

export function dispatchRoutes(app: FastifyInstance, deps: Deps) {
  resourceRoutes(app, deps, autoDispatchResource, {
    table: snAutoDispatch,
    hooks: {
      // A centre sees and changes the rules of its own outlets.
      scope: (viewer) => {
        const sites = orgScope(viewer, { dept: snSite.deptId, owner: snSite.createdBy });
        return sites && sql`${snAutoDispatch.siteId} in (select ${snSite.id} from ${snSite} where ${sites})`;
      },
      beforeWrite: allOf(references({ areaId: basArea, categoryId: basItemCategory, serviceTypeId: basServiceType }), async (tx, auth, value, current) => {
        // The outlet is one the caller may see; the engineer, when named, one of that outlet's.
        if (value.siteId != null) await assertSiteInScope(tx, auth, Number(value.siteId));
        const engineerId = value.engineerId !== undefined ? value.engineerId : current?.engineerId;
        if (engineerId == null) return;
        const site = await findSite(tx, auth.tenantId, Number(value.siteId ?? current?.siteId));
        const [engineer] = await tx
          .select({ id: snSiteEngineer.id })
          .from(snSiteEngineer)
          .where(and(eq(snSiteEngineer.tenantId, auth.tenantId), eq(snSiteEngineer.id, Number(engineerId)), eq(snSiteEngineer.deptId, site?.deptId ?? -1), isNull(snSiteEngineer.deletedAt)));
        if (!engineer) throw new FieldErrors([{ field: 'engineerId', code: 'notFound' }]);
      }),
    },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    `/basic/${autoDispatchResource.name}/getCandidates`,
    {
      config: { access: permissionsOf(autoDispatchResource.permission).view, read: true },
      schema: {
        tags: [autoDispatchResource.name],
        body: z.object({
          areaId: Id,
          categoryId: Id.nullish(),
          serviceTypeId: Id.nullish(),
          lat: z.coerce.number().min(-90).max(90).optional(),
          lng: z.coerce.number().min(-180).max(180).optional(),
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { areaId, categoryId, serviceTypeId, lat, lng } = request.body;
      const point = lat !== undefined && lng !== undefined ? { lat, lng } : null;
      return bizOk(await deps.database.withTenant(auth.tenantId, (tx) => dispatchCandidates(tx, auth.tenantId, { areaId, categoryId, serviceTypeId, point })));
    },
  );
}

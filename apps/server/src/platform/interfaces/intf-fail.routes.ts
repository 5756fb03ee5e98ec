/**
 * /basic/intfFailRecord: the grid, count, detail and export from the metadata (packages/shared
 * resources/interfaces.ts), and the two commands, retry and ignore.
 */
import { bizOk, INTF_FAIL_PERMISSIONS, intfFailRecordResource } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { ignoreIntfFailure, retryIntfFailure } from './intf-fail.service.ts';
import { intfFailRecord } from './intf-fail.table.ts';

const Id = z.coerce.number().int().positive();

export function intfFailRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  resourceRoutes(app, deps, intfFailRecordResource, { table: intfFailRecord });
  const base = `/basic/${intfFailRecordResource.name}`;
  const tags = [intfFailRecordResource.name];

  r.post(`${base}/retry`, { config: { access: INTF_FAIL_PERMISSIONS.retry, title: 'interface failure retry' }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const saved = await deps.database.withTenant(auth.tenantId, (tx) => retryIntfFailure(tx, auth, request.body.id));
    deps.jobs.wake();
    return bizOk(saved);
  });

  r.post(
    `${base}/ignore`,
    { config: { access: INTF_FAIL_PERMISSIONS.ignore, title: 'interface failure ignore' }, schema: { tags, body: z.object({ id: Id, reason: z.string().trim().min(1).max(500) }) } },
    async (request) => {
      const auth = authOf(request);
      return bizOk(await deps.database.withTenant(auth.tenantId, (tx) => ignoreIntfFailure(tx, auth, request.body.id, request.body.reason)));
    },
  );
}

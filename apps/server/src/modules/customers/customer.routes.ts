/**
 * /basic/basCustProfile and /basic/basCustAsset: the generic resource verbs from their metadata (with the named
 * hooks of customer.hooks.ts), plus possible duplicates by phone before a profile is saved, the review of profiles
 * (approve, reject with a reason) and an asset's warranty on a given day.
 */
import { bizOk, checkMobile, custAssetResource, custProfileResource, permissionsOf, WARRANTY_TYPE, warrantyEnd, warrantyStart, warrantyStatus } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { assetHooks, profileHooks } from './customer.hooks.ts';
import { decideReview, profilesByPhone } from './customer.repository.ts';
import { basCustAsset, basCustProfile } from './customer.table.ts';

const Id = z.coerce.number().int().positive();

export function customerRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  resourceRoutes(app, deps, custProfileResource, { table: basCustProfile, hooks: profileHooks });
  resourceRoutes(app, deps, custAssetResource, { table: basCustAsset, hooks: assetHooks });
  const profiles = () => deps.resources.get(custProfileResource.name)!;
  const assets = () => deps.resources.get(custAssetResource.name)!;
  const profilePerm = permissionsOf(custProfileResource.permission);

  // Asked while a profile is being entered: anyone who may add or edit one learns whether the number is already known.
  r.post(
    `/basic/${custProfileResource.name}/getDuplicates`,
    {
      config: { access: 'user', read: true },
      schema: { tags: [custProfileResource.name], summary: 'Profiles with this phone number (possible duplicates)', body: z.object({ phone: z.string().max(20), id: Id.optional() }) },
    },
    async (request) => {
      const auth = authOf(request);
      if (!auth.permissions.has(profilePerm.add) && !auth.permissions.has(profilePerm.edit)) throw new AppError('noPermission');
      const phone = request.body.phone.trim();
      const problem = checkMobile(phone);
      if (problem) throw new FieldErrors([{ field: 'phone', code: problem }]);
      return bizOk(await deps.database.withTenant(auth.tenantId, (tx) => profilesByPhone(tx, auth.tenantId, phone, profiles().scopeOf(auth), request.body.id)));
    },
  );

  // Review: only profiles pending review, in the reviewer's scope, change; all or none.
  const audit = { access: `${custProfileResource.permission}_audit` as const };
  r.post(
    `/basic/${custProfileResource.name}/approve`,
    { config: { ...audit, title: `${custProfileResource.name} approve` }, schema: { tags: [custProfileResource.name], summary: 'Approve profiles pending review', body: z.object({ ids: z.array(Id).min(1).max(1000) }) } },
    async (request) => {
      const auth = authOf(request);
      const ids = [...new Set(request.body.ids)];
      return bizOk(
        await deps.database.withTenant(auth.tenantId, async (tx) => {
          const done = await decideReview(tx, auth.tenantId, auth.userId, ids, profiles().scopeOf(auth), 'pending', 'approved', null);
          if (done.length !== ids.length) throw new AppError('reviewNotPending');
          return done.length;
        }),
      );
    },
  );
  r.post(
    `/basic/${custProfileResource.name}/reject`,
    {
      config: { ...audit, title: `${custProfileResource.name} reject` },
      schema: { tags: [custProfileResource.name], summary: 'Reject a profile pending review, with the reason', body: z.object({ id: Id, reason: z.string().max(500).optional() }) },
    },
    async (request) => {
      const auth = authOf(request);
      const reason = request.body.reason?.trim();
      if (!reason) throw new AppError('rejectReasonRequired');
      await deps.database.withTenant(auth.tenantId, async (tx) => {
        const done = await decideReview(tx, auth.tenantId, auth.userId, [request.body.id], profiles().scopeOf(auth), 'pending', 'rejected', reason);
        if (!done.length) throw new AppError('reviewNotPending');
      });
      return bizOk(1);
    },
  );

  // In or out of warranty on a day (today when not given), with the dictionary value a work order's warranty type takes.
  r.post(
    `/basic/${custAssetResource.name}/getWarranty`,
    {
      config: { access: permissionsOf(custAssetResource.permission).view, read: true },
      schema: { tags: [custAssetResource.name], summary: 'Warranty status of an asset on a day', body: z.object({ id: Id, date: z.iso.date().optional() }) },
    },
    async (request) => {
      const auth = authOf(request);
      const { id, date = new Date().toISOString().slice(0, 10) } = request.body;
      const asset = await deps.database.withTenant(auth.tenantId, (tx) => assets().get(tx, auth.tenantId, id, assets().scopeOf(auth)));
      if (!asset) throw new AppError('notFound');
      const terms = { purchaseDate: asset.purchaseDate as string | null, installTime: asset.installTime as string | null, warrantyMonths: asset.warrantyMonths as number | null };
      const status = warrantyStatus(terms, date);
      return bizOk({ date, status, warrantyType: WARRANTY_TYPE[status], start: warrantyStart(terms), end: warrantyEnd(terms) });
    },
  );
}

/**
 * /basic/snUser: service sites (providers and outlets) within the caller's data scope. getById also gives a site
 * user's shell its own site (snSiteInfoDTO, with siteFloorLevel) without any permission beyond being signed in.
 */
import { bizOk, listSpecOf, MAX_PAGE_SIZE, page, parseListQuery, permissionsOf, SITE_PARTS_RULE_FIELDS, siteResource } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { exportRoute, importRoutes } from '../../http/resource/resource.routes.ts';
import { withRefLabels } from '../../http/resource/ref-labels.ts';
import { nearestSites, promptSites, siteLines, siteRepo, siteScope } from './site.repository.ts';
import {
  addInspection,
  addSite,
  assertNewSite,
  countSites,
  getSite,
  listSites,
  replaceSiteAddresses,
  siteAddresses,
  siteContract,
  siteImportTarget,
  siteInspections,
  updateSite,
} from './site.service.ts';
import { countChanges } from './site-change.service.ts';

const Id = z.coerce.number().int().positive();
const ListBody = z.record(z.string(), z.unknown()).nullish();
const SiteId = z.object({ siteId: Id });
const tags = [siteResource.name];
const partsRulesOf = (site: Record<string, unknown>) => ({ id: site.id, code: site.code, name: site.name, ...Object.fromEntries(SITE_PARTS_RULE_FIELDS.map((f) => [f, site[f]])) });
const PartsRules = z.object({
  siteId: Id,
  ...Object.fromEntries(SITE_PARTS_RULE_FIELDS.map((f) => [f, z.union([z.string().max(20), z.number()]).optional()])),
});

export function siteRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perm = permissionsOf(siteResource.permission);
  const spec = listSpecOf(siteResource);
  const base = `/basic/${siteResource.name}`;
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  deps.resources.set(siteResource.name, siteRepo);

  // The outlet list's export (the rows of the caller's scope), and import: each row added as the editor adds an
  // outlet (its organisation node under a superior the caller may see), none unless every row is valid.
  exportRoute(app, deps, siteResource);
  importRoutes(app, deps, siteResource, siteImportTarget, { check: (tx, auth, value) => assertNewSite(tx, auth, value), allOrNothing: 'always' });

  for (const verb of ['getListPage', 'getPopListPage']) {
    r.post(`${base}/${verb}`, { config: { access: perm.view, read: true }, schema: { tags, body: ListBody } }, async (request) => {
      const auth = authOf(request);
      const query = parseListQuery(request.body, spec);
      const { records, total } = await inTenant(auth, async (tx) => {
        const found = await listSites(tx, auth, query);
        return { total: found.total, records: await withRefLabels(tx, deps.resources, auth.tenantId, siteResource, found.records) };
      });
      return bizOk(page(records, total, query.current, query.size, query.searchCount));
    });
  }

  r.post(`${base}/getById`, { config: { access: 'user', read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    // A site user always reads their own site (the shell's site info); anyone else needs the view permission.
    if (auth.snUserId !== request.body.id && !auth.permissions.has(perm.view)) throw new AppError('noPermission');
    const site = (tx: Tx) => getSite(tx, auth.snUserId === request.body.id ? { ...auth, dataScope: 'all' } : auth, request.body.id);
    return bizOk(await inTenant(auth, async (tx) => (await withRefLabels(tx, deps.resources, auth.tenantId, siteResource, [await site(tx)]))[0]));
  });

  // What a new site's form starts from.
  r.post(`${base}/init`, { config: { access: perm.add, read: true }, schema: { tags } }, async () =>
    bizOk(Object.fromEntries(siteResource.fields.filter((f) => 'default' in f).map((f) => [f.name, (f as { default: unknown }).default]))),
  );

  // A site with the counts its overview shows.
  r.post(`${base}/getMainData`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(
      await inTenant(auth, async (tx) => {
        const site = await getSite(tx, auth, request.body.id);
        const [addresses, inspections, pendingChanges] = await Promise.all([
          siteLines.addresses.getLines(tx, auth.tenantId, request.body.id),
          siteInspections(tx, auth, request.body.id),
          countChanges(tx, auth, request.body.id, 'pending'),
        ]);
        return {
          ...site,
          counts: { areas: site.areas.length, categories: site.categories.length, images: site.images.length, addresses: addresses.length, inspections: inspections.length, pendingChanges },
          lastInspection: inspections[0] ?? null,
        };
      }),
    );
  });

  r.post(`${base}/add`, { config: { access: perm.add, title: 'snUser add' }, schema: { tags, body: z.record(z.string(), z.unknown()) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => addSite(tx, auth, request.body)));
  });

  r.post(`${base}/update`, { config: { access: perm.edit, title: 'snUser update' }, schema: { tags, body: z.looseObject({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const { id, ...input } = request.body;
    return bizOk(await inTenant(auth, (tx) => updateSite(tx, auth, id, input)));
  });

  r.post(
    `${base}/getPromptList`,
    { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ keyword: z.string().trim().max(64).default(''), limit: z.coerce.number().int().min(1).max(100).default(20) }).nullish() } },
    async (request) => {
      const auth = authOf(request);
      const { keyword = '', limit = 20 } = request.body ?? {};
      return bizOk(await inTenant(auth, (tx) => promptSites(tx, auth.tenantId, keyword, siteScope(auth), limit)));
    },
  );

  // Operating sites nearest to a point (distances computed in the database).
  r.post(
    `${base}/getNearest`,
    {
      config: { access: perm.view, read: true },
      schema: {
        tags,
        body: z.object({
          lat: z.coerce.number().min(-90).max(90),
          lng: z.coerce.number().min(-180).max(180),
          limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
          maxKm: z.coerce.number().positive().max(20000).optional(),
        }),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { lat, lng, limit, maxKm } = request.body;
      return bizOk(await inTenant(auth, (tx) => nearestSites(tx, auth.tenantId, { lat, lng }, siteScope(auth), limit, maxKm)));
    },
  );

  r.post(`${base}/getSiteAddressList`, { config: { access: perm.view, read: true }, schema: { tags, body: SiteId } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => siteAddresses(tx, auth, request.body.siteId)));
  });

  r.post(
    `${base}/updateAddressList`,
    { config: { access: perm.edit, title: 'snUser updateAddressList' }, schema: { tags, body: z.object({ siteId: Id, lines: z.array(z.record(z.string(), z.unknown())).max(100) }) } },
    async (request) => {
      const auth = authOf(request);
      return bizOk(await inTenant(auth, (tx) => replaceSiteAddresses(tx, auth, request.body.siteId, request.body.lines)));
    },
  );

  r.post(`${base}/getContractData`, { config: { access: perm.view, read: true }, schema: { tags, body: SiteId } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => siteContract(tx, auth, request.body.siteId)));
  });

  r.post(`${base}/inspection`, { config: { access: perm.edit, title: 'snUser inspection' }, schema: { tags, body: z.looseObject({ siteId: Id }) } }, async (request) => {
    const auth = authOf(request);
    const { siteId, ...input } = request.body;
    return bizOk(await inTenant(auth, (tx) => addInspection(tx, auth, siteId, input)));
  });

  // Parts rules: each outlet's order minimums, parts per order, urgent parts per month and credit limit.
  r.post(`${base}/partsRulesPage`, { config: { access: perm.view, read: true }, schema: { tags, body: ListBody } }, async (request) => {
    const auth = authOf(request);
    const query = parseListQuery(request.body, spec);
    const { records, total } = await inTenant(auth, async (tx) => {
        const found = await listSites(tx, auth, query);
        return { total: found.total, records: await withRefLabels(tx, deps.resources, auth.tenantId, siteResource, found.records) };
      });
    return bizOk(page(records.map(partsRulesOf), total, query.current, query.size, query.searchCount));
  });

  r.post(`${base}/partsRulesCount`, { config: { access: perm.view, read: true }, schema: { tags, body: ListBody } }, async (request) => {
    const auth = authOf(request);
    const query = parseListQuery(request.body, spec);
    return bizOk(await inTenant(auth, (tx) => countSites(tx, auth, query)));
  });

  r.post(`${base}/partsRulesInfo`, { config: { access: perm.view, read: true }, schema: { tags, body: SiteId } }, async (request) => {
    const auth = authOf(request);
    return bizOk(partsRulesOf(await inTenant(auth, (tx) => getSite(tx, auth, request.body.siteId))));
  });

  r.post(`${base}/updatePartsRulesInfo`, { config: { access: perm.edit, title: 'snUser updatePartsRulesInfo' }, schema: { tags, body: PartsRules } }, async (request) => {
    const auth = authOf(request);
    const { siteId, ...rules } = request.body;
    return bizOk(partsRulesOf(await inTenant(auth, (tx) => updateSite(tx, auth, siteId, rules))));
  });

  r.post(`${base}/getInspectionList`, { config: { access: perm.view, read: true }, schema: { tags, body: SiteId } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => siteInspections(tx, auth, request.body.siteId)));
  });
}

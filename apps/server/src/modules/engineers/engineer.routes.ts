/** /basic/snSiteEngineer (the spec's verbs) and /basic/snEngineerChange: engineers and the change requests for them. */
import {
  bizOk,
  ENGINEER_PERMISSIONS,
  engineerChangeListSpec,
  engineerResource,
  listSpecOf,
  page,
  parseListQuery,
  POST_STATS,
  resourcePermissions,
} from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { exportRoute } from '../../http/resource/resource.routes.ts';
import { onWorkflowEnd } from '../workflow/index.ts';
import { approveChange, ENGINEER_CHANGE_PROCESS, getChange, listChanges, onEngineerChangeProcessEnd, rejectChange, requestChange } from './engineer-change.service.ts';
import {
  addEngineer,
  changePostStat,
  engineerOptions,
  engineerRecords,
  exportRepository,
  getEngineer,
  inspectEngineer,
  listEngineers,
  promoteEngineers,
  updateEngineer,
} from './engineer.service.ts';

const Id = z.coerce.number().int().positive();
/** Batch commands take the selected ids; none selected gets the spec's "select records first". */
const Ids = z.array(Id).max(1000);
const Reason = z.string().max(500).optional();
const ListBody = z.record(z.string(), z.unknown()).nullish();
const today = () => new Date().toISOString().slice(0, 10);

export function engineerRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perm = resourcePermissions(engineerResource);
  const spec = listSpecOf(engineerResource);
  const base = `/basic/${engineerResource.name}`;
  const tags = [engineerResource.name];
  deps.resources.set(engineerResource.name, exportRepository);
  onWorkflowEnd(ENGINEER_CHANGE_PROCESS, onEngineerChangeProcessEnd);

  // What the editor needs: the outlets the caller may assign engineers to.
  r.post(`${base}/init`, { config: { access: perm.view, read: true }, schema: { tags } }, async (request) => bizOk(await engineerOptions(deps, authOf(request))));

  r.post(`${base}/getListPage`, { config: { access: perm.view, read: true }, schema: { tags, body: ListBody } }, async (request) => {
    const query = parseListQuery(request.body, spec);
    const { records, total } = await listEngineers(deps, authOf(request), query);
    return bizOk(page(records, total, query.current, query.size, query.searchCount));
  });

  r.post(`${base}/getById`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) =>
    bizOk(await getEngineer(deps, authOf(request), request.body.id)),
  );

  r.post(`${base}/save`, { config: { access: perm.add, title: 'snSiteEngineer save' }, schema: { tags, body: z.record(z.string(), z.unknown()) } }, async (request) =>
    bizOk(await addEngineer(deps, authOf(request), request.body)),
  );

  r.post(`${base}/update`, { config: { access: perm.edit, title: 'snSiteEngineer update' }, schema: { tags, body: z.looseObject({ id: Id }) } }, async (request) => {
    const { id, ...input } = request.body;
    return bizOk(await updateEngineer(deps, authOf(request), id, input));
  });

  r.post(
    `${base}/updatePostStat`,
    { config: { access: ENGINEER_PERMISSIONS.postStat, title: 'snSiteEngineer updatePostStat' }, schema: { tags, body: z.object({ id: Id, postStat: z.enum(POST_STATS), reason: Reason }) } },
    async (request) => bizOk(await changePostStat(deps, authOf(request), [request.body.id], request.body.postStat, request.body.reason)),
  );

  r.post(
    `${base}/batchDepart`,
    { config: { access: ENGINEER_PERMISSIONS.postStat, title: 'snSiteEngineer batchDepart' }, schema: { tags, body: z.object({ ids: Ids, reason: Reason }) } },
    async (request) => bizOk(await changePostStat(deps, authOf(request), request.body.ids, 'dimission', request.body.reason)),
  );

  r.post(
    `${base}/batchPromote`,
    {
      config: { access: ENGINEER_PERMISSIONS.promote, title: 'snSiteEngineer batchPromote' },
      schema: { tags, body: z.object({ ids: Ids, level: z.string().min(1).max(16), promotedOn: z.iso.date().optional(), reason: Reason }) },
    },
    async (request) => {
      const { ids, level, promotedOn = today(), reason } = request.body;
      return bizOk(await promoteEngineers(deps, authOf(request), ids, level, promotedOn, reason));
    },
  );

  const EngineerId = z.object({ engineerId: Id });
  for (const [verb, kind] of [
    ['getPromotionList', 'promotions'],
    ['getPostStatList', 'postStats'],
    ['getInspectionList', 'inspections'],
  ] as const) {
    r.post(`${base}/${verb}`, { config: { access: perm.view, read: true }, schema: { tags, body: EngineerId } }, async (request) =>
      bizOk(await engineerRecords(deps, authOf(request), request.body.engineerId, kind)),
    );
  }

  r.post(
    `${base}/inspection`,
    {
      config: { access: ENGINEER_PERMISSIONS.inspect, title: 'snSiteEngineer inspection' },
      schema: {
        tags,
        body: z.object({
          engineerId: Id,
          inspectedOn: z.iso.date(),
          result: z.string().min(1).max(16),
          score: z.number().int().min(0).max(100).nullish(),
          remark: Reason,
        }),
      },
    },
    async (request) => bizOk(await inspectEngineer(deps, authOf(request), request.body)),
  );

  exportRoute(app, deps, engineerResource);

  changeRoutes(app, deps);
}

function changeRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = '/basic/snEngineerChange';
  const tags = ['snEngineerChange'];

  r.post(`${base}/getListPage`, { config: { access: ENGINEER_PERMISSIONS.changeView, read: true }, schema: { tags, body: ListBody } }, async (request) => {
    const query = parseListQuery(request.body, engineerChangeListSpec);
    const { records, total } = await listChanges(deps, authOf(request), query);
    return bizOk(page(records, total, query.current, query.size, query.searchCount));
  });

  r.post(`${base}/getById`, { config: { access: ENGINEER_PERMISSIONS.changeView, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) =>
    bizOk(await getChange(deps, authOf(request), request.body.id)),
  );

  r.post(
    `${base}/add`,
    {
      config: { access: ENGINEER_PERMISSIONS.changeAdd, title: 'snEngineerChange add' },
      schema: { tags, body: z.object({ engineerId: Id, reason: Reason, values: z.record(z.string().max(64), z.unknown()) }) },
    },
    async (request) => bizOk(await requestChange(deps, authOf(request), request.body)),
  );

  r.post(`${base}/audit`, { config: { access: ENGINEER_PERMISSIONS.changeAudit, title: 'snEngineerChange audit' }, schema: { tags, body: z.object({ id: Id }) } }, async (request) =>
    bizOk(await approveChange(deps, authOf(request), request.body.id)),
  );

  r.post(
    `${base}/reject`,
    { config: { access: ENGINEER_PERMISSIONS.changeAudit, title: 'snEngineerChange reject' }, schema: { tags, body: z.object({ id: Id, rejectReason: Reason }) } },
    async (request) => bizOk(await rejectChange(deps, authOf(request), request.body.id, request.body.rejectReason)),
  );
}

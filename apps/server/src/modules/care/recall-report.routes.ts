/**
 * The report centre's return-visit reports (spec section 7): /rpt/recallInfo and /rpt/recallDetail, each getListPage
 * (its screen's filters, sorts and paging, in the caller's scope) and getListByExcel (the same list exported in the
 * background through the export tasks). A report's view and export are permissions of their own (报表中心 buttons).
 */
import { bizOk, type ListQuery, page, parseListQuery, permissionsOf, RECALL_DETAIL_REPORT, RECALL_DETAIL_SCREEN, RECALL_INFO_REPORT, RECALL_INFO_SCREEN, reportSpecOf, type ScreenDef } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type Access, authOf } from '../../http/access.ts';
import { requestLang } from '../../http/lang.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import { Columns } from '../../http/resource/resource.routes.ts';
import { pagedExportSource, requestExport } from '../../platform/exports/export.service.ts';
import { listRecallDetail, listRecallInfo } from './recall-report.report.ts';

type List = (tx: Tx, viewer: Viewer, query: ListQuery) => Promise<{ records: Record<string, unknown>[]; total: number }>;

export function recallReportRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  function report(def: ScreenDef, name: string, list: List) {
    const access = permissionsOf(def.permission) as { view: Access; export: Access };
    const spec = reportSpecOf(def);
    deps.exportSources.set(def.key, pagedExportSource(def.fields, list));
    r.post(`/rpt/${name}/getListPage`, { config: { access: access.view, read: true }, schema: { tags: [name], body: z.record(z.string(), z.unknown()).nullish() } }, async (request) => {
      const auth = authOf(request);
      const query = parseListQuery(request.body, spec);
      const { records, total } = await deps.database.withTenant(auth.tenantId, (tx) => list(tx, auth, query));
      return bizOk(page(records, total, query.current, query.size, query.searchCount));
    });
    r.post(`/rpt/${name}/getListByExcel`, { config: { access: access.export, title: `${name} export` }, schema: { tags: [name], body: z.looseObject({ columns: Columns }) } }, async (request) => {
      const auth = authOf(request);
      const { columns, ...rest } = request.body;
      const query = parseListQuery(rest, spec);
      // Bad filters are refused now, not in the background job.
      await deps.database.withTenant(auth.tenantId, (tx) => list(tx, auth, { ...query, current: 1, size: 1, searchCount: false }));
      return bizOk({ id: await requestExport(deps, auth, def.key, def.key, query, columns, requestLang(request)) });
    });
  }
  report(RECALL_INFO_SCREEN, RECALL_INFO_REPORT.name, listRecallInfo);
  report(RECALL_DETAIL_SCREEN, RECALL_DETAIL_REPORT.name, listRecallDetail);
}

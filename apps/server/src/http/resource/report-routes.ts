/**
 * A report centre report's two calls (spec section 7: getListPage, getListByExcel): its list (the screen's declared
 * filters and sorts only, in the caller's scope, with `extra` answered beside the page, such as a total row) and its
 * export, an export task reading the same list in the background (or `source`, when the report reads its export
 * another way); the export refuses a bad filter at once, not in the task. View and export are permissions of their own.
 */
import { bizOk, type ListQuery, page, parseListQuery, permissionsOf, reportSpecOf, type ScreenDef } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type ExportSource, pagedExportSource, requestExport } from '../../platform/exports/export.service.ts';
import { type Access, authOf } from '../access.ts';
import { requestLang } from '../lang.ts';
import type { Viewer } from './data-scope.ts';
import type { Row } from './resource.repository.ts';
import { Columns } from './resource.routes.ts';

export type ReportList = (tx: Tx, viewer: Viewer, query: ListQuery) => Promise<{ records: Row[]; total: number }>;

export interface ReportCalls {
  def: ScreenDef;
  /** The two URLs, e.g. /rpt/orderDetail/getListPage and /rpt/orderDetail/getListByExcel. */
  urls: { list: string; export: string };
  tag: string;
  list: ReportList;
  /** What the list answers beside its page, over the whole filtered list. */
  extra?: (tx: Tx, viewer: Viewer, query: ListQuery) => Promise<Record<string, unknown>>;
  source?: ExportSource;
}

export function reportRoutes(app: FastifyInstance, deps: Deps, { def, urls, tag, list, extra, source }: ReportCalls) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = permissionsOf(def.permission) as { view: Access; export: Access };
  const spec = reportSpecOf(def);
  deps.exportSources.set(def.key, source ?? pagedExportSource(def.fields, list));
  r.post(urls.list, { config: { access: access.view, read: true }, schema: { tags: [tag], body: z.record(z.string(), z.unknown()).nullish() } }, async (request) => {
    const auth = authOf(request);
    const query = parseListQuery(request.body, spec);
    const { records, total, more } = await deps.database.withTenant(auth.tenantId, async (tx) => ({ ...(await list(tx, auth, query)), more: extra ? await extra(tx, auth, query) : {} }));
    return bizOk({ ...page(records, total, query.current, query.size, query.searchCount), ...more });
  });
  r.post(urls.export, { config: { access: access.export, title: `${def.key} export` }, schema: { tags: [tag], body: z.looseObject({ columns: Columns }) } }, async (request) => {
    const auth = authOf(request);
    const { columns, ...rest } = request.body;
    const query = parseListQuery(rest, spec);
    await deps.database.withTenant(auth.tenantId, (tx) => list(tx, auth, { ...query, current: 1, size: 1, searchCount: false }));
    return bizOk({ id: await requestExport(deps, auth, def.key, def.key, query, columns, requestLang(request)) });
  });
}

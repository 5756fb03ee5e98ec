/**
 * The stock reports' routes, each within the caller's warehouses: the network inventory by outlet and by part
 * (/basic/networkInventory), the item barcode search (/rpt/itemBarcodeSearch: getListPage, getListByExcel, and one
 * item's movements) and the delivery note of a shipped document (/basic/<group>/getDeliveryNote). Exports are
 * export tasks, as every grid's, reading these lists (deps.exportSources).
 */
import {
  bizOk,
  DELIVERY_NOTE_KINDS,
  ITEM_BARCODE_SCREEN,
  ITEM_BARCODE_SEARCH,
  type ListQuery,
  type ListSpec,
  NETWORK_INVENTORY,
  NETWORK_OUTLET_SCREEN,
  NETWORK_PART_SCREEN,
  page,
  parseListQuery,
  permissionsOf,
  reportSpecOf,
  type ScreenDef,
  STOCK_DOC_GROUPS,
  STOCK_DOC_PERMISSIONS,
} from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type Access, type AuthContext, authOf } from '../../http/access.ts';
import { requestLang } from '../../http/lang.ts';
import type { Viewer } from '../../http/resource/data-scope.ts';
import type { Row } from '../../http/resource/resource.repository.ts';
import { Columns } from '../../http/resource/resource.routes.ts';
import { pagedExportSource, requestExport } from '../../platform/exports/export.service.ts';
import { deliveryNote } from './delivery-note.service.ts';
import { itemHistory, listItems, listOutletStock, listPartStock } from './stock-report.repository.ts';

type List = (tx: Tx, viewer: Viewer, query: ListQuery) => Promise<{ records: Row[]; total: number }>;

const ListBody = z.record(z.string(), z.unknown()).nullish();

export function stockReportRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);

  /** A report's list (its screen's filters and sorts only) and its export, which reads the same list in the background. */
  function report(def: ScreenDef, list: List, urls: { list: string; export: string }, tag: string) {
    const perm = permissionsOf(def.permission) as { view: Access; export: Access };
    const spec: ListSpec = reportSpecOf(def);
    deps.exportSources.set(def.key, pagedExportSource(def.fields, list));
    r.post(urls.list, { config: { access: perm.view, read: true }, schema: { tags: [tag], body: ListBody } }, async (request) => {
      const auth = authOf(request);
      const query = parseListQuery(request.body, spec);
      const { records, total } = await inTenant(auth, (tx) => list(tx, auth, query));
      return bizOk(page(records, total, query.current, query.size, query.searchCount));
    });
    r.post(urls.export, { config: { access: perm.export, title: `${def.key} export` }, schema: { tags: [tag], body: z.looseObject({ columns: Columns }) } }, async (request) => {
      const auth = authOf(request);
      const { columns, ...rest } = request.body;
      const query = parseListQuery(rest, spec);
      // A filter the list refuses is refused now, not in the background task: the first row is read once.
      await inTenant(auth, (tx) => list(tx, auth, { ...query, current: 1, size: 1, searchCount: false }));
      return bizOk({ id: await requestExport(deps, auth, def.key, def.key, query, columns, requestLang(request)) });
    });
  }

  const network = `/basic/${NETWORK_INVENTORY.name}`;
  report(NETWORK_OUTLET_SCREEN, listOutletStock, { list: `${network}/getListPage`, export: `${network}/export` }, NETWORK_INVENTORY.name);
  report(NETWORK_PART_SCREEN, listPartStock, { list: `${network}/getPartListPage`, export: `${network}/exportPartList` }, NETWORK_INVENTORY.name);

  const items = `/rpt/${ITEM_BARCODE_SEARCH.name}`;
  report(ITEM_BARCODE_SCREEN, listItems, { list: `${items}/getListPage`, export: `${items}/getListByExcel` }, ITEM_BARCODE_SEARCH.name);
  /** Every place one item has been: its movements within the caller's warehouses, oldest first. */
  r.post(
    `${items}/getHistory`,
    {
      config: { access: permissionsOf(ITEM_BARCODE_SEARCH.permission).view, read: true },
      schema: { tags: [ITEM_BARCODE_SEARCH.name], body: z.object({ barcode: z.string().trim().min(1).max(64) }) },
    },
    async (request) => {
      const auth = authOf(request);
      return bizOk(await inTenant(auth, (tx) => itemHistory(tx, auth, request.body.barcode)));
    },
  );

  for (const kind of DELIVERY_NOTE_KINDS) {
    const group = STOCK_DOC_GROUPS[kind].name;
    r.post(
      `/basic/${group}/getDeliveryNote`,
      { config: { access: STOCK_DOC_PERMISSIONS(kind).view, read: true }, schema: { tags: [group], body: z.object({ id: z.coerce.number().int().positive() }) } },
      async (request) => {
        const auth = authOf(request);
        return bizOk(await inTenant(auth, (tx) => deliveryNote(tx, auth, kind, request.body.id)));
      },
    );
  }
}

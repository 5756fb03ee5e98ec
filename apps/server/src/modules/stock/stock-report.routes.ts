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
  NETWORK_INVENTORY,
  NETWORK_OUTLET_SCREEN,
  NETWORK_PART_SCREEN,
  permissionsOf,
  type ScreenDef,
  STOCK_DOC_GROUPS,
  STOCK_DOC_PERMISSIONS,
} from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { type ReportList, reportRoutes } from '../../http/resource/report-routes.ts';
import { deliveryNote } from './delivery-note.service.ts';
import { itemHistory, listItems, listOutletStock, listPartStock } from './stock-report.repository.ts';

export function stockReportRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);

  const report = (def: ScreenDef, list: ReportList, urls: { list: string; export: string }, tag: string) => reportRoutes(app, deps, { def, list, urls, tag });

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

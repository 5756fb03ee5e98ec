/**
 * E-commerce and shop orders (/basic/soOrderEBusiness): the import template and the import of a spreadsheet of
 * marketplace and shop orders as work orders (listed through the order grid, source ecommerce or shop). The shop's
 * order number is the order's external number, once per tenant: a row whose number is already an order is
 * refused as a duplicate, so importing the same file again creates nothing. A file is imported whole or not at all.
 */
import { bizOk, EBUSINESS_SOURCES, ORDER_PERMISSIONS, orderEBusinessResource } from '@as/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { FieldErrors } from '../../http/errors.ts';
import { requestLang } from '../../http/lang.ts';
import { importUpload } from '../../http/resource/resource.routes.ts';
import { type ImportTarget, importRows, importTemplate } from '../../platform/imports/import.service.ts';
import { createOrder, validOrderInput } from './order.service.ts';
import { soOrder } from './order.table.ts';

const Columns = z.array(z.object({ field: z.string().min(1).max(64), title: z.string().max(128) })).min(1).max(300);
const sources: readonly string[] = EBUSINESS_SOURCES;

/** Imported rows become orders created by the importing user, as if registered by hand. */
const ordersOf = (auth: AuthContext): ImportTarget => ({
  def: orderEBusinessResource,
  async duplicates(tx, tenantId, value) {
    // One import of the tenant's shop orders at a time: a second waits and then sees the first one's orders.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('soOrderEBusiness'), ${tenantId}::int)`);
    const [taken] = await tx
      .select({ id: soOrder.id })
      .from(soOrder)
      .where(and(eq(soOrder.tenantId, tenantId), eq(soOrder.externalNo, String(value.externalNo)), inArray(soOrder.source, [...sources]), isNull(soOrder.deletedAt)))
      .limit(1);
    return taken ? ['externalNo'] : [];
  },
  insert: (tx, _tenantId, _userId, value) => createOrder(tx, auth, value),
});

export function eBusinessRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/basic/${orderEBusinessResource.name}`;
  const tags = [orderEBusinessResource.name];

  r.post(`${base}/importTemplate`, { config: { access: ORDER_PERMISSIONS.import, read: true }, schema: { tags, body: z.object({ columns: Columns }) } }, async (request, reply) => {
    const file = await importTemplate({ def: orderEBusinessResource }, request.body.columns);
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${orderEBusinessResource.key}-template.xlsx`)}`)
      .send(file);
  });

  r.post(`${base}/getListByExcel`, { config: { access: ORDER_PERMISSIONS.import, title: 'e-commerce orders import' }, schema: { tags } }, async (request) => {
    const auth = authOf(request);
    const { buffer } = await importUpload(request);
    // All or nothing, whatever the client asks: a file of shop orders is imported whole or corrected and sent again.
    const result = await importRows(deps, auth, ordersOf(auth), buffer, true, requestLang(request), async (tx, caller, value) => {
      if (!sources.includes(String(value.source))) throw new FieldErrors([{ field: 'source', code: 'ebusinessSource' }]);
      await validOrderInput(tx, caller, value, 'add');
    });
    return bizOk(result);
  });
}

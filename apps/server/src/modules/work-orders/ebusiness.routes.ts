/**
 * E-commerce and shop orders (/basic/soOrderEBusiness): the import template and the import of a spreadsheet of
 * marketplace and shop orders as work orders (listed through the order grid, source ecommerce or shop), through
 * the platform's import machinery like any resource's (references named by code or name). The shop's order number
 * is the order's external number, once per tenant: a row whose number is already an order is refused as a
 * duplicate, so importing the same file again creates nothing. A file is imported whole or not at all.
 */
import { EBUSINESS_SOURCES, orderEBusinessResource } from '@as/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { FieldErrors } from '../../http/errors.ts';
import { importRoutes } from '../../http/resource/resource.routes.ts';
import type { ImportTarget } from '../../platform/imports/import.service.ts';
import { createOrder, validOrderInput } from './order.service.ts';
import { soOrder } from './order.table.ts';

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
  // All or nothing, whatever the client asks: a file of shop orders is imported whole or corrected and sent again.
  importRoutes(app, deps, orderEBusinessResource, ordersOf, {
    allOrNothing: 'always',
    async check(tx, caller, value) {
      if (!sources.includes(String(value.source))) throw new FieldErrors([{ field: 'source', code: 'ebusinessSource' }]);
      await validOrderInput(tx, caller, value, 'add');
    },
  });
}

/**
 * The completion form's calls besides its actions: the result held so far (parts lines), the fees the inputs
 * give before saving, the barcode check (siteOrderDeal checkBarcode) and the payment record (soOrderHandle pay).
 */
import { bizOk, ORDER_PERMISSIONS } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { authOf } from '../../http/access.ts';
import { checkBarcode, completionRequired, computeFees, faultTreeOf, PaymentInput, partsOf, photosOf, ResultInput, recordPayment, searchParts } from './completion.service.ts';
import { orderScope } from './order.repository.ts';
import { orderForUpdate } from './order.service.ts';
import { soOrder } from './order.table.ts';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../http/errors.ts';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';

const Id = z.coerce.number().int().positive();

/** The order as the caller may see it, unlocked (reads). */
async function visibleOrder(tx: Tx, auth: AuthContext, id: number) {
  const [order] = await tx
    .select()
    .from(soOrder)
    .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, id), isNull(soOrder.deletedAt), orderScope(auth)));
  if (!order) throw new AppError('notFound');
  return order;
}

export function completionRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);

  // What the form starts from: the replaced parts and photos held on the order (the draft or the result), the fault tree it offers and which of its fields completion asks for.
  r.post('/basic/soOrderHandle/getResult', { config: { access: ORDER_PERMISSIONS.view, read: true }, schema: { tags: ['soOrderHandle'], body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(
      await inTenant(auth, async (tx) => {
        const order = await visibleOrder(tx, auth, request.body.id);
        return {
          parts: await partsOf(tx, auth.tenantId, order.id),
          photos: await photosOf(tx, auth.tenantId, order.photos),
          faultTree: await faultTreeOf(tx, auth.tenantId, order),
          required: await completionRequired(tx, auth.tenantId),
        };
      }),
    );
  });

  // The parts lines' picker: the catalogue by code or name (those who complete orders need not see the parts screens), the order's BOM first.
  r.post(
    '/basic/soOrderHandle/searchParts',
    { config: { access: ORDER_PERMISSIONS.handle, read: true }, schema: { tags: ['soOrderHandle'], body: z.object({ id: Id.optional(), keyword: z.string().trim().max(64).default('') }) } },
    async (request) => {
      const auth = authOf(request);
      const { id, keyword } = request.body;
      return bizOk(await inTenant(auth, async (tx) => searchParts(tx, auth.tenantId, keyword, id === undefined ? null : await visibleOrder(tx, auth, id))));
    },
  );

  // The fees the form's inputs give, computed as saving would compute them; nothing is written.
  r.post(
    '/basic/soOrderHandle/previewFees',
    { config: { access: ORDER_PERMISSIONS.handle, read: true }, schema: { tags: ['soOrderHandle'], body: z.object({ id: Id, ...ResultInput }) } },
    async (request) => {
      const auth = authOf(request);
      return bizOk(await inTenant(auth, async (tx) => computeFees(tx, auth.tenantId, await visibleOrder(tx, auth, request.body.id), request.body)));
    },
  );

  r.post(
    '/basic/siteOrderDeal/checkBarcode',
    { config: { access: ORDER_PERMISSIONS.handle, read: true }, schema: { tags: ['siteOrderDeal'], body: z.object({ id: Id.optional(), barcode: z.string().trim().min(1).max(64) }) } },
    async (request) => {
      const auth = authOf(request);
      const { id, barcode } = request.body;
      return bizOk(
        await inTenant(auth, async (tx) => {
          const order = id === undefined ? null : await visibleOrder(tx, auth, id);
          await checkBarcode(tx, auth.tenantId, barcode, order?.id ?? null);
          return { barcode };
        }),
      );
    },
  );

  r.post('/basic/soOrderHandle/pay', { config: { access: ORDER_PERMISSIONS.handle, title: 'work order payment' }, schema: { tags: ['soOrderHandle'], body: PaymentInput } }, async (request) => {
    const auth = authOf(request);
    const saved = await inTenant(auth, async (tx) => recordPayment(tx, auth, await orderForUpdate(tx, auth, request.body.id), request.body));
    return bizOk({ id: saved.id, status: saved.status, version: saved.version, payStatus: saved.payStatus });
  });
}

/**
 * Call access: /basic/soOrder/getCallerInfo (who is calling: profiles, appliances, orders), getSerialHistory and
 * getCustomerHistory (the service history of a serial number or a customer), checkSerial (the order form's
 * serial number: model, appliance, warranty, the repair it would repeat).
 */
import { bizOk, orderResource, resourcePermissions } from '@as/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { callerInfo, customerHistory, serialHistory, serialInfo } from './call-access.service.ts';

const perm = resourcePermissions(orderResource);
const Phone = z.string().trim().regex(/^\+?[0-9][0-9 -]{2,19}$/);
const Serial = z.string().trim().min(1).max(64);

export function callAccessRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/basic/${orderResource.name}`;
  const tags = [orderResource.name];
  const read = { read: true, access: perm.view };
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);

  // Whoever takes calls (add) or looks orders up (view).
  r.post(`${base}/getCallerInfo`, { config: { read: true, access: 'user' }, schema: { tags, summary: 'Who is calling: profiles, appliances, orders of a number', body: z.object({ phone: Phone }) } }, async (request) => {
    const auth = authOf(request);
    if (!auth.permissions.has(perm.add) && !auth.permissions.has(perm.view)) throw new AppError('noPermission');
    return bizOk(await inTenant(auth, (tx) => callerInfo(tx, auth, request.body.phone)));
  });

  r.post(`${base}/getSerialHistory`, { config: read, schema: { tags, summary: 'Service history of a serial number', body: z.object({ serialNo: Serial }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => serialHistory(tx, auth, request.body.serialNo)));
  });

  r.post(`${base}/getCustomerHistory`, { config: read, schema: { tags, summary: 'Service history of a customer profile', body: z.object({ custId: z.coerce.number().int().positive() }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => customerHistory(tx, auth, request.body.custId)));
  });

  r.post(`${base}/checkSerial`, { config: { read: true, access: perm.add }, schema: { tags, summary: 'A serial number as the order form checks it', body: z.object({ serialNo: Serial }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(await inTenant(auth, (tx) => serialInfo(tx, auth, request.body.serialNo)));
  });

}

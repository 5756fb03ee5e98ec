/**
 * Every work-order verb over HTTP (one endpoint per action of the lifecycle table): each refuses a caller without
 * its permission (403), another tenant's order (404) and an order whose state does not allow it (409), and
 * changes nothing when it refuses. The bodies are valid for each verb's own schema, so the refusals come from
 * the permission, the tenant and the state, not from validation.
 */
import { actionPermission, errorText, ORDER_ACTIONS, ORDER_ENDPOINT_ACTIONS, ORDER_STEP_LABELS, type OrderAction, orderStatusLabel } from '@as/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as s from '../src/db/schema.ts';
import { handlerOf, stateOf } from '../src/modules/work-orders/order.service.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, type Payload } from './order-fixtures.ts';

/** A body the verb's schema accepts: each required input gets the first candidate value its schema takes. */
function validBody(action: OrderAction, id: number): Payload {
  const body: Payload = { id, reason: '测试原因' };
  for (const [key, schema] of Object.entries(handlerOf(action)?.input ?? {}) as [string, z.ZodType][]) {
    if (schema.safeParse(undefined).success) continue;
    const value = [1, '2030-01-02 10:00', true, 'x', []].find((candidate) => schema.safeParse(candidate).success);
    if (value === undefined) throw new Error(`no sample value for ${action}.${key}`);
    body[key] = value;
  }
  return body;
}

describe('every work-order verb', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const { orderInput, post } = orderFixtures(t);
  const USERS = ['admin', 'centre_north', 'outlet_chaoyang', 'engineer_wang', 'visitor_sun', 'storekeeper_zhou'];
  const users = await Promise.all(
    USERS.map(async (name) => {
      const headers = await t.login(name);
      const info = (await t.request({ method: 'GET', url: '/admin/user/info', headers })).json().data;
      return { name, headers, permissions: new Set<string>(info.permissions) };
    }),
  );
  const admin = users[0].headers;
  const admin2 = await t.login('admin2', { tenantId: 2 });

  // A cancelled order: no verb may run on it (the finished order's settlement and return visit need 1250).
  const { id } = (await post('soOrder/add', await orderInput(), admin)).json().objx;
  expect((await post('siteOrderDeal/cancel', { id, reason: '客户取消' }, admin)).statusCode).toBe(200);
  const row = async () => (await db.select().from(s.soOrder).where(and(eq(s.soOrder.tenantId, 1), eq(s.soOrder.id, id))))[0];
  const cancelled = await row();
  const state = stateOf(cancelled);
  const seers: typeof users = [];
  for (const u of users) if ((await post('soOrder/getDetail', { id }, u.headers)).statusCode === 200) seers.push(u);
  const path = (action: OrderAction) => `${ORDER_ACTIONS[action].group}/${action}`;

  it.each(ORDER_ENDPOINT_ACTIONS.map((a) => [a]))('%s: refused without the permission, for another tenant and in a state that does not allow it', async (action) => {
    const permission = actionPermission(action, state);
    const body = validBody(action, id);

    const holder = users.find((u) => u.permissions.has(permission));
    expect(holder, `a demo user with ${permission}`).toBeDefined();
    const refused = await post(path(action), body, holder!.headers);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().type).toBe('error');
    // The refusal names the order's status and the step, in the caller's language.
    expect(refused.json().msg).toBe(errorText('orderActionRefused', 'zh-CN', { status: orderStatusLabel(cancelled.status), action: ORDER_STEP_LABELS[action] }));
    expect(refused.json().msg).toContain('已取消');

    // A demo user who sees this order but may not run the verb (auditReject's endpoint is open to whoever sees
    // the order; the audit level's permission is checked on the order), else one who sees other orders.
    const lacking = [...seers, ...users].find((u) => !u.permissions.has(permission) && u.permissions.has('basic_so_order_view'));
    expect(lacking, `a demo user who sees orders without ${permission}`).toBeDefined();
    expect((await post(path(action), body, lacking!.headers)).statusCode).toBe(403);

    // Headquarters of tenant 2 holds the permission in its own tenant: the order is not there.
    expect((await post(path(action), body, admin2)).statusCode).toBe(404);

    expect(await row()).toEqual(cancelled);
  });
});

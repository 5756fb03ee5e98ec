/**
 * Push rules at work in the demo (issue 18): the seed's own orders queue no pushes (push.wiring.ts: a first start would
 * otherwise send one of each for every demo order, and tests that run one job would find them first); instead the
 * real rules run for a few of tenant 1's orders — the creation SMS of two orders to
 * their customers, the dispatch of the Chaoyang outlet's orders (site messages to the outlet's users, and the
 * engineer's WeChat rule logged as failed: WeChat has no adapter) — so the push log, the SMS outbox and the
 * outlet's bell are not empty.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { fireRules } from '../../modules/rules/push.service.ts';
import { outboxSms } from '../../platform/sms/sms.adapter.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';

export async function seedPushDemo(tx: Tx, tenantId: number) {
  const orders = await tx.select({ id: s.soOrder.id }).from(s.soOrder).where(eq(s.soOrder.tenantId, tenantId)).orderBy(asc(s.soOrder.id)).limit(2);
  for (const order of orders) await fireRules(tx, outboxSms, tenantId, 'order_created', order.id);
  const dispatched = await tx
    .select({ id: s.soOrder.id })
    .from(s.soOrder)
    .where(and(eq(s.soOrder.tenantId, tenantId), isNotNull(s.soOrder.siteId)))
    .orderBy(asc(s.soOrder.id))
    .limit(3);
  for (const order of dispatched) {
    await fireRules(tx, outboxSms, tenantId, 'dispatched', order.id, {}, 'assignSite');
    await fireRules(tx, outboxSms, tenantId, 'dispatched', order.id, {}, 'assign');
  }
}

/**
 * Push rules at work in the demo (issue 18): the seed's own orders and complaints queue no pushes (push.wiring.ts and
 * queueComplaintPush: a first start would otherwise send one of each for every demo order, and tests that run one job
 * would find them first); instead the real rules run for a few of tenant 1's orders — the creation SMS of two orders
 * to their customers, the dispatch of the Chaoyang outlet's orders (site messages to the outlet's users, and the
 * engineer's WeChat rule through the WeChat adapter: 王建国 has bound a WeChat account, so it is in the WeChat outbox)
 * — so the push log, the SMS and WeChat outboxes and the outlet's bell are not empty.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { fireRules } from '../../modules/rules/push.service.ts';
import { outboxSms } from '../../platform/sms/sms.adapter.ts';
import { outboxWechat, WECHAT_SOCIAL_TYPE } from '../../platform/wechat/wechat.adapter.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';

/** The demo engineer's WeChat account (as the social login would have bound it). */
const DEMO_ENGINEER_OPENID = 'oDemo-wang-jianguo';

export async function seedPushDemo(tx: Tx, tenantId: number) {
  const [wang] = await tx.select({ id: s.sysUser.id }).from(s.sysUser).where(eq(s.sysUser.username, 'engineer_wang'));
  if (wang) await tx.insert(s.sysSocialBinding).values({ tenantId, userId: wang.id, type: WECHAT_SOCIAL_TYPE, openId: DEMO_ENGINEER_OPENID }).onConflictDoNothing();
  const senders = { sms: outboxSms, wechat: outboxWechat };
  const orders = await tx.select({ id: s.soOrder.id }).from(s.soOrder).where(eq(s.soOrder.tenantId, tenantId)).orderBy(asc(s.soOrder.id)).limit(2);
  for (const order of orders) await fireRules(tx, senders, tenantId, 'order_created', order.id);
  const dispatched = await tx
    .select({ id: s.soOrder.id })
    .from(s.soOrder)
    .where(and(eq(s.soOrder.tenantId, tenantId), isNotNull(s.soOrder.siteId)))
    .orderBy(asc(s.soOrder.id))
    .limit(3);
  for (const order of dispatched) {
    await fireRules(tx, senders, tenantId, 'dispatched', order.id, {}, 'assignSite');
    await fireRules(tx, senders, tenantId, 'dispatched', order.id, {}, 'assign');
  }
}

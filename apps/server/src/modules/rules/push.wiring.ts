/**
 * Where each order event of the push_event dictionary happens: a new order (order_created), and the order actions of
 * EVENT_ACTIONS. Each queues the event in the command's own transaction; the rules run after it commits (PUSH_JOB).
 * The SLA warning and overdue come from the scheduled scan (scanPushes); a complaint's events from its commands
 * (queueComplaintPush).
 */
import type { OrderAction } from '@as/shared';
import { onCreated, onOrderMoved } from '../work-orders/index.ts';
import { bySeed, EVENT_ACTIONS, queuePush } from './push.service.ts';

onCreated(async (tx, auth, order) => {
  if (!bySeed(auth)) await queuePush(tx, auth.tenantId, 'order_created', order.id);
  return order;
});

for (const [event, actions] of Object.entries(EVENT_ACTIONS)) {
  for (const action of actions as readonly OrderAction[]) {
    onOrderMoved(action, async ({ tx, auth, after }) => {
      if (!bySeed(auth)) await queuePush(tx, auth.tenantId, event, after.id, action);
    });
  }
}

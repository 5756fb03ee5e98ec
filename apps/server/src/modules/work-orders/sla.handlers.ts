/**
 * The SLA's part in the lifecycle: resuming a suspended order (the customer's pause) moves the deadlines of its
 * running clocks on by the time it waited since it was suspended.
 */
import { resumedDeadlines, type SlaDueField } from '@as/shared';
import { and, desc, eq } from 'drizzle-orm';
import { onAction } from './order.service.ts';
import { soOrderHistory } from './order.table.ts';
import { clockFacts } from './sla.service.ts';

onAction('resume', {
  input: {},
  async handle({ tx, auth, order, now }) {
    const [suspended] = await tx
      .select({ at: soOrderHistory.createdAt })
      .from(soOrderHistory)
      .where(and(eq(soOrderHistory.tenantId, auth.tenantId), eq(soOrderHistory.orderId, order.id), eq(soOrderHistory.action, 'suspend')))
      .orderBy(desc(soOrderHistory.id))
      .limit(1);
    if (!suspended) return undefined;
    const pausedMs = now.getTime() - suspended.at.getTime();
    const moved = resumedDeadlines(clockFacts(order), pausedMs);
    const changes = Object.fromEntries(Object.entries(moved).map(([field, due]) => [field, due.toISOString()])) as Partial<Record<SlaDueField, string>>;
    return { changes, detail: { pausedMinutes: Math.round(pausedMs / 60_000) } };
  },
});

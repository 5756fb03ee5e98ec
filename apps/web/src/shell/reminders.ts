/** The work-order reminder count of the top bar: polled every 540000 ms, and again whenever the tenant changes. */
import { REMINDER_POLL_MS } from '@as/shared';
import { useQuery } from '@tanstack/react-query';
import { r } from '../api/request.ts';

interface ReminderCounts {
  serviceOrderSum: number | null;
  complaintOrderSum: number | null;
}

/** Spec section 7: each count is 0 when null, and the badge shows their sum. */
export const reminderTotal = (counts: ReminderCounts | undefined) => (counts?.serviceOrderSum ?? 0) + (counts?.complaintOrderSum ?? 0);

export const reminderKeys = { all: ['reminders'] as const };

export function useReminderCount(tenantId: number | undefined): number {
  const counts = useQuery({
    queryKey: [...reminderKeys.all, tenantId],
    enabled: tenantId !== undefined,
    refetchInterval: REMINDER_POLL_MS,
    queryFn: () => r<ReminderCounts>('/basic/soOrder/getNumberOfReminderOrders', { method: 'POST', silent: true }),
  });
  return reminderTotal(counts.data);
}

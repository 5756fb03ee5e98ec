/**
 * On site and after (spec: siteOrderDeal book; check-in and departure; completion and its audits; cancel): the
 * times each step records. The completion form's content (fault tree, parts, fees, photos) is in completion.ts.
 */
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { companyConfigOf } from '../master-data/index.ts';
import { onAction } from './order.service.ts';

const When = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/);

// The first appointment (1030), the second (1090), or a change of the current one, counted against the configuration.
onAction('book', {
  input: { appointAt: When, customerCaused: z.boolean().optional() },
  async handle({ tx, auth, order, input, now }) {
    const appointAt = new Date(input.appointAt.replace(' ', 'T'));
    if (Number.isNaN(appointAt.getTime())) throw new AppError('validation', { field: 'appointAt', message: input.appointAt });
    if (appointAt.getTime() < now.getTime() - 60_000) throw new AppError('appointInPast');
    const at = appointAt.toISOString();
    if (order.status === 1030) return { changes: { appointAt: at, firstAppointAt: at, appointCount: 1 }, detail: { appointAt: at, round: 1 } };
    if (order.status === 1090) return { changes: { appointAt: at, secondAppointAt: at, appointCount: 2 }, detail: { appointAt: at, round: 2 } };
    const { maxAppointmentChanges } = await companyConfigOf(tx, auth.tenantId);
    if (order.appointChanges >= maxAppointmentChanges) throw new AppError('appointLimit', { n: maxAppointmentChanges });
    return {
      changes: { appointAt: at, appointChanges: order.appointChanges + 1, customerPauses: order.customerPauses + (input.customerCaused ? 1 : 0) },
      detail: { appointAt: at, from: order.appointAt, change: order.appointChanges + 1, customerCaused: input.customerCaused ?? false },
    };
  },
});

onAction('checkIn', {
  input: {},
  async handle({ now }) {
    return { changes: { checkInAt: now.toISOString(), departAt: null } };
  },
});

onAction('depart', {
  input: {},
  async handle({ now }) {
    return { changes: { departAt: now.toISOString() } };
  },
});

const stamp = (column: 'networkConfirmedAt' | 'centreAuditedAt' | 'finishedAt' | 'cancelledAt') => ({
  input: {},
  async handle({ now }: { now: Date }) {
    return { changes: { [column]: now.toISOString() } };
  },
});
onAction('networkConfirm', stamp('networkConfirmedAt'));
onAction('centreAudit', stamp('centreAuditedAt'));
onAction('doOrderFinish', stamp('finishedAt'));
onAction('cancel', stamp('cancelledAt'));
onAction('approveClose', stamp('cancelledAt'));
// A return visit took the completion back: the audits' and the finish's times go with it (the next ones stamp them anew).
onAction('rejectCompletion', {
  input: {},
  async handle() {
    return { changes: { networkConfirmedAt: null, centreAuditedAt: null, finishedAt: null } };
  },
});

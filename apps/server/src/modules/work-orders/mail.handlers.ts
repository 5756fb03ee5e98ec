/**
 * Repair by mail (spec section 2 "repair-by-mail"): the shipping-repair steps of the lifecycle record their
 * logistics on the order — the carrier and tracking number of the unit sent to the service centre, and of the
 * repaired unit (or the approved replacement) delivered back to the customer — the customer's signature time, and
 * when the order entered its current shipping-repair step (the screen's days in state).
 */
import { z } from 'zod';
import { onAction } from './order.service.ts';

/** A carrier or tracking number: required, trimmed, as long as the column. */
const Tracking = z.string().trim().min(1).max(64);

const moved = (now: Date) => ({ shipAt: now.toISOString() });

onAction('creatInternalOrder', { input: {}, handle: async ({ now }) => ({ changes: moved(now) }) });

onAction('sendToCentre', {
  input: { sendLogistics: Tracking, sendTrackingNo: Tracking },
  async handle({ input, now }) {
    const leg = { sendLogistics: input.sendLogistics, sendTrackingNo: input.sendTrackingNo };
    return { changes: { ...leg, ...moved(now) }, detail: leg };
  },
});

onAction('receiveAtCentre', { input: {}, handle: async ({ now }) => ({ changes: moved(now) }) });
onAction('repairAtCentre', { input: {}, handle: async ({ now }) => ({ changes: moved(now) }) });

onAction('deliverFromCentre', {
  input: { returnLogistics: Tracking, returnTrackingNo: Tracking },
  async handle({ input, order, now }) {
    const leg = { returnLogistics: input.returnLogistics, returnTrackingNo: input.returnTrackingNo };
    // An approved replacement goes out too; only a unit repaired by mail moves the shipping-repair step.
    return { changes: { ...leg, ...(order.ship === 'none' ? {} : moved(now)) }, detail: leg };
  },
});

onAction('customerSign', { input: {}, handle: async ({ now }) => ({ changes: { customerSignedAt: now.toISOString(), ...moved(now) } }) });

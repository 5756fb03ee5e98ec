/**
 * Fee applications on an order (soApplyMoney, spec section 7): an outlet or engineer asks for an ad hoc fee of a
 * special-fee subject on an order that is neither cancelled nor settled, at most the subject's cap per claim, with
 * photos when the subject needs them. The order's centre and headquarters approve; the approved amount is added
 * to the order's ad hoc fee, the fees recomputed (fees.ts, in cents) and the order's version bumped, with a
 * history row, in the approving transaction.
 */
import { APPLY_MONEY_ACTIONS, APPLY_MONEY_PERMISSIONS, applyMoneyResource, formatScaled, parseScaled } from '@as/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { sfSpecialFeeSubject } from '../master-data/index.ts';
import { computeFees } from './completion.service.ts';
import { insertHistory, type OrderRow, orderFeesChanged } from './order.service.ts';
import { soOrder } from './order.table.ts';
import type { RequestKind } from './order-request.service.ts';
import { soApplyMoney, soApplyMoneyNo } from './order-request.table.ts';

export const APPLY_MONEY_PROCESS = 'soApplyMoney';

const cents = (value: string | number | null) => (value === null ? 0 : (parseScaled(value) ?? 0));

/** An order fees can still be added to. */
const feeOpen = (order: OrderRow) => order.status !== 1260 && order.settle !== 'settled';

export const applyMoneyKind: RequestKind = {
  resource: applyMoneyResource,
  table: soApplyMoney,
  prefix: 'FA',
  sequence: soApplyMoneyNo,
  actions: APPLY_MONEY_ACTIONS,
  permissions: APPLY_MONEY_PERMISSIONS,
  businessType: APPLY_MONEY_PROCESS,

  async check(tx, auth, order, request) {
    if (!feeOpen(order)) throw new AppError('applyMoneyOrderClosed');
    const [subject] =
      request.subjectId == null
        ? []
        : await tx
            .select({ maxAmount: sfSpecialFeeSubject.maxAmount, needAttachment: sfSpecialFeeSubject.needAttachment })
            .from(sfSpecialFeeSubject)
            .where(and(eq(sfSpecialFeeSubject.tenantId, auth.tenantId), eq(sfSpecialFeeSubject.id, request.subjectId), eq(sfSpecialFeeSubject.enabled, true), isNull(sfSpecialFeeSubject.deletedAt)));
    if (!subject) throw new FieldErrors([{ field: 'subjectId', code: 'notFound' }]);
    const cap = cents(subject.maxAmount);
    if (cap > 0 && cents(request.amount) > cap) throw new FieldErrors([{ field: 'amount', code: 'applyMoneyOverCap', params: { cap: formatScaled(cap) } }]);
    if (subject.needAttachment && !request.attachments.length) throw new FieldErrors([{ field: 'attachments', code: 'applyMoneyNeedsAttachment' }]);
    return { definitionKey: APPLY_MONEY_PROCESS };
  },

  async approved(tx, auth, request, order) {
    if (!feeOpen(order)) throw new AppError('applyMoneyOrderClosed');
    const fees = await computeFees(tx, auth.tenantId, order, { feeAdhoc: formatScaled(cents(order.feeAdhoc) + cents(request.amount)) });
    const [moved] = await tx
      .update(soOrder)
      .set({ ...fees, version: order.version + 1, updatedBy: auth.userId, updatedAt: new Date() })
      .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, order.id), eq(soOrder.version, order.version)))
      .returning();
    if (!moved) throw new AppError('orderChanged');
    await insertHistory(tx, auth, order, moved, 'applyMoney', request.decisionRemark ?? '', { billNo: request.billNo, amount: request.amount, feeAdhoc: moved.feeAdhoc, feeTotal: moved.feeTotal });
    await orderFeesChanged(tx, auth, moved);
  },
};

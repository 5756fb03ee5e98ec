/**
 * Work-order appeals (soOrderAppeal, spec section 2 "work order appeal"): an outlet appeals the settlement
 * rejection of one of its finished orders, naming the assessment item when one was applied. It may appeal within
 * the item's appeal period (days after the rejection; the company's appealDays when no item is named), one
 * appeal open per order. Headquarters decides, after the order's centre when the item says branchAppeal. Approved,
 * the order's settlement goes back to be settled; given up, it is suspended (the spec: "give up appeal (call will
 * be suspended and settlement cancelled)"). Both are steps of the order's lifecycle, written to its history.
 */
import { APPEAL_ACTIONS, APPEAL_PERMISSIONS, appealDeadline, formatDateTime, orderAppealResource } from '@as/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { basCheckSubject, companyConfigOf } from '../master-data/index.ts';
import { actOn, type OrderRow } from './order.service.ts';
import { soOrderHistory } from './order.table.ts';
import type { RequestKind } from './order-request.service.ts';
import { soOrderAppeal, soOrderAppealNo } from './order-request.table.ts';

/** The workflow business type of appeals, and its two processes: headquarters alone, or the centre first. */
export const APPEAL_PROCESS = 'soOrderAppeal';
export const APPEAL_BRANCH_PROCESS = 'soOrderAppealBranch';

/** When the order's settlement was rejected: the decision an appeal answers. */
async function rejectedAt(tx: Tx, tenantId: number, orderId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: soOrderHistory.createdAt })
    .from(soOrderHistory)
    .where(and(eq(soOrderHistory.tenantId, tenantId), eq(soOrderHistory.orderId, orderId), eq(soOrderHistory.action, 'rejectSettle')))
    .orderBy(desc(soOrderHistory.id))
    .limit(1);
  return row?.at ?? null;
}

export const appealKind: RequestKind = {
  resource: orderAppealResource,
  table: soOrderAppeal,
  prefix: 'AP',
  sequence: soOrderAppealNo,
  actions: APPEAL_ACTIONS,
  permissions: APPEAL_PERMISSIONS,
  businessType: APPEAL_PROCESS,
  openError: 'appealOpen',

  async check(tx, auth, order, request, now) {
    const decided = order.status === 1250 && order.settle === 'rejected' ? await rejectedAt(tx, auth.tenantId, order.id) : null;
    if (!decided) throw new AppError('orderNotAppealable');
    let subject: { appealDays: number; branchAppeal: boolean } | undefined;
    if (request.subjectId != null) {
      [subject] = await tx
        .select({ appealDays: basCheckSubject.appealDays, branchAppeal: basCheckSubject.branchAppeal })
        .from(basCheckSubject)
        .where(and(eq(basCheckSubject.tenantId, auth.tenantId), eq(basCheckSubject.id, request.subjectId), eq(basCheckSubject.subjectType, 'penalty'), eq(basCheckSubject.enabled, true), isNull(basCheckSubject.deletedAt)));
      if (!subject) throw new FieldErrors([{ field: 'subjectId', code: 'notFound' }]);
    }
    const days = subject?.appealDays ?? (await companyConfigOf(tx, auth.tenantId)).appealDays;
    const deadline = appealDeadline(decided, days);
    if (now > deadline) throw new AppError('appealOutOfPeriod', { days, deadline: formatDateTime(deadline) ?? '' });
    // The centre decides first when the item says so and the order passed through one.
    return { definitionKey: subject?.branchAppeal && order.centreId !== null ? APPEAL_BRANCH_PROCESS : APPEAL_PROCESS };
  },

  async approved(tx, auth, request, order) {
    await actOn(tx, auth, order, 'appealApproved', { id: order.id, reason: `${request.billNo}: ${request.decisionRemark ?? ''}`.trim() }, { system: true });
  },

  async givenUp(tx: Tx, auth: AuthContext, request, order: OrderRow) {
    await actOn(tx, auth, order, 'appealGivenUp', { id: order.id, reason: request.billNo }, { permission: APPEAL_PERMISSIONS.giveUp });
  },
};

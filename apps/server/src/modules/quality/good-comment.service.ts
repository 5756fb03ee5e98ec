/**
 * Good-comment applications' commands (packages/shared quality/good-comment.ts; docs/customer-care.md "Quality and
 * accident reports, good comments"). An outlet claims a reward for an order it may see; headquarters checks it. The
 * approved amount becomes the order's reward fee (so_order.fee_reward, added to what it holds, the fees recomputed as
 * a fee application's are) in the approving transaction, so the settlement pool and the statement pay it with the
 * order; an order cancelled or settled takes no reward. One live claim per order (a partial unique index backs the
 * check). Each command is one transaction on the shared document steps (modules/document.ts).
 */
import {
  allowedGoodCommentActions,
  formatScaled,
  GOOD_COMMENT_ACTION_LABELS,
  GOOD_COMMENT_ACTIONS,
  GOOD_COMMENT_LIVE,
  GOOD_COMMENT_PERMISSIONS,
  GOOD_COMMENT_STATUS_LABELS,
  type GoodCommentAction,
  type GoodCommentNotice,
  grantFits,
  parseScaled,
} from '@as/shared';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { documentCommands } from '../document.ts';
import { snSite } from '../network/index.ts';
import { checkPhotos, computeFees, insertHistory, type OrderRow, orderFeesChanged, orderScope, photosOf, soOrder } from '../work-orders/index.ts';
import { wkGoodCommentApply, wkGoodCommentApplyHistory, wkGoodCommentApplyNo } from './good-comment.table.ts';
import { holdersOf } from './quality-report.service.ts';

type Apply = typeof wkGoodCommentApply.$inferSelect;

/** Who sees a claim: the order's outlet and those above it (headquarters all), or who made it. */
export const goodCommentScope = (viewer: Viewer): SQL | undefined => orgScope(viewer, { dept: wkGoodCommentApply.deptId, owner: wkGoodCommentApply.createdBy });

const commands = documentCommands({
  table: wkGoodCommentApply,
  history: { table: wkGoodCommentApplyHistory, key: 'applyId' },
  scope: goodCommentScope,
  state: (row) => ({ status: row.status }),
  actions: GOOD_COMMENT_ACTIONS,
  changed: 'goodCommentChanged',
  refused: (row, action) => new AppError('goodCommentActionRefused', { status: GOOD_COMMENT_STATUS_LABELS[row.status], action: GOOD_COMMENT_ACTION_LABELS[action] }),
});

export interface GoodCommentInput {
  orderNo: string;
  praise: string;
  amountClaimed: string;
  attachments?: number[];
}

export interface GoodCommentMoved {
  saved: Apply;
  notice: GoodCommentNotice;
  tell: number[];
}

const cents = (value: string | number | null) => (value === null ? 0 : (parseScaled(value) ?? 0));
/** An order a reward can still be added to: neither cancelled nor settled (as for fee applications). */
const rewardOpen = (order: OrderRow) => order.status !== 1260 && order.settle !== 'settled';
const noticeOf = (row: Apply, action: GoodCommentNotice['action']): GoodCommentNotice => ({ id: row.id, applyNo: row.applyNo, orderNo: row.orderNo, action, status: row.status });

/** The live claim of an order, if any. */
async function liveClaim(tx: Tx, tenantId: number, orderId: number) {
  const [found] = await tx
    .select({ applyNo: wkGoodCommentApply.applyNo })
    .from(wkGoodCommentApply)
    .where(and(eq(wkGoodCommentApply.tenantId, tenantId), eq(wkGoodCommentApply.orderId, orderId), isNull(wkGoodCommentApply.deletedAt), inArray(wkGoodCommentApply.status, [...GOOD_COMMENT_LIVE])));
  return found ?? null;
}

/** An outlet claims a reward for an order it may see: pending, headquarters told. */
export async function addGoodComment(tx: Tx, auth: AuthContext, input: GoodCommentInput): Promise<GoodCommentMoved> {
  const tenant = auth.tenantId;
  const [order] = await tx
    .select()
    .from(soOrder)
    .where(and(eq(soOrder.tenantId, tenant), eq(soOrder.orderNo, input.orderNo.trim()), isNull(soOrder.deletedAt), orderScope(auth)))
    .for('update');
  if (!order) throw new FieldErrors([{ field: 'orderNo', code: 'notFound' }]);
  const [site] = order.siteId === null ? [] : await tx.select({ id: snSite.id, deptId: snSite.deptId }).from(snSite).where(and(eq(snSite.tenantId, tenant), eq(snSite.id, order.siteId)));
  if (!site) throw new FieldErrors([{ field: 'orderNo', code: 'notFound' }]);
  if (!rewardOpen(order)) throw new AppError('goodCommentOrderClosed');
  const taken = await liveClaim(tx, tenant, order.id);
  if (taken) throw new AppError('goodCommentTaken', { applyNo: taken.applyNo });
  await checkPhotos(tx, tenant, input.attachments ?? [], 'attachments');
  const [saved] = await tx
    .insert(wkGoodCommentApply)
    .values({
      tenantId: tenant,
      applyNo: sql`'HP' || to_char(now(), 'YYMMDD') || lpad(nextval(${wkGoodCommentApplyNo.seqName})::text, 6, '0')`,
      orderId: order.id,
      orderNo: order.orderNo,
      siteId: site.id,
      deptId: site.deptId,
      praise: input.praise.trim(),
      attachments: input.attachments ?? [],
      amountClaimed: formatScaled(cents(input.amountClaimed)),
      createdBy: auth.userId,
      updatedBy: auth.userId,
    })
    .returning();
  await commands.history(tx, auth, null, saved, 'create');
  const tell = (await holdersOf(tx, tenant, GOOD_COMMENT_PERMISSIONS.check)).filter((u) => u !== auth.userId);
  return { saved, notice: noticeOf(saved, 'create'), tell };
}

/** The order's reward raised by the granted amount, its fees recomputed and its version bumped, with a history row on the order. */
async function rewardOrder(tx: Tx, auth: AuthContext, apply: Apply, granted: number) {
  const [order] = await tx
    .select()
    .from(soOrder)
    .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, apply.orderId)))
    .for('update');
  if (!order || order.deletedAt || !rewardOpen(order)) throw new AppError('goodCommentOrderClosed');
  const fees = await computeFees(tx, auth.tenantId, order, { feeReward: formatScaled(cents(order.feeReward) + granted) });
  const [moved] = await tx
    .update(soOrder)
    .set({ ...fees, version: order.version + 1, updatedBy: auth.userId, updatedAt: new Date() })
    .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, order.id), eq(soOrder.version, order.version)))
    .returning();
  if (!moved) throw new AppError('orderChanged');
  await insertHistory(tx, auth, order, moved, 'goodComment', apply.checkRemark ?? '', { applyNo: apply.applyNo, amount: formatScaled(granted), feeReward: moved.feeReward, feeTotal: moved.feeTotal });
  await orderFeesChanged(tx, auth, moved);
}

/**
 * Headquarters' check: approve with the amount granted (above 0, at most the claim; the claim when not given), which
 * becomes the order's reward, or reject with the reason. The outlet's claimant is told.
 */
export async function checkGoodComment(tx: Tx, auth: AuthContext, input: { id: number; version?: number; action: GoodCommentAction; amountGranted?: string | null; remark?: string | null }): Promise<GoodCommentMoved> {
  const row = await commands.forUpdate(tx, auth, input.id);
  const moved = commands.next(row, input.action, input.version);
  const remark = input.remark?.trim() || null;
  if ('reason' in GOOD_COMMENT_ACTIONS[input.action] && !remark) throw new FieldErrors([{ field: 'remark', code: 'required' }]);
  let changes: Partial<typeof wkGoodCommentApply.$inferInsert> = { checkedBy: auth.userId, checkedAt: new Date(), checkRemark: remark };
  let granted = 0;
  if (input.action === 'approve') {
    const claimed = cents(row.amountClaimed);
    granted = input.amountGranted == null || input.amountGranted === '' ? claimed : cents(input.amountGranted);
    if (!grantFits(claimed, granted)) throw new FieldErrors([{ field: 'amountGranted', code: 'goodCommentGrantTooHigh', params: { claimed: row.amountClaimed } }]);
    changes = { ...changes, amountGranted: formatScaled(granted) };
  }
  const saved = await commands.save(tx, auth, row, { ...moved, ...changes });
  await commands.history(tx, auth, row, saved, input.action, remark ?? '');
  if (input.action === 'approve') await rewardOrder(tx, auth, saved, granted);
  return { saved, notice: noticeOf(saved, input.action), tell: saved.createdBy && saved.createdBy !== auth.userId ? [saved.createdBy] : [] };
}

/** The claim, its order's fees, its files, history and the actions the caller may take now. */
export async function goodCommentDetail(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx
    .select({ apply: wkGoodCommentApply, siteName: snSite.name, claimantName: sysUser.name, feeReward: soOrder.feeReward, feeTotal: soOrder.feeTotal })
    .from(wkGoodCommentApply)
    .leftJoin(snSite, and(eq(snSite.tenantId, wkGoodCommentApply.tenantId), eq(snSite.id, wkGoodCommentApply.siteId)))
    .leftJoin(sysUser, eq(sysUser.id, wkGoodCommentApply.createdBy))
    .leftJoin(soOrder, and(eq(soOrder.tenantId, wkGoodCommentApply.tenantId), eq(soOrder.id, wkGoodCommentApply.orderId)))
    .where(and(eq(wkGoodCommentApply.tenantId, auth.tenantId), eq(wkGoodCommentApply.id, id), isNull(wkGoodCommentApply.deletedAt), goodCommentScope(auth)));
  if (!row) throw new AppError('notFound');
  const steps = await tx
    .select({
      id: wkGoodCommentApplyHistory.id,
      action: wkGoodCommentApplyHistory.action,
      fromStatus: wkGoodCommentApplyHistory.fromStatus,
      toStatus: wkGoodCommentApplyHistory.toStatus,
      userName: sysUser.name,
      remark: wkGoodCommentApplyHistory.remark,
      createdAt: wkGoodCommentApplyHistory.createdAt,
    })
    .from(wkGoodCommentApplyHistory)
    .leftJoin(sysUser, eq(sysUser.id, wkGoodCommentApplyHistory.userId))
    .where(and(eq(wkGoodCommentApplyHistory.tenantId, auth.tenantId), eq(wkGoodCommentApplyHistory.applyId, id)))
    .orderBy(asc(wkGoodCommentApplyHistory.id));
  const { tenantId: _tenant, deletedAt: _deleted, ...apply } = row.apply;
  const actions = allowedGoodCommentActions({ status: apply.status }).filter((a) => auth.permissions.has(GOOD_COMMENT_PERMISSIONS[GOOD_COMMENT_ACTIONS[a].permission]));
  return { ...apply, siteName: row.siteName, claimantName: row.claimantName, feeReward: row.feeReward, feeTotal: row.feeTotal, attachments: await photosOf(tx, auth.tenantId, apply.attachments), history: steps, actions };
}

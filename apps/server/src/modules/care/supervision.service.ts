/**
 * Supervision orders' commands (packages/shared care/supervision.ts; docs/customer-care.md, Supervision orders).
 * Each is one transaction: the order is read in the caller's data scope and locked, the shared table decides, an
 * UPDATE guarded on the version moves it, and a history row records who did what. Each command names who on the
 * other side is told (the route publishes once the transaction has committed): the outlet's repliers when it is
 * opened, closed or given up, its opener when the outlet replies.
 */
import {
  allowedSupervisionActions,
  SUPERVISION_ACTION_LABELS,
  SUPERVISION_ACTIONS,
  SUPERVISION_PERMISSIONS,
  SUPERVISION_STATUS_LABELS,
  type SupervisionNotice,
  type SupervisionTarget,
} from '@as/shared';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { documentCommands } from '../document.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { snSiteEngineer } from '../engineers/index.ts';
import { siteScope, snSite } from '../network/index.ts';
import { checkPhotos, photosOf, soOrder } from '../work-orders/index.ts';
import { soSupervision, soSupervisionHistory, soSupervisionNo } from './supervision.table.ts';

type Supervision = typeof soSupervision.$inferSelect;

/** Who sees a supervision order: the target outlet's organisations (an outlet its own, a centre its region's, the supervisor and headquarters all), or whoever opened it. */
export const supervisionScope = (viewer: Viewer): SQL | undefined => orgScope(viewer, { dept: soSupervision.deptId, owner: soSupervision.createdBy });

export interface SupervisionInput {
  targetType: SupervisionTarget;
  siteId?: number | null;
  engineerId?: number | null;
  orderId?: number | null;
  reason: string;
  dueDate: string;
  attachments?: number[];
}

/** The committed command's result: the row, and whom the route tells. */
export interface Moved {
  saved: Supervision;
  notice: SupervisionNotice;
  tell: number[];
}

const commands = documentCommands({
  table: soSupervision,
  history: { table: soSupervisionHistory, key: 'supervisionId' },
  scope: supervisionScope,
  state: (row) => ({ status: row.status }),
  actions: SUPERVISION_ACTIONS,
  changed: 'supervisionChanged',
  refused: (row, action) => new AppError('supervisionActionRefused', { status: SUPERVISION_STATUS_LABELS[row.status], action: SUPERVISION_ACTION_LABELS[action] }),
});

/**
 * The outlet's users who may reply (their roles grant the reply button), and the engineer it is against: whom an
 * opening, closing or giving up is told.
 */
async function outletSide(tx: Tx, tenantId: number, row: Supervision): Promise<number[]> {
  const rows = await queryRows<{ user_id: string | number }>(
    tx,
    sql`select distinct ut.user_id from sys_user_tenant ut
          join sys_user_role ur on ur.tenant_id = ut.tenant_id and ur.user_id = ut.user_id
          join sys_role_menu rm on rm.tenant_id = ut.tenant_id and rm.role_id = ur.role_id
          join sys_menu m on m.tenant_id = ut.tenant_id and m.id = rm.menu_id and m.permission = ${SUPERVISION_PERMISSIONS.reply}
        where ut.tenant_id = ${tenantId} and ut.sn_user_id = ${row.siteId}`,
  );
  const users = rows.map((r) => Number(r.user_id));
  if (row.engineerId) {
    const [engineer] = await tx.select({ userId: snSiteEngineer.userId }).from(snSiteEngineer).where(and(eq(snSiteEngineer.tenantId, tenantId), eq(snSiteEngineer.id, row.engineerId)));
    if (engineer && !users.includes(engineer.userId)) users.push(engineer.userId);
  }
  return users;
}

const noticeOf = (row: Supervision, action: SupervisionNotice['action']): SupervisionNotice => ({ id: row.id, supervisionNo: row.supervisionNo, action, status: row.status });

/** The target checked in the caller's scope: the outlet (or the engineer's outlet), the engineer of it, the order held by it. */
async function resolve(tx: Tx, auth: AuthContext, input: SupervisionInput) {
  const tenant = auth.tenantId;
  type Code = 'notFound' | 'supervisionTargetMismatch' | 'supervisionTargetRequired';
  const fail = (field: string, code: Code) => new FieldErrors([{ field, code }]);
  let engineer: { id: number; deptId: number } | null = null;
  if (input.targetType === 'engineer') {
    if (!input.engineerId) throw fail('engineerId', 'supervisionTargetRequired');
    const [found] = await tx
      .select({ id: snSiteEngineer.id, deptId: snSiteEngineer.deptId })
      .from(snSiteEngineer)
      .where(and(eq(snSiteEngineer.tenantId, tenant), eq(snSiteEngineer.id, input.engineerId), isNull(snSiteEngineer.deletedAt)));
    if (!found) throw fail('engineerId', 'notFound');
    engineer = found;
  }
  const siteWhere = input.siteId ? eq(snSite.id, input.siteId) : engineer ? eq(snSite.deptId, engineer.deptId) : undefined;
  if (!siteWhere) throw fail('siteId', 'supervisionTargetRequired');
  const [site] = await tx
    .select({ id: snSite.id, deptId: snSite.deptId })
    .from(snSite)
    .where(and(eq(snSite.tenantId, tenant), siteWhere, isNull(snSite.deletedAt), siteScope(auth)));
  if (!site) throw fail('siteId', 'notFound');
  if (engineer && engineer.deptId !== site.deptId) throw fail('engineerId', 'supervisionTargetMismatch');
  let order: { id: number; orderNo: string } | null = null;
  if (input.orderId) {
    const [found] = await tx.select({ id: soOrder.id, orderNo: soOrder.orderNo, siteId: soOrder.siteId }).from(soOrder).where(and(eq(soOrder.tenantId, tenant), eq(soOrder.id, input.orderId), isNull(soOrder.deletedAt)));
    if (!found) throw fail('orderId', 'notFound');
    if (found.siteId !== site.id) throw fail('orderId', 'supervisionTargetMismatch');
    order = { id: found.id, orderNo: found.orderNo };
  }
  await checkPhotos(tx, tenant, input.attachments ?? [], 'attachments');
  return { site, engineer, order };
}

/** The supervisor opens a supervision order: pending, its outlet told. */
export async function openSupervision(tx: Tx, auth: AuthContext, input: SupervisionInput): Promise<Moved> {
  const { site, engineer, order } = await resolve(tx, auth, input);
  const [saved] = await tx
    .insert(soSupervision)
    .values({
      tenantId: auth.tenantId,
      supervisionNo: sql`'DB' || to_char(now(), 'YYMMDD') || lpad(nextval(${soSupervisionNo.seqName})::text, 6, '0')`,
      targetType: input.targetType,
      siteId: site.id,
      deptId: site.deptId,
      engineerId: engineer?.id ?? null,
      orderId: order?.id ?? null,
      orderNo: order?.orderNo ?? null,
      reason: input.reason.trim(),
      dueDate: input.dueDate,
      attachments: input.attachments ?? [],
      createdBy: auth.userId,
      updatedBy: auth.userId,
    })
    .returning();
  await commands.history(tx, auth, null, saved, 'create', saved.reason);
  return { saved, notice: noticeOf(saved, 'create'), tell: await outletSide(tx, auth.tenantId, saved) };
}

/** The target's outlet replies: processed, the handler recorded, the opener told. */
export async function replySupervision(tx: Tx, auth: AuthContext, id: number, version: number | undefined, input: { content: string; attachments?: number[] }): Promise<Moved> {
  const row = await commands.forUpdate(tx, auth, id);
  const moved = commands.next(row, 'reply', version);
  await checkPhotos(tx, auth.tenantId, input.attachments ?? [], 'attachments');
  const [me] = await tx.select({ name: sysUser.name }).from(sysUser).where(eq(sysUser.id, auth.userId));
  const content = input.content.trim();
  const saved = await commands.save(tx, auth, row, { ...moved, handlerId: auth.userId, handlerName: me?.name ?? null, handledAt: new Date(), replyContent: content, replyAttachments: input.attachments ?? [] });
  await commands.history(tx, auth, row, saved, 'reply', content);
  return { saved, notice: noticeOf(saved, 'reply'), tell: row.createdBy && row.createdBy !== auth.userId ? [row.createdBy] : [] };
}

/** The supervisor closes a processed order, or marks an open one unable to handle (with why): the outlet told. */
export async function finishSupervision(tx: Tx, auth: AuthContext, action: 'close' | 'unable', id: number, version: number | undefined, remark = ''): Promise<Moved> {
  const { saved } = await commands.move(tx, auth, id, action, version, { closeRemark: remark.trim() || null, closedAt: new Date() }, remark.trim());
  return { saved, notice: noticeOf(saved, action), tell: await outletSide(tx, auth.tenantId, saved) };
}

/** The order, its target's names, its files, its history and the actions the caller may take now (the detail's buttons). */
export async function supervisionDetail(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx
    .select({ supervision: soSupervision, siteName: snSite.name, siteCode: snSite.code, engineerName: snSiteEngineer.name, openerName: sysUser.name })
    .from(soSupervision)
    .leftJoin(snSite, and(eq(snSite.tenantId, soSupervision.tenantId), eq(snSite.id, soSupervision.siteId)))
    .leftJoin(snSiteEngineer, and(eq(snSiteEngineer.tenantId, soSupervision.tenantId), eq(snSiteEngineer.id, soSupervision.engineerId)))
    .leftJoin(sysUser, eq(sysUser.id, soSupervision.createdBy))
    .where(and(eq(soSupervision.tenantId, auth.tenantId), eq(soSupervision.id, id), isNull(soSupervision.deletedAt), supervisionScope(auth)));
  if (!row) throw new AppError('notFound');
  const steps = await tx
    .select({
      id: soSupervisionHistory.id,
      action: soSupervisionHistory.action,
      fromStatus: soSupervisionHistory.fromStatus,
      toStatus: soSupervisionHistory.toStatus,
      userName: sysUser.name,
      remark: soSupervisionHistory.remark,
      createdAt: soSupervisionHistory.createdAt,
    })
    .from(soSupervisionHistory)
    .leftJoin(sysUser, eq(sysUser.id, soSupervisionHistory.userId))
    .where(and(eq(soSupervisionHistory.tenantId, auth.tenantId), eq(soSupervisionHistory.supervisionId, id)))
    .orderBy(asc(soSupervisionHistory.id));
  const { tenantId: _tenant, deletedAt: _deleted, ...supervision } = row.supervision;
  const actions = allowedSupervisionActions({ status: supervision.status }).filter((a) => auth.permissions.has(SUPERVISION_PERMISSIONS[SUPERVISION_ACTIONS[a].permission]));
  return {
    ...supervision,
    siteName: row.siteName,
    siteCode: row.siteCode,
    engineerName: row.engineerName,
    openerName: row.openerName,
    attachments: await photosOf(tx, auth.tenantId, supervision.attachments),
    replyAttachments: await photosOf(tx, auth.tenantId, supervision.replyAttachments),
    history: steps,
    actions,
  };
}

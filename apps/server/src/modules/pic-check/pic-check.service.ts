/**
 * Picture review commands and reads (packages/shared quality/pic-check.ts; docs/customer-care.md "Picture review").
 * The queue is filled from finished orders (a sample by percentage, or all of one outlet's) not queued before; a
 * command is one transaction: the review is locked, the shared table decides, an UPDATE guarded on the version
 * moves it, a history row records who did what. A rejection names the outlet's users to tell; a resubmission adds
 * the outlet's photos to the order and names the inspector who rejected it.
 */
import {
  allowedPicCheckActions,
  PIC_CHECK_ACTION_LABELS,
  PIC_CHECK_ACTIONS,
  PIC_CHECK_LIMITS,
  PIC_CHECK_PERMISSIONS,
  PIC_CHECK_STATUS_LABELS,
  type PicCheckAction,
  type PicCheckActionDef,
  type PicCheckNotice,
  type PicCheckSource,
} from '@as/shared';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { sysUser, sysUserTenant } from '../../platform/users/user.table.ts';
import { documentCommands } from '../document.ts';
import { snSite } from '../network/index.ts';
import { checkPhotos, insertHistory, orderScope, photosOf, soOrder } from '../work-orders/index.ts';
import { soPicCheck, soPicCheckHistory } from './pic-check.table.ts';

type Check = typeof soPicCheck.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The reviews a caller may see: those of the orders of their data scope (the order's scope department). */
export const picCheckScope = (viewer: Viewer): SQL | undefined => orgScope(viewer, { dept: soPicCheck.deptId, owner: soPicCheck.createdBy });

/** The reviews a queue lists first: those given to the caller. */
export const assignedToViewer = (viewer: Viewer): SQL => eq(soPicCheck.assigneeId, viewer.userId);

const commands = documentCommands({
  table: soPicCheck,
  history: { table: soPicCheckHistory, key: 'checkId' },
  scope: picCheckScope,
  state: (row) => ({ status: row.status }),
  actions: PIC_CHECK_ACTIONS,
  changed: 'picCheckChanged',
  refused: (row, action) => new AppError('picCheckActionRefused', { status: PIC_CHECK_STATUS_LABELS[row.status], action: PIC_CHECK_ACTION_LABELS[action] }),
});

export interface AllocationInput {
  /** sample: `percent` of the finished orders found; outlet: all of `siteId`'s. */
  source: PicCheckSource;
  percent?: number;
  siteId?: number;
  finishedFrom?: string;
  finishedTo?: string;
}

/**
 * Queues finished orders (status 1250, in the caller's data scope) not queued before: a random `percent` of them
 * (at least one when any is found), or every one of an outlet's; at most PIC_CHECK_LIMITS.allocation at a time.
 */
export async function allocate(tx: Tx, auth: AuthContext, input: AllocationInput) {
  if (input.source === 'outlet' && !input.siteId) throw new FieldErrors([{ field: 'siteId', code: 'required' }]);
  if (input.source === 'sample' && !input.percent) throw new FieldErrors([{ field: 'percent', code: 'required' }]);
  if (input.finishedFrom && input.finishedTo && input.finishedFrom > input.finishedTo) throw new FieldErrors([{ field: 'finishedTo', code: 'minValue', params: { n: input.finishedFrom } }]);
  if (input.siteId) {
    const [site] = await tx.select({ id: snSite.id }).from(snSite).where(and(eq(snSite.tenantId, auth.tenantId), eq(snSite.id, input.siteId), sql`${snSite.deletedAt} is null`));
    if (!site) throw new FieldErrors([{ field: 'siteId', code: 'notFound' }]);
  }
  const where = and(
    eq(soOrder.tenantId, auth.tenantId),
    eq(soOrder.status, 1250),
    sql`${soOrder.deletedAt} is null`,
    input.siteId ? eq(soOrder.siteId, input.siteId) : undefined,
    input.finishedFrom ? sql`${soOrder.finishedAt} >= ${input.finishedFrom}::date::timestamptz` : undefined,
    input.finishedTo ? sql`${soOrder.finishedAt} < (${input.finishedTo}::date + 1)::timestamptz` : undefined,
    sql`not exists (select 1 from ${soPicCheck} c where c.tenant_id = ${soOrder.tenantId} and c.order_id = ${soOrder.id})`,
    orderScope(auth),
  );
  const [{ found }] = await tx.select({ found: sql<number>`count(*)::int` }).from(soOrder).where(where);
  const wanted = input.source === 'outlet' ? found : Math.ceil((found * (input.percent ?? 0)) / 100);
  const take = Math.min(wanted, PIC_CHECK_LIMITS.allocation);
  if (take === 0) return { found, queued: 0 };
  const order = input.source === 'outlet' ? sql`${soOrder.finishedAt}, ${soOrder.id}` : sql`random()`;
  const made = rowsOf<{ id: number }>(
    await tx.execute(sql`insert into ${soPicCheck} (tenant_id, order_id, order_no, site_id, dept_id, source, finished_at, created_by, updated_by)
      select ${soOrder.tenantId}, ${soOrder.id}, ${soOrder.orderNo}, ${soOrder.siteId}, ${soOrder.scopeDeptId}, ${input.source}, ${soOrder.finishedAt}, ${auth.userId}, ${auth.userId}
      from ${soOrder} where ${where} order by ${order} limit ${take}
      on conflict do nothing
      returning id`),
  ).map((r) => ({ id: Number(r.id) }));
  if (made.length) {
    await tx.insert(soPicCheckHistory).values(made.map((m) => ({ tenantId: auth.tenantId, checkId: m.id, action: 'allocation', fromStatus: null, toStatus: 'pending', userId: auth.userId, remark: input.source })));
  }
  return { found, queued: made.length };
}

export interface PicCheckCommand {
  id: number;
  version?: number;
  reason?: string;
  photos?: number[];
}

/** What a command leaves to do after it commits: the users to tell over the WebSocket, and what. */
export interface PicCheckOutcome {
  saved: Check;
  notify: number[];
  notice: PicCheckNotice;
}

/** The outlet's users: its members in the tenant. */
async function outletUsers(tx: Tx, tenantId: number, siteId: number | null): Promise<number[]> {
  if (siteId === null) return [];
  const rows = await tx.select({ userId: sysUserTenant.userId }).from(sysUserTenant).where(and(eq(sysUserTenant.tenantId, tenantId), eq(sysUserTenant.snUserId, siteId)));
  return rows.map((r) => r.userId);
}

/** Runs one action of the review's table: pass, reject (with a reason) or resubmit (with the photos added). */
export async function actOnCheck(tx: Tx, auth: AuthContext, action: PicCheckAction, input: PicCheckCommand): Promise<PicCheckOutcome> {
  const row = await commands.forUpdate(tx, auth, input.id);
  const moved = commands.next(row, action, input.version);
  const reason = input.reason?.trim() ?? '';
  const def: PicCheckActionDef = PIC_CHECK_ACTIONS[action];
  if (def.reason && !reason) throw new FieldErrors([{ field: 'reason', code: 'required' }]);
  const photos = [...new Set(input.photos ?? [])];
  if (action === 'resubmit') {
    if (!photos.length) throw new FieldErrors([{ field: 'photos', code: 'picCheckPhotosRequired' }]);
    await checkPhotos(tx, auth.tenantId, photos);
    // The order changes too: its version bumped and a row in its history, as every change of an order.
    const [order] = await tx.select().from(soOrder).where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, row.orderId))).for('update');
    const [withPhotos] = await tx
      .update(soOrder)
      .set({ photos: sql`${soOrder.photos} || ${JSON.stringify(photos)}::jsonb`, version: order.version + 1, updatedBy: auth.userId, updatedAt: new Date() })
      .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, order.id), eq(soOrder.version, order.version)))
      .returning();
    await insertHistory(tx, auth, order, withPhotos, 'picResubmit', '', { photos });
  }
  const reviewed = action === 'resubmit' ? {} : { reviewedAt: new Date(), reviewedBy: auth.userId, rounds: row.rounds + 1 };
  const saved = await commands.save(tx, auth, row, { ...moved, ...reviewed, ...(action === 'reject' ? { reason } : {}) });
  await commands.history(tx, auth, row, saved, action, reason, { photos });
  const notify =
    action === 'reject' ? await outletUsers(tx, auth.tenantId, saved.siteId) : action === 'resubmit' && row.reviewedBy !== null ? [row.reviewedBy] : [];
  return { saved, notify: notify.filter((u) => u !== auth.userId), notice: { checkId: saved.id, orderNo: saved.orderNo, status: saved.status, reason: saved.reason } };
}

/** Passes many reviews at once (each to review now, in the caller's scope); all or none. */
export async function batchPass(tx: Tx, auth: AuthContext, ids: number[]) {
  const saved: Check[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) saved.push((await actOnCheck(tx, auth, 'pass', { id })).saved);
  return saved;
}

/** The tenant's quality inspectors: its users whose roles grant the pass button (those a review may be given to). */
export async function inspectors(tx: Tx, tenantId: number, only?: number): Promise<{ id: number; name: string; username: string }[]> {
  const rows = await queryRows<{ id: string | number; name: string | null; username: string }>(
    tx,
    sql`select distinct u.id, u.name, u.username from sys_user_tenant ut
          join sys_user u on u.id = ut.user_id and u.deleted_at is null
          join sys_user_role ur on ur.tenant_id = ut.tenant_id and ur.user_id = ut.user_id
          join sys_role_menu rm on rm.tenant_id = ut.tenant_id and rm.role_id = ur.role_id
          join sys_menu m on m.tenant_id = ut.tenant_id and m.id = rm.menu_id and m.permission = ${PIC_CHECK_PERMISSIONS.review}
        where ut.tenant_id = ${tenantId} ${only === undefined ? sql`` : sql`and u.id = ${only}`}
        order by u.username`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name ?? r.username, username: r.username }));
}

/**
 * Headquarters gives chosen reviews, each still to review, to one quality inspector: all or none (the first refused
 * refuses the batch), each a history row naming the inspector. The inspector's queue then lists them first.
 */
export async function batchAssign(tx: Tx, auth: AuthContext, ids: number[], assigneeId: number) {
  const [inspector] = await inspectors(tx, auth.tenantId, assigneeId);
  if (!inspector) throw new FieldErrors([{ field: 'assigneeId', code: 'picCheckNotInspector' }]);
  const saved: Check[] = [];
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) saved.push((await commands.move(tx, auth, id, 'assign', undefined, { assigneeId }, inspector.name)).saved);
  return saved;
}

/** A review with its order's photos (large on the screen), its history and the actions the caller may take now. */
export async function checkDetail(tx: Tx, auth: AuthContext, id: number) {
  const [row] = await tx
    .select({ check: soPicCheck, photos: soOrder.photos, siteName: snSite.name, customerName: soOrder.customerName, address: soOrder.address, categoryId: soOrder.categoryId })
    .from(soPicCheck)
    .innerJoin(soOrder, and(eq(soOrder.tenantId, soPicCheck.tenantId), eq(soOrder.id, soPicCheck.orderId)))
    .leftJoin(snSite, and(eq(snSite.tenantId, soPicCheck.tenantId), eq(snSite.id, soPicCheck.siteId)))
    .where(and(eq(soPicCheck.tenantId, auth.tenantId), eq(soPicCheck.id, id), isNull(soPicCheck.deletedAt), picCheckScope(auth)));
  if (!row) throw new AppError('notFound');
  const steps = await tx
    .select({ id: soPicCheckHistory.id, action: soPicCheckHistory.action, fromStatus: soPicCheckHistory.fromStatus, toStatus: soPicCheckHistory.toStatus, userName: sysUser.name, remark: soPicCheckHistory.remark, photos: soPicCheckHistory.photos, createdAt: soPicCheckHistory.createdAt })
    .from(soPicCheckHistory)
    .leftJoin(sysUser, eq(sysUser.id, soPicCheckHistory.userId))
    .where(and(eq(soPicCheckHistory.tenantId, auth.tenantId), eq(soPicCheckHistory.checkId, id)))
    .orderBy(asc(soPicCheckHistory.id));
  const { tenantId: _tenant, deletedAt: _deleted, ...check } = row.check;
  // Assigning is a batch of the grid's (batchAssign), no button of one review's.
  const actions = allowedPicCheckActions({ status: check.status }).filter((a) => a !== 'assign' && auth.permissions.has(PIC_CHECK_PERMISSIONS[PIC_CHECK_ACTIONS[a].permission]));
  const [assignee] = check.assigneeId === null ? [] : await tx.select({ name: sysUser.name }).from(sysUser).where(eq(sysUser.id, check.assigneeId));
  return { ...check, assigneeName: assignee?.name ?? null, siteName: row.siteName, customerName: row.customerName, address: row.address, photos: await photosOf(tx, auth.tenantId, row.photos), history: steps, actions };
}

/**
 * Work-order commands: create an order, and run one action of its lifecycle. Each command is one transaction:
 * the order is read in the caller's data scope, the shared transition table decides whether the action may run
 * and what it changes, the action's own handler checks its input and adds its fields, and one guarded UPDATE
 * (same id, tenant and version as read) moves it — of two people acting at once, exactly one wins and the other
 * is told someone else acted. Every command writes one history row.
 */
import {
  actionPermission,
  actionProblem,
  applyAction,
  dictTypesOf,
  type FieldError,
  ORDER_ACTIONS,
  ORDER_STEP_LABELS,
  ORDER_INPUT_FIELDS,
  type OrderAction,
  type OrderPermission,
  type OrderState,
  type OrderStep,
  orderStateOf,
  orderStatusLabel,
  optionErrors,
  orderResource,
  validateRecord,
  WARRANTY_TYPE,
  warrantyStatus,
} from '@as/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { orgScopeHolds } from '../../http/resource/data-scope.ts';
import { dictOptions } from '../../platform/dicts/dict.repository.ts';
import { findDept } from '../../platform/depts/dept.repository.ts';
import { basCustAsset, type Caller, profileOfCaller } from '../customers/index.ts';
import { basArea, basBuyChannel, basBuyShop, basItem, basItemCategory, basServiceType, references } from '../master-data/index.ts';
import { keepOrderFacts } from './order-facts.ts';
import { orderScope } from './order.repository.ts';
import { soOrder, soOrderHistory, soOrderSeq } from './order.table.ts';
import { serialFacts } from './repeat-repair.ts';
import { slaOfNewOrder } from './sla.service.ts';

export type OrderRow = typeof soOrder.$inferSelect;
type OrderChanges = Partial<typeof soOrder.$inferInsert>;

/** The dimensions of a stored order, as the lifecycle sees them. */
export const stateOf = (row: OrderRow): OrderState => orderStateOf(row);

/** The columns a state writes (hasSite and hasCentre follow from siteId and centreId, set by the handlers). */
const stateColumns = ({ hasSite: _s, hasCentre: _c, ...dims }: OrderState): OrderChanges => dims;

const inputDef = { ...orderResource, fields: [...ORDER_INPUT_FIELDS] };

/** Checks the caller's order fields (spec section 5 messages), references and dictionary values. */
export async function validOrderInput(tx: Tx, auth: AuthContext, input: Record<string, unknown>, mode: 'add' | 'update') {
  const { value, errors } = validateRecord(inputDef, input, mode);
  const orderType = value.orderType ?? input.orderType;
  if (orderType === 'complaint' && mode === 'add') {
    if (!value.complaintNature) errors.push({ field: 'complaintNature', code: 'complaintNatureRequired' });
    if (!value.complaintObject) errors.push({ field: 'complaintObject', code: 'complaintObjectRequired' });
  }
  if (errors.length) throw new FieldErrors(errors);
  const options = await dictOptions(tx, auth.tenantId, dictTypesOf(inputDef));
  const optionProblems: FieldError[] = optionErrors(inputDef, value, undefined, new Map([...options].map(([type, map]) => [type, new Set(map.values())])));
  if (optionProblems.length) throw new FieldErrors(optionProblems);
  await references({
    serviceTypeId: basServiceType,
    categoryId: basItemCategory,
    itemId: basItem,
    channelId: basBuyChannel,
    shopId: basBuyShop,
    provinceId: basArea,
    cityId: basArea,
    districtId: basArea,
  })(tx, auth, value, null);
  return value;
}

/** SO + yyMMdd + a running number of the tenant's day, taken atomically. */
async function nextOrderNo(tx: Tx, tenantId: number, now: Date): Promise<string> {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  const [row] = await tx
    .insert(soOrderSeq)
    .values({ tenantId, day, last: 1 })
    .onConflictDoUpdate({ target: [soOrderSeq.tenantId, soOrderSeq.day], set: { last: sql`${soOrderSeq.last} + 1` } })
    .returning({ last: soOrderSeq.last });
  return `SO${day}${String(row.last).padStart(6, '0')}`;
}

/** The customer's appliance behind a serial number, and the warranty it gives on the day of the call. */
async function assetFacts(tx: Tx, tenantId: number, value: Record<string, unknown>, today: string) {
  if (!value.serialNo) return {};
  const [asset] = await tx
    .select({ id: basCustAsset.id, custId: basCustAsset.custId, itemId: basCustAsset.itemId, purchaseDate: basCustAsset.purchaseDate, installTime: basCustAsset.installTime, warrantyMonths: basCustAsset.warrantyMonths })
    .from(basCustAsset)
    .where(and(eq(basCustAsset.tenantId, tenantId), eq(basCustAsset.serialNo, String(value.serialNo)), isNull(basCustAsset.deletedAt)))
    .limit(1);
  if (!asset) return {};
  return {
    assetId: asset.id,
    custId: (value.custId as number | undefined) ?? asset.custId,
    itemId: (value.itemId as number | null | undefined) ?? asset.itemId,
    purchaseDate: (value.purchaseDate as string | null | undefined) ?? asset.purchaseDate,
    warrantyType: WARRANTY_TYPE[warrantyStatus(asset, today)],
  };
}

/**
 * The order's history row for a step, and the step's change to the daily facts (order-facts.ts), in the step's
 * transaction. userId null: a step the system took (automatic dispatch and acceptance).
 */
export async function insertHistory(tx: Tx, auth: { tenantId: number; userId: number | null }, before: OrderRow | null, after: OrderRow, action: string, reason = '', detail: Record<string, unknown> = {}) {
  await tx.insert(soOrderHistory).values({
    tenantId: auth.tenantId,
    orderId: after.id,
    action,
    fromStatus: before?.status ?? null,
    toStatus: after.status,
    fromHolder: before?.holder ?? null,
    toHolder: after.holder,
    userId: auth.userId,
    reason,
    detail,
  });
  await keepOrderFacts(tx, auth.tenantId, before, after);
}

/** Creates an order at the caller's level: headquarters, or the centre that took the call. */
export async function createOrder(tx: Tx, auth: AuthContext, input: Record<string, unknown>, custId?: number | null) {
  const value = await validOrderInput(tx, auth, input, 'add');
  const now = new Date();
  const dept = auth.deptId === null ? undefined : await findDept(tx, auth.tenantId, auth.deptId);
  const atCentre = dept?.kind === 'centre';
  const facts = await assetFacts(tx, auth.tenantId, value, now.toISOString().slice(0, 10));
  const [row] = await tx
    .insert(soOrder)
    .values({
      ...(value as OrderChanges),
      ...facts,
      ...(await slaOfNewOrder(tx, auth.tenantId, { orderType: String(value.orderType), urgency: String(value.urgency ?? '1') }, now)),
      ...(await serialFacts(tx, auth.tenantId, value, now)),
      tenantId: auth.tenantId,
      orderNo: await nextOrderNo(tx, auth.tenantId, now),
      // Every order has its customer: the one picked, the appliance's owner, the number's profile or one registered now.
      custId: custId ?? facts.custId ?? (await profileOfCaller(tx, auth, value as unknown as Caller)),
      holder: atCentre ? 'centre' : 'hq',
      centreId: atCentre ? dept.id : null,
      scopeDeptId: dept?.id ?? null,
      reportAt: now.toISOString(),
      createdBy: auth.userId,
      updatedBy: auth.userId,
    } as typeof soOrder.$inferInsert)
    .returning();
  await insertHistory(tx, auth, null, row, 'create');
  let order = row;
  for (const follow of afterCreate) order = await follow(tx, auth, order);
  return order;
}

type CreatedHook = (tx: Tx, auth: AuthContext, order: OrderRow) => Promise<OrderRow>;
const afterCreate: CreatedHook[] = [];

/** Registers a step that follows every new order in its transaction (automatic dispatch), returning the order as it left it. */
export function onCreated(hook: CreatedHook): void {
  afterCreate.push(hook);
}

/**
 * The order as the caller may see it (data scope), locked for the command; 404 when it is not theirs to see.
 * The row is locked first and the scope checked on the locked row: in one `SELECT … FOR UPDATE` with the scope's
 * subquery (a recursive one for a subtree), PostgreSQL's recheck of a row another transaction has just changed
 * finds no row, and the caller who waited was told the order does not exist instead of what happened to it. The
 * row decides the scope by itself unless it takes the organisation tree (orgScopeHolds): one round trip less.
 */
export async function orderForUpdate(tx: Tx, auth: AuthContext, id: number) {
  const mine = and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, id), isNull(soOrder.deletedAt));
  // Prepared (by name, once per connection): PostgreSQL parses and plans the order's hundred columns once.
  const [row] = await tx
    .select()
    .from(soOrder)
    .where(and(eq(soOrder.tenantId, sql.placeholder('tenantId')), eq(soOrder.id, sql.placeholder('id')), isNull(soOrder.deletedAt)))
    .for('update')
    .prepare('order_for_update')
    .execute({ tenantId: auth.tenantId, id });
  const visible = row && (orgScopeHolds(auth, { dept: row.scopeDeptId, owner: row.engineerUserId }) ?? (await tx.select({ id: soOrder.id }).from(soOrder).where(and(mine, orderScope(auth)))).length > 0);
  if (!visible) throw new AppError('notFound');
  return row;
}

/** What one action's handler receives: the order as read, the state the table computed, the caller's input. */
export interface ActionContext<I = Record<string, unknown>> {
  tx: Tx;
  auth: AuthContext;
  order: OrderRow;
  next: OrderState;
  input: I;
  now: Date;
}

/** What an action's handler adds to the move: its own columns, and the history's detail. */
export interface ActionResult {
  changes?: OrderChanges;
  detail?: Record<string, unknown>;
}

/**
 * An action's own input (a zod shape, merged into its endpoint's body) and its checks and fields. Actions
 * without a handler only move the state.
 */
export interface ActionHandler<S extends z.ZodRawShape = z.ZodRawShape> {
  input: S;
  handle(ctx: ActionContext<z.infer<z.ZodObject<S>>>): Promise<ActionResult | undefined>;
}

const handlers = new Map<OrderAction, ActionHandler>();

/** Registers an action's handler (dispatch, on-site, completion … each in its own file). */
export function onAction<S extends z.ZodRawShape>(action: OrderAction, handler: ActionHandler<S>): void {
  handlers.set(action, handler as unknown as ActionHandler);
}

export const handlerOf = (action: OrderAction) => handlers.get(action);

export interface ActInput {
  id: number;
  /** The version the caller's screen showed; when given, any action since refuses this one. */
  version?: number;
  reason?: string;
  [key: string]: unknown;
}

/**
 * How a step is authorised when it is not the caller's own action: `system` — the system takes it (automatic
 * dispatch and acceptance by the company's and outlets' flags): no permission of the caller, any outlet of the
 * tenant, recorded with no user and detail.auto; `permission` — the step is part of a command the caller may
 * run under this permission instead (a centre reassigning an accepted order hands it back for the outlet).
 */
export interface ActOptions {
  system?: boolean;
  /** An order permission, or the permission of another document's command the step belongs to (giving up an appeal). */
  permission?: OrderPermission | (string & {});
}

/** The refusal of a step the order's state does not allow, naming the status and the step in the caller's language. */
export const actionRefused = (status: number, step: OrderStep) => new AppError('orderActionRefused', { status: orderStatusLabel(status), action: ORDER_STEP_LABELS[step] });

/**
 * Runs an action on an already locked order row; the building block of `act` and of follow-ups in the same
 * transaction (an automatic acceptance after a dispatch).
 */
export async function actOn(tx: Tx, auth: AuthContext, order: OrderRow, action: OrderAction, input: ActInput, options: ActOptions = {}): Promise<OrderRow> {
  const def = ORDER_ACTIONS[action];
  if (input.version !== undefined && input.version !== order.version) throw new AppError('orderChanged');
  const state = stateOf(order);
  if (!options.system && !auth.permissions.has(options.permission ?? actionPermission(action, state))) throw new AppError('noPermission');
  const problem = actionProblem(state, action);
  if (problem) throw problem.dimension === 'suspended' ? new AppError('orderSuspended') : actionRefused(order.status, action);
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if ('needsReason' in def && def.needsReason && !reason) throw new FieldErrors([{ field: 'reason', code: 'rejectNeedsRemark' }]);
  const next = applyAction(state, action) as OrderState;
  const now = new Date();
  const actor = options.system ? { ...auth, dataScope: 'all' as const } : auth;
  const userId = options.system ? null : auth.userId;
  const handled = await handlers.get(action)?.handle({ tx, auth: actor, order, next, input, now });
  const [moved] = await tx
    .update(soOrder)
    .set({ ...stateColumns(next), ...handled?.changes, version: order.version + 1, updatedBy: userId, updatedAt: now })
    .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, order.id), eq(soOrder.version, order.version)))
    .returning();
  if (!moved) throw new AppError('orderChanged');
  const detail = options.system ? { ...handled?.detail, auto: true } : (handled?.detail ?? {});
  await insertHistory(tx, { tenantId: auth.tenantId, userId }, order, moved, action, reason, detail);
  for (const hook of afterMove.get(action) ?? []) await hook({ tx, auth: actor, before: order, after: moved });
  return moved;
}

type MovedHook = (ctx: { tx: Tx; auth: AuthContext; before: OrderRow; after: OrderRow }) => Promise<void>;
const afterMove = new Map<OrderAction, MovedHook[]>();

/**
 * Registers a step another module takes when an action has moved an order, in the action's transaction (completion
 * consumes the order's parts): its refusal refuses the action.
 */
export function onOrderMoved(action: OrderAction, hook: MovedHook): void {
  afterMove.set(action, [...(afterMove.get(action) ?? []), hook]);
}

type FeesHook = (ctx: { tx: Tx; auth: AuthContext; order: OrderRow }) => Promise<void>;
const feesChanged: FeesHook[] = [];

/**
 * Registers a step another module takes when an order's fees change outside its lifecycle actions (an approved fee
 * application), in that transaction: a finished order's pricing is recomputed.
 */
export function onOrderFeesChanged(hook: FeesHook): void {
  feesChanged.push(hook);
}

/** Runs the fees-changed steps for the order as just written. */
export async function orderFeesChanged(tx: Tx, auth: AuthContext, order: OrderRow): Promise<void> {
  for (const hook of feesChanged) await hook({ tx, auth, order });
}

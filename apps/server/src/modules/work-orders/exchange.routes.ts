/**
 * Return and exchange applications (/basic/wkExchangeBill): the grid, count, detail and export from the metadata;
 * add and update by hand (fields, references, the linked order's replacement or return), and one endpoint per
 * command of the transition table (packages/shared work-orders/exchange.ts). Each command is one transaction: the
 * application is read in the caller's data scope and locked, the table decides, one UPDATE guarded on the version
 * moves it, and a history row records who did what and why.
 */
import {
  applyExchangeAction,
  bizOk,
  dictTypesOf,
  EXCHANGE_ACTION_NAMES,
  EXCHANGE_ACTIONS,
  EXCHANGE_EDITABLE,
  EXCHANGE_PERMISSIONS,
  type ExchangeAction,
  type ExchangeActionDef,
  exchangeBillResource,
  optionErrors,
  validateRecord,
} from '@as/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { orgScope, type Viewer } from '../../http/resource/data-scope.ts';
import { resourceRoutes } from '../../http/resource/resource.routes.ts';
import { dictOptions } from '../../platform/dicts/dict.repository.ts';
import { sysUser } from '../../platform/users/user.table.ts';
import { basItem, basItemCategory, references } from '../master-data/index.ts';
import { wkExchangeBill, wkExchangeBillHistory, wkExchangeBillNo } from './exchange.table.ts';
import { orderScope } from './order.repository.ts';
import { soOrder } from './order.table.ts';

type Bill = typeof wkExchangeBill.$inferSelect;
const Id = z.coerce.number().int().positive();
const Text = z.string().trim().max(64);
const CommandBody = z.object({ id: Id, version: z.number().int().min(0).optional(), reason: z.string().max(500).optional(), logistics: Text.optional(), trackingNo: Text.optional() });
type Command = z.infer<typeof CommandBody>;

/** Who sees an application: headquarters all, an organisation its subtree's, others their own. */
export const exchangeScope = (viewer: Viewer) => orgScope(viewer, { dept: wkExchangeBill.scopeDeptId, owner: wkExchangeBill.createdBy });

const writable = { ...exchangeBillResource, readOnly: false, fields: exchangeBillResource.fields.filter((f) => !('readOnly' in f && f.readOnly)) };
const refs = references({ categoryId: basItemCategory, itemId: basItem });

/** The caller's fields, checked (messages, dictionaries, references, the linked order). */
async function validInput(tx: Tx, auth: AuthContext, input: Record<string, unknown>, mode: 'add' | 'update') {
  const { value, errors } = validateRecord(writable, input, mode);
  if (errors.length) throw new FieldErrors(errors);
  const options = await dictOptions(tx, auth.tenantId, dictTypesOf(writable));
  const problems = optionErrors(writable, value, undefined, new Map([...options].map(([type, map]) => [type, new Set(map.values())])));
  if (problems.length) throw new FieldErrors(problems);
  await refs(tx, auth, value, null);
  if (value.orderId != null) {
    // An order the caller sees, with a replacement (SRA) or return (POR) application of its own.
    const [order] = await tx
      .select({ orderNo: soOrder.orderNo, sra: soOrder.sra, por: soOrder.por })
      .from(soOrder)
      .where(and(eq(soOrder.tenantId, auth.tenantId), eq(soOrder.id, Number(value.orderId)), isNull(soOrder.deletedAt), orderScope(auth)));
    if (!order) throw new FieldErrors([{ field: 'orderId', code: 'notFound' }]);
    if (order.sra === 'none' && order.por === 'none') throw new FieldErrors([{ field: 'orderId', code: 'exchangeOrderNotSubFlow' }]);
    value.orderNo = order.orderNo;
  }
  return value;
}

async function billForUpdate(tx: Tx, auth: AuthContext, id: number): Promise<Bill> {
  const [bill] = await tx
    .select()
    .from(wkExchangeBill)
    .where(and(eq(wkExchangeBill.tenantId, auth.tenantId), eq(wkExchangeBill.id, id), isNull(wkExchangeBill.deletedAt), exchangeScope(auth)))
    .for('update');
  if (!bill) throw new AppError('notFound');
  return bill;
}

async function history(tx: Tx, auth: AuthContext, before: Bill | null, after: Bill, action: string, reason = '', detail: Record<string, unknown> = {}) {
  await tx.insert(wkExchangeBillHistory).values({ tenantId: auth.tenantId, billId: after.id, action, fromStatus: before?.status ?? null, toStatus: after.status, userId: auth.userId, reason, detail });
}

/** One guarded move: same id, tenant and version as read, or someone else acted first. */
async function save(tx: Tx, auth: AuthContext, bill: Bill, changes: Partial<typeof wkExchangeBill.$inferInsert>) {
  const [saved] = await tx
    .update(wkExchangeBill)
    .set({ ...changes, version: bill.version + 1, updatedBy: auth.userId, updatedAt: new Date() })
    .where(and(eq(wkExchangeBill.tenantId, auth.tenantId), eq(wkExchangeBill.id, bill.id), eq(wkExchangeBill.version, bill.version)))
    .returning();
  if (!saved) throw new AppError('exchangeChanged');
  return saved;
}

/** What a command writes besides the state: the decision's remark, the logistics, the signing times. */
function effects(action: ExchangeAction, input: Command, reason: string, now: string): Partial<typeof wkExchangeBill.$inferInsert> {
  switch (action) {
    case 'approve':
    case 'reject':
      return { auditRemark: reason || null };
    case 'oldShipped':
      return { oldLogistics: input.logistics, oldTrackingNo: input.trackingNo };
    case 'oldSigned':
      return { oldSignedAt: now };
    case 'newShipped':
      return { newLogistics: input.logistics, newTrackingNo: input.trackingNo };
    case 'newSigned':
      return { newSignedAt: now };
    default:
      return {};
  }
}

async function act(tx: Tx, auth: AuthContext, action: ExchangeAction, input: Command) {
  const def: ExchangeActionDef = EXCHANGE_ACTIONS[action];
  const bill = await billForUpdate(tx, auth, input.id);
  if (input.version !== undefined && input.version !== bill.version) throw new AppError('exchangeChanged');
  const next = applyExchangeAction({ status: bill.status, oldReturn: bill.oldReturn, newShip: bill.newShip }, action);
  if (!next) throw new AppError('exchangeActionRefused');
  const reason = input.reason?.trim() ?? '';
  if (def.needsReason && !reason) throw new FieldErrors([{ field: 'reason', code: 'rejectNeedsRemark' }]);
  if (def.needsTracking) {
    const missing = (['logistics', 'trackingNo'] as const).filter((f) => !input[f]);
    if (missing.length) throw new FieldErrors(missing.map((field) => ({ field, code: 'required' })));
  }
  const saved = await save(tx, auth, bill, { ...next, ...effects(action, input, reason, new Date().toISOString()) });
  await history(tx, auth, bill, saved, action, reason, def.needsTracking ? { logistics: input.logistics, trackingNo: input.trackingNo } : {});
  return saved;
}

export function exchangeRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);
  resourceRoutes(app, deps, exchangeBillResource, { table: wkExchangeBill, hooks: { scope: exchangeScope } });
  const base = `/basic/${exchangeBillResource.name}`;
  const tags = [exchangeBillResource.name];

  r.post(`${base}/add`, { config: { access: EXCHANGE_PERMISSIONS.add, title: 'return/exchange add' }, schema: { tags, body: z.record(z.string(), z.unknown()) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(
      await inTenant(auth, async (tx) => {
        const value = await validInput(tx, auth, request.body, 'add');
        const [bill] = await tx
          .insert(wkExchangeBill)
          .values({ ...(value as typeof wkExchangeBill.$inferInsert), tenantId: auth.tenantId, billNo: sql`'RE' || to_char(now(), 'YYMMDD') || lpad(nextval(${wkExchangeBillNo.seqName})::text, 6, '0')`, scopeDeptId: auth.deptId, createdBy: auth.userId, updatedBy: auth.userId })
          .returning();
        await history(tx, auth, null, bill, 'create');
        return bill;
      }),
    );
  });

  r.post(
    `${base}/update`,
    { config: { access: EXCHANGE_PERMISSIONS.edit, title: 'return/exchange update' }, schema: { tags, body: z.looseObject({ id: Id, version: z.number().int().min(0).optional() }) } },
    async (request) => {
      const auth = authOf(request);
      const { id, version, ...fields } = request.body;
      return bizOk(
        await inTenant(auth, async (tx) => {
          const bill = await billForUpdate(tx, auth, id);
          if (version !== undefined && version !== bill.version) throw new AppError('exchangeChanged');
          if (!EXCHANGE_EDITABLE.includes(bill.status)) throw new AppError('exchangeNotEditable');
          const value = await validInput(tx, auth, fields, 'update');
          const saved = await save(tx, auth, bill, value as Partial<typeof wkExchangeBill.$inferInsert>);
          await history(tx, auth, bill, saved, 'update', '', { fields: Object.keys(value) });
          return saved;
        }),
      );
    },
  );

  r.post(`${base}/getHistory`, { config: { access: EXCHANGE_PERMISSIONS.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    return bizOk(
      await inTenant(auth, async (tx) => {
        const [bill] = await tx
          .select({ id: wkExchangeBill.id })
          .from(wkExchangeBill)
          .where(and(eq(wkExchangeBill.tenantId, auth.tenantId), eq(wkExchangeBill.id, request.body.id), isNull(wkExchangeBill.deletedAt), exchangeScope(auth)));
        if (!bill) throw new AppError('notFound');
        return tx
          .select({
            id: wkExchangeBillHistory.id,
            action: wkExchangeBillHistory.action,
            fromStatus: wkExchangeBillHistory.fromStatus,
            toStatus: wkExchangeBillHistory.toStatus,
            userName: sysUser.name,
            reason: wkExchangeBillHistory.reason,
            detail: wkExchangeBillHistory.detail,
            createdAt: wkExchangeBillHistory.createdAt,
          })
          .from(wkExchangeBillHistory)
          .leftJoin(sysUser, eq(sysUser.id, wkExchangeBillHistory.userId))
          .where(and(eq(wkExchangeBillHistory.tenantId, auth.tenantId), eq(wkExchangeBillHistory.billId, bill.id)))
          .orderBy(asc(wkExchangeBillHistory.id));
      }),
    );
  });

  for (const action of EXCHANGE_ACTION_NAMES) {
    r.post(`${base}/${action}`, { config: { access: EXCHANGE_ACTIONS[action].permission, title: `return/exchange ${action}` }, schema: { tags, body: CommandBody } }, async (request) => {
      const auth = authOf(request);
      const saved = await inTenant(auth, (tx) => act(tx, auth, action, request.body));
      return bizOk({ id: saved.id, status: saved.status, oldReturn: saved.oldReturn, newShip: saved.newShip, version: saved.version });
    });
  }
}

/**
 * What the parts return screens derive from the shared metadata, from a return's lines and from their forms and
 * dialogs, kept apart from React: the grid and its tabs per kind, the report's filters, how the detail starts an
 * action, what each dialog offers and sends, what the form sends.
 */
import {
  type FieldDef,
  PARTS_RETURN_ACTIONS,
  PARTS_RETURN_REPORT_SCREEN,
  PARTS_RETURN_STATUSES,
  type PartsReturnAction,
  type PartsReturnKind,
  type PartsReturnStatus,
  partsReturnResource,
  type ScreenDef,
} from '@as/shared';
import { outletFilterFor } from './apply-screen.ts';
import type { ActionInput, ReturnableNew, ReturnInput, ReturnLine, ReturnStep } from './return-api.ts';

/** The grid searches by number, outlet, receiving warehouse, waybill and date; the kind is the screen, the status its tabs. */
const SEARCH = new Set(['returnNo', 'deptId', 'targetWarehouseId', 'waybillNumber', 'createdAt']);

const returnScreen: ScreenDef = {
  ...partsReturnResource,
  slimList: true,
  columns: ['returnNo', 'status', 'deptId', 'targetWarehouseId', 'amount', 'waybillNumber', 'shippedAt', 'createdAt'],
  fields: (partsReturnResource.fields as readonly FieldDef[]).filter((f) => f.name !== 'kind').map((f) => (SEARCH.has(f.name) ? f : { ...f, filter: undefined })),
};

/** The returns' grid of a user who may or may not list the organisation (the outlet filter only for one who may). */
export const returnScreenFor = (seesOutlets: boolean): ScreenDef => outletFilterFor(returnScreen, seesOutlets);

/** The returns report (every kind, a row per line), its outlet filter likewise. */
export const returnReportScreenFor = (seesOutlets: boolean): ScreenDef => outletFilterFor(PARTS_RETURN_REPORT_SCREEN, seesOutlets);

/** The status tabs of a kind's grid: a new-part return is never inspected nor sent on. */
export const statusTabs = (kind: PartsReturnKind): PartsReturnStatus[] => PARTS_RETURN_STATUSES.filter((s) => kind === 'old' || !['inspected', 'rtv'].includes(s));

export const RETURN_STATUS_COLORS: Record<string, string> = { draft: 'default', shipped: 'gold', received: 'processing', inspected: 'cyan', rtv: 'success', cancelled: 'default' };
export const INSPECTION_COLORS: Record<string, string> = { pending: 'default', accepted: 'success', rejected: 'error' };

/** The header fields the detail shows: the kind is the screen's title; these always, the others once they have a value. */
const DETAIL_FIELDS = (partsReturnResource.fields as readonly FieldDef[]).filter((f) => f.name !== 'kind');
const ALWAYS = new Set(['returnNo', 'status', 'deptId', 'warehouseId', 'targetWarehouseId', 'amount']);
export const detailFields = (ret: Record<string, unknown>): FieldDef[] => DETAIL_FIELDS.filter((f) => ALWAYS.has(f.name) || (ret[f.name] != null && ret[f.name] !== ''));

/** A button of the detail: the edit and the withdrawal (cancel, in red) are secondary, the steps forward primary. */
export const actionButton = (action: PartsReturnAction) => ({ type: action === 'update' || action === 'cancel' ? ('default' as const) : ('primary' as const), danger: action === 'cancel' });

/** A button's text: the edit says so (the action's own label, 修改 / Edited, names a history step), the cancel is a withdrawal. */
export const buttonLabel = (action: PartsReturnAction) => (action === 'update' ? 'common.edit' : action === 'cancel' ? 'partsReturn.withdraw' : `partsReturn.action.${action}`);

/** The input a dialog of an action asks for, if any. */
export type ActionAsks = 'reason' | 'shipping' | 'receipt' | 'inspection' | 'rtv';
export const actionAsks = (action: PartsReturnAction): ActionAsks | undefined => {
  const def = PARTS_RETURN_ACTIONS[action];
  return 'input' in def ? def.input : undefined;
};

/**
 * How the detail starts an action: the edit opens the form; an action that needs more opens its dialog, except the
 * receipt of old parts (they arrive whole); the rest asks for a confirmation.
 */
export function actionStep(action: PartsReturnAction, kind: PartsReturnKind): 'edit' | 'dialog' | 'confirm' {
  if (action === 'update') return 'edit';
  return actionAsks(action) && !(action === 'receive' && kind === 'old') ? 'dialog' : 'confirm';
}

/** The lines a receipt offers: those not all arrived, each with what is still on its way. */
export const linesToReceive = <L extends Pick<ReturnLine, 'qty' | 'receivedQty'>>(lines: readonly L[]) => lines.filter((l) => l.qty > l.receivedQty).map((line) => ({ line, left: line.qty - line.receivedQty }));

/** The lines an inspection offers: those not yet decided. */
export const linesToInspect = <L extends Pick<ReturnLine, 'inspection'>>(lines: readonly L[]) => lines.filter((l) => l.inspection === 'pending');

/** A quantity field: a whole number, or nothing (counted as 0). */
export const WHOLE_NUMBER = /^\d*$/;

/** What an action's dialog holds. */
export interface ActionValues {
  reason?: string;
  carrier?: string;
  waybillNumber?: string;
  destination?: string;
  qty?: Record<string, string>;
  verdict?: Record<string, { result?: 'accepted' | 'rejected'; reason?: string }>;
}

/**
 * What an action sends of its dialog: the carrier and waybill of a shipment (with the destination for RTV); the
 * lines received now, those of 0 left out; the lines decided, a reason only with a rejection; else the reason.
 */
export function actionBody(asks: ActionAsks, lines: readonly ReturnLine[], values: ActionValues): ActionInput {
  switch (asks) {
    case 'shipping':
      return { carrier: values.carrier, waybillNumber: values.waybillNumber };
    case 'rtv':
      return { destination: values.destination as ActionInput['destination'], carrier: values.carrier, waybillNumber: values.waybillNumber };
    case 'receipt':
      return { lines: linesToReceive(lines).flatMap(({ line }) => (Number(values.qty?.[line.id] ?? 0) > 0 ? [{ id: line.id, qty: Number(values.qty?.[line.id]) }] : [])) };
    case 'inspection':
      return {
        lines: linesToInspect(lines).flatMap((l) => {
          const v = values.verdict?.[l.id];
          return v?.result ? [{ id: l.id, result: v.result, reason: v.result === 'rejected' ? v.reason : undefined }] : [];
        }),
      };
    case 'reason':
      return { reason: values.reason };
  }
}

/** What a history step moved, one entry per line: the part with its quantity, or its verdict (and why rejected). */
export function historyMoves(step: ReturnStep, lines: readonly Pick<ReturnLine, 'id' | 'partsCode'>[]): { part: string; qty?: number; result?: string; reason?: string | null }[] {
  if (!Array.isArray(step.detail.lines)) return [];
  const partOf = (lineId: number) => lines.find((l) => l.id === lineId)?.partsCode ?? String(lineId);
  return step.detail.lines.map((l) => (l.result ? { part: partOf(l.id), result: l.result, reason: l.reason } : { part: partOf(l.id), qty: l.qty }));
}

/** A new-part return's form: quantities per received application line, parts of the outlet's own stock; old parts are ticked. */
export interface ReturnFormValues {
  remark?: string;
  applied?: Record<string, string>;
  own?: { partsId?: number; label?: string; qty?: string }[];
}

/** The form's values of a stored draft (or of a new return), and the old parts it holds ticked. */
export function returnFormValuesOf(record: Record<string, unknown>): { values: ReturnFormValues; ticked: number[] } {
  const stored = (record.lines as ReturnLine[] | undefined) ?? [];
  return {
    values: {
      remark: (record.remark as string | null) ?? undefined,
      applied: Object.fromEntries(stored.filter((l) => l.applyLineId).map((l) => [String(l.applyLineId), String(l.qty)])),
      own: stored.filter((l) => !l.applyLineId && !l.orderPartId).map((l) => ({ partsId: l.partsId, label: `${l.partsCode} ${l.partsName}`, qty: String(l.qty) })),
    },
    ticked: stored.flatMap((l) => (l.orderPartId ? [l.orderPartId] : [])),
  };
}

/**
 * The lines add or update sends: the ticked old parts; or the application lines with a quantity above 0 (the part
 * the line names) and the stock parts chosen with a quantity above 0. None means the form asks to choose one.
 */
export function returnLinesOf(kind: PartsReturnKind, values: ReturnFormValues, ticked: readonly number[], returnable: readonly Pick<ReturnableNew, 'id' | 'partsId'>[]): ReturnInput['lines'] {
  if (kind === 'old') return ticked.map((orderPartId) => ({ orderPartId }));
  const byLine = new Map(returnable.map((c) => [c.id, c]));
  return [
    ...Object.entries(values.applied ?? {})
      .filter(([, qty]) => Number(qty) > 0)
      .map(([id, qty]) => ({ partsId: byLine.get(Number(id))?.partsId, applyLineId: Number(id), qty: Number(qty) })),
    ...(values.own ?? []).filter((l) => l.partsId && Number(l.qty) > 0).map((l) => ({ partsId: l.partsId, qty: Number(l.qty) })),
  ];
}

/** An old part past its return deadline. */
export const isOverdue = (deadline: string | null, now: Date = new Date()) => deadline !== null && new Date(deadline).getTime() < now.getTime();

/** What the parts application screens derive from the shared tables and from their forms, kept apart from React. */
import { actionProblem, type FieldDef, type OrderStateColumns, orderStateOf, partsApplyResource, type ScreenDef } from '@as/shared';
import type { ApplyInput, ApplyLine } from './apply-api.ts';

/** The grid searches what an applicant or a supplier looks for; the status is its tabs. */
const SEARCH = new Set(['applyNo', 'orderNo', 'deptId', 'delivery', 'applyType', 'urgency', 'waybillNumber', 'createdAt']);

const applyScreen: ScreenDef = {
  ...partsApplyResource,
  // The grid's rows open the detail and the editor, which read the whole application.
  slimList: true,
  columns: ['applyNo', 'status', 'delivery', 'orderNo', 'deptId', 'applyType', 'urgency', 'amount', 'waybillNumber', 'createdAt'],
  fields: (partsApplyResource.fields as readonly FieldDef[]).map((f) => (SEARCH.has(f.name) ? f : { ...f, filter: undefined })),
};

/** A parts screen of a user who may or may not list the organisation: the outlet filter (deptId) only for one who may (its options come from there). */
export const outletFilterFor = (def: ScreenDef, seesOutlets: boolean): ScreenDef =>
  seesOutlets ? def : { ...def, fields: (def.fields as readonly FieldDef[]).map((f) => (f.name === 'deptId' ? { ...f, filter: undefined } : f)) };

/** The applications' grid, its outlet filter as above. */
export const applyScreenFor = (seesOutlets: boolean): ScreenDef => outletFilterFor(applyScreen, seesOutlets);

/** The application's line fields as the form checks them (the same checks the server runs). */
export const LINE_FIELDS = Object.fromEntries(partsApplyResource.lines.fields.map((f) => [f.name, f as FieldDef])) as Record<string, FieldDef>;

export const STATUS_COLORS: Record<string, string> = {
  draft: 'default',
  applied: 'processing',
  audited: 'cyan',
  rejected: 'error',
  shipped: 'gold',
  received: 'success',
  settled: 'purple',
  cancelled: 'default',
};

/**
 * Whether the work order's parts may be asked for now: the application's submission takes the order's
 * requestParts step (byDocument), so the order must be where that step may run.
 */
export const partsRequestable = (order: OrderStateColumns): boolean => actionProblem(orderStateOf(order), 'requestParts') === null;

type Progress = Pick<ApplyLine, 'qty' | 'reservedQty' | 'shippedQty' | 'receivedQty'>;

/** Lines with something still to ship, each offered what is reserved for it and not gone (more may go, up to what was asked). */
export const toShip = <L extends Progress>(lines: readonly L[]) => lines.filter((l) => l.qty > l.shippedQty).map((line) => ({ line, offered: Math.max(0, line.reservedQty - line.shippedQty), most: line.qty - line.shippedQty }));

/**
 * A shipment as sent: the lines given a quantity; a serial-numbered part's line (one the supplier holds under
 * barcodes) ships the barcodes chosen, one unit each. The server names a refused line by its place among those sent,
 * so `fieldOf` turns 'lines[1].qty' or 'lines[1].barcodes[0]' back into the form row's field it came from.
 */
export function shipmentOf(open: readonly { line: Pick<ApplyLine, 'id' | 'stockBarcodes'> }[], entered: readonly { qty?: string; barcodes?: string[] }[]) {
  const sent = entered
    .map((l, row) => (open[row].line.stockBarcodes.length ? { row, qty: l.barcodes?.length ?? 0, barcodes: l.barcodes ?? [] } : { row, qty: Number(l.qty || 0) }))
    .filter((l) => l.qty > 0);
  return {
    lines: sent.map(({ row, ...l }) => ({ id: open[row].line.id, ...l })),
    fieldOf: (name: string): (string | number)[] | undefined => {
      const m = /^lines(?:\[(\d+)\]|\.(\d+))\.(qty|barcodes)/.exec(name);
      const at = m ? sent[Number(m[1] ?? m[2])] : undefined;
      return at ? ['lines', at.row, 'barcodes' in at ? 'barcodes' : 'qty'] : undefined;
    },
  };
}

/** Lines with something in transit, each offered all of it. */
export const toReceive = <L extends Progress>(lines: readonly L[]) => lines.filter((l) => l.shippedQty > l.receivedQty).map((line) => ({ line, offered: line.shippedQty - line.receivedQty, most: line.shippedQty - line.receivedQty }));

/** A line of the form: the part (with its name until the picker has it), the quantity as typed. */
export interface FormLine {
  partsId?: number;
  label?: string;
  qty?: string;
  fault?: string;
  remark?: string;
}

export interface FormValues {
  warehouseId?: number | null;
  applyType: 'sales' | 'credit';
  urgency: 'normal' | 'urgent';
  remark?: string;
  lines: FormLine[];
}

interface SavedLine {
  partsId: number;
  qty: number;
  fault?: string | null;
  remark?: string | null;
  refLabels?: { partsId?: string };
}

/** The form's values of a stored application (a draft or a rejected one), or of a new one with one empty line. */
export function formValuesOf(record: Record<string, unknown>): FormValues {
  const lines = (record.lines as SavedLine[] | undefined) ?? [];
  return {
    warehouseId: (record.warehouseId as number | undefined) ?? undefined,
    applyType: record.applyType === 'credit' ? 'credit' : 'sales',
    urgency: record.urgency === 'urgent' ? 'urgent' : 'normal',
    remark: (record.remark as string | null) ?? undefined,
    lines: lines.length
      ? lines.map((l) => ({ partsId: l.partsId, label: l.refLabels?.partsId, qty: String(l.qty), fault: l.fault ?? undefined, remark: l.remark ?? undefined }))
      : [{ qty: '1' }],
  };
}

/** What add or update sends of the form: quantities as numbers, empty texts as none. */
export function applyInputOf(record: Record<string, unknown>, values: FormValues): ApplyInput {
  const text = (value: string | undefined) => value?.trim() || null;
  return {
    id: record.id as number | undefined,
    version: record.version as number | undefined,
    orderId: (record.orderId as number | null | undefined) ?? null,
    warehouseId: values.warehouseId ?? null,
    applyType: values.applyType,
    urgency: values.urgency,
    remark: text(values.remark),
    lines: values.lines.map((l) => ({ partsId: l.partsId as number, qty: Number(l.qty), fault: text(l.fault), remark: text(l.remark) })),
  };
}

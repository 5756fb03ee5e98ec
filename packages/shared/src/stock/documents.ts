/**
 * Stock documents (spec sections 2-4; docs/stock-ledger.md "Documents"): stock-in, stock-out, transfer, inventory
 * count and stock request share one header and one line shape and differ in their transition table. A document's
 * state has two dimensions: its status, and for what arrives (stock-in, transfer) how much has arrived.
 * The tables are what the server's guarded commands and the screens' buttons both read.
 */
import type { Texts } from '../i18n.ts';
import type { FieldDef, ResourceDef } from '../resource.ts';
import { allowedIn, type Transition, transition } from '../state-machine.ts';

export const STOCK_DOC_KINDS = ['in', 'out', 'transfer', 'count', 'request'] as const;
export type StockDocKind = (typeof STOCK_DOC_KINDS)[number];

/** The document types within each kind (a dictionary of the screens: stock_doc_type). */
export const STOCK_DOC_TYPES = {
  in: ['purchase', 'return', 'goods'],
  out: ['issue', 'scrap', 'goods', 'scrapOld'],
  transfer: ['transfer'],
  count: ['count'],
  request: ['request'],
} as const satisfies Record<StockDocKind, readonly string[]>;
export type StockDocType = (typeof STOCK_DOC_TYPES)[StockDocKind][number];

/**
 * Spec section 4's statuses, plus `approved` (a stock request the centre granted: its transfer carries it on) and
 * `posted` (a count whose variance is in the ledger): neither ships nor receives, so no status of the spec fits.
 */
export const STOCK_DOC_STATUSES = ['draft', 'audit', 'approved', 'outbound', 'inbound', 'posted', 'rejected', 'cancelled'] as const;
export type StockDocStatus = (typeof STOCK_DOC_STATUSES)[number];

/** What has arrived of a stock-in or a shipped transfer ("to be stocked in, partly, fully"); none for the others and before. */
export const STOCK_RECEIPTS = ['none', 'pending', 'partial', 'full'] as const;
export type StockReceipt = (typeof STOCK_RECEIPTS)[number];

export interface StockDocState {
  status: StockDocStatus;
  receipt: StockReceipt;
}

/** The spec's endpoint group of each kind (/basic/<group>/<verb>) and its permission prefix. */
export const STOCK_DOC_GROUPS = {
  in: { name: 'spPartsInHeader', permission: 'basic_sp_parts_in_header' },
  out: { name: 'spPartsOutHeader', permission: 'basic_sp_parts_out_header' },
  transfer: { name: 'spWhtowhHead', permission: 'basic_sp_whtowh_head' },
  count: { name: 'spPartsInv', permission: 'basic_sp_parts_inv' },
  request: { name: 'spStockRequest', permission: 'basic_sp_stock_request' },
} as const satisfies Record<StockDocKind, { name: string; permission: `basic_${string}` }>;

/** What an action asks for besides the document: a reason (reject, cancel), the carrier and waybill (ship), the quantities received (receive). */
export type StockDocInput = 'reason' | 'shipping' | 'receipt';

/** What an action does to the ledger, carried out by the server with the state change. */
export type StockDocEffect = 'reserve' | 'release' | 'ship' | 'issue' | 'receive' | 'postVariance' | 'createTransfer' | 'writeOff';

export interface StockDocActionDef extends Transition<StockDocState> {
  /** The permission suffix: <group permission>_<suffix>. */
  permission: 'edit' | 'audit' | 'ship' | 'receive';
  input?: StockDocInput;
  effect?: StockDocEffect;
}

const EDITABLE: StockDocStatus[] = ['draft', 'rejected'];
/** Before anything is shipped or received. */
const NONE: StockReceipt[] = ['none'];

/** Submission reserves what leaves; a rejection or cancellation releases it; shipping takes it from the reservation. */
const TRANSFER = {
  submit: { permission: 'edit', when: { status: EDITABLE, receipt: NONE }, sets: { status: 'audit' }, effect: 'reserve' },
  reject: { permission: 'audit', when: { status: ['audit'], receipt: NONE }, sets: { status: 'rejected' }, input: 'reason', effect: 'release' },
  cancel: { permission: 'edit', when: { status: ['draft', 'audit', 'rejected'], receipt: NONE }, sets: { status: 'cancelled' }, input: 'reason', effect: 'release' },
  ship: { permission: 'ship', when: { status: ['audit'], receipt: NONE }, sets: { status: 'outbound', receipt: 'pending' }, input: 'shipping', effect: 'ship' },
  receive: { permission: 'receive', when: { status: ['outbound', 'inbound'], receipt: ['pending', 'partial'] }, sets: { status: 'inbound' }, input: 'receipt', effect: 'receive' },
} as const satisfies Record<string, StockDocActionDef>;

const OUT = {
  submit: TRANSFER.submit,
  reject: TRANSFER.reject,
  cancel: TRANSFER.cancel,
  ship: { permission: 'ship', when: { status: ['audit'], receipt: NONE }, sets: { status: 'outbound' }, input: 'shipping', effect: 'issue' },
} as const satisfies Record<string, StockDocActionDef>;

/** Nothing is reserved before goods arrive: approval opens the receipt, each receipt puts what arrived on the shelf. */
const IN = {
  submit: { permission: 'edit', when: { status: EDITABLE, receipt: NONE }, sets: { status: 'audit' } },
  reject: { permission: 'audit', when: { status: ['audit'], receipt: NONE }, sets: { status: 'rejected' }, input: 'reason' },
  cancel: { permission: 'edit', when: { status: ['draft', 'audit', 'rejected'], receipt: NONE }, sets: { status: 'cancelled' }, input: 'reason' },
  approve: { permission: 'audit', when: { status: ['audit'], receipt: NONE }, sets: { status: 'inbound', receipt: 'pending' } },
  receive: { permission: 'receive', when: { status: ['inbound'], receipt: ['pending', 'partial'] }, sets: { status: 'inbound' }, input: 'receipt', effect: 'receive' },
} as const satisfies Record<string, StockDocActionDef>;

/** The book quantities are frozen when the count is created; approval posts counted - book. */
const COUNT = {
  submit: IN.submit,
  reject: IN.reject,
  cancel: IN.cancel,
  approve: { permission: 'audit', when: { status: ['audit'], receipt: NONE }, sets: { status: 'posted' }, effect: 'postVariance' },
} as const satisfies Record<string, StockDocActionDef>;

/** Approval creates the transfer from the centre, which reserves as a submitted transfer does. */
const REQUEST = {
  submit: IN.submit,
  reject: IN.reject,
  cancel: IN.cancel,
  approve: { permission: 'audit', when: { status: ['audit'], receipt: NONE }, sets: { status: 'approved' }, effect: 'createTransfer' },
} as const satisfies Record<string, StockDocActionDef>;

/**
 * An old-part write-off (spec section 2, stock-out of type scrapOld): old parts held in the centre's defective bucket
 * are scrapped there. Nothing is reserved (defective stock is never promised to anything); approval, by someone other
 * than the maker, posts scrapOut from the defective bucket and ends the document.
 */
const SCRAP_OLD = {
  submit: IN.submit,
  reject: IN.reject,
  cancel: IN.cancel,
  approve: { permission: 'audit', when: { status: ['audit'], receipt: NONE }, sets: { status: 'posted' }, effect: 'writeOff' },
} as const satisfies Record<string, StockDocActionDef>;

export const STOCK_DOC_ACTIONS = { in: IN, out: OUT, transfer: TRANSFER, count: COUNT, request: REQUEST } as const;
/** Document types that move by a table of their own instead of their kind's. */
export const STOCK_DOC_TYPE_ACTIONS: Partial<Record<StockDocType, Record<string, StockDocActionDef>>> = { scrapOld: SCRAP_OLD };
export type StockDocAction = 'submit' | 'reject' | 'cancel' | 'approve' | 'ship' | 'receive';
export const STOCK_DOC_ACTION_NAMES: readonly StockDocAction[] = ['submit', 'reject', 'cancel', 'approve', 'ship', 'receive'];

/** The transition table of a document: its type's own, else its kind's. */
export const stockDocTable = (kind: StockDocKind, docType?: string | null): Partial<Record<StockDocAction, StockDocActionDef>> =>
  (docType && (STOCK_DOC_TYPES[kind] as readonly string[]).includes(docType) && STOCK_DOC_TYPE_ACTIONS[docType as StockDocType]) || STOCK_DOC_ACTIONS[kind];

/** The action's definition for a kind (of a given type), or undefined when it has no such action. */
export const stockDocAction = (kind: StockDocKind, action: StockDocAction, docType?: string | null): StockDocActionDef | undefined => stockDocTable(kind, docType)[action];

/** The action's definition under any type of the kind (the routes and the menu's buttons), the kind's own first. */
export const stockDocKindAction = (kind: StockDocKind, action: StockDocAction): StockDocActionDef | undefined =>
  [undefined, ...STOCK_DOC_TYPES[kind]].map((type) => stockDocAction(kind, action, type)).find(Boolean);

/** The state after the action, or null when the kind has no such action or the state forbids it. */
export function applyStockDocAction(kind: StockDocKind, state: StockDocState, action: StockDocAction, docType?: string | null): StockDocState | null {
  const def = stockDocAction(kind, action, docType);
  return def ? transition(state, def) : null;
}

export const allowedStockDocActions = (kind: StockDocKind, state: StockDocState, docType?: string | null): StockDocAction[] =>
  allowedIn(stockDocTable(kind, docType) as Record<StockDocAction, StockDocActionDef>, state);

/** Whoever made a document of this kind and type may not also approve it (four eyes: counts and old-part write-offs). */
export const needsOtherApprover = (kind: StockDocKind, docType?: string | null) => kind === 'count' || (kind === 'out' && docType === 'scrapOld');

export const initialStockDocState = (): StockDocState => ({ status: 'draft', receipt: 'none' });

/** Header, lines and counts may change only before submission or after a rejection. */
export const STOCK_DOC_EDITABLE: readonly StockDocStatus[] = EDITABLE;

/** The receipt after a receipt: full when every line has received what it was sent, else partial. */
export const receiptOf = (lines: readonly { qty: number; receivedQty: number }[]): StockReceipt =>
  lines.every((l) => l.receivedQty >= l.qty) ? 'full' : 'partial';

export const STOCK_DOC_PERMISSIONS = (kind: StockDocKind) => {
  const p = STOCK_DOC_GROUPS[kind].permission;
  return { view: `${p}_view`, add: `${p}_add`, edit: `${p}_edit`, audit: `${p}_audit`, ship: `${p}_ship`, receive: `${p}_receive` } as const;
};

export const STOCK_DOC_STATUS_LABELS: Record<StockDocStatus, Texts> = {
  draft: { 'zh-CN': '草稿', 'en-US': 'Draft', 'es-ES': 'Borrador' },
  audit: { 'zh-CN': '待审核', 'en-US': 'Awaiting audit', 'es-ES': 'Pendiente de auditoría' },
  approved: { 'zh-CN': '已批准', 'en-US': 'Approved', 'es-ES': 'Aprobado' },
  outbound: { 'zh-CN': '已出库', 'en-US': 'Outbound', 'es-ES': 'Despachado' },
  inbound: { 'zh-CN': '入库中', 'en-US': 'Inbound', 'es-ES': 'En entrada' },
  posted: { 'zh-CN': '已过账', 'en-US': 'Posted', 'es-ES': 'Contabilizado' },
  rejected: { 'zh-CN': '已驳回', 'en-US': 'Rejected', 'es-ES': 'Rechazado' },
  cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled', 'es-ES': 'Cancelado' },
};

export const STOCK_DOC_ACTION_LABELS: Record<StockDocAction, Texts> = {
  submit: { 'zh-CN': '提交', 'en-US': 'Submit', 'es-ES': 'Enviar' },
  reject: { 'zh-CN': '驳回', 'en-US': 'Reject', 'es-ES': 'Rechazar' },
  cancel: { 'zh-CN': '取消', 'en-US': 'Cancel', 'es-ES': 'Cancelar' },
  approve: { 'zh-CN': '审核通过', 'en-US': 'Approve', 'es-ES': 'Aprobar' },
  ship: { 'zh-CN': '出库', 'en-US': 'Ship', 'es-ES': 'Despachar' },
  receive: { 'zh-CN': '入库', 'en-US': 'Receive', 'es-ES': 'Recibir' },
};

/** Dictionaries of stock documents, [value, zh-CN, en-US, es-ES]. */
export const STOCK_DOC_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  { type: 'stock_doc_status', description: '库存单据状态', items: STOCK_DOC_STATUSES.map((s) => [s, STOCK_DOC_STATUS_LABELS[s]['zh-CN'], STOCK_DOC_STATUS_LABELS[s]['en-US'], STOCK_DOC_STATUS_LABELS[s]['es-ES']]) },
  {
    type: 'stock_receipt',
    description: '入库进度',
    items: [['none', '—', '—', '—'], ['pending', '待入库', 'To be stocked in', 'Por recibir'], ['partial', '部分入库', 'Partly stocked in', 'Recibido en parte'], ['full', '全部入库', 'Fully stocked in', 'Recibido por completo']],
  },
  {
    type: 'stock_doc_type',
    description: '库存单据类型',
    items: [
      ['purchase', '采购入库', 'Purchase receipt', 'Entrada por compra'],
      ['return', '退货入库', 'Return receipt', 'Entrada por devolución'],
      ['goods', '成品出入库', 'Finished goods', 'Producto terminado'],
      ['issue', '领用出库', 'Issue', 'Salida por consumo'],
      ['scrap', '报废出库', 'Scrap', 'Salida por desecho'],
      ['scrapOld', '旧件报废', 'Old-part write-off', 'Baja de piezas usadas'],
      ['transfer', '调拨', 'Transfer', 'Traspaso'],
      ['count', '盘点', 'Inventory count', 'Inventario'],
      ['request', '要货申请', 'Stock request', 'Solicitud de stock'],
    ],
  },
];

/** Which warehouses a kind names: the one stock leaves or is counted in (from), the one it arrives at (to). */
export const STOCK_DOC_WAREHOUSES: Record<StockDocKind, { from: boolean; to: boolean }> = {
  in: { from: false, to: true },
  out: { from: true, to: false },
  transfer: { from: true, to: true },
  count: { from: true, to: false },
  // The outlet names its own warehouse; the supplying centre's is found by the server.
  request: { from: false, to: true },
};

/**
 * A kind's grid, detail and form (the generic list, count, get and export routes; add, update and the commands are
 * the stock module's own): server-written fields are readOnly, so the form's fields are the rest.
 */
export function stockDocResource(kind: StockDocKind): ResourceDef {
  const { from, to } = STOCK_DOC_WAREHOUSES[kind];
  const arrives = kind === 'in' || kind === 'transfer';
  const header: FieldDef[] = [
    { name: 'docNo', type: 'string', readOnly: true, filter: 'like', sort: true },
    { name: 'docType', type: 'dict', dict: 'stock_doc_type', options: STOCK_DOC_TYPES[kind], required: true, max: 12, filter: 'in', sort: true },
    { name: 'status', type: 'dict', dict: 'stock_doc_status', readOnly: true, filter: 'in', sort: true },
    ...(arrives ? [{ name: 'receipt', type: 'dict', dict: 'stock_receipt', readOnly: true, filter: 'in' } as const] : []),
    { name: 'fromWarehouseId', type: 'ref', ref: 'basWarehouse', filter: 'eq', required: from, readOnly: !from },
    { name: 'toWarehouseId', type: 'ref', ref: 'basWarehouse', filter: 'eq', required: to, readOnly: !to },
    ...(kind === 'out' || kind === 'transfer'
      ? ([
          { name: 'carrier', type: 'string', readOnly: true, list: false },
          { name: 'waybillNumber', type: 'string', readOnly: true, filter: 'like' },
          { name: 'shippedAt', type: 'datetime', readOnly: true, filter: 'range' },
        ] as const)
      : []),
    ...(arrives ? [{ name: 'receivedAt', type: 'datetime', readOnly: true, filter: 'range' } as const] : []),
    ...(kind === 'transfer' || kind === 'request' ? [{ name: 'linkedDocId', type: 'ref', ref: kind === 'request' ? 'spWhtowhHead' : 'spStockRequest', readOnly: true, filter: 'eq' } as const] : []),
    { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'range', list: false },
    { name: 'auditRemark', type: 'text', readOnly: true, list: false },
    { name: 'remark', type: 'text', max: 500, list: false },
  ];
  // A line's location is one of its warehouse's, chosen by code; 0: none.
  const location = (side: 'from' | 'to'): FieldDef => ({ name: `${side}LocationId`, type: 'ref', ref: 'basWarehouseLocation', refParent: `${side}WarehouseId`, min: 0, default: 0 });
  const lines: FieldDef[] =
    kind === 'count'
      ? [
          { name: 'partsId', type: 'ref', ref: 'basParts', required: true },
          location('from'),
          { name: 'bookQty', type: 'int', readOnly: true },
          { name: 'countedQty', type: 'int', min: 0, max: 9999999 },
          { name: 'remark', type: 'string', max: 255 },
        ]
      : [
          { name: 'partsId', type: 'ref', ref: 'basParts', required: true },
          { name: 'qty', type: 'int', required: true, min: 1, max: 9999999 },
          ...(from ? [location('from')] : []),
          ...(to ? [location('to')] : []),
          ...(kind === 'in' ? [{ name: 'unitCost', type: 'decimal', decimals: 4, min: 0, max: 99999999 } as const] : []),
          // A serial-numbered item moves alone under its barcode; a request asks for parts, not for given items.
          ...(kind === 'request' ? [] : [{ name: 'barcode', type: 'string', max: 64, format: 'code' } as const]),
          ...(arrives ? [{ name: 'receivedQty', type: 'int', readOnly: true } as const] : []),
          { name: 'remark', type: 'string', max: 255 },
        ];
  const group = STOCK_DOC_GROUPS[kind];
  return {
    name: group.name,
    key: group.name,
    permission: group.permission,
    // Written by the stock module's own add, update and commands (state guarded): the generic routes only read.
    readOnly: true,
    fields: header,
    defaultSort: { field: 'docNo', order: 'desc' },
    label: ['docNo'],
    lines: { fields: lines, uniqueBy: kind === 'count' ? ['partsId', 'fromLocationId'] : kind === 'request' ? ['partsId', 'toLocationId'] : kind === 'in' ? ['partsId', 'toLocationId', 'barcode'] : ['partsId', 'fromLocationId', 'barcode'], min: kind === 'count' ? 0 : 1, max: 500 },
  };
}

export const STOCK_DOC_RESOURCES: Record<StockDocKind, ResourceDef> = Object.fromEntries(STOCK_DOC_KINDS.map((k) => [k, stockDocResource(k)])) as Record<StockDocKind, ResourceDef>;

/**
 * Return and exchange applications (spec section 3 "Return/exchange application", section 4 "Return/exchange";
 * wkExchangeBill). An application is saved (to submit), submitted for review, then approved (audited) or rejected
 * with a reason; a rejected one can be corrected and submitted again; before approval it can be cancelled. Once
 * approved, the old machine comes back (shipped, then signed in) and the new one goes out (shipped, then signed).
 * `EXCHANGE_ACTIONS` is the transition table: the server's guarded updates and the screen's buttons both read it.
 */
import type { ResourceDef } from '../resource.ts';
import { allowedIn, type Transition, transition } from '../state-machine.ts';

export const EXCHANGE_STATUSES = ['saved', 'review', 'approved', 'rejected', 'cancelled'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];

/** Old machine return: not yet, shipped back, signed in (spec: shipped or signed in). */
export const OLD_RETURN_STATES = ['none', 'shipped', 'signed'] as const;
export type OldReturnState = (typeof OLD_RETURN_STATES)[number];

/** New machine shipment: not yet, shipped, signed for by the customer. */
export const NEW_SHIP_STATES = ['none', 'shipped', 'signed'] as const;
export type NewShipState = (typeof NEW_SHIP_STATES)[number];

export interface ExchangeState {
  status: ExchangeStatus;
  oldReturn: OldReturnState;
  newShip: NewShipState;
}

export const EXCHANGE_PERMISSIONS = {
  view: 'basic_wk_exchange_bill_view',
  add: 'basic_wk_exchange_bill_add',
  edit: 'basic_wk_exchange_bill_edit',
  export: 'basic_wk_exchange_bill_export',
  audit: 'basic_wk_exchange_bill_audit',
  ship: 'basic_wk_exchange_bill_ship',
} as const;
export type ExchangePermission = (typeof EXCHANGE_PERMISSIONS)[keyof typeof EXCHANGE_PERMISSIONS];

export interface ExchangeActionDef extends Transition<ExchangeState> {
  permission: ExchangePermission;
  needsReason?: boolean;
  /** The action records logistics (company and tracking number), required. */
  needsTracking?: boolean;
}

export const EXCHANGE_ACTIONS = {
  submit: { permission: 'basic_wk_exchange_bill_edit', when: { status: ['saved', 'rejected'] }, sets: { status: 'review' } },
  approve: { permission: 'basic_wk_exchange_bill_audit', when: { status: ['review'] }, sets: { status: 'approved' } },
  reject: { permission: 'basic_wk_exchange_bill_audit', when: { status: ['review'] }, sets: { status: 'rejected' }, needsReason: true },
  cancel: { permission: 'basic_wk_exchange_bill_edit', when: { status: ['saved', 'review', 'rejected'] }, sets: { status: 'cancelled' }, needsReason: true },
  oldShipped: { permission: 'basic_wk_exchange_bill_ship', when: { status: ['approved'], oldReturn: ['none'] }, sets: { oldReturn: 'shipped' }, needsTracking: true },
  oldSigned: { permission: 'basic_wk_exchange_bill_ship', when: { status: ['approved'], oldReturn: ['shipped'] }, sets: { oldReturn: 'signed' } },
  newShipped: { permission: 'basic_wk_exchange_bill_ship', when: { status: ['approved'], newShip: ['none'] }, sets: { newShip: 'shipped' }, needsTracking: true },
  newSigned: { permission: 'basic_wk_exchange_bill_ship', when: { status: ['approved'], newShip: ['shipped'] }, sets: { newShip: 'signed' } },
} as const satisfies Record<string, ExchangeActionDef>;

export type ExchangeAction = keyof typeof EXCHANGE_ACTIONS;
export const EXCHANGE_ACTION_NAMES = Object.keys(EXCHANGE_ACTIONS) as ExchangeAction[];

/** The application's fields can change only before review, or after a rejection. */
export const EXCHANGE_EDITABLE: readonly ExchangeStatus[] = ['saved', 'rejected'];

/** The state after the action, or null when it may not run from this state. */
export const applyExchangeAction = (state: ExchangeState, action: ExchangeAction): ExchangeState | null => transition(state, EXCHANGE_ACTIONS[action]);

export const allowedExchangeActions = (state: ExchangeState): ExchangeAction[] => allowedIn(EXCHANGE_ACTIONS, state);

export const initialExchangeState = (): ExchangeState => ({ status: 'saved', oldReturn: 'none', newShip: 'none' });

export const exchangeBillResource = {
  name: 'wkExchangeBill',
  key: 'exchangeBill',
  permission: 'basic_wk_exchange_bill',
  // Written by its own commands (add, update, submit … with the state guarded): the generic routes only read.
  readOnly: true,
  fields: [
    { name: 'billNo', type: 'string', readOnly: true, filter: 'like', sort: true },
    { name: 'status', type: 'dict', dict: 'exchange_status', readOnly: true, filter: 'in', sort: true },
    { name: 'orderId', type: 'int', list: false, filter: 'eq' },
    { name: 'orderNo', type: 'string', readOnly: true, filter: 'like' },
    { name: 'type', type: 'dict', dict: 'exchange_type', required: true, max: 16, filter: 'in' },
    { name: 'source', type: 'dict', dict: 'exchange_source', required: true, max: 16, filter: 'in' },
    { name: 'reason', type: 'text', required: true, max: 500, list: false },
    { name: 'categoryId', type: 'ref', ref: 'basItemCategory', required: true, requiredMessage: 'categoryRequired', filter: 'eq' },
    { name: 'serialNo', type: 'string', required: true, max: 64, format: 'code', filter: 'like' },
    { name: 'itemId', type: 'ref', ref: 'basItem', filter: 'eq' },
    { name: 'productName', type: 'string', max: 128, list: false },
    { name: 'consignee', type: 'string', required: true, max: 64, filter: 'like' },
    { name: 'contact', type: 'string', required: true, max: 11, format: 'mobile', filter: 'like' },
    { name: 'address', type: 'string', required: true, max: 255, list: false },
    { name: 'creditAmount', type: 'money', min: 0, max: 9999999 },
    { name: 'difference', type: 'money', min: -9999999, max: 9999999 },
    { name: 'faultPhoto', type: 'string', max: 500, list: false },
    { name: 'environmentPhoto', type: 'string', max: 500, list: false },
    { name: 'namePlatePhoto', type: 'string', max: 500, list: false },
    { name: 'serialPhoto', type: 'string', max: 500, list: false },
    { name: 'video', type: 'string', max: 500, list: false },
    { name: 'oldReturn', type: 'dict', dict: 'exchange_old_return', readOnly: true, filter: 'in' },
    { name: 'oldLogistics', type: 'string', readOnly: true, list: false },
    { name: 'oldTrackingNo', type: 'string', readOnly: true, list: false },
    { name: 'oldSignedAt', type: 'datetime', readOnly: true, list: false },
    { name: 'newShip', type: 'dict', dict: 'exchange_new_ship', readOnly: true, filter: 'in' },
    { name: 'newLogistics', type: 'string', readOnly: true, list: false },
    { name: 'newTrackingNo', type: 'string', readOnly: true, list: false },
    { name: 'newSignedAt', type: 'datetime', readOnly: true, list: false },
    { name: 'auditRemark', type: 'string', readOnly: true, list: false },
  ],
  defaultSort: { field: 'billNo', order: 'desc' },
  label: ['billNo'],
} as const satisfies ResourceDef;

/** Dictionaries of return and exchange, [value, zh-CN, en-US, es-ES]. */
export const EXCHANGE_DICTS: { type: string; description: string; items: [string, string, string, string][] }[] = [
  {
    type: 'exchange_status',
    description: '退换机申请状态',
    items: [
      ['saved', '待提交', 'To submit', 'Por enviar'],
      ['review', '审核中', 'Under review', 'En revisión'],
      ['approved', '已审核', 'Approved', 'Aprobada'],
      ['rejected', '已驳回', 'Rejected', 'Rechazada'],
      ['cancelled', '已取消', 'Cancelled', 'Cancelada'],
    ],
  },
  { type: 'exchange_type', description: '退换机类型', items: [['exchange', '换机', 'Exchange', 'Cambio'], ['return', '退机', 'Return', 'Devolución']] },
  {
    type: 'exchange_source',
    description: '退换机来源',
    items: [['order', '工单', 'Work order', 'Orden de trabajo'], ['customer', '客户申请', 'Customer request', 'Solicitud del cliente'], ['ecommerce', '电商', 'E-commerce', 'Comercio electrónico']],
  },
  { type: 'exchange_old_return', description: '旧机返还状态', items: [['none', '未寄回', 'Not returned', 'Sin devolver'], ['shipped', '已寄出', 'Shipped', 'Enviado'], ['signed', '已签收', 'Signed in', 'Recibido']] },
  { type: 'exchange_new_ship', description: '新机发货状态', items: [['none', '未发货', 'Not shipped', 'Sin enviar'], ['shipped', '已发货', 'Shipped', 'Enviado'], ['signed', '已签收', 'Signed for', 'Recibido']] },
];

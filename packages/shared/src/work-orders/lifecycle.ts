/**
 * The work order's lifecycle (spec section 4, ARCHITECTURE.md section 6; drawn in docs/work-order-lifecycle.md).
 *
 * The numbered status (1010 New … 1250 Finished, 1260 Cancelled) is the primary state. The label reading's richer
 * steps are orthogonal dimensions: who holds the order, the completion audit, the parts, replacement (SRA), return
 * (POR/RTV) and shipping-repair sub-flows, suspension, the closure request, settlement and the return visit.
 * Every action is one endpoint; `ORDER_ACTIONS` says from which states it may run and what it changes, and
 * `applyAction` is the only place that computes a next state: the server's guarded update and the web's buttons
 * both use it.
 */

import { applyEffect, blockingDimension, type Transition } from '../state-machine.ts';

/** Spec section 4, the numbered reading. */
export const ORDER_STATUSES = [1010, 1020, 1025, 1030, 1040, 1050, 1060, 1080, 1090, 1100, 1110, 1115, 1116, 1130, 1140, 1160, 1180, 1190, 1230, 1250, 1260] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The spec's English names of the numbered statuses (the web shows them translated). */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  1010: 'New',
  1020: 'ASC Approval',
  1025: 'ASC Reject',
  1030: '1st Appointment',
  1040: 'To check up',
  1050: 'To order parts',
  1060: 'Parts team evaluation',
  1080: 'Parts team delivery',
  1090: 'To be appointed 2nd',
  1100: 'To repair',
  1110: 'Waiting for Confirmation',
  1115: 'To Return Service Center',
  1116: 'Received by Service Center',
  1130: 'SRA Approval',
  1140: 'SRA Approved',
  1160: 'SC delivery',
  1180: 'RTV Approval',
  1190: 'RTV Approved',
  1230: 'To be Confirmed',
  1250: 'Finished',
  1260: 'Cancelled',
};

export const FINAL_STATUSES: readonly OrderStatus[] = [1250, 1260];
/** Before an outlet has taken the order. */
export const UNACCEPTED: readonly OrderStatus[] = [1010, 1020, 1025];
/** An outlet has it and work is under way (before completion is submitted). */
export const IN_SERVICE: readonly OrderStatus[] = [1030, 1040, 1050, 1060, 1080, 1090, 1100, 1115, 1116, 1130, 1140, 1160, 1180, 1190];
/** Where an engineer is on site and may check in, record the result, ask for parts or a replacement. */
const ON_SITE: readonly OrderStatus[] = [1040, 1100];
/** Completion may be submitted: on site, after a workshop or replacement delivery, after an approved return. */
const COMPLETABLE: readonly OrderStatus[] = [1040, 1100, 1160, 1190];

/** The order's basic data (customer, appliance, service type …) can change while it has not left the level that registered it. */
export const ORDER_EDITABLE: readonly OrderStatus[] = [1010, 1025];

/** Who holds the order: headquarters, a service centre, a provider or outlet (ASC), an engineer. */
export const ORDER_HOLDERS = ['hq', 'centre', 'outlet', 'engineer'] as const;
export type OrderHolder = (typeof ORDER_HOLDERS)[number];

/** The completion audit: saved but not submitted, then awaiting network confirmation, centre audit, headquarters audit. */
export const AUDIT_STAGES = ['none', 'saved', 'network', 'centre', 'hq', 'passed'] as const;
export type AuditStage = (typeof AUDIT_STAGES)[number];

/** Parts for the repair: requested by the engineer, evaluated and delivered by the parts team, received on site. */
export const PARTS_STATES = ['none', 'requested', 'evaluating', 'delivering', 'received', 'rejected'] as const;
export type PartsState = (typeof PARTS_STATES)[number];

/** Replacement (SRA) and return (POR/RTV) applications. */
export const SUB_FLOW_STATES = ['none', 'created', 'approved', 'rejected'] as const;
export type SubFlowState = (typeof SUB_FLOW_STATES)[number];

/**
 * Shipping repair (workshop, repair by mail): to send, sent awaiting signature, received (to repair), repaired
 * awaiting dispatch, delivered to the customer to sign, signed for by the customer (the order may then complete).
 */
export const SHIP_STATES = ['none', 'toSend', 'sent', 'received', 'repaired', 'delivering', 'signed'] as const;
export type ShipState = (typeof SHIP_STATES)[number];

export const CLOSURE_STATES = ['none', 'requested', 'rejected'] as const;
export type ClosureState = (typeof CLOSURE_STATES)[number];

/** Settlement of the finished order's fees. */
export const SETTLE_STATES = ['none', 'toSettle', 'rejected', 'suspended', 'settled'] as const;
export type SettleState = (typeof SETTLE_STATES)[number];

/** Return visit (spec: not visited, sampled, visited, user rated). */
export const VISIT_STATES = ['notVisited', 'sampled', 'visited', 'rated'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

/** Every dimension of an order's state, plus the two facts the audit chain depends on. */
export interface OrderState {
  status: OrderStatus;
  holder: OrderHolder;
  audit: AuditStage;
  parts: PartsState;
  sra: SubFlowState;
  por: SubFlowState;
  ship: ShipState;
  closure: ClosureState;
  settle: SettleState;
  visit: VisitState;
  suspended: boolean;
  /** An outlet took part (its network confirmation is the first audit). */
  hasSite: boolean;
  /** A service centre took part (its audit follows the network's). */
  hasCentre: boolean;
  /** The engineer (or outlet) has checked in on site in the current visit. */
  checkedIn: boolean;
}

/** A stored order's columns its state is read from: hasSite and hasCentre follow from siteId and centreId. */
export type OrderStateColumns = Omit<OrderState, 'status' | 'hasSite' | 'hasCentre'> & { status: number; siteId: number | null; centreId: number | null };

/** The dimensions of a stored order as the lifecycle sees them (the server's rows and the screens' records alike). */
export function orderStateOf(row: OrderStateColumns): OrderState {
  return {
    status: row.status as OrderStatus,
    holder: row.holder,
    audit: row.audit,
    parts: row.parts,
    sra: row.sra,
    por: row.por,
    ship: row.ship,
    closure: row.closure,
    settle: row.settle,
    visit: row.visit,
    suspended: row.suspended,
    hasSite: row.siteId !== null,
    hasCentre: row.centreId !== null,
    checkedIn: row.checkedIn,
  };
}

/** The endpoint groups of spec section 7 an action belongs to. */
export type OrderActionGroup = 'soOrderDispatch' | 'siteOrderDeal' | 'soOrderHandle';

/** Permissions of the work-order module: one per kind of decision, so each role gets exactly its own. */
export const ORDER_PERMISSIONS = {
  view: 'basic_so_order_view',
  add: 'basic_so_order_add',
  edit: 'basic_so_order_edit',
  export: 'basic_so_order_export',
  import: 'basic_so_order_import',
  assignOrg: 'basic_so_order_assign_org',
  assignSite: 'basic_so_order_assign_site',
  /** An outlet's dispatcher: accept or refuse the order, assign its engineers (spec section 6: not an engineer's decision). */
  deal: 'basic_so_order_deal',
  /** Serving the order: appointments, the visit, completion, handing it back, asking for closure. */
  handle: 'basic_so_order_handle',
  /** The service centre's side of repair by mail: receive, repair, deliver, and record the customer's signature. */
  mail: 'basic_so_order_mail',
  parts: 'basic_so_order_parts',
  subAudit: 'basic_so_order_sub_audit',
  confirm: 'basic_so_order_confirm',
  auditCentre: 'basic_so_order_audit_centre',
  audit: 'basic_so_order_audit',
  cancel: 'basic_so_order_cancel',
  suspend: 'basic_so_order_suspend',
  settle: 'basic_so_order_settle',
  visit: 'basic_so_order_visit',
} as const;
export type OrderPermission = (typeof ORDER_PERMISSIONS)[keyof typeof ORDER_PERMISSIONS];

type Dim = keyof OrderState;

/** `when`: each named dimension must hold one of the listed values; `sets`: what changes (state-machine.ts). */
export interface OrderActionDef extends Transition<OrderState> {
  group: OrderActionGroup;
  permission: OrderPermission;
  /** The caller must give a reason (stored in the history). */
  needsReason?: boolean;
  /** Allowed while the order is suspended (everything else waits for resume). */
  whileSuspended?: boolean;
  /** Taken only as a step of another document's command (a work-order appeal): no endpoint or button of its own. */
  byRequest?: boolean;
  /** Moved only by the commands of the named document (a parts application, a return visit): no endpoint or button of its own. */
  byDocument?: 'spPartsApply' | 'soRecallLine';
}

const OPEN: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => !FINAL_STATUSES.includes(s));
const upstream = (s: OrderState): OrderHolder => (s.hasCentre ? 'centre' : 'hq');
const AUDIT_CHAIN = ['network', 'centre', 'hq'] as const;

/** The audit levels this order passes through, in order: the network's when an outlet served it, the centre's when a centre took part, always headquarters'. */
export function auditChain(s: Pick<OrderState, 'hasSite' | 'hasCentre'>): AuditStage[] {
  return AUDIT_CHAIN.filter((stage) => (stage === 'network' ? s.hasSite : stage === 'centre' ? s.hasCentre : true));
}
const statusOfAudit = (stage: AuditStage): OrderStatus => (stage === 'network' ? 1110 : 1230);
const firstAudit = (s: OrderState) => auditChain(s)[0];
const nextAudit = (s: OrderState): AuditStage => {
  const chain = auditChain(s);
  return chain[chain.indexOf(s.audit) + 1] ?? 'passed';
};
const previousAudit = (s: OrderState): AuditStage => {
  const chain = auditChain(s);
  return chain[chain.indexOf(s.audit) - 1] ?? 'none';
};

/**
 * The actions, by the name of their endpoint. Dispatch: headquarters → centre → outlet → engineer; an outlet
 * accepts or rejects; the order can be handed back up (backOrder) or moved to another outlet or engineer.
 */
export const ORDER_ACTIONS = {
  // Headquarters gives the order to a service centre (again, after an outlet rejected it).
  assignOrg: { group: 'soOrderDispatch', permission: 'basic_so_order_assign_org', when: { status: [1010, 1025], holder: ['hq', 'centre'] }, sets: { status: 1010, holder: 'centre', hasCentre: true } },
  // Headquarters or a centre gives it to an outlet; an outlet to one of its subordinate outlets; before acceptance, to another outlet.
  assignSite: { group: 'soOrderDispatch', permission: 'basic_so_order_assign_site', when: { status: [1010, 1020, 1025], holder: ['hq', 'centre', 'outlet'] }, sets: { status: 1020, holder: 'outlet', hasSite: true } },
  accept: { group: 'siteOrderDeal', permission: 'basic_so_order_deal', when: { status: [1020], holder: ['outlet'] }, sets: { status: 1030 } },
  // ASC reject: the outlet refuses the order; it goes back to whoever dispatched it.
  doOrderReject: { group: 'soOrderDispatch', permission: 'basic_so_order_deal', when: { status: [1020], holder: ['outlet'] }, sets: { status: 1025, holder: upstream }, needsReason: true },
  // The outlet's dispatcher gives it to an engineer, or moves it to another of its engineers.
  assign: { group: 'siteOrderDeal', permission: 'basic_so_order_deal', when: { status: IN_SERVICE, holder: ['outlet', 'engineer'] }, sets: { holder: 'engineer' } },
  // After acceptance: the engineer gives it back to his outlet, the outlet back to its centre (or headquarters).
  // Whoever serves the order may hand it back, so it goes with the service, not with accepting and assigning.
  backOrder: {
    group: 'siteOrderDeal',
    permission: 'basic_so_order_handle',
    when: { status: [1030, 1040, 1090, 1100], holder: ['outlet', 'engineer'], parts: ['none', 'received', 'rejected'], audit: ['none', 'saved'] },
    sets: { status: (s) => (s.holder === 'engineer' ? s.status : 1025), holder: (s) => (s.holder === 'engineer' ? 'outlet' : upstream(s)), checkedIn: (s) => (s.holder === 'engineer' ? s.checkedIn : false) },
    needsReason: true,
  },
  // Appointments: the first moves 1030 to 1040, the second 1090 to 1100; booking again changes the appointment.
  book: {
    group: 'siteOrderDeal',
    permission: 'basic_so_order_handle',
    when: { status: [1030, 1040, 1090, 1100], holder: ['outlet', 'engineer'] },
    sets: { status: (s) => (s.status === 1030 ? 1040 : s.status === 1090 ? 1100 : s.status) },
  },
  checkIn: { group: 'soOrderHandle', permission: 'basic_so_order_handle', when: { status: ON_SITE, holder: ['outlet', 'engineer'], checkedIn: [false] }, sets: { checkedIn: true } },
  depart: { group: 'soOrderHandle', permission: 'basic_so_order_handle', when: { status: ON_SITE, holder: ['outlet', 'engineer'], checkedIn: [true] }, sets: { checkedIn: false } },
  // Temporary save of the completion form (fault tree, parts, fees, photos): nothing moves.
  saveResult: { group: 'soOrderHandle', permission: 'basic_so_order_handle', when: { status: COMPLETABLE, holder: ['outlet', 'engineer'], audit: ['none', 'saved'] }, sets: { audit: 'saved' } },
  requestParts: {
    group: 'soOrderHandle',
    permission: 'basic_so_order_handle',
    when: { status: ON_SITE, holder: ['outlet', 'engineer'], parts: ['none', 'received', 'rejected'], audit: ['none', 'saved'] },
    sets: { status: 1050, parts: 'requested', checkedIn: false },
    byDocument: 'spPartsApply',
  },
  evaluateParts: { group: 'soOrderHandle', permission: 'basic_so_order_parts', when: { status: [1050], parts: ['requested'] }, sets: { status: 1060, parts: 'evaluating' }, byDocument: 'spPartsApply' },
  deliverParts: { group: 'soOrderHandle', permission: 'basic_so_order_parts', when: { status: [1060], parts: ['evaluating'] }, sets: { status: 1080, parts: 'delivering' }, byDocument: 'spPartsApply' },
  rejectParts: { group: 'soOrderHandle', permission: 'basic_so_order_parts', when: { status: [1050, 1060], parts: ['requested', 'evaluating'] }, sets: { status: 1100, parts: 'rejected' }, needsReason: true, byDocument: 'spPartsApply' },
  receiveParts: { group: 'soOrderHandle', permission: 'basic_so_order_handle', when: { status: [1080], parts: ['delivering'] }, sets: { status: 1090, parts: 'received' }, byDocument: 'spPartsApply' },
  // Replacement (SRA), return (POR/RTV) and workshop repair (internal order) start from a check on site.
  creatSRAOrder: { group: 'soOrderDispatch', permission: 'basic_so_order_handle', when: { status: ON_SITE, sra: ['none', 'rejected'], checkedIn: [true], audit: ['none', 'saved'] }, sets: { status: 1130, sra: 'created', checkedIn: false } },
  approveSRA: { group: 'soOrderHandle', permission: 'basic_so_order_sub_audit', when: { status: [1130], sra: ['created'] }, sets: { status: 1140, sra: 'approved' } },
  rejectSRA: { group: 'soOrderHandle', permission: 'basic_so_order_sub_audit', when: { status: [1130], sra: ['created'] }, sets: { status: 1100, sra: 'rejected' }, needsReason: true },
  creatPOROrder: { group: 'soOrderDispatch', permission: 'basic_so_order_handle', when: { status: ON_SITE, por: ['none', 'rejected'], checkedIn: [true], audit: ['none', 'saved'] }, sets: { status: 1180, por: 'created', checkedIn: false } },
  approvePOR: { group: 'soOrderHandle', permission: 'basic_so_order_sub_audit', when: { status: [1180], por: ['created'] }, sets: { status: 1190, por: 'approved' } },
  rejectPOR: { group: 'soOrderHandle', permission: 'basic_so_order_sub_audit', when: { status: [1180], por: ['created'] }, sets: { status: 1100, por: 'rejected' }, needsReason: true },
  creatInternalOrder: { group: 'soOrderDispatch', permission: 'basic_so_order_handle', when: { status: ON_SITE, ship: ['none'], checkedIn: [true], audit: ['none', 'saved'] }, sets: { status: 1115, ship: 'toSend', checkedIn: false } },
  sendToCentre: { group: 'soOrderHandle', permission: 'basic_so_order_handle', when: { status: [1115], ship: ['toSend'] }, sets: { ship: 'sent' } },
  receiveAtCentre: { group: 'soOrderHandle', permission: 'basic_so_order_mail', when: { status: [1115], ship: ['sent'] }, sets: { status: 1116, ship: 'received' } },
  // Only a repaired unit goes back: the centre repairs what it received before it delivers it.
  repairAtCentre: { group: 'soOrderHandle', permission: 'basic_so_order_mail', when: { status: [1116], ship: ['received'] }, sets: { ship: 'repaired' } },
  // SC delivery: the repaired unit, or the approved replacement (whatever an earlier repair by mail left), goes out to the customer.
  deliverFromCentre: {
    group: 'soOrderHandle',
    permission: 'basic_so_order_mail',
    when: { status: [1116, 1140], ship: ['none', 'repaired', 'signed'] },
    sets: { status: 1160, ship: (s) => (s.status === 1116 ? 'delivering' : s.ship) },
  },
  // The customer signs for the unit repaired by mail; only then may the order be completed.
  customerSign: { group: 'soOrderHandle', permission: 'basic_so_order_mail', when: { status: [1160], ship: ['delivering'] }, sets: { ship: 'signed' } },
  // Completion: simple (the result only) or full; it then passes the audits of the levels that took part.
  simpleFinishOrder: {
    group: 'siteOrderDeal',
    permission: 'basic_so_order_handle',
    when: { status: [1010, 1030, ...COMPLETABLE], audit: ['none', 'saved'], ship: ['none', 'signed'] },
    sets: { status: (s) => statusOfAudit(firstAudit(s)), audit: firstAudit, checkedIn: false },
  },
  complete: {
    group: 'soOrderHandle',
    permission: 'basic_so_order_handle',
    when: { status: COMPLETABLE, holder: ['outlet', 'engineer'], audit: ['none', 'saved'], ship: ['none', 'signed'] },
    sets: { status: (s) => statusOfAudit(firstAudit(s)), audit: firstAudit, checkedIn: false },
  },
  networkConfirm: { group: 'soOrderHandle', permission: 'basic_so_order_confirm', when: { status: [1110], audit: ['network'] }, sets: { status: 1230, audit: nextAudit } },
  centreAudit: { group: 'soOrderHandle', permission: 'basic_so_order_audit_centre', when: { status: [1230], audit: ['centre'] }, sets: { audit: nextAudit } },
  // Headquarters' audit closes the order; its fees wait for settlement and it enters the return-visit pool.
  doOrderFinish: { group: 'soOrderDispatch', permission: 'basic_so_order_audit', when: { status: [1230], audit: ['hq'] }, sets: { status: 1250, audit: 'passed', settle: 'toSettle' } },
  // An audit refused: back one level (the network's refusal sends it back to the engineer to redo). Whoever may
  // decide the current level may refuse it (AUDIT_PERMISSION); the endpoint itself is open to those who see the order.
  auditReject: {
    group: 'soOrderHandle',
    permission: 'basic_so_order_view',
    when: { status: [1110, 1230], audit: ['network', 'centre', 'hq'] },
    sets: {
      // Refusing the first audit reopens the work: on site when an outlet served it, at registration when not.
      status: (s) => (previousAudit(s) !== 'none' ? statusOfAudit(previousAudit(s)) : s.hasSite ? 1100 : 1010),
      audit: (s) => (previousAudit(s) !== 'none' ? previousAudit(s) : s.hasSite ? 'saved' : 'none'),
    },
    needsReason: true,
  },
  cancel: { group: 'siteOrderDeal', permission: 'basic_so_order_cancel', when: { status: [1010, 1020, 1025, 1030, 1040, 1090] }, sets: { status: 1260, checkedIn: false, suspended: false }, needsReason: true, whileSuspended: true },
  // Apply for closure: the outlet asks, a centre or headquarters decides (approval cancels the order).
  close: { group: 'siteOrderDeal', permission: 'basic_so_order_handle', when: { status: IN_SERVICE, closure: ['none', 'rejected'] }, sets: { closure: 'requested' }, needsReason: true, whileSuspended: true },
  approveClose: { group: 'siteOrderDeal', permission: 'basic_so_order_cancel', when: { status: IN_SERVICE, closure: ['requested'] }, sets: { status: 1260, closure: 'none', checkedIn: false, suspended: false }, whileSuspended: true },
  rejectClose: { group: 'siteOrderDeal', permission: 'basic_so_order_cancel', when: { status: IN_SERVICE, closure: ['requested'] }, sets: { closure: 'rejected' }, needsReason: true, whileSuspended: true },
  suspend: { group: 'soOrderHandle', permission: 'basic_so_order_suspend', when: { status: OPEN, suspended: [false] }, sets: { suspended: true }, needsReason: true },
  resume: { group: 'soOrderHandle', permission: 'basic_so_order_suspend', when: { status: OPEN, suspended: [true] }, sets: { suspended: false }, whileSuspended: true },
  settle: { group: 'soOrderHandle', permission: 'basic_so_order_settle', when: { status: [1250], settle: ['toSettle'] }, sets: { settle: 'settled' } },
  rejectSettle: { group: 'soOrderHandle', permission: 'basic_so_order_settle', when: { status: [1250], settle: ['toSettle'] }, sets: { settle: 'rejected' }, needsReason: true },
  suspendSettle: { group: 'soOrderHandle', permission: 'basic_so_order_settle', when: { status: [1250], settle: ['toSettle'] }, sets: { settle: 'suspended' }, needsReason: true },
  resumeSettle: { group: 'soOrderHandle', permission: 'basic_so_order_settle', when: { status: [1250], settle: ['rejected', 'suspended'] }, sets: { settle: 'toSettle' } },
  // Work-order appeals (soOrderAppeal): an approved appeal puts a rejected settlement back to be settled; an outlet
  // that gives its appeal up accepts the rejection, and the settlement is suspended (cancelled).
  appealApproved: { group: 'soOrderHandle', permission: 'basic_so_order_settle', when: { status: [1250], settle: ['rejected'] }, sets: { settle: 'toSettle' }, byRequest: true },
  appealGivenUp: { group: 'soOrderHandle', permission: 'basic_so_order_settle', when: { status: [1250], settle: ['rejected'] }, sets: { settle: 'suspended' }, byRequest: true },
  sampleVisit: { group: 'soOrderHandle', permission: 'basic_so_order_visit', when: { status: [1250], visit: ['notVisited'] }, sets: { visit: 'sampled' } },
  visit: { group: 'soOrderHandle', permission: 'basic_so_order_visit', when: { status: [1250], visit: ['notVisited', 'sampled'] }, sets: { visit: 'visited' } },
  rate: { group: 'soOrderHandle', permission: 'basic_so_order_visit', when: { status: [1250], visit: ['visited'] }, sets: { visit: 'rated' } },
  // A return visit found the work not done (soRecallLine rejectCompletion): the finished order's completion is taken
  // back while it is not settled, to be done again — on site with its outlet (the completion form as saved), at
  // registration when no outlet served it. Its next finish is sampled and priced afresh.
  rejectCompletion: {
    group: 'soOrderHandle',
    permission: 'basic_so_order_visit',
    when: { status: [1250], settle: ['toSettle', 'rejected', 'suspended'], visit: ['sampled'] },
    sets: { status: (s) => (s.hasSite ? 1100 : 1010), audit: (s) => (s.hasSite ? 'saved' : 'none'), settle: 'none', visit: 'notVisited' },
    needsReason: true,
    byDocument: 'soRecallLine',
  },
} as const satisfies Record<string, OrderActionDef>;

export type OrderAction = keyof typeof ORDER_ACTIONS;

/** Who decides each audit level: confirming it, or refusing it with auditReject. */
export const AUDIT_PERMISSION: Partial<Record<AuditStage, OrderPermission>> = {
  network: ORDER_PERMISSIONS.confirm,
  centre: ORDER_PERMISSIONS.auditCentre,
  hq: ORDER_PERMISSIONS.audit,
};

/** The permission the caller needs for an action on an order in this state. */
export function actionPermission(action: OrderAction, state: Pick<OrderState, 'audit'>): OrderPermission {
  return action === 'auditReject' ? (AUDIT_PERMISSION[state.audit] ?? ORDER_PERMISSIONS.audit) : ORDER_ACTIONS[action].permission;
}
export const ORDER_ACTION_NAMES = Object.keys(ORDER_ACTIONS) as OrderAction[];
/** The actions a caller takes on the order itself: each has its endpoint and button. */
export const ORDER_ENDPOINT_ACTIONS = ORDER_ACTION_NAMES.filter((action) => !('byRequest' in ORDER_ACTIONS[action]) && !('byDocument' in ORDER_ACTIONS[action]));

/** Why an action cannot run now: the dimension whose value forbids it, or the suspension. */
export type ActionProblem = { dimension: Dim | 'suspended' } | null;

export function actionProblem(state: OrderState, action: OrderAction): ActionProblem {
  const def: OrderActionDef = ORDER_ACTIONS[action];
  if (state.suspended && !def.whileSuspended) return { dimension: 'suspended' };
  const dimension = blockingDimension(state, def);
  return dimension === null ? null : { dimension };
}

/** The state after the action, or null when it may not run from this state. */
export const applyAction = (state: OrderState, action: OrderAction): OrderState | null => (actionProblem(state, action) ? null : applyEffect(state, ORDER_ACTIONS[action]));

/** The actions that may run from this state (the web shows these buttons, filtered by the caller's permissions). */
export function allowedActions(state: OrderState): OrderAction[] {
  return ORDER_ENDPOINT_ACTIONS.filter((action) => !actionProblem(state, action));
}

/** The state of a new order: at headquarters (or the centre that took the call), nothing started. */
export function initialState(holder: 'hq' | 'centre' = 'hq'): OrderState {
  return {
    status: 1010,
    holder,
    audit: 'none',
    parts: 'none',
    sra: 'none',
    por: 'none',
    ship: 'none',
    closure: 'none',
    settle: 'none',
    visit: 'notVisited',
    suspended: false,
    hasSite: false,
    hasCentre: holder === 'centre',
    checkedIn: false,
  };
}

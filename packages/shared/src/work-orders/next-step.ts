/**
 * Whose turn it is on a work order: the step its state waits for and the party that must take it (nextStep), the
 * sentence the order's header says about it (waitingText), and how a caller's buttons are laid out around it
 * (arrangeActions). Derived from the lifecycle's dimensions only, so every screen and the server say the same.
 */
import type { Lang, Texts } from '../i18n.ts';
import { IN_SERVICE, type OrderAction, type OrderHolder, type OrderState } from './lifecycle.ts';

/** Who acts: a level of the network, or the parts team (whoever evaluates and ships parts). */
export type OrderParty = OrderHolder | 'parts';

/** The steps an order can wait for: each has its sentence in WAITING_TEXTS. */
export type AwaitedStep =
  | 'assignOrg'
  | 'assignSite'
  | 'accept'
  | 'assign'
  | 'book'
  | 'checkIn'
  | 'complete'
  | 'simpleFinishOrder'
  | 'evaluateParts'
  | 'deliverParts'
  | 'receiveParts'
  | 'networkConfirm'
  | 'centreAudit'
  | 'doOrderFinish'
  | 'approveSRA'
  | 'approvePOR'
  | 'sendToCentre'
  | 'receiveAtCentre'
  | 'repairAtCentre'
  | 'deliverFromCentre'
  | 'customerSign'
  | 'approveClose'
  | 'resume'
  | 'settle';

export interface OrderWait {
  party: OrderParty;
  action: AwaitedStep & OrderAction;
}

/** Who decides above the outlet: the centre that took part, else headquarters. */
const upstream = (s: OrderState): OrderParty => (s.hasCentre ? 'centre' : 'hq');
/** A step of whoever holds the order on site: its engineer, or the outlet itself. */
const onSite = (s: OrderState, action: OrderWait['action']): OrderWait => ({ party: s.holder, action });
/** On site, after the check-in, the work is completed; a centre or headquarters holding it finishes it simply. */
const visit = (s: OrderState): OrderWait =>
  s.holder === 'centre' || s.holder === 'hq' ? onSite(s, 'simpleFinishOrder') : onSite(s, s.checkedIn ? 'complete' : 'checkIn');
const centre = (action: OrderWait['action']): OrderWait => ({ party: 'centre', action });

/**
 * The step the order waits for and who must take it; null when nothing is awaited (cancelled, or finished with no
 * settlement pending). The step is always one the lifecycle allows from this state.
 */
export function nextStep(s: OrderState): OrderWait | null {
  if (s.closure === 'requested' && IN_SERVICE.includes(s.status)) return { party: upstream(s), action: 'approveClose' };
  if (s.suspended) return { party: s.holder === 'engineer' ? 'outlet' : s.holder, action: 'resume' };
  switch (s.status) {
    case 1010:
    case 1025:
      return s.holder === 'centre' ? centre('assignSite') : { party: 'hq', action: 'assignOrg' };
    case 1020:
      return { party: 'outlet', action: 'accept' };
    case 1030:
      return s.holder === 'outlet' ? { party: 'outlet', action: 'assign' } : onSite(s, 'book');
    case 1090:
      return onSite(s, 'book');
    case 1040:
    case 1100:
      return visit(s);
    case 1050:
      return { party: 'parts', action: 'evaluateParts' };
    case 1060:
      return { party: 'parts', action: 'deliverParts' };
    case 1080:
      return onSite(s, 'receiveParts');
    case 1110:
      return { party: 'outlet', action: 'networkConfirm' };
    case 1115:
      return s.ship === 'toSend' ? onSite(s, 'sendToCentre') : centre('receiveAtCentre');
    case 1116:
      return centre(s.ship === 'received' ? 'repairAtCentre' : 'deliverFromCentre');
    case 1130:
      return { party: upstream(s), action: 'approveSRA' };
    case 1140:
      return centre('deliverFromCentre');
    case 1160:
      return s.ship === 'delivering' ? centre('customerSign') : onSite(s, 'complete');
    case 1180:
      return { party: upstream(s), action: 'approvePOR' };
    case 1190:
      return onSite(s, 'complete');
    case 1230:
      return s.audit === 'centre' ? centre('centreAudit') : { party: 'hq', action: 'doOrderFinish' };
    case 1250:
      return s.settle === 'toSettle' ? { party: 'hq', action: 'settle' } : null;
    case 1260:
      return null;
  }
}

/** A party in a sentence, when the order does not name it (headquarters, or a centre it never passed through). */
const PARTY_TEXTS: Record<OrderParty, Texts> = {
  hq: { 'zh-CN': '总部', 'en-US': 'headquarters', 'es-ES': 'la sede central' },
  centre: { 'zh-CN': '服务中心', 'en-US': 'the service centre', 'es-ES': 'el centro de servicio' },
  outlet: { 'zh-CN': '网点', 'en-US': 'the outlet', 'es-ES': 'el punto de servicio' },
  engineer: { 'zh-CN': '工程师', 'en-US': 'the engineer', 'es-ES': 'el técnico' },
  parts: { 'zh-CN': '备件团队', 'en-US': 'the parts team', 'es-ES': 'el equipo de piezas' },
};

/** What the header says an order waits for; {who} is the party, by name when the order names it. */
const WAITING_TEXTS: Record<AwaitedStep, Texts> = {
  assignOrg: { 'zh-CN': '待 {who} 派单到服务中心', 'en-US': 'Waiting for {who} to dispatch it to a service centre', 'es-ES': 'Esperando a que {who} la asigne a un centro de servicio' },
  assignSite: { 'zh-CN': '待 {who} 派单到网点', 'en-US': 'Waiting for {who} to dispatch it to an outlet', 'es-ES': 'Esperando a que {who} la asigne a un punto de servicio' },
  accept: { 'zh-CN': '待 {who} 接单', 'en-US': 'Waiting for {who} to accept it', 'es-ES': 'Esperando a que {who} la acepte' },
  assign: { 'zh-CN': '待 {who} 派工', 'en-US': 'Waiting for {who} to assign an engineer', 'es-ES': 'Esperando a que {who} asigne un técnico' },
  book: { 'zh-CN': '待 {who} 预约上门', 'en-US': 'Waiting for {who} to book the visit', 'es-ES': 'Esperando a que {who} concierte la cita' },
  checkIn: { 'zh-CN': '待 {who} 上门签到', 'en-US': 'Waiting for {who} to check in on site', 'es-ES': 'Esperando a que {who} registre la llegada' },
  complete: { 'zh-CN': '待 {who} 完工', 'en-US': 'Waiting for {who} to complete the work', 'es-ES': 'Esperando a que {who} finalice el trabajo' },
  simpleFinishOrder: { 'zh-CN': '待 {who} 完工', 'en-US': 'Waiting for {who} to complete the work', 'es-ES': 'Esperando a que {who} finalice el trabajo' },
  evaluateParts: { 'zh-CN': '待 {who} 评估备件申请', 'en-US': 'Waiting for {who} to evaluate the parts request', 'es-ES': 'Esperando a que {who} evalúe la solicitud de piezas' },
  deliverParts: { 'zh-CN': '待 {who} 发出备件', 'en-US': 'Waiting for {who} to ship the parts', 'es-ES': 'Esperando a que {who} envíe las piezas' },
  receiveParts: { 'zh-CN': '待 {who} 签收备件', 'en-US': 'Waiting for {who} to receive the parts', 'es-ES': 'Esperando a que {who} reciba las piezas' },
  networkConfirm: { 'zh-CN': '待 {who} 确认完工', 'en-US': 'Waiting for {who} to confirm the completion', 'es-ES': 'Esperando a que {who} confirme la finalización' },
  centreAudit: { 'zh-CN': '待 {who} 审核完工', 'en-US': 'Waiting for {who} to audit the completion', 'es-ES': 'Esperando a que {who} audite la finalización' },
  doOrderFinish: { 'zh-CN': '待 {who} 审核完工', 'en-US': 'Waiting for {who} to audit the completion', 'es-ES': 'Esperando a que {who} audite la finalización' },
  approveSRA: { 'zh-CN': '待 {who} 审核换机申请', 'en-US': 'Waiting for {who} to decide on the replacement (SRA)', 'es-ES': 'Esperando a que {who} resuelva el cambio (SRA)' },
  approvePOR: { 'zh-CN': '待 {who} 审核退机申请', 'en-US': 'Waiting for {who} to decide on the return (POR)', 'es-ES': 'Esperando a que {who} resuelva la devolución (POR)' },
  sendToCentre: { 'zh-CN': '待 {who} 寄出产品', 'en-US': 'Waiting for {who} to send the unit to the centre', 'es-ES': 'Esperando a que {who} envíe el equipo al centro' },
  receiveAtCentre: { 'zh-CN': '待 {who} 签收寄修产品', 'en-US': 'Waiting for {who} to receive the unit', 'es-ES': 'Esperando a que {who} reciba el equipo' },
  repairAtCentre: { 'zh-CN': '待 {who} 维修寄修产品', 'en-US': 'Waiting for {who} to repair the unit', 'es-ES': 'Esperando a que {who} repare el equipo' },
  deliverFromCentre: { 'zh-CN': '待 {who} 向客户派送产品', 'en-US': 'Waiting for {who} to deliver the unit to the customer', 'es-ES': 'Esperando a que {who} entregue el equipo al cliente' },
  customerSign: { 'zh-CN': '待 {who} 登记客户签收', 'en-US': 'Waiting for {who} to record the customer’s signature', 'es-ES': 'Esperando a que {who} registre la firma del cliente' },
  approveClose: { 'zh-CN': '待 {who} 审批关单申请', 'en-US': 'Waiting for {who} to decide on the closure request', 'es-ES': 'Esperando a que {who} resuelva la solicitud de cierre' },
  resume: { 'zh-CN': '已挂起，待 {who} 恢复', 'en-US': 'Suspended: waiting for {who} to resume it', 'es-ES': 'Suspendida: esperando a que {who} la reanude' },
  settle: { 'zh-CN': '已完成，待 {who} 结算', 'en-US': 'Finished: waiting for {who} to settle the fees', 'es-ES': 'Finalizada: esperando a que {who} liquide los cargos' },
};

/** An order that waits for nothing, by status. */
const AT_REST_TEXTS: { finished: Texts; cancelled: Texts } = {
  finished: { 'zh-CN': '已完成，无待办事项', 'en-US': 'Finished: nothing left to do', 'es-ES': 'Finalizada: nada pendiente' },
  cancelled: { 'zh-CN': '已取消，无待办事项', 'en-US': 'Cancelled: nothing left to do', 'es-ES': 'Cancelada: nada pendiente' },
};

/** The names the order gives its parties (its centre, outlet and engineer); a party it does not name is called by its kind. */
export type PartyNames = Partial<Record<OrderParty, string | null>>;

/** The header's sentence: where the order is and who must act ("待 华北服务中心 派单到网点"). */
export function waitingText(wait: OrderWait | null, status: number, names: PartyNames, lang: Lang): string {
  if (!wait) return AT_REST_TEXTS[status === 1260 ? 'cancelled' : 'finished'][lang];
  const who = names[wait.party] || PARTY_TEXTS[wait.party][lang];
  return WAITING_TEXTS[wait.action][lang].replace('{who}', who);
}

/** Actions off the ordinary path (handing back, cancelling, suspending, sub-flows, shortcuts): kept under "more". */
export const RARE_ORDER_ACTIONS: ReadonlySet<OrderAction> = new Set<OrderAction>([
  'backOrder',
  'cancel',
  'suspend',
  'close',
  'depart',
  'creatSRAOrder',
  'creatPOROrder',
  'creatInternalOrder',
  'simpleFinishOrder',
  'suspendSettle',
  'sampleVisit',
]);

/**
 * A caller's actions as the detail lays them out: the awaited step first and highlighted (when the caller may take
 * it), the ordinary ones beside it, the rare ones under "more"; each group in the order given.
 */
export function arrangeActions(actions: readonly OrderAction[], wait: OrderWait | null): { primary: OrderAction | null; common: OrderAction[]; more: OrderAction[] } {
  const primary = wait && actions.includes(wait.action) ? wait.action : null;
  const rest = actions.filter((a) => a !== primary);
  return { primary, common: rest.filter((a) => !RARE_ORDER_ACTIONS.has(a)), more: rest.filter((a) => RARE_ORDER_ACTIONS.has(a)) };
}

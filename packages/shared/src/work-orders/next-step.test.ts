import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n.ts';
import { actionProblem, allowedActions, applyAction, initialState, ORDER_ACTION_NAMES, type OrderHolder, type OrderState } from './lifecycle.ts';
import { arrangeActions, nextStep, type OrderWait, RARE_ORDER_ACTIONS, waitingText } from './next-step.ts';

const key = (s: OrderState) => JSON.stringify(s);

/** Every state reachable from a new order (taken at headquarters or at a centre). */
function reachable(): OrderState[] {
  const seen = new Map<string, OrderState>();
  const queue = [initialState('hq'), initialState('centre')];
  for (const s of queue) seen.set(key(s), s);
  for (let i = 0; i < queue.length; i++) {
    for (const action of ORDER_ACTION_NAMES) {
      const to = applyAction(queue[i], action);
      if (to && !seen.has(key(to))) {
        seen.set(key(to), to);
        queue.push(to);
      }
    }
  }
  return [...seen.values()];
}

const states = reachable();

/** A state of the order: a new one with these dimensions (an outlet and a centre took part unless told otherwise). */
const at = (status: OrderState['status'], holder: OrderHolder, dims: Partial<OrderState> = {}): OrderState => ({
  ...initialState(),
  hasSite: true,
  hasCentre: true,
  status,
  holder,
  ...dims,
});

/**
 * Every status with every holder it can have, what the order waits for and from whom. Where another dimension
 * decides the step (check-in, shipping, audit level, settlement), each of its values has a row.
 */
/** A row's name: its status, holder and the dimensions it sets. */
function nameOf(state: OrderState) {
  const base = at(state.status, state.holder);
  const dims = Object.entries(state).filter(([dim, value]) => base[dim as keyof OrderState] !== value);
  return [state.status, state.holder, ...dims.map(([dim, value]) => `${dim}=${value}`)].join(' ');
}

const TABLE: [OrderState, OrderWait | null][] = [
  [at(1010, 'hq', { hasSite: false, hasCentre: false }), { party: 'hq', action: 'assignOrg' }],
  [at(1010, 'centre', { hasSite: false }), { party: 'centre', action: 'assignSite' }],
  [at(1020, 'outlet'), { party: 'outlet', action: 'accept' }],
  [at(1025, 'hq', { hasCentre: false }), { party: 'hq', action: 'assignOrg' }],
  [at(1025, 'centre'), { party: 'centre', action: 'assignSite' }],
  [at(1030, 'outlet'), { party: 'outlet', action: 'assign' }],
  [at(1030, 'engineer'), { party: 'engineer', action: 'book' }],
  [at(1040, 'outlet'), { party: 'outlet', action: 'checkIn' }],
  [at(1040, 'outlet', { checkedIn: true }), { party: 'outlet', action: 'complete' }],
  [at(1040, 'engineer'), { party: 'engineer', action: 'checkIn' }],
  [at(1040, 'engineer', { checkedIn: true }), { party: 'engineer', action: 'complete' }],
  [at(1050, 'outlet', { parts: 'requested' }), { party: 'parts', action: 'evaluateParts' }],
  [at(1050, 'engineer', { parts: 'requested' }), { party: 'parts', action: 'evaluateParts' }],
  [at(1060, 'outlet', { parts: 'evaluating' }), { party: 'parts', action: 'deliverParts' }],
  [at(1060, 'engineer', { parts: 'evaluating' }), { party: 'parts', action: 'deliverParts' }],
  [at(1080, 'outlet', { parts: 'delivering' }), { party: 'outlet', action: 'receiveParts' }],
  [at(1080, 'engineer', { parts: 'delivering' }), { party: 'engineer', action: 'receiveParts' }],
  [at(1090, 'outlet', { parts: 'received' }), { party: 'outlet', action: 'book' }],
  [at(1090, 'engineer', { parts: 'received' }), { party: 'engineer', action: 'book' }],
  [at(1100, 'outlet'), { party: 'outlet', action: 'checkIn' }],
  [at(1100, 'engineer'), { party: 'engineer', action: 'checkIn' }],
  [at(1100, 'engineer', { checkedIn: true }), { party: 'engineer', action: 'complete' }],
  // Registered at a centre, given to an outlet that refused it, given back to the centre, finished on the call and
  // refused by the network: the centre holds it on site.
  [at(1100, 'centre', { audit: 'saved' }), { party: 'centre', action: 'simpleFinishOrder' }],
  [at(1110, 'outlet', { audit: 'network' }), { party: 'outlet', action: 'networkConfirm' }],
  [at(1110, 'engineer', { audit: 'network' }), { party: 'outlet', action: 'networkConfirm' }],
  [at(1110, 'centre', { audit: 'network' }), { party: 'outlet', action: 'networkConfirm' }],
  [at(1115, 'outlet', { ship: 'toSend' }), { party: 'outlet', action: 'sendToCentre' }],
  [at(1115, 'engineer', { ship: 'toSend' }), { party: 'engineer', action: 'sendToCentre' }],
  [at(1115, 'engineer', { ship: 'sent' }), { party: 'centre', action: 'receiveAtCentre' }],
  [at(1116, 'outlet', { ship: 'received' }), { party: 'centre', action: 'repairAtCentre' }],
  [at(1116, 'engineer', { ship: 'repaired' }), { party: 'centre', action: 'deliverFromCentre' }],
  [at(1130, 'outlet', { sra: 'created' }), { party: 'centre', action: 'approveSRA' }],
  [at(1130, 'engineer', { sra: 'created', hasCentre: false }), { party: 'hq', action: 'approveSRA' }],
  [at(1140, 'outlet', { sra: 'approved' }), { party: 'centre', action: 'deliverFromCentre' }],
  [at(1140, 'engineer', { sra: 'approved' }), { party: 'centre', action: 'deliverFromCentre' }],
  // A replacement approved after an earlier repair by mail was signed for goes out all the same.
  [at(1140, 'engineer', { sra: 'approved', ship: 'signed' }), { party: 'centre', action: 'deliverFromCentre' }],
  [at(1160, 'engineer', { ship: 'delivering' }), { party: 'centre', action: 'customerSign' }],
  [at(1160, 'outlet', { ship: 'signed' }), { party: 'outlet', action: 'complete' }],
  [at(1160, 'engineer', { sra: 'approved' }), { party: 'engineer', action: 'complete' }],
  [at(1180, 'outlet', { por: 'created' }), { party: 'centre', action: 'approvePOR' }],
  [at(1180, 'engineer', { por: 'created', hasCentre: false }), { party: 'hq', action: 'approvePOR' }],
  [at(1190, 'outlet', { por: 'approved' }), { party: 'outlet', action: 'complete' }],
  [at(1190, 'engineer', { por: 'approved' }), { party: 'engineer', action: 'complete' }],
  [at(1230, 'engineer', { audit: 'centre' }), { party: 'centre', action: 'centreAudit' }],
  [at(1230, 'outlet', { audit: 'hq' }), { party: 'hq', action: 'doOrderFinish' }],
  [at(1230, 'centre', { audit: 'centre', hasSite: false }), { party: 'centre', action: 'centreAudit' }],
  [at(1230, 'hq', { audit: 'hq', hasSite: false, hasCentre: false }), { party: 'hq', action: 'doOrderFinish' }],
  ...(['hq', 'centre', 'outlet', 'engineer'] as const).flatMap((holder): [OrderState, OrderWait | null][] => [
    [at(1250, holder, { audit: 'passed', settle: 'toSettle' }), { party: 'hq', action: 'settle' }],
    [at(1250, holder, { audit: 'passed', settle: 'settled' }), null],
    [at(1250, holder, { audit: 'passed', settle: 'rejected' }), null],
    [at(1260, holder), null],
  ]),
  // Whatever the status, a closure asked for waits for the level above the outlet, and a suspension for its holder.
  [at(1040, 'engineer', { closure: 'requested' }), { party: 'centre', action: 'approveClose' }],
  [at(1030, 'outlet', { closure: 'requested', suspended: true, hasCentre: false }), { party: 'hq', action: 'approveClose' }],
  [at(1100, 'engineer', { suspended: true }), { party: 'outlet', action: 'resume' }],
  [at(1010, 'centre', { suspended: true }), { party: 'centre', action: 'resume' }],
];

describe('nextStep: whose turn it is', { timeout: 120_000 }, () => {
  it.each(TABLE.map(([state, wait]) => [nameOf(state), state, wait] as const))('%s', (_name, state, wait) => {
    expect(nextStep(state)).toEqual(wait);
  });

  it('has a row for every status with every holder the lifecycle can give it', () => {
    const pairs = (list: OrderState[]) => [...new Set(list.map((s) => `${s.status} ${s.holder}`))].sort();
    expect(pairs(TABLE.map(([s]) => s))).toEqual(pairs(states));
  });

  it('in every reachable state, waits for a step the lifecycle allows, and for nothing only when the order is over', () => {
    const wrong = [];
    for (const s of states) {
      const wait = nextStep(s);
      const over = s.status === 1260 || (s.status === 1250 && s.settle !== 'toSettle');
      if ((wait === null) !== over) wrong.push(['null', s]);
      if (wait && actionProblem(s, wait.action)) wrong.push([wait.action, s]);
      // An engineer is waited for only on an order he holds.
      if (wait?.party === 'engineer' && s.holder !== 'engineer') wrong.push(['engineer', s]);
    }
    expect(wrong).toEqual([]);
  });
});

describe('waitingText: the header says where the order is and who must act', { timeout: 120_000 }, () => {
  it('names the party the order names, in each language', () => {
    const wait = nextStep(at(1010, 'centre'));
    expect(waitingText(wait, 1010, { centre: '华北服务中心' }, 'zh-CN')).toBe('待 华北服务中心 派单到网点');
    expect(waitingText(wait, 1010, { centre: '华北服务中心' }, 'en-US')).toBe('Waiting for 华北服务中心 to dispatch it to an outlet');
    expect(waitingText(wait, 1010, { centre: '华北服务中心' }, 'es-ES')).toBe('Esperando a que 华北服务中心 la asigne a un punto de servicio');
    expect(waitingText(nextStep(at(1020, 'outlet')), 1020, { outlet: '北京朝阳网点' }, 'zh-CN')).toBe('待 北京朝阳网点 接单');
  });

  it('during the audits names the auditor, not the engineer who still holds the order', () => {
    const names = { outlet: '北京朝阳网点', engineer: '王建国', centre: '华北服务中心' };
    expect(waitingText(nextStep(at(1110, 'engineer', { audit: 'network' })), 1110, names, 'zh-CN')).toBe('待 北京朝阳网点 确认完工');
    expect(waitingText(nextStep(at(1230, 'engineer', { audit: 'centre' })), 1230, names, 'zh-CN')).toBe('待 华北服务中心 审核完工');
    expect(waitingText(nextStep(at(1230, 'engineer', { audit: 'hq' })), 1230, names, 'en-US')).toBe('Waiting for headquarters to audit the completion');
  });

  it('calls a party the order does not name by its kind, and says when nothing is awaited', () => {
    expect(waitingText(nextStep(at(1050, 'engineer', { parts: 'requested' })), 1050, {}, 'en-US')).toBe('Waiting for the parts team to evaluate the parts request');
    expect(waitingText(nextStep(at(1020, 'outlet')), 1020, { outlet: null }, 'zh-CN')).toBe('待 网点 接单');
    expect(waitingText(null, 1250, {}, 'zh-CN')).toBe('已完成，无待办事项');
    expect(waitingText(null, 1260, {}, 'en-US')).toBe('Cancelled: nothing left to do');
  });

  it('has a whole sentence for every reachable state in every language', () => {
    const broken = [];
    for (const s of states) {
      for (const lang of LANGS) {
        const text = waitingText(nextStep(s), s.status, {}, lang);
        if (!text || text.includes('{')) broken.push([lang, s]);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('arrangeActions: one highlighted step, the ordinary ones, the rest under "more"', { timeout: 120_000 }, () => {
  it('highlights accept for the outlet, not the first action it may take', () => {
    const state = at(1020, 'outlet');
    const actions = allowedActions(state).filter((a) => ['assignSite', 'accept', 'doOrderReject', 'suspend'].includes(a));
    expect(actions[0]).toBe('assignSite');
    expect(arrangeActions(actions, nextStep(state))).toEqual({ primary: 'accept', common: ['assignSite', 'doOrderReject'], more: ['suspend'] });
  });

  it('keeps an engineer on site to a few buttons: complete highlighted, the rare steps under "more"', () => {
    const state = at(1100, 'engineer', { checkedIn: true });
    const actions = allowedActions(state).filter((a) => a !== 'assign');
    const { primary, common, more } = arrangeActions(actions, nextStep(state));
    expect(primary).toBe('complete');
    // Parts are asked for by a parts application, not by a button of the order.
    expect(common).toEqual(['book', 'saveResult']);
    expect(more).toEqual(['backOrder', 'depart', 'creatSRAOrder', 'creatPOROrder', 'creatInternalOrder', 'simpleFinishOrder', 'close', 'suspend']);
  });

  it('highlights nothing when the awaited step is not the caller’s, and loses no action', () => {
    const state = at(1110, 'engineer', { audit: 'network' });
    expect(arrangeActions(['auditReject'], nextStep(state))).toEqual({ primary: null, common: ['auditReject'], more: [] });
    for (const s of states) {
      const actions = allowedActions(s);
      const { primary, common, more } = arrangeActions(actions, nextStep(s));
      expect([primary, ...common, ...more].filter(Boolean).sort()).toEqual([...actions].sort());
      expect(more.every((a) => RARE_ORDER_ACTIONS.has(a))).toBe(true);
    }
  });
});

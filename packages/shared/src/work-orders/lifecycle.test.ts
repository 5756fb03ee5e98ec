import { describe, expect, it } from 'vitest';
import {
  actionProblem,
  allowedActions,
  applyAction,
  FINAL_STATUSES,
  initialState,
  ORDER_ACTION_NAMES,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  type OrderAction,
  type OrderState,
  orderStateOf,
} from './lifecycle.ts';

const key = (s: OrderState) => JSON.stringify(s);

/** Every state reachable from a new order (taken at headquarters or at a centre), with every edge. */
function explore() {
  const states = new Map<string, OrderState>();
  const edges: { from: OrderState; action: OrderAction; to: OrderState }[] = [];
  const queue = [initialState('hq'), initialState('centre')];
  for (const s of queue) states.set(key(s), s);
  for (let i = 0; i < queue.length; i++) {
    const from = queue[i];
    for (const action of ORDER_ACTION_NAMES) {
      const to = applyAction(from, action);
      if (!to) continue;
      edges.push({ from, action, to });
      if (!states.has(key(to))) {
        states.set(key(to), to);
        queue.push(to);
      }
    }
  }
  return { states: [...states.values()], edges };
}

const { states, edges } = explore();

const run = (actions: OrderAction[], start = initialState('hq')) =>
  actions.reduce<OrderState>((s, action) => {
    const next = applyAction(s, action);
    if (!next) throw new Error(`${action} refused from ${key(s)}: ${JSON.stringify(actionProblem(s, action))}`);
    return next;
  }, start);

describe('work-order lifecycle, explored exhaustively', { timeout: 120_000 }, () => {
  it('numbers the final statuses last: the open orders are those below 1250 (as the SQL and its partial indexes say)', () => {
    expect(ORDER_STATUSES.filter((s) => s >= 1250)).toEqual([...FINAL_STATUSES]);
  });

  it('reaches every numbered status and uses every action', () => {
    expect(states.length).toBeGreaterThan(100);
    expect(new Set(states.map((s) => s.status))).toEqual(new Set(ORDER_STATUSES));
    expect(new Set(edges.map((e) => e.action))).toEqual(new Set(ORDER_ACTION_NAMES));
  });

  it('can always still end: from every reachable state a finished or cancelled order is reachable', () => {
    const into = new Map<string, string[]>();
    for (const e of edges) into.set(key(e.to), [...(into.get(key(e.to)) ?? []), key(e.from)]);
    const ends = states.filter((s) => FINAL_STATUSES.includes(s.status)).map(key);
    const canEnd = new Set(ends);
    for (let i = 0; i < ends.length; i++) {
      for (const from of into.get(ends[i]) ?? []) {
        if (!canEnd.has(from)) {
          canEnd.add(from);
          ends.push(from);
        }
      }
    }
    expect(states.filter((s) => !canEnd.has(key(s)))).toEqual([]);
  });

  it('keeps the dimensions consistent with the status in every reachable state', () => {
    for (const s of states) {
      const where = key(s);
      if (s.status === 1250) expect(s.audit, where).toBe('passed');
      if (s.audit === 'passed') expect(s.status, where).toBe(1250);
      if (s.audit === 'network') expect(s.status, where).toBe(1110);
      if (s.audit === 'centre' || s.audit === 'hq') expect(s.status, where).toBe(1230);
      if (s.status === 1020) expect(s.holder, where).toBe('outlet');
      if ([1010, 1025].includes(s.status)) expect(['hq', 'centre'], where).toContain(s.holder);
      if (s.holder === 'outlet' || s.holder === 'engineer') expect(s.hasSite, where).toBe(true);
      if (s.holder === 'centre') expect(s.hasCentre, where).toBe(true);
      if (s.settle !== 'none') expect(s.status, where).toBe(1250);
      if (s.checkedIn) expect([1040, 1100], where).toContain(s.status);
      if ([1050, 1060, 1080].includes(s.status)) expect(['requested', 'evaluating', 'delivering'], where).toContain(s.parts);
      if (s.status === 1130) expect(s.sra, where).toBe('created');
      if (s.status === 1180) expect(s.por, where).toBe('created');
      if (s.status === 1115) expect(['toSend', 'sent'], where).toContain(s.ship);
      if (s.status === 1116) expect(['received', 'repaired'], where).toContain(s.ship);
      if (s.ship === 'delivering') expect([1160, 1260], where).toContain(s.status);
      if (FINAL_STATUSES.includes(s.status)) expect(s.suspended, where).toBe(false);
    }
  });

  it('lets a finished or cancelled order change only its settlement and return visit, unless a return visit takes an unsettled completion back', () => {
    for (const e of edges.filter((edge) => FINAL_STATUSES.includes(edge.from.status) && edge.action !== 'rejectCompletion')) {
      const { settle: _a, visit: _b, ...before } = e.from;
      const { settle: _c, visit: _d, ...after } = e.to;
      expect(after).toEqual(before);
    }
    const reopened = edges.filter((e) => FINAL_STATUSES.includes(e.from.status) && !FINAL_STATUSES.includes(e.to.status));
    expect(new Set(reopened.map((e) => e.action))).toEqual(new Set(['rejectCompletion']));
    for (const e of reopened) {
      expect(e.from).toMatchObject({ status: 1250, visit: 'sampled' });
      expect(e.from.settle).not.toBe('settled');
      expect(e.to).toMatchObject({ status: e.from.hasSite ? 1100 : 1010, settle: 'none', visit: 'notVisited' });
    }
    expect(states.filter((s) => s.status === 1260).flatMap(allowedActions)).toEqual([]);
  });

  it('agrees with itself: an action is allowed exactly when applyAction gives a state, and never moves a suspended order', () => {
    const disagreements = [];
    for (const s of states) {
      for (const action of ORDER_ACTION_NAMES) {
        const problem = actionProblem(s, action);
        if ((applyAction(s, action) === null) !== (problem !== null)) disagreements.push([action, s]);
        if (s.suspended && !('whileSuspended' in ORDER_ACTIONS[action]) && problem?.dimension !== 'suspended') disagreements.push([action, s]);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

describe('work-order lifecycle, by path', () => {
  it('walks the whole path: call, dispatch down to an engineer, appointment, check-in, completion, three audits', () => {
    const s = run(['assignOrg', 'assignSite', 'accept', 'assign', 'book', 'checkIn', 'saveResult', 'complete', 'networkConfirm', 'centreAudit', 'doOrderFinish']);
    expect(s).toMatchObject({ status: 1250, holder: 'engineer', audit: 'passed', settle: 'toSettle', visit: 'notVisited' });
  });

  it('skips the audits of the levels that took no part', () => {
    expect(run(['assignSite', 'accept', 'book', 'checkIn', 'complete'])).toMatchObject({ status: 1110, audit: 'network' });
    expect(run(['assignSite', 'accept', 'book', 'checkIn', 'complete', 'networkConfirm'])).toMatchObject({ status: 1230, audit: 'hq' });
    // A consultation answered on the call: headquarters' audit only; refused, it is registered again.
    expect(run(['simpleFinishOrder'])).toMatchObject({ status: 1230, audit: 'hq' });
    expect(run(['simpleFinishOrder', 'doOrderFinish']).status).toBe(1250);
    expect(run(['simpleFinishOrder', 'auditReject'])).toMatchObject({ status: 1010, audit: 'none' });
  });

  it('sends a refused audit back one level, and the network back to the engineer', () => {
    const atCentre = run(['assignOrg', 'assignSite', 'accept', 'book', 'checkIn', 'complete', 'networkConfirm']);
    expect(run(['auditReject'], atCentre)).toMatchObject({ status: 1110, audit: 'network' });
    expect(run(['auditReject', 'auditReject'], atCentre)).toMatchObject({ status: 1100, audit: 'saved' });
    expect(run(['centreAudit', 'auditReject'], atCentre)).toMatchObject({ status: 1230, audit: 'centre' });
  });

  it('runs the parts sub-flow to a second appointment, and a refusal back to repair', () => {
    const asked = run(['assignSite', 'accept', 'book', 'checkIn', 'requestParts']);
    expect(asked).toMatchObject({ status: 1050, parts: 'requested', checkedIn: false });
    expect(run(['evaluateParts', 'deliverParts', 'receiveParts', 'book'], asked)).toMatchObject({ status: 1100, parts: 'received' });
    expect(run(['rejectParts'], asked)).toMatchObject({ status: 1100, parts: 'rejected' });
  });

  it('runs replacement, return and workshop repair to completion', () => {
    const onSite = run(['assignSite', 'accept', 'book', 'checkIn']);
    expect(run(['creatSRAOrder', 'approveSRA', 'deliverFromCentre', 'complete'], onSite)).toMatchObject({ status: 1110, sra: 'approved' });
    expect(run(['creatSRAOrder', 'rejectSRA'], onSite)).toMatchObject({ status: 1100, sra: 'rejected' });
    expect(run(['creatPOROrder', 'approvePOR', 'complete'], onSite)).toMatchObject({ status: 1110, por: 'approved' });
    const delivered = run(['creatInternalOrder', 'sendToCentre', 'receiveAtCentre', 'repairAtCentre', 'deliverFromCentre'], onSite);
    expect(delivered).toMatchObject({ status: 1160, ship: 'delivering' });
    // The customer signs for the repaired unit before the order completes; an unrepaired unit is not delivered.
    expect(actionProblem(delivered, 'complete')).toEqual({ dimension: 'ship' });
    expect(run(['customerSign', 'complete'], delivered)).toMatchObject({ status: 1110, ship: 'signed' });
    expect(actionProblem(run(['creatInternalOrder', 'sendToCentre', 'receiveAtCentre'], onSite), 'deliverFromCentre')).toEqual({ dimension: 'ship' });
  });

  it('refuses what makes no sense', () => {
    const fresh = initialState('hq');
    expect(actionProblem(fresh, 'accept')).toEqual({ dimension: 'status' });
    expect(actionProblem(run(['assignSite', 'accept', 'book']), 'complete')).toBeNull();
    expect(actionProblem(run(['assignSite', 'accept', 'book']), 'creatSRAOrder')).toEqual({ dimension: 'checkedIn' });
    expect(actionProblem(run(['assignSite', 'accept', 'suspend']), 'book')).toEqual({ dimension: 'suspended' });
    expect(run(['assignSite', 'accept', 'suspend', 'resume', 'book']).status).toBe(1040);
    expect(actionProblem(run(['assignSite', 'doOrderReject']), 'accept')).toEqual({ dimension: 'status' });
  });

  it('hands an order back up: engineer to outlet, outlet to the centre that dispatched it', () => {
    const atEngineer = run(['assignOrg', 'assignSite', 'accept', 'assign']);
    expect(run(['backOrder'], atEngineer)).toMatchObject({ status: 1030, holder: 'outlet' });
    expect(run(['backOrder', 'backOrder'], atEngineer)).toMatchObject({ status: 1025, holder: 'centre' });
    expect(run(['assignSite', 'doOrderReject'])).toMatchObject({ status: 1025, holder: 'hq' });
  });

  it('settles a finished order; an appeal against a rejected settlement puts it back, giving it up suspends it', () => {
    const finished = run(['assignSite', 'accept', 'book', 'checkIn', 'complete', 'networkConfirm', 'doOrderFinish']);
    const rejected = run(['rejectSettle'], finished);
    expect(run(['appealApproved'], rejected).settle).toBe('toSettle');
    expect(run(['appealGivenUp'], rejected).settle).toBe('suspended');
    expect(actionProblem(finished, 'appealApproved')).toEqual({ dimension: 'settle' });
    // Taken only through an appeal: no button or endpoint of their own.
    expect(allowedActions(rejected)).not.toContain('appealApproved');
    expect(allowedActions(rejected)).not.toContain('appealGivenUp');
  });

  it('closes on request only when a centre or headquarters approves', () => {
    const asked = run(['assignSite', 'accept', 'close']);
    expect(asked).toMatchObject({ status: 1030, closure: 'requested' });
    expect(run(['approveClose'], asked).status).toBe(1260);
    expect(run(['rejectClose', 'close'], asked).closure).toBe('requested');
  });
});

describe('orderStateOf', () => {
  it("reads a stored order's state from its columns: an outlet and a centre took part when it names them", () => {
    const { hasSite: _s, hasCentre: _c, ...dims } = run(['assignOrg', 'assignSite', 'accept'], initialState('hq'));
    const stored = { ...dims, siteId: 4, centreId: null, orderNo: 'SO1' };
    expect(orderStateOf(stored)).toEqual({ ...dims, hasSite: true, hasCentre: false });
    expect(orderStateOf({ ...stored, siteId: null, centreId: 2 })).toMatchObject({ hasSite: false, hasCentre: true });
  });
});

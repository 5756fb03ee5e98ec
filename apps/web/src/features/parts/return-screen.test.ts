import { PARTS_RETURN_ACTION_NAMES } from '@as/shared';
import { describe, expect, it } from 'vitest';
import type { ReturnLine, ReturnStep } from './return-api.ts';
import {
  actionBody,
  actionButton,
  actionStep,
  buttonLabel,
  detailFields,
  historyMoves,
  isOverdue,
  linesToInspect,
  linesToReceive,
  returnFormValuesOf,
  returnLinesOf,
  returnReportScreenFor,
  returnScreenFor,
  statusTabs,
  WHOLE_NUMBER,
} from './return-screen.ts';

/** A return line as the detail gives it: one part, nothing received, not inspected, unless `over` says otherwise. */
const line = (id: number, over: Partial<ReturnLine> = {}): ReturnLine => ({
  id,
  partsId: 10 + id,
  partsCode: `P-${id}`,
  partsName: `part ${id}`,
  qty: 1,
  receivedQty: 0,
  applyLineId: null,
  applyNo: null,
  orderPartId: null,
  orderId: null,
  orderNo: null,
  barcode: null,
  unitPrice: '10.00',
  amount: '10.00',
  inspection: 'pending',
  rejectReason: null,
  remark: null,
  ...over,
});

const filtered = (def: { fields: readonly { name: string; filter?: unknown }[] }) => def.fields.filter((f) => f.filter).map((f) => f.name);

describe('the grids', () => {
  it('search a return by number, outlet (only for one who may list the organisation), receiving warehouse, waybill and date; the kind is the screen', () => {
    expect(filtered(returnScreenFor(true))).toEqual(['returnNo', 'deptId', 'targetWarehouseId', 'waybillNumber', 'createdAt']);
    expect(filtered(returnScreenFor(false))).toEqual(['returnNo', 'targetWarehouseId', 'waybillNumber', 'createdAt']);
    expect(returnScreenFor(true).fields.map((f) => f.name)).not.toContain('kind');
  });

  it('tab a new-part return by its statuses (never inspected nor sent on), an old-part return by all of them', () => {
    expect(statusTabs('new')).toEqual(['draft', 'shipped', 'received', 'cancelled']);
    expect(statusTabs('old')).toEqual(['draft', 'shipped', 'received', 'inspected', 'rtv', 'cancelled']);
  });

  it('let the report filter by outlet only for one who may list the organisation, and by everything else it offers', () => {
    expect(filtered(returnReportScreenFor(true))).toEqual(['returnNo', 'kind', 'status', 'deptId', 'partsCode', 'orderNo', 'inspection', 'waybillNumber', 'shippedAt']);
    expect(filtered(returnReportScreenFor(false))).not.toContain('deptId');
  });
});

describe("the detail's buttons", () => {
  it('edits a draft in the form, asks for what shipping, receiving new parts, inspecting, sending on and withdrawing need, and only confirms the rest', () => {
    const steps = (kind: 'new' | 'old') => Object.fromEntries(PARTS_RETURN_ACTION_NAMES.map((a) => [a, actionStep(a, kind)]));
    expect(steps('new')).toEqual({ update: 'edit', ship: 'dialog', receive: 'dialog', inspect: 'dialog', rtv: 'dialog', cancel: 'dialog' });
    // Old parts arrive whole: their receipt is a confirmation.
    expect(steps('old')).toMatchObject({ receive: 'confirm', ship: 'dialog', inspect: 'dialog' });
  });

  it('shows the steps forward as primary, the edit plain, the withdrawal in red', () => {
    expect(actionButton('ship')).toEqual({ type: 'primary', danger: false });
    expect(actionButton('rtv')).toEqual({ type: 'primary', danger: false });
    expect(actionButton('update')).toEqual({ type: 'default', danger: false });
    expect(actionButton('cancel')).toEqual({ type: 'default', danger: true });
  });

  it('labels the edit as an edit (not as its history step), the cancel as a withdrawal, the rest by the action', () => {
    expect((['update', 'cancel', 'ship', 'inspect'] as const).map(buttonLabel)).toEqual(['common.edit', 'partsReturn.withdraw', 'partsReturn.action.ship', 'partsReturn.action.inspect']);
  });

  it('shows the header fields that always matter, and the others once they have a value', () => {
    const names = (ret: Record<string, unknown>) => detailFields(ret).map((f) => f.name);
    const draft = { returnNo: 'RN1', status: 'draft', deptId: 4, warehouseId: 2, targetWarehouseId: 1, amount: '20.00', waybillNumber: null, remark: '' };
    expect(names(draft)).toEqual(['returnNo', 'status', 'deptId', 'warehouseId', 'targetWarehouseId', 'amount']);
    expect(names({ ...draft, carrier: '顺丰', waybillNumber: 'SF1', shippedAt: '2026-11-20T02:00:00Z' })).toEqual(expect.arrayContaining(['carrier', 'waybillNumber', 'shippedAt']));
    expect(names({ ...draft, kind: 'old' })).not.toContain('kind');
  });
});

describe('the dialogs', () => {
  const lines = [line(1, { qty: 3, receivedQty: 1 }), line(2, { qty: 2, receivedQty: 2, inspection: 'accepted' }), line(3, { qty: 1 })];

  it('offer for receipt the lines not all arrived with what is still on its way, and for inspection the lines not decided', () => {
    expect(linesToReceive(lines).map(({ line: l, left }) => [l.id, left])).toEqual([
      [1, 2],
      [3, 1],
    ]);
    expect(linesToInspect(lines).map((l) => l.id)).toEqual([1, 3]);
  });

  it('send the lines received now, leaving out those of 0 or left empty', () => {
    expect(actionBody('receipt', lines, { qty: { 1: '2', 3: '0' } })).toEqual({ lines: [{ id: 1, qty: 2 }] });
    expect(actionBody('receipt', lines, { qty: { 1: '', 3: '1' } })).toEqual({ lines: [{ id: 3, qty: 1 }] });
  });

  it('send the lines decided, a reason only with a rejection, and leave the undecided for later', () => {
    const verdict = { 1: { result: 'accepted' as const, reason: 'left over' }, 3: { result: 'rejected' as const, reason: '非原厂件' } };
    expect(actionBody('inspection', lines, { verdict })).toEqual({
      lines: [
        { id: 1, result: 'accepted', reason: undefined },
        { id: 3, result: 'rejected', reason: '非原厂件' },
      ],
    });
    expect(actionBody('inspection', lines, { verdict: { 3: {} } })).toEqual({ lines: [] });
  });

  it('send the carrier and waybill of a shipment, with the destination when sent on, and the reason of a withdrawal', () => {
    const values = { carrier: '顺丰', waybillNumber: 'SF1', destination: 'supplier', reason: 'x' };
    expect(actionBody('shipping', lines, values)).toEqual({ carrier: '顺丰', waybillNumber: 'SF1' });
    expect(actionBody('rtv', lines, values)).toEqual({ destination: 'supplier', carrier: '顺丰', waybillNumber: 'SF1' });
    expect(actionBody('reason', lines, values)).toEqual({ reason: 'x' });
  });

  it('take whole numbers (or nothing) as quantities', () => {
    for (const ok of ['', '0', '12']) expect(WHOLE_NUMBER.test(ok)).toBe(true);
    for (const bad of ['-1', '1.5', 'a', ' 1']) expect(WHOLE_NUMBER.test(bad)).toBe(false);
  });
});

describe('the history', () => {
  const step = (lines: ReturnStep['detail']['lines']): ReturnStep => ({ id: 1, action: 'receive', fromStatus: 'shipped', toStatus: 'received', userName: 'x', remark: '', detail: { lines }, createdAt: '2026-11-20T02:00:00Z' });

  it("names each moved line by its part's code, with its quantity or its verdict", () => {
    expect(historyMoves(step([{ id: 1, qty: 2 }]), [line(1)])).toEqual([{ part: 'P-1', qty: 2 }]);
    expect(historyMoves(step([{ id: 1, result: 'rejected', reason: '损坏' }, { id: 9, result: 'accepted' }]), [line(1)])).toEqual([
      { part: 'P-1', result: 'rejected', reason: '损坏' },
      { part: '9', result: 'accepted', reason: undefined },
    ]);
    // An edit's step says only that the lines were replaced.
    expect(historyMoves(step(true), [line(1)])).toEqual([]);
  });
});

describe('the form', () => {
  const stored = {
    id: 5,
    version: 2,
    remark: null,
    lines: [line(1, { applyLineId: 31, qty: 2 }), line(2, { qty: 1 }), line(3, { orderPartId: 77 })],
  };

  it("reads a draft's application lines as quantities, its stock parts by name, its old parts as ticked", () => {
    expect(returnFormValuesOf(stored)).toEqual({
      values: { remark: undefined, applied: { 31: '2' }, own: [{ partsId: 12, label: 'P-2 part 2', qty: '1' }] },
      ticked: [77],
    });
    expect(returnFormValuesOf({})).toEqual({ values: { remark: undefined, applied: {}, own: [] }, ticked: [] });
  });

  it('sends the application lines and stock parts with a quantity above 0 (the part the application line names), or the ticked old parts', () => {
    const values = { applied: { 31: '2', 32: '0', 33: '' }, own: [{ partsId: 12, qty: '1' }, { partsId: 14, qty: '0' }, { qty: '3' }] };
    expect(returnLinesOf('new', values, [77], [{ id: 31, partsId: 11 }])).toEqual([
      { partsId: 11, applyLineId: 31, qty: 2 },
      { partsId: 12, qty: 1 },
    ]);
    expect(returnLinesOf('new', {}, [], [])).toEqual([]);
    expect(returnLinesOf('old', values, [77, 78], [])).toEqual([{ orderPartId: 77 }, { orderPartId: 78 }]);
  });

  it('tags an old part whose deadline has passed', () => {
    const now = new Date('2026-11-26T08:00:00Z');
    expect(isOverdue('2026-11-25T08:00:00Z', now)).toBe(true);
    expect(isOverdue('2026-11-27T08:00:00Z', now)).toBe(false);
    expect(isOverdue(null, now)).toBe(false);
  });
});

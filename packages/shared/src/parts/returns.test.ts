import { describe, expect, it } from 'vitest';
import {
  allowedPartsReturnActions,
  applyPartsReturnAction,
  lineAmount,
  oldPartDeadline,
  overdueDays,
  PARTS_RETURN_ACTION_LABELS,
  PARTS_RETURN_ACTIONS,
  PARTS_RETURN_DICTS,
  PARTS_RETURN_PERMISSIONS,
  PARTS_RETURN_STATUS_LABELS,
  PARTS_RETURN_STATUSES,
  returnStatusAfterInspection,
  returnStatusAfterReceipt,
  sumAmounts,
} from './returns.ts';

describe('parts returns', () => {
  it('lets the outlet edit, ship and cancel a draft only', () => {
    expect(allowedPartsReturnActions({ kind: 'new', status: 'draft' })).toEqual(['update', 'ship', 'cancel']);
    expect(allowedPartsReturnActions({ kind: 'old', status: 'draft' })).toEqual(['update', 'ship', 'cancel']);
    expect(applyPartsReturnAction({ kind: 'new', status: 'draft' }, 'ship')).toEqual({ kind: 'new', status: 'shipped' });
    expect(applyPartsReturnAction({ kind: 'new', status: 'shipped' }, 'cancel')).toBeNull();
    expect(applyPartsReturnAction({ kind: 'old', status: 'draft' }, 'cancel')).toEqual({ kind: 'old', status: 'cancelled' });
  });

  it('inspects and sends on old parts only, in that order', () => {
    expect(allowedPartsReturnActions({ kind: 'new', status: 'shipped' })).toEqual(['receive']);
    expect(allowedPartsReturnActions({ kind: 'new', status: 'received' })).toEqual([]);
    expect(allowedPartsReturnActions({ kind: 'old', status: 'received' })).toEqual(['inspect']);
    expect(allowedPartsReturnActions({ kind: 'old', status: 'inspected' })).toEqual(['rtv']);
    expect(allowedPartsReturnActions({ kind: 'old', status: 'rtv' })).toEqual([]);
    expect(applyPartsReturnAction({ kind: 'new', status: 'received' }, 'inspect')).toBeNull();
    expect(applyPartsReturnAction({ kind: 'old', status: 'received' }, 'rtv')).toBeNull();
    for (const status of ['cancelled', 'rtv'] as const) expect(allowedPartsReturnActions({ kind: 'old', status })).toEqual([]);
  });

  it('gives each action a side and a permission of the return', () => {
    for (const [action, def] of Object.entries(PARTS_RETURN_ACTIONS)) {
      expect(PARTS_RETURN_PERMISSIONS[def.permission], action).toMatch(/^basic_sp_parts_return_header_/);
      expect(def.side === 'outlet').toBe(['update', 'ship', 'cancel'].includes(action));
    }
  });

  it('is received when every line arrived whole, inspected when no line is pending', () => {
    expect(returnStatusAfterReceipt([{ qty: 2, receivedQty: 1 }])).toBe('shipped');
    expect(returnStatusAfterReceipt([{ qty: 2, receivedQty: 2 }, { qty: 1, receivedQty: 1 }])).toBe('received');
    expect(returnStatusAfterInspection([{ inspection: 'accepted' }, { inspection: 'pending' }])).toBe('received');
    expect(returnStatusAfterInspection([{ inspection: 'accepted' }, { inspection: 'rejected' }])).toBe('inspected');
  });

  it('computes deadlines, overdue days and amounts without floats', () => {
    const deadline = oldPartDeadline('2026-01-01T10:00:00Z', 15);
    expect(deadline.toISOString()).toBe('2026-01-16T10:00:00.000Z');
    expect(overdueDays(deadline, '2026-01-16T09:00:00Z')).toBe(0);
    expect(overdueDays(deadline, '2026-01-18T11:00:00Z')).toBe(2);
    expect(lineAmount('0.10', 3)).toBe('0.30');
    expect(lineAmount(null, 3)).toBe('0.00');
    expect(sumAmounts(['0.10', '0.20', '180.00'])).toBe('180.30');
  });

  it('labels every status and action in three languages, and offers them as dictionaries', () => {
    for (const labels of [...Object.values(PARTS_RETURN_STATUS_LABELS), ...Object.values(PARTS_RETURN_ACTION_LABELS)]) {
      expect(Object.keys(labels).sort()).toEqual(['en-US', 'es-ES', 'zh-CN']);
    }
    expect(PARTS_RETURN_DICTS.find((d) => d.type === 'parts_return_status')!.items.map((i) => i[0])).toEqual([...PARTS_RETURN_STATUSES]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fieldErrorsOf, request } from '../api/request.ts';
import { feedback } from '../app/feedback.ts';
import { changedNames, namePathOf, serverFieldErrors, showServerErrors } from './server-errors.ts';

const problems = [
  { field: 'faultReasonId', message: '请选择故障原因' },
  { field: 'parts.1.quantity', message: '数量不能为空' },
  { field: 'parts.1.quantity', message: '不能小于1' },
  { field: 'photos', message: '资源不存在' },
];

describe('the server field errors of a form', () => {
  it('reads the field list of either envelope, and nothing else', () => {
    expect(fieldErrorsOf({ type: 'error', msg: 'x', objx: problems })).toEqual(problems);
    expect(fieldErrorsOf({ code: 1, msg: 'x', data: [{ field: 'name', message: 'cannot be empty' }] })).toEqual([{ field: 'name', message: 'cannot be empty' }]);
    expect(fieldErrorsOf({ code: 1, msg: 'x', data: 'invalid_exception' })).toEqual([]);
    expect(fieldErrorsOf({ type: 'error', msg: 'x', objx: null })).toEqual([]);
    expect(fieldErrorsOf(null)).toEqual([]);
  });

  it('names a list row as the form does, in either notation', () => {
    expect(namePathOf('parts.0.quantity')).toEqual(['parts', 0, 'quantity']);
    expect(namePathOf('lines[2].partsId')).toEqual(['lines', 2, 'partsId']);
    expect(namePathOf('name')).toEqual(['name']);
  });

  it('places what names a field of the form, grouped by field, and keeps the rest for the toast', () => {
    expect(serverFieldErrors(problems, ['faultReasonId', 'parts'])).toEqual({
      placed: [
        { name: ['faultReasonId'], errors: ['请选择故障原因'] },
        { name: ['parts', 1, 'quantity'], errors: ['数量不能为空', '不能小于1'] },
      ],
      rest: [{ field: 'photos', message: '资源不存在' }],
    });
    // A form whose names differ from the server's says where each goes.
    const changes = serverFieldErrors([{ field: 'changes.phone', message: 'bad' }], (field) => (field.startsWith('changes.') ? [field.slice(8)] : undefined));
    expect(changes.placed).toEqual([{ name: ['phone'], errors: ['bad'] }]);
  });

  it('knows which fields a change reached, to drop what the server said of them', () => {
    expect(changedNames({ faultReasonId: 3 })).toEqual([['faultReasonId']]);
    // A row's field: the list, the row and the field; a date stays one value.
    // biome-ignore lint/suspicious/noSparseArray: antd reports the changed row of a list at its index.
    expect(changedNames({ parts: [, { quantity: '2' }] })).toEqual([['parts'], ['parts', 1], ['parts', 1, 'quantity']]);
    expect(changedNames({ paidAt: new Date(0) })).toEqual([['paidAt']]);
  });

  it('sets the errors on the form and tells the request layer what the toast still has to say', () => {
    const set: unknown[] = [];
    const scrolled: unknown[] = [];
    const form = { setFields: (fields: unknown) => set.push(fields), scrollToField: (name: unknown) => scrolled.push(name) } as unknown as Parameters<typeof showServerErrors>[0];
    const refused = new ApiError('…', 400, { type: 'error', msg: '…', objx: problems });
    showServerErrors(form, refused, ['faultReasonId', 'parts']);
    expect(set).toHaveLength(1);
    expect(scrolled).toEqual([['faultReasonId']]);
    expect(refused.unplaced).toEqual([{ field: 'photos', message: '资源不存在' }]);

    // A refusal naming no field (a conflict) is the toast's alone.
    const conflict = new ApiError('数据刚被他人修改', 409, { type: 'error', msg: '数据刚被他人修改', objx: null });
    showServerErrors(form, conflict, ['faultReasonId']);
    expect(set).toHaveLength(1);
    expect(conflict.unplaced).toBeUndefined();
  });
});

describe('the toast of a refusal', () => {
  const toasts: string[] = [];
  feedback.message = { error: (text: string) => toasts.push(text) } as unknown as typeof feedback.message;
  const form = { setFields: () => undefined, scrollToField: () => undefined } as unknown as Parameters<typeof showServerErrors>[0];
  const answer = (status: number, body: unknown) => vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  /** A save refused by the server, caught by a form with these fields; the toasts once everything has settled. */
  async function refusedSave(fields: string[]) {
    toasts.length = 0;
    await request('/basic/soOrderHandle/complete', { method: 'POST', data: {} }).catch((e) => showServerErrors(form, e, fields));
    await new Promise((resolve) => setTimeout(resolve, 10));
    return toasts;
  }
  afterEach(() => vi.unstubAllGlobals());

  it('says nothing of what the form shows beside its fields, only the rest', async () => {
    answer(400, { type: 'error', msg: 'faultReasonId: Choose the fault cause; photos: The resource does not exist', objx: [problems[0], problems[3]] });
    expect(await refusedSave(['faultReasonId', 'photos'])).toEqual([]);
    const rest = await refusedSave(['faultReasonId']);
    expect(rest).toHaveLength(1);
    expect(rest[0]).toContain('资源不存在');
    expect(rest[0]).not.toContain('请选择故障原因');
  });

  it('says the whole message when no form took the field errors, or none were named', async () => {
    answer(400, { type: 'error', msg: 'faultReasonId: Choose the fault cause', objx: [problems[0]] });
    toasts.length = 0;
    await request('/basic/x', { method: 'POST' }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(toasts).toEqual(['faultReasonId: Choose the fault cause']);
    answer(409, { type: 'error', msg: 'Someone else changed it', objx: null });
    expect(await refusedSave(['faultReasonId'])).toEqual(['Someone else changed it']);
  });
});

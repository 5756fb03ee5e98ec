import { CHECK_BILL_PERMISSIONS } from '@as/shared';
import { describe, expect, it } from 'vitest';
import { byOrderBody, mayRaiseSheetOn } from './check-bill-screen.ts';

describe('raising a sheet from an order', () => {
  const raiser = (p: string) => p === CHECK_BILL_PERMISSIONS.add;
  const outlet = (p: string) => p === CHECK_BILL_PERMISSIONS.view || p === CHECK_BILL_PERMISSIONS.appeal;

  it('is offered on an order an outlet holds, to whoever raises sheets', () => {
    expect(mayRaiseSheetOn({ siteId: 7 }, raiser)).toBe(true);
    expect(mayRaiseSheetOn({ siteId: 7 }, outlet)).toBe(false);
    for (const siteId of [null, undefined, '']) expect(mayRaiseSheetOn({ siteId }, raiser)).toBe(false);
  });

  it('sends the amount only when one is typed, so that the item’s applies otherwise', () => {
    expect(byOrderBody(3, { subjectId: 5, remark: '超时', amount: ' 20.5 ' })).toEqual({ orderId: 3, subjectId: 5, remark: '超时', amount: '20.5' });
    for (const amount of [undefined, '', '  ']) expect(byOrderBody(3, { subjectId: 5, remark: '超时', amount })).toEqual({ orderId: 3, subjectId: 5, remark: '超时' });
  });
});

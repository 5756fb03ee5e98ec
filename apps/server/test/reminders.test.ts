import { describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';

describe('the reminder counts of the shell badge', async () => {
  const t = await createTestApp();

  it('answers both counts in the pig envelope to any signed-in user, and 401 to nobody', async () => {
    const admin = await t.login('admin');
    const res = await t.request({ method: 'POST', url: '/basic/soOrder/getNumberOfReminderOrders', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: null, data: { serviceOrderSum: 0, complaintOrderSum: 0 } });
    expect((await t.request({ method: 'POST', url: '/basic/soOrder/getNumberOfReminderOrders' })).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';

describe('the reminder counts of the shell badge', async () => {
  const t = await createTestApp();

  it('answers both counts in the pig envelope to any signed-in user, and 401 to nobody', async () => {
    const admin = await t.login('admin');
    const res = await t.request({ method: 'POST', url: '/basic/soOrder/getNumberOfReminderOrders', headers: admin });
    expect(res.statusCode).toBe(200);
    // The demo orders' reminders fall due while a slow run goes on: the counting itself is tested in sla.test.ts.
    expect(res.json()).toEqual({ code: 0, msg: null, data: { serviceOrderSum: expect.any(Number), complaintOrderSum: expect.any(Number) } });
    expect((await t.request({ method: 'POST', url: '/basic/soOrder/getNumberOfReminderOrders' })).statusCode).toBe(401);
  });
});

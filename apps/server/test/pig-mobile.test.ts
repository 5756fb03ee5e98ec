/**
 * pigx-ui's mobile login (issue 20): its code field takes 4 digits, so the length is a tenant's SMS_CODE_LENGTH
 * parameter (6 by default), and it posts the grant to /auth/mobile/token/sms (mobile=SMS@<phone>, code, as in
 * reference/pig-contract.md).
 */
import { describe, expect, it } from 'vitest';
import { BASIC_TEST, createTestApp } from './helper.ts';

describe('pig clients: mobile login', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const admin2 = await t.login('admin2', { tenantId: 2 });

  const sendCode = async (phone: string, tenantId: string) => expect((await t.request({ method: 'GET', url: `/admin/mobile/${phone}`, headers: { 'TENANT-ID': tenantId } })).statusCode).toBe(200);
  const lastCode = async (headers: Record<string, string>, phone: string) => {
    const records = (await t.request({ method: 'GET', url: '/admin/sms/page', query: { phone }, headers })).json().data.records;
    return /验证码 (\d+)/.exec(records[0].content)?.[1] ?? '';
  };
  const grant = (path: string, tenantId: string, query: Record<string, string>) =>
    t.request({ method: 'POST', url: path, headers: { authorization: BASIC_TEST, 'TENANT-ID': tenantId, 'content-type': 'application/x-www-form-urlencoded' }, query, payload: '' });

  it('sends codes of the tenant length (4 here, 6 by default) and signs in with one on /auth/mobile/token/sms', async () => {
    const param = await t.request({ method: 'POST', url: '/admin/param', headers: admin, payload: { publicName: '短信验证码位数', publicKey: 'SMS_CODE_LENGTH', publicValue: '4', status: '0' } });
    expect(param.statusCode).toBe(200);
    await sendCode('13800000005', '1');
    const code = await lastCode(admin, '13800000005');
    expect(code).toMatch(/^\d{4}$/);
    expect((await grant('/auth/mobile/token/sms', '1', { mobile: 'SMS@13800000005', code: code === '0000' ? '1111' : '0000' })).statusCode).not.toBe(200);
    await sendCode('13800000006', '1');
    const second = await lastCode(admin, '13800000006');
    const res = await grant('/auth/mobile/token/sms', '1', { mobile: 'SMS@13800000006', code: second, grant_type: 'mobile' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ access_token: expect.any(String), username: 'engineer_liu' });

    // Another tenant keeps the default.
    await sendCode('13900000001', '2');
    expect(await lastCode(admin2, '13900000001')).toMatch(/^\d{6}$/);
  });

  it('refuses another grant type on the mobile path, and a length out of 4..8 falls back to 6', async () => {
    expect((await grant('/auth/mobile/token/sms', '1', { grant_type: 'password', mobile: 'SMS@13800000005', code: '1234' })).statusCode).toBe(400);
    const page = (await t.request({ method: 'GET', url: '/admin/param/page', query: { publicKey: 'SMS_CODE_LENGTH' }, headers: admin })).json().data;
    expect((await t.request({ method: 'PUT', url: '/admin/param', headers: admin, payload: { id: page.records[0].id, publicValue: '12' } })).statusCode).toBe(200);
    await sendCode('13800000002', '1');
    expect(await lastCode(admin, '13800000002')).toMatch(/^\d{6}$/);
  });
});

/**
 * Company configuration (basCompanyConfig) over HTTP: each tenant's one record with its flags and templates, save
 * (whole) and update (part), defaults before the first save, tenant isolation, permission denial and bad input.
 */
import { COMPANY_CONFIG_DEFAULTS, errorText } from '@as/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { companyConfigOf } from '../src/modules/master-data/index.ts';
import { createTestApp } from './helper.ts';

describe('company configuration', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const engineer = await t.login('engineer_wang');
  const db = t.deps.database.db;
  const call = (verb: string, payload: object, headers = admin) => t.request({ method: 'POST', url: `/basic/basCompanyConfig/${verb}`, headers, payload });
  const stored = async (tenantId: number) => (await db.select().from(s.basCompanyConfig).where(eq(s.basCompanyConfig.tenantId, tenantId)))[0];

  it('gives each tenant its own configuration, templates in its language', async () => {
    const one = (await call('get', {})).json().objx;
    expect(one).toMatchObject({ custProfileReview: true, barcodeCheck: true, faultSymptomRequired: true, maxAppointmentChanges: 3 });
    expect(one.id).toBeGreaterThan(0);
    expect(one.appointmentTemplate).toContain('{orderNo}');
    expect(one.appointmentTemplate).toMatch(/[一-龥]/);
    const two = (await call('get', {}, admin2)).json().objx;
    expect(two).toMatchObject({ custProfileReview: false, barcodeCheck: false });
    expect(two.dispatchTemplate).toMatch(/^Dear \{customerName\}/);
  });

  it('updates only the fields sent, and the modules read the change through companyConfigOf', async () => {
    const before = await stored(1);
    const res = await call('update', { maxAppointmentChanges: 5, autoDispatch: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().objx).toMatchObject({ maxAppointmentChanges: 5, autoDispatch: false, custProfileReview: true, appointmentTemplate: before.appointmentTemplate });
    const config = await t.deps.database.withTenant(1, (tx) => companyConfigOf(tx, 1));
    expect(config).toMatchObject({ maxAppointmentChanges: 5, autoDispatch: false, custProfileReview: true });
    expect((await stored(1)).updatedBy).not.toBeNull();
  });

  it('saves the whole form: a field not sent takes its default, and the tenant keeps one row', async () => {
    const res = await call('save', { repeatRepairDays: 15, completionTemplate: '{customerName}，工单{orderNo}已完工。' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().objx).toMatchObject({ ...COMPANY_CONFIG_DEFAULTS, repeatRepairDays: 15, completionTemplate: '{customerName}，工单{orderNo}已完工。' });
    expect(await db.select().from(s.basCompanyConfig).where(eq(s.basCompanyConfig.tenantId, 1))).toHaveLength(1);
  });

  it('works with the defaults before a tenant first saves, and the first save creates the row', async () => {
    await db.delete(s.basCompanyConfig).where(eq(s.basCompanyConfig.tenantId, 2));
    expect(await t.deps.database.withTenant(2, (tx) => companyConfigOf(tx, 2))).toEqual(COMPANY_CONFIG_DEFAULTS);
    expect((await call('get', {}, admin2)).json().objx).toMatchObject({ id: null, updateTime: null, ...COMPANY_CONFIG_DEFAULTS });
    const res = await call('update', { custProfileReview: true }, admin2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().objx).toMatchObject({ ...COMPANY_CONFIG_DEFAULTS, custProfileReview: true });
    expect((await stored(2)).custProfileReview).toBe(true);
  });

  it('keeps tenants apart: a save in tenant 2, even naming tenant 1\'s row, changes only tenant 2', async () => {
    const one = await stored(1);
    const res = await call('update', { id: one.id, repeatRepairDays: 90 }, admin2);
    expect(res.statusCode, res.body).toBe(200);
    expect((await stored(2)).repeatRepairDays).toBe(90);
    expect(await stored(1)).toEqual(one);
  });

  it('answers 403 to a user without the permissions, changing nothing', async () => {
    const before = await stored(1);
    for (const verb of ['get', 'save', 'update']) {
      const res = await call(verb, { autoDispatch: true }, engineer);
      expect(res.statusCode, verb).toBe(403);
      expect(res.json()).toMatchObject({ type: 'error' });
    }
    expect(await stored(1)).toEqual(before);
  });

  it('refuses bad input naming each field in the caller\'s language, changing nothing', async () => {
    const before = await stored(1);
    const bad = await call('update', { maxAppointmentChanges: 99, autoDispatch: 'maybe', dispatchTemplate: '{customerName}: {password}', color: 'red' }, en);
    expect(bad.statusCode).toBe(400);
    const msg = bad.json().msg;
    expect(msg).toContain(`maxAppointmentChanges: ${errorText('maxValue', 'en-US', { n: 20 })}`);
    expect(msg).toContain(`autoDispatch: ${errorText('badType', 'en-US')}`);
    expect(msg).toContain(`dispatchTemplate: ${errorText('unknownPlaceholder', 'en-US', { names: '{password}' })}`);
    expect(msg).toContain(`color: ${errorText('unknownField', 'en-US')}`);
    const zh = await call('save', { completionTemplate: '工单{orderNo}已完工{customerPhone}' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toBe(`completionTemplate${errorText('unknownPlaceholder', 'zh-CN', { names: '{customerPhone}' })}`);
    const long = await call('update', { appointmentTemplate: 'x'.repeat(501) }, en);
    expect(long.json().msg).toContain(`appointmentTemplate: ${errorText('maxLength', 'en-US', { n: 500 })}`);
    // A placeholder of another template is not one of this template's.
    const other = await call('update', { completionTemplate: '{appointmentTime}' }, en);
    expect(other.statusCode).toBe(400);
    expect(await stored(1)).toEqual(before);
  });
});

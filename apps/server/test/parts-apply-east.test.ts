/**
 * The eastern centre has a manager of its own (demo user centre_east, role CENTRE): an application of one of its
 * outlets (Shanghai Pudong) is submitted, its approval starts with that centre's review, which the eastern manager
 * decides and the northern one cannot.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';
import { parties, tomorrow } from './order-fixtures.ts';

describe('parts applications of an eastern outlet', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const EN = { 'accept-language': 'en-US' };
  const { admin, east, centre: north } = await parties(t, EN);
  const liu = { ...(await t.login('engineer_liu')), ...EN };
  const call = (path: string, payload: unknown, headers: Record<string, string> = admin) => t.request({ method: 'POST', url: `/basic/${path}`, headers, payload: payload as object });
  const ok = async (path: string, payload: unknown, headers: Record<string, string> = admin) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const one = async (rows: Promise<{ id: number }[]>) => (await rows)[0].id;
  const byCode = <T extends typeof s.basParts | typeof s.sysDept | typeof s.snSite | typeof s.basArea | typeof s.basServiceType | typeof s.basItemCategory>(table: T, code: string) =>
    one(db.select({ id: table.id }).from(table as typeof s.basParts).where(and(eq((table as typeof s.basParts).tenantId, 1), eq((table as typeof s.basParts).code, code))));

  it('submits an application of a Pudong order into the eastern centre’s review, which its manager approves', async () => {
    const { id: orderId } = await ok('soOrder/add', {
      orderType: 'repair',
      source: 'phone',
      serviceTypeId: await byCode(s.basServiceType, 'RPR-HOME'),
      userType: '1',
      brand: '示范',
      categoryId: await byCode(s.basItemCategory, 'AC-SPLIT'),
      customerName: '杨先生',
      phone: '13911119901',
      provinceId: await byCode(s.basArea, '310000'),
      cityId: await byCode(s.basArea, '310100'),
      districtId: await byCode(s.basArea, '310115'),
      address: '上海市浦东新区张杨路 1500 弄 3 号',
    });
    const engineerId = await one(db.select({ id: s.snSiteEngineer.id }).from(s.snSiteEngineer).where(and(eq(s.snSiteEngineer.tenantId, 1), eq(s.snSiteEngineer.jobNo, 'E2001'))));
    await ok('soOrderDispatch/assignOrg', { id: orderId, centreId: await byCode(s.sysDept, 'SC-E') });
    // The eastern centre's own manager sends it on to its outlet.
    await ok('soOrderDispatch/assignSite', { id: orderId, siteId: await byCode(s.snSite, 'ASC-SH-PD') }, east);
    await ok('siteOrderDeal/accept', { id: orderId });
    await ok('siteOrderDeal/assign', { id: orderId, engineerId });
    await ok('siteOrderDeal/book', { id: orderId, appointAt: tomorrow() }, liu);

    const row = await ok('spPartsApplyHeader/add', { orderId, lines: [{ partsId: await byCode(s.basParts, 'P-MB-WH'), qty: 1, fault: '不加热' }] }, liu);
    const submitted = await ok('spPartsApplyHeader/submit', { id: row.id }, liu);
    expect(submitted.status).toBe('applied');
    // The northern centre's manager is no candidate of this review; the eastern one decides it.
    expect((await call('spPartsApplyHeader/approve', { id: row.id }, north)).statusCode).not.toBe(200);
    const approved = await ok('spPartsApplyHeader/approve', { id: row.id }, east);
    expect(['applied', 'audited']).toContain(approved.status);
    // Its review done, headquarters decides the rest: the application is audited.
    expect((await ok('spPartsApplyHeader/approve', { id: row.id })).status).toBe('audited');
  });
});

/**
 * What the work-order test files share: the demo tenant's ids by code, a valid order as the call-access form sends
 * it, and a poster for the /basic calls.
 */
import { and, eq } from 'drizzle-orm';
import * as s from '../src/db/schema.ts';
import type { TestContext } from './helper.ts';

export type Payload = Record<string, unknown>;

export function orderFixtures(t: TestContext) {
  const db = t.deps.database.db;
  const idOf = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0].id;
  const dept = (code: string) => idOf(db.select({ id: s.sysDept.id }).from(s.sysDept).where(and(eq(s.sysDept.tenantId, 1), eq(s.sysDept.code, code))));
  const site = (code: string) => idOf(db.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, 1), eq(s.snSite.code, code))));
  const area = (code: string) => idOf(db.select({ id: s.basArea.id }).from(s.basArea).where(and(eq(s.basArea.tenantId, 1), eq(s.basArea.code, code))));
  const category = (code: string) => idOf(db.select({ id: s.basItemCategory.id }).from(s.basItemCategory).where(and(eq(s.basItemCategory.tenantId, 1), eq(s.basItemCategory.code, code))));
  const engineer = (jobNo: string) => idOf(db.select({ id: s.snSiteEngineer.id }).from(s.snSiteEngineer).where(and(eq(s.snSiteEngineer.tenantId, 1), eq(s.snSiteEngineer.jobNo, jobNo))));
  const firstId = (table: typeof s.basServiceType | typeof s.basItemCategory) => idOf(db.select({ id: table.id }).from(table).where(eq(table.tenantId, 1)).limit(1));

  /** A repair order of a Beijing caller with every required field; `extra` overrides or adds. */
  const orderInput = async (extra: Payload = {}): Promise<Payload> => ({
    orderType: 'repair',
    source: 'phone',
    serviceTypeId: await firstId(s.basServiceType),
    userType: '1',
    urgency: '2',
    brand: '示范',
    categoryId: await firstId(s.basItemCategory),
    customerName: '张先生',
    phone: '13912345678',
    provinceId: await area('110000'),
    cityId: await area('110100'),
    districtId: await area('110105'),
    address: '朝阳区望京街 1 号',
    faultDesc: '不制冷',
    ...extra,
  });

  const post = (path: string, payload: unknown, headers: Record<string, string>) => t.request({ method: 'POST', url: `/basic/${path}`, headers, payload: payload as object });
  return { db, idOf, dept, site, area, category, engineer, firstId, orderInput, post };
}

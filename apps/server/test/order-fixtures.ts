/**
 * What the work-order test files share: the demo tenant's ids by code, a valid order as the call-access form sends
 * it, a poster for the /basic calls, and an order of the Chaoyang outlet taken to its engineer's booking.
 */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import * as s from '../src/db/schema.ts';
import { demoDay } from '../src/db/seed/orders-demo.ts';
import type { TestContext } from './helper.ts';

/**
 * Tomorrow at this minute, as an appointment is given: tomorrow in the demo tenant's days (Asia/Shanghai), which its
 * engineers' daily capacity counts. Counted in UTC, "tomorrow" was the tenant's today from 16:00 to 24:00 UTC, and the
 * orders booked for it crowded the engineer's today past his capacity.
 */
export const tomorrow = () => `${demoDay(1)} ${new Date().toISOString().slice(11, 16)}`;

export type Payload = Record<string, unknown>;
type Headers = Record<string, string>;

/** Who takes a Chaoyang order along: headquarters, the northern centre, the Chaoyang outlet, its engineer 王建国 (E1001). */
export interface OrderParties {
  admin: Headers;
  centre: Headers;
  outlet: Headers;
  engineer: Headers;
}

/**
 * The demo's usual parties, signed in at once (`headers` added to each, e.g. a language): headquarters, the northern
 * and eastern centres, the Chaoyang and Haidian outlets, the engineer 王建国, and tenant 2's headquarters; `outlet` and
 * `engineer` name Chaoyang and 王建国 again, so the whole is the OrderParties atChaoyang takes.
 */
export async function parties<H extends Headers>(t: TestContext, headers: H = {} as H) {
  const as = async (username: string, opts?: { tenantId: number }): Promise<Headers & H> => ({ ...(await t.login(username, opts)), ...headers });
  const [admin, centre, east, chaoyang, haidian, wang, admin2] = await Promise.all([
    as('admin'),
    as('centre_north'),
    as('centre_east'),
    as('outlet_chaoyang'),
    as('outlet_haidian'),
    as('engineer_wang'),
    as('admin2', { tenantId: 2 }),
  ]);
  return { admin, centre, east, chaoyang, haidian, wang, admin2, outlet: chaoyang, engineer: wang };
}

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

  /**
   * An order of the Chaoyang outlet (orderInput with `extra`): headquarters sends it to the northern centre, the centre
   * to the outlet, which accepts it and assigns 王建国, who books it for tomorrow and, when asked, checks in (1040).
   */
  async function atChaoyang(as: OrderParties, extra: Payload = {}, opts: { checkIn?: boolean } = {}): Promise<number> {
    const step = async (path: string, payload: Payload, headers: Headers) => {
      const res = await post(path, payload, headers);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      return res.json().objx;
    };
    const { id } = await step('soOrder/add', await orderInput(extra), as.admin);
    await step('soOrderDispatch/assignOrg', { id, centreId: await dept('SC-N') }, as.admin);
    await step('soOrderDispatch/assignSite', { id, siteId: await site('ASC-BJ-CY') }, as.centre);
    await step('siteOrderDeal/accept', { id }, as.outlet);
    await step('siteOrderDeal/assign', { id, engineerId: await engineer('E1001') }, as.outlet);
    await step('siteOrderDeal/book', { id, appointAt: tomorrow() }, as.engineer);
    if (opts.checkIn) await step('soOrderHandle/checkIn', { id }, as.engineer);
    return id as number;
  }
  return { db, idOf, dept, site, area, category, engineer, firstId, orderInput, post, tomorrow, atChaoyang };
}

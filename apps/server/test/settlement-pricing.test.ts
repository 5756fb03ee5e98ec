/**
 * Pricing over HTTP (issue 17): settlement standards and coefficients with their overlap rule, cost formula versions
 * (checked, never edited), an order priced when headquarters finishes it by the standard, coefficients and formula
 * version in force at its finish, the override with its reason, "no standard" and the re-price; refusals for the
 * wrong state, another tenant, a missing permission, a stale version and bad input.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp } from './helper.ts';
import { orderFixtures, parties, type Payload, tomorrow } from './order-fixtures.ts';

describe('settlement pricing', async () => {
  const t = await createTestApp();
  const EN = { 'accept-language': 'en-US' };
  const { admin, centre, chaoyang, wang, admin2 } = await parties(t, EN);
  const { db, idOf, dept, site, area, engineer, orderInput, post } = orderFixtures(t);
  const call = (path: string, payload: unknown, headers: Record<string, string> = admin) => post(path, payload, headers);
  const ok = async (path: string, payload: unknown, headers: Record<string, string> = admin) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    return res.json().objx;
  };
  const refused = async (path: string, payload: unknown, headers: Record<string, string>, status: number) => {
    const res = await call(path, payload, headers);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
    return res.json().msg as string;
  };
  const code = (table: typeof s.basServiceType | typeof s.basItemCategory, c: string) => idOf(db.select({ id: table.id }).from(table).where(and(eq(table.tenantId, 1), eq(table.code, c))));
  const RPR = await code(s.basServiceType, 'RPR-HOME');
  const INST = await code(s.basServiceType, 'INST-WH');
  const SPLIT = await code(s.basItemCategory, 'AC-SPLIT');

  /** An order of the Chaoyang outlet (star 5), completed by Wang with these fees, audited up to headquarters' finish. */
  async function audited(extra: Payload = {}, fees: Payload = {}): Promise<number> {
    const { id } = await ok('soOrder/add', await orderInput({ serviceTypeId: RPR, categoryId: SPLIT, urgency: '1', ...extra }));
    await ok('soOrderDispatch/assignOrg', { id, centreId: await dept('SC-N') });
    await ok('soOrderDispatch/assignSite', { id, siteId: await site('ASC-BJ-CY') }, centre);
    await ok('siteOrderDeal/accept', { id }, chaoyang);
    await ok('siteOrderDeal/assign', { id, engineerId: await engineer('E1001') }, chaoyang);
    await ok('siteOrderDeal/book', { id, appointAt: tomorrow() }, wang);
    await ok('soOrderHandle/checkIn', { id }, wang);
    const tree = async (table: typeof s.basFaultSymptom | typeof s.basFaultReason | typeof s.basFixMethod, c: string) => idOf(db.select({ id: table.id }).from(table).where(and(eq(table.tenantId, 1), eq(table.code, c))));
    await ok('soOrderHandle/complete', { id, faultSymptomId: await tree(s.basFaultSymptom, 'FS-NOPOWER'), faultReasonId: await tree(s.basFaultReason, 'FR-SOCKET'), fixMethodId: await tree(s.basFixMethod, 'FM-SOCKET'), feeService: '1.00', ...fees }, wang);
    await ok('soOrderHandle/networkConfirm', { id }, chaoyang);
    await ok('soOrderHandle/centreAudit', { id }, centre);
    return id;
  }
  const finish = async (id: number) => ok('soOrderDispatch/doOrderFinish', { id });
  const pricing = (orderId: number, headers = admin) => ok('sfOrderPricing/getByOrder', { orderId }, headers);
  const order = async (id: number) => (await db.select({ feeService: s.soOrder.feeService, feeTotal: s.soOrder.feeTotal, version: s.soOrder.version, settle: s.soOrder.settle }).from(s.soOrder).where(eq(s.soOrder.id, id)))[0];

  it('prices a finished order by the standard, coefficients and formula version in force at its finish, each amount with its source', async () => {
    const id = await audited({ urgency: '3' }, { feeBonus: '5.00', feeReward: '-10.00', feeDiscount: '2.50' });
    // Not priced before the finish.
    expect(await pricing(id)).toBeNull();
    await finish(id);
    const p = await pricing(id);
    // RPR-HOME + AC-SPLIT (the demo's most specific: 90.00) beats RPR-HOME alone (80.00).
    expect(p).toMatchObject({ noStandard: false, standardFee: '90.00', formulaVersion: 1, override: null });
    expect(p.items.service).toEqual({ value: '90.00', source: 'standard' });
    // Star 5 (1.1) and extra urgent (1.2).
    expect(p.coefficients.map((c: { kind: string; factor: string }) => [c.kind, c.factor])).toEqual([
      ['star', '1.1000'],
      ['urgency', '1.2000'],
    ]);
    expect(p.items.coefficient).toEqual({ value: '1.3200', source: 'coefficients' });
    expect(p.items.penalty).toEqual({ value: '10.00', source: 'order' });
    // 90 × 1.32 + 0 + 5 + 0 − 10 + 0 − 2.5 = 111.30
    expect(p.total).toBe('111.30');
    expect(await order(id)).toMatchObject({ feeService: '90.00', feeTotal: '111.30' });
  });

  it('prices a finished order again when a fee application is approved after its finish', async () => {
    const id = await audited();
    await finish(id);
    const before = await pricing(id);
    const bracket = await idOf(db.select({ id: s.sfSpecialFeeSubject.id }).from(s.sfSpecialFeeSubject).where(and(eq(s.sfSpecialFeeSubject.tenantId, 1), eq(s.sfSpecialFeeSubject.code, 'SF-BRACKET'))));
    const applied = await ok('soApplyMoney/add', { orderId: id, subjectId: bracket, amount: '20.00', reason: '加装支架' }, wang);
    await ok('soApplyMoney/submit', { id: applied.id }, wang);
    await ok('soApplyMoney/approve', { id: applied.id }, centre);
    await ok('soApplyMoney/approve', { id: applied.id });
    const after = await pricing(id);
    expect(after.items.adhoc).toEqual({ value: '20.00', source: 'order' });
    // Version 1: service × coefficient + … + adhoc; the order carries the formula's total, not the plain sum.
    expect(Number(after.total) - Number(before.total)).toBe(20);
    expect((await order(id)).feeTotal).toBe(after.total);
  });

  it('refuses overlapping standards and coefficients with a clear message, and a range that ends before it starts', async () => {
    const std = { serviceTypeId: INST, categoryId: SPLIT, fee: '40.00', effectiveFrom: '2030-01-01', effectiveTo: '2030-06-30' };
    const first = await ok('sfSettleStandard/saveOrUpdate', std);
    const msg = await refused('sfSettleStandard/saveOrUpdate', { ...std, effectiveFrom: '2030-06-30', effectiveTo: null }, admin, 400);
    expect(msg).toContain('overlaps another row of the same key in force from 2030-01-01 to 2030-06-30');
    // Another key (a warranty type), or the next day, is fine.
    await ok('sfSettleStandard/saveOrUpdate', { ...std, warrantyType: '1' });
    const second = await ok('sfSettleStandard/saveOrUpdate', { ...std, effectiveFrom: '2030-07-01', effectiveTo: null });
    // Editing the first into the second's dates is refused too; editing itself is not an overlap.
    expect(await refused('sfSettleStandard/saveOrUpdate', { ...std, id: first.id, effectiveTo: '2030-07-01' }, admin, 400)).toContain('overlaps');
    await ok('sfSettleStandard/saveOrUpdate', { ...std, id: first.id, fee: '41.00' });
    expect(await refused('sfSettleStandard/saveOrUpdate', { ...std, effectiveFrom: '2031-01-01', effectiveTo: '2030-12-31' }, admin, 400)).toContain('cannot be earlier than the effective-from date');
    expect(second.id).toBeGreaterThan(first.id);
    // Bad input: no service type, a negative fee, an unknown category.
    const bad = await refused('sfSettleStandard/saveOrUpdate', { fee: '-1', effectiveFrom: '2032-01-01', categoryId: 999999 }, admin, 400);
    expect(bad).toContain('serviceTypeId');

    const coef = { kind: 'star', matchValue: '3', factor: '1.0300', effectiveFrom: '2030-01-01' };
    await ok('sfSettleCoefficient/saveOrUpdate', coef);
    expect(await refused('sfSettleCoefficient/saveOrUpdate', { ...coef, effectiveFrom: '2031-01-01' }, admin, 400)).toContain('overlaps');
    expect(await refused('sfSettleCoefficient/saveOrUpdate', { ...coef, matchValue: '9' }, admin, 400)).toContain('matchValue');
    expect(await refused('sfSettleCoefficient/saveOrUpdate', { ...coef, kind: 'area', matchValue: '999999' }, admin, 400)).toContain('matchValue');
    await ok('sfSettleCoefficient/saveOrUpdate', { ...coef, kind: 'area', matchValue: '440000' });
    const page = await ok('sfSettleCoefficient/getListPage', { filters: { kind: 'star' } });
    expect(page.records.length).toBeGreaterThanOrEqual(3);
  });

  it('saves formula versions (never editing one), refuses a bad formula with its message, and prices by the version in force at the finish', async () => {
    const before = await ok('sfCostFormula/getListPage', {});
    expect(before.records[0]).toMatchObject({ version: 1 });
    const bad = await refused('sfCostFormula/saveOrUpdate', { formula: 'service * fee' }, admin, 400);
    expect(bad).toContain('unknown fee item "fee"');
    expect(await refused('sfCostFormula/saveOrUpdate', { formula: 'service +' }, admin, 400)).toContain('syntax error at character');
    expect(await refused('sfCostFormula/saveOrUpdate', { formula: 'service; remote' }, admin, 400)).toContain('is not allowed');
    expect(await refused('sfCostFormula/saveOrUpdate', { formula: '   ' }, admin, 400)).toContain('the formula is empty');
    // An order audited now and finished after a version in force from now: priced by that version.
    const id = await audited();
    const v2 = await ok('sfCostFormula/saveOrUpdate', { formula: 'service * coefficient + 10', id: 1 });
    expect(v2).toMatchObject({ version: 2 });
    // A version for the future is not in force yet.
    const v3 = await ok('sfCostFormula/saveOrUpdate', { formula: 'service', effectiveFrom: '2099-01-01 00:00:00' });
    expect(v3.version).toBe(3);
    await finish(id);
    const p = await pricing(id);
    expect(p).toMatchObject({ formulaVersion: 2, rounding: 'round', decimals: 2 });
    // 90 × 1.1 (star 5; urgency 1 has none) + 10
    expect(p.total).toBe('109.00');
    // Version 1 is unchanged.
    expect((await ok('sfCostFormula/getById', { id: before.records[0].id })).formula).toBe(before.records[0].formula);
    expect((await ok('sfCostFormula/getListPage', {})).records.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
  });

  it('overrides the service fee with a reason (in the history, shown as overridden) and re-prices; refusals by state, version, permission, tenant and input', async () => {
    const id = await audited();
    await finish(id);
    const { version } = await order(id);
    // Bad input: no reason, a negative or malformed amount.
    expect(await refused('sfOrderPricing/override', { id, version, amount: '150.00', reason: ' ' }, admin, 400)).toContain('reason');
    expect(await refused('sfOrderPricing/override', { id, version, amount: '-1', reason: 'x' }, admin, 400)).toContain('amount');
    expect(await refused('sfOrderPricing/override', { id, version, amount: '1.234', reason: 'x' }, admin, 400)).toContain('amount');
    // Stale version.
    expect(await refused('sfOrderPricing/override', { id, version: version - 1, amount: '150.00', reason: '远程山区' }, admin, 409)).toContain('Someone else');
    // Without the permission: the centre and the outlet; another tenant does not see the order.
    await refused('sfOrderPricing/override', { id, version, amount: '150.00', reason: '远程山区' }, centre, 403);
    await refused('sfOrderPricing/reprice', { id, version }, chaoyang, 403);
    await refused('sfCostFormula/saveOrUpdate', { formula: 'service' }, centre, 403);
    await refused('sfSettleStandard/saveOrUpdate', { serviceTypeId: RPR, fee: '1', effectiveFrom: '2040-01-01' }, centre, 403);
    await refused('sfOrderPricing/override', { id, version, amount: '150.00', reason: '远程山区' }, admin2, 404);
    await refused('sfOrderPricing/getByOrder', { orderId: id }, admin2, 404);

    const moved = await ok('sfOrderPricing/override', { id, version, amount: '150.00', reason: '远程山区' });
    expect(moved.version).toBe(version + 1);
    const p = await pricing(id);
    expect(p).toMatchObject({ override: '150.00', overrideReason: '远程山区', standardFee: '90.00' });
    expect(p.items.service).toEqual({ value: '150.00', source: 'override' });
    // The computed total stays beside the overridden one (version 2's formula: service × coefficient + 10, ceil).
    expect(p.total).toBe('175.00');
    expect(p.computedTotal).toBe('109.00');
    const history = await db.select().from(s.soOrderHistory).where(and(eq(s.soOrderHistory.orderId, id), eq(s.soOrderHistory.action, 'priceOverride')));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ reason: '远程山区' });

    // Re-pricing keeps the override; once settled, neither may run.
    await ok('sfOrderPricing/reprice', { id, version: moved.version });
    expect((await pricing(id)).override).toBe('150.00');
    await ok('soOrderHandle/settle', { id });
    const settled = await order(id);
    expect(await refused('sfOrderPricing/reprice', { id, version: settled.version }, admin, 409)).toBe('The order\'s settlement is "Settled": it cannot be re-priced');
    expect(await refused('sfOrderPricing/override', { id, version: settled.version, amount: '1.00', reason: 'x' }, admin, 409)).toContain('cannot be overridden');
    // An order not finished yet has no pricing to override.
    const open = await audited();
    expect(await refused('sfOrderPricing/reprice', { id: open, version: (await order(open)).version }, admin, 409)).toContain('"Not yet"');
  });

  it('an order no standard matches is priced with service 0, flagged and listed; re-priced once headquarters adds its standard', async () => {
    // A water-heater installation has a standard (INST-WH 100.00); a consultation has none.
    const consult = await code(s.basServiceType, 'CONSULT');
    const id = await audited({ serviceTypeId: consult, orderType: 'repair' }, { feeBonus: '8.00' });
    await finish(id);
    const p = await pricing(id);
    expect(p).toMatchObject({ noStandard: true, standardId: null });
    expect(p.items.service).toEqual({ value: '0.00', source: 'noStandard' });
    expect(p.total).toBe('10.00');
    const listed = await ok('sfOrderPricing/getNoStandardList', {});
    expect(listed.map((o: { id: number }) => o.id)).toContain(id);

    await ok('sfSettleStandard/saveOrUpdate', { serviceTypeId: consult, fee: '30.00', effectiveFrom: '2020-01-01' });
    await ok('sfOrderPricing/reprice', { id, version: (await order(id)).version });
    const again = await pricing(id);
    expect(again).toMatchObject({ noStandard: false, standardFee: '30.00' });
    // version 2: 30 × 1.1 + 10
    expect(again.total).toBe('43.00');
    expect(await order(id)).toMatchObject({ feeService: '30.00', feeTotal: '43.00' });
    expect((await ok('sfOrderPricing/getNoStandardList', {})).map((o: { id: number }) => o.id)).not.toContain(id);
    const history = await db.select({ action: s.soOrderHistory.action }).from(s.soOrderHistory).where(eq(s.soOrderHistory.orderId, id));
    expect(history.map((h) => h.action)).toContain('reprice');
  });

  it("keeps each tenant's configuration to itself", async () => {
    const mine = await ok('sfSettleStandard/getListPage', {});
    const theirs = await ok('sfSettleStandard/getListPage', {}, admin2);
    const ids = new Set(mine.records.map((r: { id: number }) => r.id));
    expect(theirs.records.some((r: { id: number }) => ids.has(r.id))).toBe(false);
    const formula = (await ok('sfCostFormula/getListPage', {})).records[0];
    await refused('sfCostFormula/getById', { id: formula.id }, admin2, 404);
    expect((await ok('sfCostFormula/getListPage', {}, admin2)).records.map((r: { version: number }) => r.version)).toEqual([1]);
    await refused('sfSettleStandard/getById', { id: mine.records[0].id }, admin2, 404);
    expect(await area('110105')).toBeGreaterThan(0);
  });

  it("rounds every total by the tenant's money rule (company configuration), checked when saved, recorded with the pricing", async () => {
    expect(await refused('basCompanyConfig/update', { moneyRounding: 'up' }, admin, 400)).toContain('moneyRounding');
    expect(await refused('basCompanyConfig/update', { moneyDecimals: 3 }, admin, 400)).toContain('moneyDecimals');
    await ok('basCompanyConfig/update', { moneyRounding: 'ceil', moneyDecimals: 0 });
    await ok('sfCostFormula/saveOrUpdate', { formula: 'service * coefficient + 10.2' });
    expect((await ok('sfCostFormula/getListPage', {})).moneyRule).toEqual({ rounding: 'ceil', decimals: 0 });
    // The other tenant keeps the default rule.
    expect((await ok('sfCostFormula/getListPage', {}, admin2)).moneyRule).toEqual({ rounding: 'round', decimals: 2 });
    const id = await audited();
    await finish(id);
    // 90 × 1.1 + 10.2 = 109.2, up to a whole yuan.
    expect(await pricing(id)).toMatchObject({ rounding: 'ceil', decimals: 0, total: '110.00' });
    // Back to half up to the cent: the re-priced order follows.
    await ok('basCompanyConfig/update', { moneyRounding: 'round', moneyDecimals: 2 });
    await ok('sfOrderPricing/reprice', { id, version: (await order(id)).version });
    expect(await pricing(id)).toMatchObject({ rounding: 'round', decimals: 2, total: '109.20' });
  });
});

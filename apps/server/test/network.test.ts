/**
 * The service network over HTTP: outlets (snUser) with their organisation nodes, lines, addresses, inspections,
 * contract and nearest-site search; data scope for centres and outlets; change requests (snUserChange) from submit
 * to approval or rejection; auto-dispatch rules and their ranked candidates; tenant isolation and permission denial.
 */
import { errorText } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp, multipart } from './helper.ts';

type Row = Record<string, unknown>;

describe('service network', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const centre = await t.login('centre_north');
  const chaoyang = await t.login('outlet_chaoyang');
  const haidian = await t.login('outlet_haidian');
  const engineer = await t.login('engineer_wang');
  const call = (url: string, payload: unknown, headers = admin) => t.request({ method: 'POST', url: `/basic/${url}`, headers, payload: payload as object });
  const objx = async (url: string, payload: unknown, headers = admin) => {
    const res = await call(url, payload, headers);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json().objx;
  };

  const codeId = async (table: typeof s.basArea | typeof s.basItemCategory | typeof s.basServiceType | typeof s.sysDept | typeof s.snSite, code: string) =>
    (await db.select({ id: table.id }).from(table).where(and(eq(table.tenantId, 1), eq(table.code, code))))[0].id;
  const site = {
    cy: await codeId(s.snSite, 'ASC-BJ-CY'),
    hd: await codeId(s.snSite, 'ASC-BJ-HD'),
    pd: await codeId(s.snSite, 'ASC-SH-PD'),
    mh: await codeId(s.snSite, 'ASC-SH-MH'),
  };
  const dept = { hq: await codeId(s.sysDept, 'HQ'), north: await codeId(s.sysDept, 'SC-N'), east: await codeId(s.sysDept, 'SC-E'), cy: await codeId(s.sysDept, 'ASC-BJ-CY') };
  const area = { chaoyang: await codeId(s.basArea, '110105'), haidian: await codeId(s.basArea, '110108'), minhang: await codeId(s.basArea, '310112'), huangpu: await codeId(s.basArea, '310101') };
  const category = { wh: await codeId(s.basItemCategory, 'WH'), whElec: await codeId(s.basItemCategory, 'WH-ELEC'), rf: await codeId(s.basItemCategory, 'RF'), ac: await codeId(s.basItemCategory, 'AC') };
  const codesOf = async (headers: Record<string, string>) => ((await objx('snUser/getListPage', { size: 100 }, headers)).records as Row[]).map((r) => r.code).sort();

  describe('outlets', () => {
    it('lists the demo outlets with every field of their record, and one with its lines', async () => {
      const list = await objx('snUser/getListPage', { filters: { siteFloorLevel: '1' }, sort: 'code', order: 'asc' });
      expect(list.records.map((r: Row) => r.code)).toEqual(['ASC-BJ-CY', 'ASC-SH-PD']);
      const cy = await objx('snUser/getById', { id: site.cy });
      expect(cy).toMatchObject({
        name: '北京朝阳网点',
        siteKind: 'outlet',
        superiorDeptId: dept.north,
        siteFloorLevel: 1,
        starLevel: 5,
        operatingState: 'operating',
        contractNo: 'HT-2025-BJ-001',
        taxRate: '6.00',
        remoteFeeRate: '1.50',
        remoteFeeCap: '120.00',
        creditLimit: '50000.00',
        autoDispatch: true,
        lat: '39.996500',
      });
      expect(cy.areas.map((l: Row) => l.areaId)).toContain(area.chaoyang);
      expect(cy.categories).toHaveLength(4);
    });

    it('adds an outlet with its organisation node under the superior, and keeps the node in step on edit', async () => {
      const added = await objx(
        'snUser/add',
        {
          code: 'ASC-BJ-DC',
          name: '北京东城网点',
          siteKind: 'outlet',
          superiorDeptId: dept.north,
          siteFloorLevel: 1,
          phone: '010-6400-0005',
          address: '北京市东城区东四北大街 100 号',
          areaId: area.chaoyang,
          lat: '39.93',
          lng: 116.417,
          remoteFeeRate: '1.5',
          areas: [{ areaId: area.chaoyang }],
          categories: [{ categoryId: category.ac }],
        },
        centre,
      );
      expect(added).toMatchObject({ code: 'ASC-BJ-DC', lat: '39.930000', remoteFeeRate: '1.50', creditLimit: '0.00', areas: [{ areaId: area.chaoyang }] });
      const [node] = await db.select().from(s.sysDept).where(eq(s.sysDept.id, added.deptId));
      expect(node).toMatchObject({ code: 'ASC-BJ-DC', kind: 'outlet', parentId: dept.north, name: '北京东城网点' });

      const updated = await objx('snUser/update', { id: added.id, name: '北京东城中心网点', operatingState: 'suspended', categories: [] }, centre);
      expect(updated).toMatchObject({ name: '北京东城中心网点', categories: [], areas: [{ areaId: area.chaoyang }] });
      const [renamed] = await db.select().from(s.sysDept).where(eq(s.sysDept.id, added.deptId));
      expect(renamed).toMatchObject({ name: '北京东城中心网点', status: '1' });
      // A user placed in the new node is that outlet's site user.
      expect(await codesOf(centre)).toContain('ASC-BJ-DC');
    });

    it('refuses a bad outlet: field by field, a taken code, a superior of the wrong kind or out of reach', async () => {
      const bad = await call('snUser/add', { code: 'x y', name: '', siteKind: 'shop', siteFloorLevel: 3, managerPhone: '12345', lat: 91, areas: [{ areaId: 'a' }] }, en);
      expect(bad.statusCode).toBe(400);
      const msg = bad.json().msg as string;
      for (const part of ['code: format error', 'name: cannot be empty', 'superiorDeptId: cannot be empty', 'siteFloorLevel: cannot be greater than 2', 'lat: cannot be greater than 90', 'areas[0].areaId: has the wrong type']) {
        expect(msg).toContain(part);
      }
      const base = { name: '测试网点', siteKind: 'outlet', siteFloorLevel: 1, superiorDeptId: dept.north };
      expect((await call('snUser/add', { ...base, code: 'ASC-BJ-CY' }, en)).json().msg).toBe(`code: ${errorText('duplicate', 'en-US')}`);
      expect((await call('snUser/add', { ...base, code: 'T-OPT', siteKind: 'shop' }, en)).json().msg).toBe(`siteKind: ${errorText('notAnOption', 'en-US')}`);
      // A primary outlet sits under a centre; a secondary one under a primary outlet.
      expect((await call('snUser/add', { ...base, code: 'T-LVL', superiorDeptId: dept.cy }, en)).json().msg).toBe(`superiorDeptId: ${errorText('formatError', 'en-US')}`);
      expect((await objx('snUser/add', { ...base, code: 'T-LVL2', siteFloorLevel: 2, superiorDeptId: dept.cy })).superiorDeptId).toBe(dept.cy);
      // The North China centre cannot place an outlet under the East China centre.
      expect((await call('snUser/add', { ...base, code: 'T-EAST', superiorDeptId: dept.east }, { ...centre, 'accept-language': 'en-US' })).json().msg).toBe(
        `superiorDeptId: ${errorText('notFound', 'en-US')}`,
      );
      expect((await call('snUser/add', { ...base, code: 'T-AREA', areas: [{ areaId: 999999 }] }, en)).json().msg).toBe(`areas[0].areaId: ${errorText('notFound', 'en-US')}`);
      // The credit limit is granted on the outlet's account, never typed on the outlet.
      expect((await call('snUser/update', { id: site.cy, creditLimit: '1' }, en)).json().msg).toBe(`creditLimit: ${errorText('unknownField', 'en-US')}`);
    });

    it('replaces an address list as a whole, with one default address at most', async () => {
      const before = await objx('snUser/getSiteAddressList', { siteId: site.cy });
      expect(before).toHaveLength(3);
      const lines = [
        { addressType: 'office', contact: '张建国', phone: '010-8455-0001', areaId: area.chaoyang, address: '北京市朝阳区望京街 12 号', isDefault: true },
        { addressType: 'receiving', contact: '刘晓燕', phone: '13910010002', address: '北京市朝阳区望京街 12 号仓库' },
      ];
      const saved = await objx('snUser/updateAddressList', { siteId: site.cy, lines });
      expect(saved.map((l: Row) => l.address)).toEqual(['北京市朝阳区望京街 12 号', '北京市朝阳区望京街 12 号仓库']);
      const twoDefaults = await call('snUser/updateAddressList', { siteId: site.cy, lines: lines.map((l) => ({ ...l, isDefault: true })) }, en);
      expect(twoDefaults.json().msg).toBe(`lines[1].isDefault: ${errorText('duplicate', 'en-US')}`);
      expect(await objx('snUser/getSiteAddressList', { siteId: site.cy })).toHaveLength(2);
    });

    it('records inspections, reads the contract and the main data', async () => {
      await objx('snUser/inspection', { siteId: site.hd, inspectedOn: '2026-11-01', inspector: '钱督导', score: 90, result: 'pass', remark: '整改完成' }, centre);
      const inspections = await objx('snUser/getInspectionList', { siteId: site.hd }, centre);
      expect(inspections.map((i: Row) => i.score)).toEqual([90, 78]);
      expect((await call('snUser/inspection', { siteId: site.hd, inspectedOn: '2026-11-01', inspector: '钱督导', score: 101, result: 'pass' }, en)).statusCode).toBe(400);
      const contract = await objx('snUser/getContractData', { siteId: site.hd });
      expect(contract).toMatchObject({ contractNo: 'HT-2025-BJ-014', contractEnd: '2026-12-31' });
      expect(['active', 'expiring', 'expired']).toContain(contract.state);
      const main = await objx('snUser/getMainData', { id: site.hd });
      expect(main.counts).toMatchObject({ areas: 1, categories: 2, inspections: 2, pendingChanges: 1 });
      expect(main.lastInspection.score).toBe(90);
    });

    it('reads and sets an outlet\'s parts rules alone, and pages them', async () => {
      expect(await objx('snUser/partsRulesInfo', { siteId: site.pd })).toMatchObject({ code: 'ASC-SH-PD', partsMinOrderAmount: '500.00', maxPartsPerOrder: 20, creditLimit: '60000.00' });
      const set = await objx('snUser/updatePartsRulesInfo', { siteId: site.pd, maxPartsPerOrder: 25 });
      expect(set).toMatchObject({ maxPartsPerOrder: 25, creditLimit: '60000.00', urgentPartsMinOrderAmount: '200.00' });
      expect((await call('snUser/updatePartsRulesInfo', { siteId: site.pd, creditLimit: '65000' }, en)).json().msg).toBe(`creditLimit: ${errorText('unknownField', 'en-US')}`);
      expect((await call('snUser/updatePartsRulesInfo', { siteId: site.pd, monthlyUrgentParts: -1 }, en)).json().msg).toContain('monthlyUrgentParts: ');
      const rules = await objx('snUser/partsRulesPage', { filters: { siteFloorLevel: '1' } }, centre);
      expect(rules.records.map((r: Row) => r.code)).toContain('ASC-BJ-CY');
      expect(Object.keys(rules.records[0]).sort()).toEqual(['code', 'creditLimit', 'id', 'maxPartsPerOrder', 'monthlyUrgentParts', 'name', 'partsMinOrderAmount', 'urgentPartsMinOrderAmount']);
      expect(await objx('snUser/partsRulesCount', { filters: { siteFloorLevel: '1' } }, centre)).toBe(rules.total);
      expect((await call('snUser/updatePartsRulesInfo', { siteId: site.pd, maxPartsPerOrder: 1 }, centre)).statusCode).toBe(403);
    });

    it('finds the operating outlets nearest to a point, distances computed in the database', async () => {
      // Wangjing, Beijing.
      const near = await objx('snUser/getNearest', { lat: 39.99, lng: 116.47, limit: 3 });
      expect(near[0].code).toBe('ASC-BJ-CY');
      expect(near[0].distanceKm).toBeLessThan(2);
      expect(near[1].code).toBe('ASC-BJ-HD');
      expect(near[1].distanceKm).toBeGreaterThan(12);
      expect(near[1].distanceKm).toBeLessThan(15);
      const beijing = await objx('snUser/getNearest', { lat: 39.99, lng: 116.47, maxKm: 50 });
      expect(beijing.every((r: Row) => String(r.code).startsWith('ASC-BJ'))).toBe(true);
      // Beijing to Shanghai is about 1,070 km.
      const shanghai = (await objx('snUser/getNearest', { lat: 39.99, lng: 116.47, limit: 100 })).find((r: Row) => r.code === 'ASC-SH-PD');
      expect(shanghai.distanceKm).toBeGreaterThan(1000);
      expect(shanghai.distanceKm).toBeLessThan(1120);
      expect((await call('snUser/getNearest', { lat: 95, lng: 0 }, en)).json().msg).toContain('lat: ');
    });
  });

  describe('data scope', () => {
    it('shows headquarters every outlet, a centre its own, a primary outlet itself and its sub-outlets, a secondary outlet itself', async () => {
      expect(await codesOf(admin)).toEqual(expect.arrayContaining(['ASC-BJ-CY', 'ASC-BJ-HD', 'ASC-SH-MH', 'ASC-SH-PD']));
      const north = await codesOf(centre);
      expect(north).toEqual(expect.arrayContaining(['ASC-BJ-CY', 'ASC-BJ-HD']));
      expect(north.some((c) => String(c).startsWith('ASC-SH'))).toBe(false);
      expect(await codesOf(chaoyang)).toEqual(['ASC-BJ-CY', 'ASC-BJ-HD', 'T-LVL2']);
      expect(await codesOf(haidian)).toEqual(['ASC-BJ-HD']);
    });

    it('refuses a site outside the scope on every verb that names one', async () => {
      expect((await call('snUser/getById', { id: site.pd }, centre)).statusCode).toBe(403);
      expect((await call('snUser/update', { id: site.pd, name: 'x' }, centre)).statusCode).toBe(403);
      expect((await call('snUser/getSiteAddressList', { siteId: site.pd }, centre)).statusCode).toBe(403);
      expect((await call('snUser/inspection', { siteId: site.mh, inspectedOn: '2026-11-01', inspector: 'x', score: 1, result: 'pass' }, centre)).statusCode).toBe(403);
      expect((await call('snUser/getById', { id: site.cy }, haidian)).statusCode).toBe(403);
      expect((await call('snUserChange/add', { siteId: site.cy, changes: { phone: '1' } }, haidian)).statusCode).toBe(403);
      const changes = (await objx('snUserChange/getListPage', {}, centre)).records as Row[];
      expect(changes.length).toBeGreaterThan(0);
      expect(changes.every((c) => [site.cy, site.hd].includes(Number(c.siteId)))).toBe(true);
      expect((await objx('snUser/getNearest', { lat: 31.2, lng: 121.5 }, centre)).every((r: Row) => String(r.code).startsWith('ASC-BJ'))).toBe(true);
      const rules = (await objx('snAutoEngineerDispatch/getListPage', {}, centre)).records as Row[];
      expect(rules.length).toBeGreaterThan(0);
      expect(rules.every((r) => [site.cy, site.hd].includes(Number(r.siteId)))).toBe(true);
    });
  });

  describe('change requests', () => {
    it('an outlet asks, its centre rejects with a reason or approves, and approval applies the change', async () => {
      const submitted = await objx('snUserChange/add', { changes: { phone: '010-8455-0100', contactName: '刘晓燕', managerName: '张建华' }, reason: '门店电话改号，经理变更' }, chaoyang);
      // contactName is unchanged, so only two fields are asked.
      expect(submitted).toMatchObject({ siteId: site.cy, status: 'pending', fieldNames: 'phone,managerName' });
      expect(submitted.changes).toEqual([
        { field: 'phone', oldValue: '010-8455-0001', newValue: '010-8455-0100' },
        { field: 'managerName', oldValue: '张建国', newValue: '张建华' },
      ]);
      expect((await call('snUserChange/add', { changes: { phone: '010-1' } }, { ...chaoyang, 'accept-language': 'en-US' })).json().msg).toBe(errorText('changePending', 'en-US'));
      // The outlet cannot decide its own request.
      expect((await call('snUserChange/approve', { id: submitted.id }, chaoyang)).statusCode).toBe(403);
      const noReason = await call('snUserChange/reject', { id: submitted.id, remark: ' ' }, { ...centre, 'accept-language': 'en-US' });
      expect(noReason.json().msg).toBe(errorText('rejectNeedsRemark', 'en-US'));
      // The request runs through the snUserChange process: the centre's approval passes it on to headquarters.
      const atCentre = await objx('snUserChange/approve', { id: submitted.id, remark: '同意' }, centre);
      expect(atCentre).toMatchObject({ status: 'pending' });
      expect((await objx('snUser/getById', { id: site.cy }, chaoyang)).phone).toBe('010-8455-0001');
      expect((await call('snUserChange/approve', { id: submitted.id }, { ...centre, 'accept-language': 'en-US' })).json().msg).toBe(errorText('wfNotApprover', 'en-US'));
      const approved = await objx('snUserChange/approve', { id: submitted.id, remark: '同意' });
      expect(approved).toMatchObject({ status: 'approved', auditedByName: 'admin', auditRemark: '同意' });
      expect(await objx('snUser/getById', { id: site.cy }, chaoyang)).toMatchObject({ phone: '010-8455-0100', managerName: '张建华' });
      const [node] = await db.select().from(s.sysDept).where(eq(s.sysDept.id, dept.cy));
      expect(node.phone).toBe('010-8455-0100');
      // Decided once: a second decision is refused, and nothing changes.
      expect((await call('snUserChange/reject', { id: submitted.id, remark: '晚了' }, en)).json().msg).toBe(errorText('notPending', 'en-US'));

      const second = await objx('snUserChange/add', { changes: { bankAccount: '6222020200112233445' }, reason: '换卡' }, chaoyang);
      const rejected = await objx('snUserChange/reject', { id: second.id, remark: '请提供对公账户' }, centre);
      expect(rejected).toMatchObject({ status: 'rejected', auditRemark: '请提供对公账户' });
      expect((await objx('snUser/getById', { id: site.cy })).bankAccount).toBe('0200123409000123456');
      const history = (await objx('snUserChange/getListPage', { filters: { siteId: String(site.cy) } }, chaoyang)).records as Row[];
      expect(history.map((h) => h.status).slice(0, 2)).toEqual(['rejected', 'approved']);
    });

    it('runs each request through the approval workflow: pending for the centre, then headquarters, applied at the end', async () => {
      const wf = (url: string, payload: object, headers: Record<string, string>) => t.request({ method: 'POST', url: `/act/wf/${url}`, headers, payload });
      const submitted = await objx('snUserChange/add', { changes: { address: '北京市朝阳区望京街 12 号' }, reason: '门店搬迁' }, chaoyang);
      const pending = (await wf('getProcessListPage', { type: 'pending', filters: { definitionKey: 'snUserChange' } }, centre)).json().data.records;
      const instance = pending.find((p: Row) => p.businessId === submitted.id);
      expect(instance).toMatchObject({ businessType: 'snUserChange', status: 'running', currentStepKey: 'centreReview', remark: '门店搬迁' });
      // The seeded pending request of Haidian waits for the centre too.
      expect(pending.length).toBeGreaterThanOrEqual(2);

      // Decided on the workflow screen: the centre, then headquarters; the last approval applies the change.
      const taskOf = async (headers: Record<string, string>) => (await wf('getById', { id: instance.id }, headers)).json().data.myTaskId;
      expect((await wf('approve', { taskId: await taskOf(centre) }, centre)).statusCode).toBe(200);
      expect((await objx('snUserChange/getById', { id: submitted.id }, chaoyang)).status).toBe('pending');
      expect((await wf('approve', { taskId: await taskOf(admin), remark: '已核实' }, admin)).json().data.status).toBe('approved');
      expect(await objx('snUserChange/getById', { id: submitted.id }, chaoyang)).toMatchObject({ status: 'approved', auditRemark: '已核实' });
      expect((await objx('snUser/getById', { id: site.cy }, chaoyang)).address).toBe('北京市朝阳区望京街 12 号');

      // Rejected on the workflow screen back to the initiator: the request is rejected with the reason, nothing applied.
      const second = await objx('snUserChange/add', { changes: { address: '北京市朝阳区望京街 99 号' } }, chaoyang);
      const [next] = (await wf('getProcessListPage', { type: 'initiated', filters: { status: 'running' } }, chaoyang)).json().data.records;
      expect(next.businessId).toBe(second.id);
      const taskId = (await wf('getById', { id: next.id }, centre)).json().data.myTaskId;
      expect((await wf('reject', { taskId, toStep: 0, reason: '地址与营业执照不符' }, centre)).json().data.status).toBe('rejected');
      expect(await objx('snUserChange/getById', { id: second.id }, chaoyang)).toMatchObject({ status: 'rejected', auditRemark: '地址与营业执照不符' });
      expect((await objx('snUser/getById', { id: site.cy }, chaoyang)).address).toBe('北京市朝阳区望京街 12 号');
    });

    it('refuses asking for nothing, for fields an outlet may not change, and lets the submitter withdraw', async () => {
      const enHd = { ...haidian, 'accept-language': 'en-US' };
      const [pending] = (await objx('snUserChange/getListPage', { filters: { status: 'pending' } }, haidian)).records as Row[];
      expect((await call('snUserChange/withdraw', { id: pending.id }, chaoyang)).statusCode).toBe(403);
      expect((await call('snUserChange/add', { changes: { creditLimit: '999999' } }, enHd)).json().msg).toBe(`changes.creditLimit: ${errorText('unknownField', 'en-US')}`);
      expect((await objx('snUserChange/withdraw', { id: pending.id }, haidian)).status).toBe('withdrawn');
      // Its process is cancelled with it, and leaves the centre's pending list.
      const process = (await t.request({ method: 'POST', url: '/act/wf/getProcessListPage', headers: haidian, payload: { type: 'ended' } })).json().data.records;
      expect(process.find((p: Row) => p.businessId === pending.id)).toMatchObject({ businessType: 'snUserChange', status: 'cancelled' });
      const current = await objx('snUser/getById', { id: site.hd }, haidian);
      expect((await call('snUserChange/add', { changes: { phone: current.phone } }, enHd)).json().msg).toBe(errorText('noChange', 'en-US'));
      expect((await call('snUserChange/add', { changes: { managerPhone: '123' } }, enHd)).json().msg).toContain('changes.managerPhone: ');
    });
  });

  describe('auto-dispatch rules', () => {
    it('ranks the outlets for an area, category and service type: priority first, sub-areas and sub-categories matched', async () => {
      const haidianHeater = await objx('snAutoEngineerDispatch/getCandidates', { areaId: area.haidian, categoryId: category.whElec });
      expect(haidianHeater.map((c: Row) => c.siteCode)).toEqual(['ASC-BJ-CY', 'ASC-BJ-HD']);
      expect(haidianHeater[0]).toMatchObject({ rank: 1, priority: 20, categoryDistance: 1 });
      const haidianAc = await objx('snAutoEngineerDispatch/getCandidates', { areaId: area.haidian, categoryId: category.ac });
      expect(haidianAc.map((c: Row) => c.siteCode)).toEqual(['ASC-BJ-HD', 'ASC-BJ-CY']);
      const minhangFridge = await objx('snAutoEngineerDispatch/getCandidates', { areaId: area.minhang, categoryId: category.rf, lat: 31.11, lng: 121.38 });
      expect(minhangFridge.map((c: Row) => c.siteCode)).toEqual(['ASC-SH-PD', 'ASC-SH-MH']);
      expect(minhangFridge[1].distanceKm).toBeLessThan(1);
    });

    it('keeps rules to live areas and outlets the caller may see', async () => {
      const rule = await objx('snAutoEngineerDispatch/add', { areaId: area.huangpu, siteId: site.pd, priority: 50 });
      expect((await objx('snAutoEngineerDispatch/getCandidates', { areaId: area.huangpu }))[0]).toMatchObject({ ruleId: rule.id, siteCode: 'ASC-SH-PD' });
      expect((await call('snAutoEngineerDispatch/add', { areaId: 999999, siteId: site.pd }, en)).json().msg).toBe(`areaId: ${errorText('notFound', 'en-US')}`);
      expect((await call('snAutoEngineerDispatch/add', { areaId: area.huangpu, siteId: site.pd }, centre)).statusCode).toBe(403);
      // The engineer, when named, is one of the rule's outlet.
      const [cyEngineer] = await db.select({ id: s.snSiteEngineer.id }).from(s.snSiteEngineer).where(and(eq(s.snSiteEngineer.tenantId, 1), eq(s.snSiteEngineer.deptId, dept.cy)));
      expect((await call('snAutoEngineerDispatch/update', { id: rule.id, engineerId: cyEngineer.id }, en)).json().msg).toBe(`engineerId: ${errorText('notFound', 'en-US')}`);
      const withEngineer = await objx('snAutoEngineerDispatch/add', { areaId: area.chaoyang, siteId: site.cy, engineerId: cyEngineer.id, priority: 30 });
      expect((await objx('snAutoEngineerDispatch/getCandidates', { areaId: area.chaoyang }))[0]).toMatchObject({ siteCode: 'ASC-BJ-CY', engineerId: cyEngineer.id });
      await objx('snAutoEngineerDispatch/delete', { ids: [withEngineer.id] });
      await objx('snAutoEngineerDispatch/delete', { id: rule.id });
      expect((await objx('snAutoEngineerDispatch/getCandidates', { areaId: area.huangpu })).map((c: Row) => c.ruleId)).not.toContain(rule.id);
    });
  });

  describe('export and import', () => {
    const EXPORTED = [
      { field: 'code', title: '网点编码' },
      { field: 'name', title: '网点名称' },
      { field: 'siteKind', title: '网点类型' },
      { field: 'operatingState', title: '经营状态' },
      { field: 'autoDispatch', title: '自动派工' },
    ];
    const TEMPLATE = [
      { field: 'code', title: '网点编码' },
      { field: 'name', title: '网点名称' },
      { field: 'siteKind', title: '网点类型' },
      { field: 'superiorDeptId', title: '上级机构' },
      { field: 'siteFloorLevel', title: '网点级别' },
      { field: 'phone', title: '电话' },
      { field: 'lat', title: '纬度' },
      { field: 'lng', title: '经度' },
    ];
    const sheetRows = async (buffer: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
      return workbook.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    };
    /** Exports as the caller, runs the export job and reads the file: its rows, titles first. */
    const exported = async (payload: Row, headers: Record<string, string>) => {
      const id = (await objx('snUser/export', payload, headers)).id;
      expect(await t.deps.jobs.runOnce()).toBe(true);
      const download = await t.request({ method: 'POST', url: '/intf/intfDownloadRecord/download', headers, payload: { id } });
      expect(download.statusCode).toBe(200);
      return sheetRows(download.rawPayload);
    };
    /** The template as the caller downloads it, filled with these rows. */
    const filled = async (rows: unknown[][], headers = centre) => {
      const res = await call('snUser/importTemplate', { columns: TEMPLATE }, headers);
      expect(res.statusCode, res.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      for (const row of rows) workbook.worksheets[0].addRow(row);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    };
    const upload = (content: Buffer, headers: Record<string, string>, fields: Record<string, string> = {}) => {
      const body = multipart({ name: 'outlets.xlsx', content }, fields);
      return t.request({ method: 'POST', url: '/basic/snUser/getListByExcel', headers: { ...headers, ...body.headers }, payload: body.payload });
    };
    const sitesByCode = (codes: string[]) => db.select().from(s.snSite).where(and(eq(s.snSite.tenantId, 1), inArray(s.snSite.code, codes)));
    const deptsByCode = (codes: string[]) => db.select().from(s.sysDept).where(and(eq(s.sysDept.tenantId, 1), inArray(s.sysDept.code, codes)));

    it('exports the outlets of the caller’s scope in the grid’s columns, dictionary values as their labels', async () => {
      const rows = await exported({ columns: EXPORTED, sort: 'code', order: 'asc', size: 10 }, centre);
      expect(rows[0]).toEqual(EXPORTED.map((c) => c.title));
      // Every outlet the centre sees, however many pages its grid has, and no other.
      expect(rows.slice(1).map((r) => r[0])).toEqual(await codesOf(centre));
      const cy = rows.find((r) => r[0] === 'ASC-BJ-CY');
      expect(cy).toEqual(['ASC-BJ-CY', '北京朝阳网点', '网点', '正常营业', '是']);
      expect(rows.some((r) => String(r[0]).startsWith('ASC-SH'))).toBe(false);
    });

    it('must not export another tenant’s outlets', async () => {
      expect(await exported({ columns: EXPORTED }, admin2)).toEqual([EXPORTED.map((c) => c.title)]);
    });

    it('imports outlets as the editor adds them: each with its organisation node under the superior', async () => {
      const file = await filled([
        ['ASC-IMP-1', '导入一号网点', '网点', dept.north, 1, '010-6400-0101', 39.91, 116.41],
        ['ASC-IMP-2', '导入二号服务商', '服务商', dept.north, 1, '', null, null],
      ]);
      const res = await upload(file, centre);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().objx).toMatchObject({ total: 2, succeeded: 2, failed: 0, rejected: [], resultId: null });
      const sites = await sitesByCode(['ASC-IMP-1', 'ASC-IMP-2']);
      expect(sites.map((r) => [r.code, r.siteKind, r.superiorDeptId, r.lat]).sort()).toEqual([
        ['ASC-IMP-1', 'outlet', dept.north, '39.910000'],
        ['ASC-IMP-2', 'provider', dept.north, null],
      ]);
      const nodes = await deptsByCode(['ASC-IMP-1', 'ASC-IMP-2']);
      expect(nodes.map((n) => [n.code, n.kind, n.parentId]).sort()).toEqual([
        ['ASC-IMP-1', 'outlet', dept.north],
        ['ASC-IMP-2', 'provider', dept.north],
      ]);
      expect(await codesOf(centre)).toEqual(expect.arrayContaining(['ASC-IMP-1', 'ASC-IMP-2']));
    });

    it('writes nothing when any row is refused, and names each refused row and field in the caller’s language', async () => {
      const file = await filled([
        ['ASC-IMP-3', '导入三号网点', '网点', dept.north, 1, '', 39.9, 116.4],
        ['ASC-IMP-4', '级别错误', '网点', dept.north, 3, '', null, null],
        // Outside the North China centre's organisation.
        ['ASC-IMP-5', '越权网点', '网点', dept.east, 1, '', null, null],
        ['ASC-IMP-1', '编码重复', '网点', dept.north, 1, '', null, null],
      ]);
      // Asking for a partial import changes nothing: outlets are imported all or nothing.
      const res = await upload(file, centre, { allOrNothing: 'false' });
      expect(res.statusCode, res.body).toBe(200);
      const field = (title: string, message: string) => errorText('validation', 'zh-CN', { field: title, message });
      expect(res.json().objx).toMatchObject({
        total: 4,
        succeeded: 0,
        failed: 4,
        rejected: [
          { line: 4, reason: field('网点级别', errorText('maxValue', 'zh-CN', { n: 2 })) },
          { line: 5, reason: field('上级机构', errorText('notFound', 'zh-CN')) },
          { line: 6, reason: field('网点编码', errorText('duplicate', 'zh-CN')) },
        ],
      });
      expect(await sitesByCode(['ASC-IMP-3', 'ASC-IMP-4', 'ASC-IMP-5'])).toEqual([]);
      expect(await deptsByCode(['ASC-IMP-3', 'ASC-IMP-4', 'ASC-IMP-5'])).toEqual([]);

      const english = await upload(file, { ...centre, 'accept-language': 'en-US' });
      expect(english.json().objx.rejected[0].reason).toBe('网点级别: cannot be greater than 2');
    });

    it('refuses export and import to those without their permissions', async () => {
      const file = await filled([['ASC-IMP-9', '无权导入', '网点', dept.cy, 2, '', null, null]]);
      for (const headers of [chaoyang, engineer]) {
        expect((await call('snUser/export', { columns: EXPORTED }, headers)).statusCode).toBe(403);
        expect((await call('snUser/importTemplate', { columns: TEMPLATE }, headers)).statusCode).toBe(403);
        expect((await upload(file, headers)).statusCode).toBe(403);
      }
      expect(await sitesByCode(['ASC-IMP-9'])).toEqual([]);
    });
  });

  describe('isolation and permissions', () => {
    it('must not show or touch another tenant’s outlets, requests or rules', async () => {
      expect((await objx('snUser/getListPage', {}, admin2)).records).toEqual([]);
      expect((await call('snUser/getById', { id: site.cy }, admin2)).statusCode).toBe(404);
      expect((await call('snUser/update', { id: site.cy, name: 'hijack' }, admin2)).statusCode).toBe(404);
      expect((await call('snUser/getSiteAddressList', { siteId: site.cy }, admin2)).statusCode).toBe(404);
      expect((await objx('snUserChange/getListPage', {}, admin2)).records).toEqual([]);
      expect((await objx('snAutoEngineerDispatch/getListPage', {}, admin2)).records).toEqual([]);
      expect(await objx('snAutoEngineerDispatch/getCandidates', { areaId: area.chaoyang }, admin2)).toEqual([]);
      expect((await call('snAutoEngineerDispatch/add', { areaId: area.chaoyang, siteId: site.cy }, admin2)).statusCode).toBe(400);
    });

    it('refuses every network verb to a user without its permission', async () => {
      const verbs: [string, unknown][] = [
        ['snUser/getListPage', {}],
        ['snUser/getPopListPage', {}],
        ['snUser/getById', { id: site.cy + 1000 }],
        ['snUser/add', { code: 'X' }],
        ['snUser/update', { id: site.cy, name: 'x' }],
        ['snUser/getSiteAddressList', { siteId: site.cy }],
        ['snUser/updateAddressList', { siteId: site.cy, lines: [] }],
        ['snUser/inspection', { siteId: site.cy }],
        ['snUser/getNearest', { lat: 1, lng: 1 }],
        ['snUser/partsRulesPage', {}],
        ['snUser/updatePartsRulesInfo', { siteId: site.cy, maxPartsPerOrder: 1 }],
        ['snUserChange/getListPage', {}],
        ['snUserChange/add', { changes: { phone: '1' } }],
        ['snUserChange/approve', { id: 1 }],
        ['snUserChange/reject', { id: 1, remark: 'x' }],
        ['snAutoEngineerDispatch/getListPage', {}],
        ['snAutoEngineerDispatch/add', { areaId: area.chaoyang, siteId: site.cy }],
        ['snAutoEngineerDispatch/getCandidates', { areaId: area.chaoyang }],
      ];
      for (const [url, payload] of verbs) {
        const res = await call(url, payload, engineer);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ type: 'error', msg: errorText('noPermission', 'zh-CN') });
      }
      // An outlet reads but does not add or edit outlets, nor decide requests.
      expect((await call('snUser/add', { code: 'X' }, chaoyang)).statusCode).toBe(403);
      expect((await call('snUser/update', { id: site.cy, name: 'x' }, chaoyang)).statusCode).toBe(403);
      expect((await call('snUserChange/reject', { id: 1, remark: 'x' }, haidian)).statusCode).toBe(403);
    });
  });
});

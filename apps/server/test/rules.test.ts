/**
 * The rules resources over HTTP (push rules, return-visit setup, parts ordering rules, locales, manufacturers): for
 * each, a create / filter / get / update / delete round trip, tenant isolation and permission denial; then their
 * named hooks, bad input, export and import, and the demo data in each tenant's language.
 */
import {
  errorText,
  localeResource,
  manufacturerResource,
  partsOrderRuleResource,
  pushRuleResource,
  recallSettingResource,
  type ResourceDef,
} from '@as/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp, multipart } from './helper.ts';

type Payload = Record<string, unknown>;

describe('rules resources', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const engineer = await t.login('engineer_wang');
  const db = t.deps.database.db;
  const call = (def: ResourceDef, verb: string, payload: unknown, headers: Record<string, string> = admin) =>
    t.request({ method: 'POST', url: `/basic/${def.name}/${verb}`, headers, payload: payload as object });
  const manufacturerId = async (code: string, tenantId = 1) =>
    (await db.select({ id: s.basManufacturer.id }).from(s.basManufacturer).where(and(eq(s.basManufacturer.tenantId, tenantId), eq(s.basManufacturer.code, code))))[0].id;
  const serviceTypeId = async (code: string, tenantId = 1) =>
    (await db.select({ id: s.basServiceType.id }).from(s.basServiceType).where(and(eq(s.basServiceType.tenantId, tenantId), eq(s.basServiceType.code, code))))[0].id;
  const ref = {
    kechuang: await manufacturerId('MF-KC'),
    demoMaker: await manufacturerId('MF-SF'),
    workshop: await serviceTypeId('RPR-SHOP'),
    homeRepair: await serviceTypeId('RPR-HOME'),
  };
  const defaultLocales = async (headers = admin) =>
    (await call(localeResource, 'getListPage', { filters: { isDefault: 'true' } }, headers)).json().objx.records.map((r: { code: string }) => r.code);

  /** Per resource: a new row, a change to it, and the filter that finds it. */
  const cases: { def: ResourceDef; create: Payload; change: Payload; filter: Record<string, string> }[] = [
    {
      def: pushRuleResource,
      create: { code: 'T-PR', name: '工单取消通知客户', event: 'cancelled', target: 'customer', channel: 'sms', template: '您的工单{orderNo}已取消。' },
      change: { template: '您的工单{orderNo}已取消，如有疑问请联系{outletName}。', enabled: false, orderType: 'repair' },
      filter: { code: 'T-PR', event: 'cancelled' },
    },
    {
      def: recallSettingResource,
      create: {
        code: 'T-RV', name: '送修回访', orderType: 'workshop', serviceTypeId: ref.workshop, samplingRatio: '15.5', delayDays: 2,
        lines: [{ question: '维修是否及时？', answerType: 'yes_no' }, { question: '满意度', answerType: 'score', maxScore: 10 }],
      },
      change: { samplingRatio: '20.00', lines: [{ question: '是否愿意推荐我们的服务？', answerType: 'score', maxScore: 10 }] },
      filter: { code: 'T-RV', orderType: 'workshop' },
    },
    {
      def: partsOrderRuleResource,
      create: { manufacturerId: ref.kechuang, siteLevel: '1', minOrderAmount: '300', maxPartsPerOrder: 30, monthlyUrgentParts: 4 },
      change: { approvalAmount: '8000.00', orderCycleDays: 10 },
      filter: { manufacturerId: String(ref.kechuang), siteLevel: '1' },
    },
    {
      def: localeResource,
      create: { code: 'fr-FR', name: '法语（法国）', currency: 'EUR', dateFormat: 'DD/MM/YYYY', timeZone: 'Europe/Paris' },
      change: { name: '法语', sort: 9, enabled: false },
      filter: { code: 'fr-FR' },
    },
    {
      def: manufacturerResource,
      create: { code: 'T-MF', name: '美联电机有限公司', shortName: '美联', taxNumber: '91440101MA5TEST01X', brands: '美联, 美联Pro' },
      change: { contact: '何经理', phone: '020-3888-0000', bankName: '中国建设银行广州天河支行' },
      filter: { code: 'T-MF', brands: '美联' },
    },
  ];

  for (const { def, create, change, filter } of cases) {
    describe(def.name, () => {
      it('creates, lists by its filters, gets, updates and deletes softly', async () => {
        const added = await call(def, 'add', create);
        expect(added.statusCode, added.body).toBe(200);
        const row = added.json().objx;
        const list = (await call(def, 'getListPage', { current: '1', size: '50', filters: filter })).json().objx;
        expect(list.records.map((r: { id: number }) => r.id)).toEqual([row.id]);
        expect(list.records.every((r: Payload) => Object.entries(filter).every(([k, v]) => String(r[k]).includes(v)))).toBe(true);
        const updated = await call(def, 'update', { id: row.id, ...change });
        expect(updated.statusCode, updated.body).toBe(200);
        const after = (await call(def, 'getById', { id: row.id })).json().objx;
        for (const [k, v] of Object.entries(change)) {
          if (k === 'lines') expect(after.lines.map((l: Payload) => l.question)).toEqual((v as Payload[]).map((l) => l.question));
          else if (typeof v === 'number' && typeof after[k] === 'string') expect(Number(after[k])).toBe(v);
          else expect(after[k], k).toEqual(v);
        }
        expect((await call(def, 'delete', { id: row.id })).json().objx).toBe(1);
        expect((await call(def, 'getById', { id: row.id })).statusCode).toBe(404);
        expect((await call(def, 'getListPage', { filters: filter })).json().objx.records).toEqual([]);
      });

      it('keeps tenants apart: tenant 2 cannot read, change or delete a tenant 1 row', async () => {
        const row = (await call(def, 'add', create)).json().objx;
        expect((await call(def, 'getById', { id: row.id }, admin2)).statusCode).toBe(404);
        expect((await call(def, 'update', { id: row.id, ...change }, admin2)).statusCode).toBe(404);
        expect((await call(def, 'delete', { id: row.id }, admin2)).statusCode).toBe(404);
        const theirs = (await call(def, 'getListPage', { size: 500 }, admin2)).json().objx.records;
        expect(theirs.map((r: { id: number }) => r.id)).not.toContain(row.id);
        expect((await call(def, 'getById', { id: row.id })).json().objx).toMatchObject({ id: row.id });
        expect((await call(def, 'delete', { id: row.id })).statusCode).toBe(200);
      });

      it('answers 403 to a user without its permissions, changing nothing', async () => {
        const before = (await call(def, 'getCount', {})).json().objx;
        for (const [verb, payload] of [
          ['getListPage', {}],
          ['getById', { id: 1 }],
          ['add', create],
          ['update', { id: 1, ...change }],
          ['saveOrUpdate', create],
          ['delete', { id: 1 }],
          ['export', { columns: [{ field: 'id', title: 'id' }] }],
        ] as const) {
          expect((await call(def, verb, payload, engineer)).statusCode, `${def.name} ${verb}`).toBe(403);
        }
        expect((await call(def, 'getCount', {})).json().objx).toBe(before);
      });
    });
  }

  describe('bad input', () => {
    it('names each bad field in the caller\'s language and writes nothing', async () => {
      const before = (await call(recallSettingResource, 'getCount', {})).json().objx;
      const res = await call(
        recallSettingResource,
        'add',
        { code: 'BAD RV', name: 'x', orderType: 'repairs', samplingRatio: '101', delayDays: 'soon', colour: 'red', lines: [{ question: '', answerType: 'score' }] },
        en,
      );
      expect(res.statusCode).toBe(400);
      const msg = res.json().msg;
      for (const part of [
        'colour: is not an allowed field',
        'code: format error',
        'samplingRatio: cannot be greater than 100',
        'delayDays: has the wrong type',
        'lines[0].question: cannot be empty',
      ])
        expect(msg).toContain(part);
      const notAnOption = await call(pushRuleResource, 'add', { code: 'BAD-PR', name: 'x', event: 'exploded', target: 'customer', channel: 'sms', template: 'x' }, en);
      expect(notAnOption.json().msg).toBe('event: is not one of its options');
      expect((await call(recallSettingResource, 'add', { code: 'BAD-RV', name: 'x', orderType: 'repair', samplingRatio: 5 }, en)).json().msg).toContain('lines: ');
      expect((await call(recallSettingResource, 'getCount', {})).json().objx).toBe(before);
      const notJson = await t.request({ method: 'POST', url: '/basic/basLocale/update', headers: { ...en, 'content-type': 'application/json' }, payload: '{"id": ' });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().type).toBe('error');
    });
  });

  describe('push rules', () => {
    it('refuses a template with placeholders the sender cannot fill', async () => {
      const res = await call(pushRuleResource, 'add', { code: 'H-PR', name: 'x', event: 'completed', target: 'outlet', channel: 'in_app', template: '工单{orderNo}由{orderId}完成{ }' }, en);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('template: has unknown placeholders {orderId} { }');
    });

    it('refuses a second rule sending the same event to the same recipient over the same channel for the same orders', async () => {
      const same = { name: 'x', event: 'order_created', target: 'customer', channel: 'sms', template: '工单{orderNo}已受理' };
      const dup = await call(pushRuleResource, 'add', { code: 'H-PR2', ...same }, en);
      expect(dup.statusCode).toBe(400);
      expect(dup.json().msg).toBe('event: already exists');
      // Narrower conditions make another rule.
      const install = await call(pushRuleResource, 'add', { code: 'H-PR2', ...same, orderType: 'install' });
      expect(install.statusCode, install.body).toBe(200);
      expect((await call(pushRuleResource, 'update', { id: install.json().objx.id, orderType: null }, en)).json().msg).toBe('event: already exists');
    });
  });

  describe('return-visit setup', () => {
    it('takes a service type only of its own order type and within the tenant, and score items that can score', async () => {
      const base = { code: 'H-RV', name: 'x', orderType: 'workshop', samplingRatio: 10, lines: [{ question: '满意度', answerType: 'score', maxScore: 5 }] };
      const otherType = await call(recallSettingResource, 'add', { ...base, serviceTypeId: ref.homeRepair }, en);
      expect(otherType.json().msg).toBe('serviceTypeId: is not one of its options');
      const foreign = await call(recallSettingResource, 'add', { ...base, serviceTypeId: await serviceTypeId('RPR-SHOP', 2) }, en);
      expect(foreign.json().msg).toBe('serviceTypeId: The resource does not exist');
      const noScore = await call(recallSettingResource, 'add', { ...base, lines: [{ question: '满意度', answerType: 'score' }] }, en);
      expect(noScore.json().msg).toBe('lines[0].maxScore: cannot be less than 1');
      const repeated = await call(recallSettingResource, 'add', { ...base, lines: [...base.lines, ...base.lines] }, en);
      expect(repeated.json().msg).toContain('lines[1].question: already exists');
      const ok = await call(recallSettingResource, 'add', { ...base, serviceTypeId: ref.workshop });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().objx).toMatchObject({ samplingRatio: '10.00', delayDays: 1, lines: [expect.objectContaining({ question: '满意度', maxScore: 5, mandatory: true })] });
      // Changing the order type alone leaves the service type behind: refused.
      expect((await call(recallSettingResource, 'update', { id: ok.json().objx.id, orderType: 'repair' }, en)).json().msg).toBe('serviceTypeId: is not one of its options');
    });
  });

  describe('parts ordering rules', () => {
    it('asks to select the manufacturer, in each language', async () => {
      const res = await call(partsOrderRuleResource, 'add', { siteLevel: '2' }, en);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe(`manufacturerId: ${errorText('selectManufacturer', 'en-US')}`);
      expect(errorText('selectManufacturer', 'en-US')).toBe('Please select manufacturer');
      const zh = await call(partsOrderRuleResource, 'add', { siteLevel: '2', manufacturerId: '' }, { ...admin, 'accept-language': 'zh-CN' });
      expect(zh.json().msg).toBe('manufacturerId请选择厂家');
    });

    it('keeps one rule per manufacturer and outlet level, for the tenant\'s own manufacturers', async () => {
      const dup = await call(partsOrderRuleResource, 'add', { manufacturerId: ref.demoMaker, siteLevel: '1' }, en);
      expect(dup.statusCode).toBe(400);
      expect(dup.json().msg).toBe('siteLevel: already exists');
      const foreign = await call(partsOrderRuleResource, 'add', { manufacturerId: await manufacturerId('MF-SF', 2), siteLevel: '1' }, en);
      expect(foreign.json().msg).toBe('manufacturerId: The resource does not exist');
      const rules = (await call(partsOrderRuleResource, 'getListPage', { filters: { manufacturerId: String(ref.demoMaker) } })).json().objx.records;
      expect(rules.map((r: Payload) => [r.siteLevel, r.minOrderAmount, r.maxPartsPerOrder, r.approvalAmount])).toEqual([
        ['1', '500.00', 50, '20000.00'],
        ['2', '200.00', 20, '5000.00'],
      ]);
    });

    it('refuses to delete a manufacturer its ordering rules name', async () => {
      const res = await call(manufacturerResource, 'delete', { id: ref.demoMaker }, en);
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('The record is in use and cannot be deleted');
    });
  });

  describe('locales', () => {
    it('keeps exactly one default: a new default takes over, the default cannot be dropped, disabled or deleted', async () => {
      expect(await defaultLocales()).toEqual(['zh-CN']);
      const ja = (await call(localeResource, 'add', { code: 'ja-JP', name: '日语（日本）', currency: 'JPY', dateFormat: 'YYYY-MM-DD', timeZone: 'Asia/Tokyo', isDefault: true })).json().objx;
      expect(ja.isDefault).toBe(true);
      expect(await defaultLocales()).toEqual(['ja-JP']);
      const drop = await call(localeResource, 'update', { id: ja.id, isDefault: false }, en);
      expect(drop.statusCode).toBe(409);
      expect(drop.json().msg).toBe(errorText('defaultLocaleNeeded', 'en-US'));
      expect((await call(localeResource, 'update', { id: ja.id, enabled: false }, en)).json().msg).toBe('enabled: must be on for the default locale');
      expect((await call(localeResource, 'delete', { id: ja.id })).statusCode).toBe(409);
      // Tenant 2's default is its own business.
      expect(await defaultLocales(admin2)).toEqual(['en-US']);
      const zhCn = (await call(localeResource, 'getListPage', { filters: { code: 'zh-CN' } })).json().objx.records[0];
      expect((await call(localeResource, 'update', { id: zhCn.id, isDefault: true })).statusCode).toBe(200);
      expect(await defaultLocales()).toEqual(['zh-CN']);
      expect((await call(localeResource, 'delete', { id: ja.id })).statusCode).toBe(200);
    });

    it('takes only a BCP 47 code, an ISO 4217 currency and an IANA time zone', async () => {
      const res = await call(localeResource, 'add', { code: 'pt_br', name: 'x', currency: 'XYZ', dateFormat: 'DD/MM/YYYY', timeZone: 'Mars/Olympus' }, en);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('code: format error; currency: format error; timeZone: format error');
    });

    it('takes a tenant\'s first locale only as its default', async () => {
      const mine = (await call(localeResource, 'getListPage', { size: 50 }, admin2)).json().objx.records;
      for (const row of mine.filter((r: Payload) => !r.isDefault)) expect((await call(localeResource, 'delete', { id: row.id }, admin2)).statusCode).toBe(200);
      const other = { code: 'de-DE', name: 'German', currency: 'EUR', dateFormat: 'DD.MM.YYYY', timeZone: 'Europe/Berlin' };
      expect((await call(localeResource, 'add', other, admin2)).statusCode).toBe(200);
      const theDefault = mine.find((r: Payload) => r.isDefault);
      await db.update(s.basLocale).set({ deletedAt: new Date() }).where(eq(s.basLocale.id, theDefault.id));
      const another = await call(localeResource, 'add', { ...other, code: 'de-AT', timeZone: 'Europe/Vienna' }, { ...admin2, 'accept-language': 'en-US' });
      expect(another.statusCode).toBe(409);
      expect((await call(localeResource, 'add', { ...other, code: 'de-AT', timeZone: 'Europe/Vienna', isDefault: true }, admin2)).statusCode).toBe(200);
      expect(await defaultLocales(admin2)).toEqual(['de-AT']);
    });
  });

  describe('export and import', () => {
    it('queues an export of the filtered rules', async () => {
      const res = await call(pushRuleResource, 'export', { filters: { channel: 'sms' }, columns: [{ field: 'code', title: '编码' }, { field: 'template', title: '模板' }] });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().objx.id).toBeGreaterThan(0);
    });

    it('imports manufacturers row by row, refusing a repeated code or tax number', async () => {
      const columns = ['code', 'name', 'shortName', 'taxNumber', 'brands'];
      const template = await call(manufacturerResource, 'importTemplate', { columns: columns.map((field) => ({ field, title: field })) });
      expect(template.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
      for (const row of [
        ['IMP-MF1', '奥明电机有限公司', '奥明', '91320500MA1IMP001A', '奥明'],
        ['MF-SF', '重复编码', null, null, null],
        ['IMP-MF2', '重复税号', null, '91320500MA1IMP001A', null],
      ])
        workbook.worksheets[0].addRow(row);
      const body = multipart({ name: 'import.xlsx', content: Buffer.from(await workbook.xlsx.writeBuffer()) });
      const res = await t.request({ method: 'POST', url: '/basic/basManufacturer/getListByExcel', headers: { ...admin, ...body.headers }, payload: body.payload });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().objx).toMatchObject({ total: 3, succeeded: 1, failed: 2 });
      expect(res.json().objx.rejected.map((r: { line: number }) => r.line)).toEqual([4, 5]);
      const [row] = await db.select().from(s.basManufacturer).where(and(eq(s.basManufacturer.tenantId, 1), eq(s.basManufacturer.code, 'IMP-MF1')));
      expect(row).toMatchObject({ name: '奥明电机有限公司', shortName: '奥明', enabled: true });
    });
  });

  describe('demo data', () => {
    it('gives each tenant its rules in its language, and the menus with their buttons', async () => {
      const zh = (await call(pushRuleResource, 'getListPage', { filters: { code: 'PR-APPOINT-SMS' } })).json().objx.records[0];
      expect(zh.template).toBe('【示范电器】{engineerName}师傅（{engineerPhone}）将于{appointmentTime}上门服务，工单号{orderNo}。');
      const enRule = (await call(pushRuleResource, 'getListPage', { filters: { code: 'PR-APPOINT-SMS' } }, admin2)).json().objx.records[0];
      expect(enRule.name).toBe('Appointment made: SMS to customer');
      const setting = (await call(recallSettingResource, 'getListPage', { filters: { code: 'RV-REPAIR' } })).json().objx.records[0];
      const full = (await call(recallSettingResource, 'getById', { id: setting.id })).json().objx;
      expect(full).toMatchObject({ samplingRatio: '30.00', delayDays: 1, serviceTypeId: ref.homeRepair });
      expect(full.lines.map((l: Payload) => l.answerType)).toEqual(['yes_no', 'yes_no', 'score', 'text']);
      const menus = await db.select({ key: s.sysMenu.key, permission: s.sysMenu.permission }).from(s.sysMenu).where(eq(s.sysMenu.tenantId, 1));
      for (const def of [pushRuleResource, recallSettingResource, partsOrderRuleResource, localeResource, manufacturerResource]) {
        expect(menus.map((m) => m.key)).toContain(`basic.${def.key}`);
        expect(menus.map((m) => m.permission)).toContain(`${def.permission}_import`);
      }
    });
  });
});

/**
 * The master-data resources of issue 4 over HTTP: for each, a create / list / filter / get / update / delete round
 * trip, tenant isolation and permission denial; then the named hooks (references, trees, rows in use, cross-field
 * rules) and the demo data in each tenant's language.
 */
import {
  buyChannelResource,
  buyShopResource,
  checkSubjectResource,
  faultReasonResource,
  faultSymptomResource,
  finSubjectResource,
  fixMethodResource,
  itemCategoryResource,
  itemPriceResource,
  itemResource,
  knowledgeTypeResource,
  partsCategoryResource,
  partsResource,
  type ResourceDef,
  specialFeeSubjectResource,
  warehouseResource,
} from '@as/shared';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp, multipart } from './helper.ts';

type Payload = Record<string, unknown>;

describe('master-data resources', async () => {
  const t = await createTestApp();
  const admin = await t.login('admin');
  const en = { ...admin, 'accept-language': 'en-US' };
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const engineer = await t.login('engineer_wang');
  const db = t.deps.database.db;
  const call = (def: ResourceDef, verb: string, payload: unknown, headers = admin) =>
    t.request({ method: 'POST', url: `/basic/${def.name}/${verb}`, headers, payload: payload as object });

  /** A tenant-1 demo row's id by its code. */
  const idOf = async (table: typeof s.basItemCategory | typeof s.basItem | typeof s.basBuyChannel | typeof s.basPartsCategory | typeof s.basFaultSymptom | typeof s.basFaultReason, code: string) =>
    (await db.select({ id: table.id }).from(table).where(and(eq(table.tenantId, 1), eq(table.code, code))))[0].id;
  const [hq] = await db.select({ id: s.sysDept.id }).from(s.sysDept).where(and(eq(s.sysDept.tenantId, 1), eq(s.sysDept.code, 'HQ')));
  const ref = {
    category: await idOf(s.basItemCategory, 'AC-SPLIT'),
    item: await idOf(s.basItem, 'KFR-35GW-A1'),
    channel: await idOf(s.basBuyChannel, 'JD'),
    partsCategory: await idOf(s.basPartsCategory, 'BOARD'),
    symptom: await idOf(s.basFaultSymptom, 'FS-NOCOOL'),
    reason: await idOf(s.basFaultReason, 'FR-LEAK'),
  };

  /** Per resource: a new row, a change to it, and the filter that finds it (the first key is checked in the list). */
  const cases: { def: ResourceDef; create: Payload; change: Payload; filter: Payload }[] = [
    { def: itemCategoryResource, create: { code: 'T-CAT', name: '厨房电器', parentId: -1 }, change: { name: '厨卫电器', sort: 9 }, filter: { code: 'T-CAT' } },
    {
      def: itemResource,
      create: { code: 'T-ITEM', name: '1匹定频空调', model: 'KF-26GW', categoryId: ref.category, brand: '示范', warrantyMonths: 24 },
      change: { model: 'KF-26GW/N1', warrantyMonths: 36 },
      filter: { model: 'KF-26GW', categoryId: String(ref.category) },
    },
    {
      def: itemPriceResource,
      create: { itemId: ref.item, priceType: 'repair', price: '88.5', validFrom: '2025-06-01' },
      change: { price: 99, validTo: '2025-12-31' },
      filter: { itemId: String(ref.item), priceType: 'repair' },
    },
    { def: buyChannelResource, create: { code: 'T-CH', name: '拼多多', channelType: 'ecommerce' }, change: { name: '拼多多旗舰店', enabled: false }, filter: { code: 'T-CH', channelType: 'ecommerce' } },
    {
      def: buyShopResource,
      create: { code: 'T-SHOP', name: '国美北京店', channelId: ref.channel, contact: '何店长', phone: '010-6000-0000' },
      change: { address: '北京市西城区西单北大街 120 号' },
      filter: { code: 'T-SHOP', channelId: String(ref.channel) },
    },
    {
      def: warehouseResource,
      create: { code: 'T-WH', name: '华南中心仓', warehouseType: 'institutional', deptId: hq.id, lines: [{ code: 'S-01' }, { code: 'S-02', name: '二号位' }] },
      change: { storekeeper: '黄库管', lines: [{ code: 'S-03' }] },
      filter: { code: 'T-WH', warehouseType: 'institutional' },
    },
    { def: partsCategoryResource, create: { code: 'T-PC', name: '电机', parentId: -1 }, change: { name: '电机类' }, filter: { code: 'T-PC' } },
    {
      def: partsResource,
      create: { code: 'T-PART', name: '室外风机电机', model: 'YDK-35', categoryId: ref.partsCategory, factoryPrice: '85', retailPrice: '168.00', abcClass: 'B', minApply: 1, maxApply: 4 },
      change: { supplyStatus: 'short', safetyStock: 12 },
      filter: { code: 'T-PART', abcClass: 'B' },
    },
    { def: faultSymptomResource, create: { code: 'T-FS', name: '噪音大', categoryId: ref.category }, change: { name: '运行噪音大' }, filter: { code: 'T-FS', categoryId: String(ref.category) } },
    { def: faultReasonResource, create: { code: 'T-FR', name: '滤网脏堵', symptomId: ref.symptom }, change: { sort: 5 }, filter: { code: 'T-FR', symptomId: String(ref.symptom) } },
    { def: fixMethodResource, create: { code: 'T-FM', name: '清洗滤网', reasonId: ref.reason }, change: { needParts: false, name: '清洗并更换滤网' }, filter: { code: 'T-FM', reasonId: String(ref.reason) } },
    {
      def: checkSubjectResource,
      create: { code: 'T-CK', name: '未穿工服', subjectType: 'penalty', amount: '30', feeName: '形象罚款', appealDays: 3 },
      change: { amount: '40.00', branchAppeal: true },
      filter: { code: 'T-CK', subjectType: 'penalty' },
    },
    { def: specialFeeSubjectResource, create: { code: 'T-SF', name: '夜间服务费', maxAmount: '80' }, change: { needAttachment: true }, filter: { code: 'T-SF', needAttachment: 'false' } },
    { def: finSubjectResource, create: { code: 'T-FIN', name: '返修索赔', direction: 'income' }, change: { direction: 'expense' }, filter: { code: 'T-FIN', direction: 'income' } },
    { def: knowledgeTypeResource, create: { code: 'T-KT', name: '培训课件', parentId: -1 }, change: { name: '培训资料' }, filter: { code: 'T-KT' } },
  ];

  for (const { def, create, change, filter } of cases) {
    describe(def.name, () => {
      it('creates, lists by its filters, gets, updates and deletes softly', async () => {
        const added = await call(def, 'add', create);
        expect(added.statusCode, added.body).toBe(200);
        const row = added.json().objx;
        expect(row.id).toBeGreaterThan(0);
        const list = (await call(def, 'getListPage', { current: '1', size: '50', filters: filter })).json().objx;
        expect(list.records.map((r: { id: number }) => r.id)).toContain(row.id);
        expect(list.records.every((r: Payload) => Object.entries(filter).every(([k, v]) => String(r[k]).includes(v as string)))).toBe(true);
        expect((await call(def, 'getCount', { filters: filter })).json().objx).toBe(list.total);
        const got = (await call(def, 'getById', { id: row.id })).json().objx;
        expect(got.id).toBe(row.id);
        const updated = await call(def, 'update', { id: row.id, ...change });
        expect(updated.statusCode, updated.body).toBe(200);
        const after = (await call(def, 'getById', { id: row.id })).json().objx;
        for (const [k, v] of Object.entries(change)) {
          if (k === 'lines') expect(after.lines.map((l: Payload) => l.code)).toEqual((v as Payload[]).map((l) => l.code));
          else if (typeof v === 'number' && typeof after[k] === 'string') expect(Number(after[k])).toBe(v);
          else expect(after[k], k).toEqual(v);
        }
        expect((await call(def, 'delete', { id: row.id })).json().objx).toBe(1);
        expect((await call(def, 'getById', { id: row.id })).statusCode).toBe(404);
        expect((await call(def, 'getListPage', { filters: filter })).json().objx.records.map((r: { id: number }) => r.id)).not.toContain(row.id);
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
          ['delete', { id: 1 }],
          ['export', { columns: [{ field: 'id', title: 'id' }] }],
        ] as const) {
          const res = await call(def, verb, payload, engineer);
          expect(res.statusCode, `${def.name} ${verb}`).toBe(403);
        }
        expect((await call(def, 'getCount', {})).json().objx).toBe(before);
      });
    });
  }

  describe('named hooks', () => {
    it('refuses a reference to a missing row or to another tenant\'s row', async () => {
      const missing = await call(itemResource, 'add', { code: 'H-ITEM', name: 'x', model: 'x', categoryId: 999999 }, en);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().msg).toContain('categoryId: ');
      // Tenant 2 may not file its model under tenant 1's category.
      const foreign = await call(itemResource, 'add', { code: 'H-ITEM', name: 'x', model: 'x', categoryId: ref.category }, { ...admin2, 'accept-language': 'en-US' });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().msg).toContain('categoryId: ');
      expect((await call(buyShopResource, 'add', { code: 'H-SHOP', name: 'x', channelId: ref.channel }, admin2)).statusCode).toBe(400);
      expect((await call(warehouseResource, 'add', { code: 'H-WH', name: 'x', warehouseType: 'hq', deptId: hq.id, lines: [] }, admin2)).statusCode).toBe(400);
    });

    it('keeps trees trees: a node cannot move under itself or a descendant, and a node with children stays', async () => {
      const root = (await call(partsCategoryResource, 'add', { code: 'H-ROOT', name: 'root' })).json().objx;
      const child = (await call(partsCategoryResource, 'add', { code: 'H-CHILD', name: 'child', parentId: root.id })).json().objx;
      const nodes = (await call(partsCategoryResource, 'getTreeNodes', { parentId: root.id })).json().objx;
      expect(nodes).toEqual([expect.objectContaining({ id: child.id, hasChildren: false })]);
      const cycle = await call(partsCategoryResource, 'update', { id: root.id, parentId: child.id }, en);
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().msg).toContain('parentId: ');
      expect((await call(partsCategoryResource, 'update', { id: root.id, parentId: root.id })).statusCode).toBe(400);
      expect((await call(partsCategoryResource, 'delete', { id: root.id })).statusCode).toBe(409);
      expect((await call(partsCategoryResource, 'delete', { ids: [child.id, root.id] })).statusCode).toBe(409);
      expect((await call(partsCategoryResource, 'delete', { id: child.id })).statusCode).toBe(200);
      expect((await call(partsCategoryResource, 'delete', { id: root.id })).statusCode).toBe(200);
    });

    it('refuses to delete what others still refer to: a category with models, a channel with shops, the fault tree top-down', async () => {
      for (const [def, id] of [
        [itemCategoryResource, ref.category],
        [itemResource, ref.item],
        [buyChannelResource, ref.channel],
        [partsCategoryResource, ref.partsCategory],
        [faultSymptomResource, ref.symptom],
        [faultReasonResource, ref.reason],
      ] as const) {
        const res = await call(def, 'delete', { id }, en);
        expect(res.statusCode, def.name).toBe(409);
        expect(res.json().msg).toBe('The record is in use and cannot be deleted');
      }
    });

    it('checks parts application limits and normalises money to two decimals', async () => {
      const bad = await call(partsResource, 'add', { code: 'H-PART', name: 'x', categoryId: ref.partsCategory, minApply: 5, maxApply: 2 }, en);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('minApply: cannot be greater than 2');
      const tooFine = await call(partsResource, 'add', { code: 'H-PART', name: 'x', categoryId: ref.partsCategory, retailPrice: '1.234' }, en);
      expect(tooFine.json().msg).toContain('retailPrice: format error');
      const ok = (await call(partsResource, 'add', { code: 'H-PART', name: 'x', categoryId: ref.partsCategory, retailPrice: '12.5' })).json().objx;
      expect(ok).toMatchObject({ retailPrice: '12.50', purchasePrice: '0.00', supplyStatus: 'normal', purchaseStatus: 'allowed', unit: 'pcs' });
      const sorted = (await call(partsResource, 'getListPage', { sort: 'retailPrice', order: 'desc', size: 3 })).json().objx.records;
      // Numerically, not as text (where 98.00 would come first).
      expect(sorted.map((r: { retailPrice: string }) => r.retailPrice)).toEqual(['1600.00', '880.00', '680.00']);
    });

    it('keeps one model price per kind and start date, and an end on or after its start', async () => {
      const base = { itemId: ref.item, priceType: 'extended', price: '199', validFrom: '2025-03-01' };
      expect((await call(itemPriceResource, 'add', base)).statusCode).toBe(200);
      const dup = await call(itemPriceResource, 'add', base, en);
      expect(dup.statusCode).toBe(400);
      expect(dup.json().msg).toContain('validFrom: already exists');
      const backwards = await call(itemPriceResource, 'add', { ...base, validFrom: '2025-04-01', validTo: '2025-03-31' }, en);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().msg).toContain('validTo: ');
      const range = (await call(itemPriceResource, 'getListPage', { filters: { itemId: String(ref.item), validFrom: '2025-02-01,2025-03-31' } })).json().objx.records;
      expect(range.map((r: { validFrom: string; price: string }) => [r.validFrom, r.price])).toEqual([['2025-03-01', '199.00']]);
    });

    it('looks up a model\'s prices, and the one in effect on a day', async () => {
      const price = (payload: unknown, headers = admin) => t.request({ method: 'POST', url: '/basic/basItemPrice/getItemPrice', headers, payload: payload as object });
      const [item] = await db.select({ id: s.basItem.id }).from(s.basItem).where(and(eq(s.basItem.tenantId, 1), eq(s.basItem.code, 'KFR-72LW-B2')));
      const add = (p: Payload) => call(itemPriceResource, 'add', { itemId: item.id, priceType: 'retail', ...p });
      expect((await add({ price: '6499', validFrom: '2025-11-01', validTo: '2025-11-30' })).statusCode).toBe(200);
      expect((await add({ price: '5999', validFrom: '2025-11-11', validTo: '2025-11-11', enabled: false })).statusCode).toBe(200);
      const all = await t.request({ method: 'POST', url: '/basic/basItemPrice/getItemPriceByItemId', headers: admin, payload: { itemId: item.id } });
      expect(all.json().objx.map((r: { validFrom: string; priceType: string }) => `${r.priceType} ${r.validFrom}`)).toEqual([
        'retail 2025-11-11',
        'retail 2025-11-01',
        expect.stringMatching(/ 2025-01-01$/),
        expect.stringMatching(/ 2025-01-01$/),
      ]);
      // The disabled promotion does not count; the November price covers the 11th, the standing one the rest of the year.
      expect((await price({ itemId: item.id, priceType: 'retail', date: '2025-11-11' })).json().objx).toMatchObject({ price: '6499.00' });
      expect((await price({ itemId: item.id, priceType: 'retail', date: '2025-12-01' })).json().objx).toMatchObject({ price: '6999.00' });
      expect((await price({ itemId: item.id, priceType: 'retail', date: '2024-12-31' })).json().objx).toBeNull();
      expect((await price({ itemId: item.id, priceType: 'retail', date: '2025-02-30' })).statusCode).toBe(400);
      expect((await price({ itemId: item.id, priceType: 'retail' }, admin2)).json().objx).toBeNull();
      expect((await price({ itemId: item.id, priceType: 'retail' }, engineer)).statusCode).toBe(403);
    });

    it('refuses a warehouse whose locations repeat a code', async () => {
      const res = await call(warehouseResource, 'add', { code: 'H-WH2', name: 'x', warehouseType: 'asc', lines: [{ code: 'L1' }, { code: 'L1' }] }, en);
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toContain('lines[1]');
    });
  });

  describe('import', () => {
    /** Fills the resource's template with rows and uploads it. */
    const importRows = async (def: ResourceDef, columns: string[], rows: unknown[][], headers = admin) => {
      const template = await t.request({ method: 'POST', url: `/basic/${def.name}/importTemplate`, headers, payload: { columns: columns.map((field) => ({ field, title: field })) } });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(template.rawPayload as unknown as ArrayBuffer);
      for (const row of rows) workbook.worksheets[0].addRow(row);
      const body = multipart({ name: 'import.xlsx', content: Buffer.from(await workbook.xlsx.writeBuffer()) });
      return t.request({ method: 'POST', url: `/basic/${def.name}/getListByExcel`, headers: { ...headers, ...body.headers }, payload: body.payload });
    };

    it('applies the resource\'s own rules to each row: a missing or another tenant\'s category is rejected', async () => {
      const res = await importRows(partsResource, ['code', 'name', 'categoryId', 'retailPrice', 'abcClass'], [
        ['IMP-P1', '导入备件', ref.partsCategory, 12.5, 'A 类'],
        ['IMP-P2', '无此分类', 999999, 1, 'B'],
        ['IMP-P3', '限制', ref.partsCategory, '1.234', 'C'],
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().objx).toMatchObject({ total: 3, succeeded: 1, failed: 2 });
      expect(res.json().objx.rejected.map((r: { line: number }) => r.line)).toEqual([4, 5]);
      const [row] = await db.select().from(s.basParts).where(and(eq(s.basParts.tenantId, 1), eq(s.basParts.code, 'IMP-P1')));
      expect(row).toMatchObject({ retailPrice: '12.50', abcClass: 'A', categoryId: ref.partsCategory });
      const foreign = await importRows(partsResource, ['code', 'name', 'categoryId'], [['IMP-P9', 'x', ref.partsCategory]], admin2);
      expect(foreign.json().objx).toMatchObject({ succeeded: 0, failed: 1 });
    });

    it('reads model prices with money and date cells', async () => {
      const res = await importRows(itemPriceResource, ['itemId', 'priceType', 'price', 'validFrom', 'validTo'], [
        [ref.item, '延保价', 299, '2026-01-01', null],
        [ref.item, 'extended', 99, '2026-03-01', '2026-02-01'],
        // A date typed in Excel arrives as a date cell.
        [ref.item, 'extended', '399.90', new Date(Date.UTC(2026, 5, 1)), new Date(Date.UTC(2026, 11, 31))],
        // The same model, kind and start as a row above: refused like a clash with the database, not a failure.
        [ref.item, 'extended', 199, '2026-01-01', null],
      ]);
      expect(res.json().objx, res.body).toMatchObject({ total: 4, succeeded: 2, failed: 2 });
      expect(res.json().objx.rejected.map((r: { line: number }) => r.line)).toEqual([4, 6]);
      const prices = (await t.request({ method: 'POST', url: '/basic/basItemPrice/getItemPriceByItemId', headers: admin, payload: { itemId: ref.item } })).json().objx;
      expect(prices).toContainEqual(expect.objectContaining({ priceType: 'extended', price: '299.00', validFrom: '2026-01-01', validTo: null }));
      expect(prices).toContainEqual(expect.objectContaining({ priceType: 'extended', price: '399.90', validFrom: '2026-06-01', validTo: '2026-12-31' }));
    });
  });

  describe('demo data', () => {
    it('names each tenant\'s master data in its language', async () => {
      const zh = (await call(itemCategoryResource, 'getTreeNodes', {})).json().objx.map((n: { name: string }) => n.name);
      expect(zh).toEqual(['空调', '热水器', '洗衣机', '冰箱']);
      const enNames = (await call(itemCategoryResource, 'getTreeNodes', {}, admin2)).json().objx.map((n: { name: string }) => n.name);
      expect(enNames).toEqual(['Air conditioners', 'Water heaters', 'Washing machines', 'Refrigerators']);
      const wh = (await call(warehouseResource, 'getListPage', { filters: { code: 'WH-HQ' } })).json().objx.records[0];
      const full = (await call(warehouseResource, 'getById', { id: wh.id })).json().objx;
      expect(full.lines.map((l: { code: string }) => l.code)).toEqual(['A-01-01', 'A-01-02', 'A-02-01', 'B-01-01']);
      expect(full.deptId).toBe(hq.id);
    });
  });
});

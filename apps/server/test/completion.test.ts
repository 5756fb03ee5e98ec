/**
 * Completion over HTTP: the temporary save keeps a draft, the full completion asks for the fault tree the company
 * configuration makes mandatory, fees are computed on the server and stored exactly, parts lines are replaced,
 * barcodes are checked against the library and for uniqueness, the simple completion needs a remark, the payment
 * is recorded with its history; bad input, other tenants and other roles are refused.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../src/db/schema.ts';
import { createTestApp, multipart } from './helper.ts';
import { orderFixtures } from './order-fixtures.ts';

type Payload = Record<string, unknown>;

describe('completion', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const centre = await t.login('centre_north');
  const chaoyang = await t.login('outlet_chaoyang');
  const wang = await t.login('engineer_wang');
  const { atChaoyang } = orderFixtures(t);
  const parties = { admin, centre, outlet: chaoyang, engineer: wang };
  const en = { ...wang, 'accept-language': 'en-US' };
  const visitor = await t.login('visitor_sun');
  const admin2 = await t.login('admin2', { tenantId: 2 });
  const call = (path: string, payload: unknown, headers = admin) => t.request({ method: 'POST', url: `/basic/${path}`, headers, payload: payload as object });
  const idOf = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows)[0].id;
  const byCode = async (table: typeof s.basFaultSymptom | typeof s.basFaultReason | typeof s.basFixMethod | typeof s.basParts, code: string) =>
    Number(((await db.execute(sql`select id from ${table} where tenant_id = 1 and code = ${code}`)) as unknown as { rows: { id: number }[] }).rows[0].id);
  const categoryId = (code: string) => idOf(db.select({ id: s.basItemCategory.id }).from(s.basItemCategory).where(and(eq(s.basItemCategory.tenantId, 1), eq(s.basItemCategory.code, code))));
  const itemId = (code: string) => idOf(db.select({ id: s.basItem.id }).from(s.basItem).where(and(eq(s.basItem.tenantId, 1), eq(s.basItem.code, code))));
  const tree = {
    faultSymptomId: await byCode(s.basFaultSymptom, 'FS-NOPOWER'),
    faultReasonId: await byCode(s.basFaultReason, 'FR-SOCKET'),
    fixMethodId: await byCode(s.basFixMethod, 'FM-SOCKET'),
  };
  const boardTree = { ...tree, faultReasonId: await byCode(s.basFaultReason, 'FR-BOARD'), fixMethodId: await byCode(s.basFixMethod, 'FM-BOARD') };
  const serials = (await db.select({ serialNo: s.basItemBarcode.serialNo }).from(s.basItemBarcode).where(eq(s.basItemBarcode.tenantId, 1)).limit(6)).map((r) => r.serialNo);
  const setConfig = (config: Payload) => call('basCompanyConfig/update', config);

  /** An order at the Chaoyang outlet, with engineer Wang, checked in (status 1040). The outlet is at 39.9965, 116.4708. */
  const checkedIn = (extra: Payload = {}) => atChaoyang(parties, { urgency: '1', customerName: '李女士', phone: '13912345679', address: '朝阳区望京街 2 号', ...extra }, { checkIn: true });
  const order = async (id: number) => (await call('soOrder/getDetail', { id })).json().objx.order;
  const parts = async (id: number) => (await call('soOrderHandle/getResult', { id })).json().objx.parts;

  it('asks for the fault tree at completion when the configuration says so, naming each missing field, and not when it does not', async () => {
    const id = await checkedIn();
    // The form learns what completion will ask for, to mark it.
    expect((await call('soOrderHandle/getResult', { id }, wang)).json().objx.required).toEqual(['faultSymptomId', 'faultReasonId', 'fixMethodId']);
    const missing = await call('soOrderHandle/complete', { id, faultSymptomId: tree.faultSymptomId }, en);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      type: 'error',
      msg: 'faultReasonId: Choose the fault cause; fixMethodId: Choose the repair measure',
      objx: [
        { field: 'faultReasonId', message: 'Choose the fault cause' },
        { field: 'fixMethodId', message: 'Choose the repair measure' },
      ],
    });
    expect((await order(id)).status).toBe(1040);

    // The temporary save takes half a tree; completing then uses the draft.
    expect((await call('soOrderHandle/saveResult', { id, faultSymptomId: tree.faultSymptomId, resultRemark: '已检查' }, wang)).json().objx).toMatchObject({ status: 1040 });
    expect(await order(id)).toMatchObject({ audit: 'saved', faultSymptomId: tree.faultSymptomId, faultReasonId: null, resultRemark: '已检查' });
    const done = await call('soOrderHandle/complete', { id, faultReasonId: tree.faultReasonId, fixMethodId: tree.fixMethodId }, wang);
    expect(done.json().objx.status).toBe(1110);
    expect(await order(id)).toMatchObject({ ...tree, resultRemark: '已检查', completedAt: expect.any(String) });

    await setConfig({ faultSymptomRequired: false, faultReasonRequired: false, fixMethodRequired: false });
    try {
      const free = await checkedIn();
      expect((await call('soOrderHandle/getResult', { id: free }, wang)).json().objx.required).toEqual([]);
      expect((await call('soOrderHandle/complete', { id: free }, wang)).json().objx.status).toBe(1110);
    } finally {
      await setConfig({ faultSymptomRequired: true, faultReasonRequired: true, fixMethodRequired: true });
    }
  });

  it('refuses a cause that is not under the phenomenon, and a measure that needs parts without any', async () => {
    const id = await checkedIn();
    const wrong = await call('soOrderHandle/saveResult', { id, faultSymptomId: tree.faultSymptomId, faultReasonId: await byCode(s.basFaultReason, 'FR-LEAK') }, en);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toContain('faultReasonId');
    const noParts = await call('soOrderHandle/complete', { id, ...boardTree }, en);
    expect(noParts.statusCode).toBe(400);
    expect(noParts.json()).toMatchObject({ msg: 'parts: This repair measure needs the replaced parts', objx: [{ field: 'parts', message: 'This repair measure needs the replaced parts' }] });
  });

  it('computes the fees on the server and stores them exactly', async () => {
    // 45.5 km with a base of 30 km at 1.50 per km: 15.5 × 1.50 = 23.25.
    const id = await checkedIn();
    const fees = { remoteKm: '45.5', feeService: '80.00', feeBonus: '10.5', feeReward: '-5.25', feeAdhoc: 12, feeDiscount: '0.01' };
    const preview = (await call('soOrderHandle/previewFees', { id, ...fees }, wang)).json().objx;
    expect(preview).toEqual({ remoteKm: '45.5', feeService: '80.00', feeRemote: '23.25', feeBonus: '10.50', feeReward: '-5.25', feeAdhoc: '12.00', feeDiscount: '0.01', feeTotal: '120.49' });
    expect((await call('soOrderHandle/complete', { id, ...tree, ...fees }, wang)).statusCode).toBe(200);
    expect(await order(id)).toMatchObject(preview);
    const history = (await call('soOrder/getDetail', { id })).json().objx.history.at(-1);
    expect(history).toMatchObject({ action: 'complete', detail: { feeTotal: '120.49' } });

    // The distance between the order's and the outlet's coordinates, when not given: far away the cap (120.00)
    // holds, nearby (under the 30 km base) nothing is charged; the discount never takes the total below zero.
    const far = await checkedIn({ lat: '41.996500', lng: '116.470800' });
    const farFees = (await call('soOrderHandle/previewFees', { id: far }, wang)).json().objx;
    expect(Number(farFees.remoteKm)).toBeGreaterThan(220);
    expect(farFees.feeRemote).toBe('120.00');
    const near = await checkedIn({ lat: '40.0965', lng: '116.470800' });
    expect((await call('soOrderHandle/saveResult', { id: near, feeService: '50', feeDiscount: '80' }, wang)).statusCode).toBe(200);
    expect(await order(near)).toMatchObject({ remoteKm: '11.1', feeRemote: '0.00', feeTotal: '0.00' });
  });

  it('replaces the parts lines from the catalogue, with the spec\'s messages for a missing product or quantity', async () => {
    const id = await checkedIn();
    // The form's lookups, open to the engineer without the master-data screens: the order's fault tree and the catalogue.
    const { faultTree } = (await call('soOrderHandle/getResult', { id }, wang)).json().objx;
    const noPower = faultTree.find((x: { code: string }) => x.code === 'FS-NOPOWER');
    expect(noPower.reasons.map((x: { code: string; methods: { code: string; needParts: boolean }[] }) => [x.code, x.methods.map((m) => [m.code, m.needParts])])).toEqual([
      ['FR-BOARD', [['FM-BOARD', true]]],
      ['FR-SOCKET', [['FM-SOCKET', false]]],
    ]);
    expect((await call('soOrderHandle/searchParts', { keyword: 'ntc' }, wang)).json().objx).toMatchObject([{ code: 'P-TS-NTC10K', factoryPrice: '5.00' }]);
    expect((await call('soOrderHandle/searchParts', { keyword: '%' }, wang)).json().objx).toEqual([]);
    const board = await byCode(s.basParts, 'P-MB-35GW');
    expect(
      (await call('soOrderHandle/saveResult', { id, parts: [{ partsId: board, quantity: 1, barcode: serials[0], oldBarcode: 'OLD-1', returnFlag: true }, { code: 'P-TS-NTC10K', quantity: 2, factoryPrice: '4.5' }] }, wang)).statusCode,
    ).toBe(200);
    expect(await parts(id)).toMatchObject([
      { lineNo: 1, partsId: board, code: 'P-MB-35GW', barcode: serials[0], oldBarcode: 'OLD-1', quantity: 1, factoryPrice: '150.00', returnFlag: true },
      { lineNo: 2, code: 'P-TS-NTC10K', quantity: 2, factoryPrice: '4.50', returnFlag: false, barcode: null },
    ]);
    expect((await call('soOrderHandle/saveResult', { id, parts: [{ code: 'P-EEV-01', quantity: 3 }] }, wang)).statusCode).toBe(200);
    expect((await parts(id)).map((p: { code: string; quantity: number }) => [p.code, p.quantity])).toEqual([['P-EEV-01', 3]]);

    const bad = await call('soOrderHandle/saveResult', { id, parts: [{ quantity: 1 }, { code: 'P-EEV-01' }, { code: 'NO-SUCH', quantity: 1 }] }, en);
    expect(bad.statusCode).toBe(400);
    // Each problem names the line's field the client sent (the picker's partsId, or the code).
    expect(bad.json().msg).toBe('parts.0.partsId: Product cannot be empty; parts.1.quantity: Quantity missing');
    expect(bad.json().objx).toEqual([
      { field: 'parts.0.partsId', message: 'Product cannot be empty' },
      { field: 'parts.1.quantity', message: 'Quantity missing' },
    ]);
    const unknown = await call('soOrderHandle/saveResult', { id, parts: [{ code: 'NO-SUCH', quantity: 1 }, { partsId: 999999, quantity: 1 }] }, en);
    expect(unknown.json().msg).toBe('parts.0.code: Product cannot be empty; parts.1.partsId: Product cannot be empty');
    expect(await parts(id)).toHaveLength(1);

    // With parts, a measure that needs them completes.
    expect((await call('soOrderHandle/complete', { id, ...boardTree }, wang)).json().objx.status).toBe(1110);
  });

  it('offers the fault tree of the order\'s product: its category\'s phenomena, those above and below it, and the general ones', async () => {
    const split = await checkedIn({ categoryId: await categoryId('AC-SPLIT') });
    const codes = (await call('soOrderHandle/getResult', { id: split }, wang)).json().objx.faultTree.map((x: { code: string }) => x.code);
    expect(codes).toEqual(expect.arrayContaining(['FS-NOCOOL', 'FS-ACLEAK', 'FS-REMOTE', 'FS-NOPOWER']));
    expect(codes).not.toContain('FS-WATER');
    // A water heater's phenomenon is refused on an air conditioner's order, an air conditioner's is taken.
    const heaters = await call('soOrderHandle/saveResult', { id: split, faultSymptomId: await byCode(s.basFaultSymptom, 'FS-NOHEAT') }, en);
    expect(heaters.statusCode).toBe(400);
    expect(heaters.json().objx).toEqual([{ field: 'faultSymptomId', message: 'The resource does not exist' }]);
    expect((await call('soOrderHandle/saveResult', { id: split, faultSymptomId: await byCode(s.basFaultSymptom, 'FS-NOCOOL') }, wang)).statusCode).toBe(200);
    // An order for "a water heater" is offered the phenomena of the electric and the gas ones.
    const heater = await checkedIn({ categoryId: await categoryId('WH') });
    const heaterCodes = (await call('soOrderHandle/getResult', { id: heater }, wang)).json().objx.faultTree.map((x: { code: string }) => x.code);
    expect(heaterCodes).toEqual(expect.arrayContaining(['FS-NOHEAT', 'FS-NOIGNITE', 'FS-NOPOWER']));
    expect(heaterCodes).not.toContain('FS-NOCOOL');
  });

  it('offers the parts of the order\'s model BOM first, tagged, then the rest of the catalogue', async () => {
    const bomOf = async (model: string) =>
      new Set(
        (
          await db
            .select({ code: s.basParts.code })
            .from(s.basPartsBomLine)
            .innerJoin(s.basPartsBom, eq(s.basPartsBom.id, s.basPartsBomLine.parentId))
            .innerJoin(s.basItem, eq(s.basItem.id, s.basPartsBom.itemId))
            .innerJoin(s.basParts, eq(s.basParts.id, s.basPartsBomLine.partsId))
            .where(and(eq(s.basItem.tenantId, 1), eq(s.basItem.code, model)))
        ).map((r) => r.code),
      );
    type Found = { code: string; inBom: boolean }[];
    const search = async (payload: Payload) => (await call('soOrderHandle/searchParts', payload, wang)).json().objx as Found;
    const ranked = (found: Found, bom: Set<string>) => {
      expect(new Set(found.slice(0, bom.size).map((p) => p.code))).toEqual(bom);
      expect(found.slice(0, bom.size).every((p) => p.inBom)).toBe(true);
      expect(found.slice(bom.size).some((p) => p.inBom)).toBe(false);
    };

    // A wall air conditioner: its BOM (board, compressor, sensor, ...) first, the heating element among the rest.
    const split = await checkedIn({ categoryId: await categoryId('AC-SPLIT'), itemId: await itemId('KFR-35GW-A1') });
    const splitBom = await bomOf('KFR-35GW-A1');
    expect(splitBom.has('P-MB-35GW') && !splitBom.has('P-HEAT-2K')).toBe(true);
    const forSplit = await search({ id: split });
    ranked(forSplit, splitBom);
    expect(forSplit.find((p) => p.code === 'P-HEAT-2K')?.inBom ?? false).toBe(false);
    // A keyword narrows both parts of the list, the BOM's still first.
    const boards = await search({ id: split, keyword: 'P-MB' });
    ranked(boards, new Set(['P-MB-35GW', 'P-MB-OUT']));
    expect(boards.map((p) => p.code).sort()).toEqual((await search({ keyword: 'P-MB' })).map((p) => p.code).sort());

    // An electric water heater: the heating element first. Named by its category only, the BOMs of its category's models.
    const heaterBom = await bomOf('DSZF-60-E5');
    expect(heaterBom.has('P-HEAT-2K')).toBe(true);
    ranked(await search({ id: await checkedIn({ categoryId: await categoryId('WH-ELEC'), itemId: await itemId('DSZF-60-E5') }) }), heaterBom);
    ranked(await search({ id: await checkedIn({ categoryId: await categoryId('WH-ELEC') }) }), heaterBom);

    // Without an order, the catalogue by code with nothing tagged; another tenant's order is not found.
    const plain = await search({});
    expect(plain.map((p) => p.code)).toEqual([...plain.map((p) => p.code)].sort());
    expect(plain.some((p) => p.inBom)).toBe(false);
    expect((await call('soOrderHandle/searchParts', { id: split }, admin2)).statusCode).toBe(404);
  });

  it('checks barcodes against the library and keeps each to one order', async () => {
    const first = await checkedIn();
    const second = await checkedIn();
    const notFound = await call('siteOrderDeal/checkBarcode', { id: first, barcode: 'NOT-IN-LIBRARY' }, en);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().msg).toBe('barcode not found');
    expect((await call('siteOrderDeal/checkBarcode', { id: first, barcode: serials[1] }, wang)).json().objx).toEqual({ barcode: serials[1] });
    expect((await call('soOrderHandle/saveResult', { id: first, parts: [{ code: 'P-EEV-01', quantity: 1, barcode: serials[1] }] }, wang)).statusCode).toBe(200);
    const { orderNo } = await order(first);
    // The same order may check its own barcode again; another order may not use it.
    expect((await call('siteOrderDeal/checkBarcode', { id: first, barcode: serials[1] }, wang)).statusCode).toBe(200);
    const used = await call('siteOrderDeal/checkBarcode', { id: second, barcode: serials[1] }, en);
    expect(used.statusCode).toBe(409);
    expect(used.json().msg).toBe(`Barcode ${serials[1]} is already used by order ${orderNo}`);
    const taken = await call('soOrderHandle/complete', { id: second, ...tree, parts: [{ code: 'P-EEV-01', quantity: 1, barcode: serials[1] }] }, en);
    expect(taken.statusCode).toBe(409);
    expect(await parts(second)).toEqual([]);
    expect((await order(second)).status).toBe(1040);
    const twice = await call('soOrderHandle/saveResult', { id: second, parts: [1, 2].map(() => ({ code: 'P-EEV-01', quantity: 1, barcode: serials[2] })) }, wang);
    expect(twice.statusCode).toBe(409);

    await setConfig({ barcodeCheck: false, barcodeUnique: false });
    try {
      expect((await call('siteOrderDeal/checkBarcode', { id: second, barcode: 'NOT-IN-LIBRARY' }, wang)).statusCode).toBe(200);
      expect((await call('siteOrderDeal/checkBarcode', { id: second, barcode: serials[1] }, wang)).statusCode).toBe(200);
    } finally {
      await setConfig({ barcodeCheck: true, barcodeUnique: true });
    }
  });

  it('keeps the photos, files of the tenant only', async () => {
    const id = await checkedIn();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const upload = async (headers: Record<string, string>) => {
      const body = multipart({ name: '现场.png', content: png });
      return (await t.request({ method: 'POST', url: '/admin/sys-file/upload', headers: { ...headers, ...body.headers }, payload: body.payload })).json().data.id as number;
    };
    const mine = await upload(wang);
    const theirs = await upload(admin2);
    expect((await call('soOrderHandle/saveResult', { id, photos: [theirs] }, en)).statusCode).toBe(400);
    expect((await call('soOrderHandle/saveResult', { id, photos: [mine] }, wang)).statusCode).toBe(200);
    expect((await order(id)).photos).toEqual([mine]);
    expect((await call('soOrderHandle/getResult', { id }, wang)).json().objx.photos).toEqual([{ id: mine, bucketName: '1', fileName: expect.any(String), original: '现场.png', url: expect.stringMatching(/^\/admin\/sys-file\/1\//) }]);
  });

  it('finishes simply with a remark only', async () => {
    const id = await checkedIn();
    const bare = await call('siteOrderDeal/simpleFinishOrder', { id }, en);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().msg).toBe('resultRemark: Please fill in remark');
    const done = await call('siteOrderDeal/simpleFinishOrder', { id, resultRemark: '用户自行解决' }, wang);
    expect(done.json().objx.status).toBe(1110);
    expect(await order(id)).toMatchObject({ resultRemark: '用户自行解决', completedAt: expect.any(String) });
  });

  it('records the payment with its history', async () => {
    const id = await checkedIn();
    await call('soOrderHandle/saveResult', { id, feeService: '99.90' }, wang);
    const paid = await call('soOrderHandle/pay', { id, payMethod: 'wechat', payStatus: 'paid', payer: '李女士', payAccount: 'wx-li', paidAt: '2026-11-20 10:30', payNote: '现场支付' }, wang);
    expect(paid.statusCode).toBe(200);
    expect(await order(id)).toMatchObject({ payMethod: 'wechat', payStatus: 'paid', payer: '李女士', payAccount: 'wx-li', payNote: '现场支付', paidAt: expect.stringContaining('2026-11-20') });
    expect((await call('soOrder/getDetail', { id })).json().objx.history.at(-1)).toMatchObject({ action: 'pay', detail: { payMethod: 'wechat', payStatus: 'paid', amount: '99.90' } });
  });

  it('refuses bad input with 400 naming the field, and changes nothing', async () => {
    const id = await checkedIn();
    for (const [payload, field] of [
      [{ feeService: '12.345' }, 'feeService'],
      [{ feeService: '-1' }, 'feeService'],
      [{ feeDiscount: 'abc' }, 'feeDiscount'],
      [{ remoteKm: '1.25' }, 'remoteKm'],
      [{ photos: ['x'] }, 'photos'],
      [{ photos: [999999] }, 'photos'],
      [{ parts: [{ code: 'P-EEV-01', quantity: 0 }] }, 'quantity'],
      [{ faultSymptomId: 999999 }, 'faultSymptomId'],
    ] as const) {
      const res = await call('soOrderHandle/saveResult', { id, ...payload }, en);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toContain(field);
    }
    const pay = await call('soOrderHandle/pay', { id, payMethod: 'gold', payStatus: 'paid', payer: '' }, en);
    expect(pay.statusCode).toBe(400);
    expect(pay.json().msg).toContain('payMethod');
    expect(pay.json().msg).toContain('payer');
    expect((await call('siteOrderDeal/checkBarcode', { id, barcode: '' }, en)).json().msg).toContain('barcode');
    expect(await order(id)).toMatchObject({ audit: 'none', feeService: '0.00', payMethod: null });
  });

  it('keeps other tenants and other roles out', async () => {
    const id = await checkedIn();
    for (const path of ['soOrderHandle/saveResult', 'soOrderHandle/complete', 'soOrderHandle/previewFees', 'soOrderHandle/getResult', 'siteOrderDeal/simpleFinishOrder']) {
      expect((await call(path, { id, resultRemark: 'x' }, admin2)).statusCode, path).toBe(404);
    }
    expect((await call('soOrderHandle/pay', { id, payMethod: 'cash', payStatus: 'paid', payer: 'x' }, admin2)).statusCode).toBe(404);
    expect((await call('siteOrderDeal/checkBarcode', { id, barcode: serials[3] }, admin2)).statusCode).toBe(404);
    for (const path of ['soOrderHandle/saveResult', 'soOrderHandle/complete', 'soOrderHandle/previewFees', 'siteOrderDeal/checkBarcode']) {
      expect((await call(path, { id, barcode: serials[3] }, visitor)).statusCode, path).toBe(403);
    }
    expect((await call('soOrderHandle/pay', { id, payMethod: 'cash', payStatus: 'paid', payer: 'x' }, visitor)).statusCode).toBe(403);
    expect(await order(id)).toMatchObject({ status: 1040, audit: 'none', payMethod: null });
  });
});

/**
 * Company-setup demo rows of a tenant, in its language: the company configuration with its message templates, and
 * the barcode library — two generated batches and serial codes registered from a dealer's spreadsheet — and parts
 * BOMs of every model (the parts the fault tree's measures replace), with the change records their saves wrote.
 */
import { serialOf, serialStem } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { type BomLineChange, bomLineChanges } from '../../modules/master-data/index.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';

type Lang = 'zh' | 'en';

const TEMPLATES: Record<Lang, { appointmentTemplate: string; dispatchTemplate: string; completionTemplate: string }> = {
  zh: {
    appointmentTemplate: '尊敬的{customerName}，您的{productName}服务工单{orderNo}已预约在{appointmentTime}上门，工程师{engineerName}（{engineerPhone}）。如需改约请致电{servicePhone}。',
    dispatchTemplate: '尊敬的{customerName}，您的工单{orderNo}已派给{siteName}，工程师{engineerName}（{engineerPhone}）将尽快与您联系。',
    completionTemplate: '尊敬的{customerName}，您的{productName}服务工单{orderNo}已于{finishTime}完工。感谢您的信任，服务热线{servicePhone}。',
  },
  en: {
    appointmentTemplate: 'Dear {customerName}, your service order {orderNo} for your {productName} is booked for {appointmentTime}; engineer {engineerName} ({engineerPhone}) will visit. To change it, call {servicePhone}.',
    dispatchTemplate: 'Dear {customerName}, your order {orderNo} has been assigned to {siteName}; engineer {engineerName} ({engineerPhone}) will contact you shortly.',
    completionTemplate: 'Dear {customerName}, your service order {orderNo} for your {productName} was completed on {finishTime}. Thank you; our hotline is {servicePhone}.',
  },
};

export async function seedCompanySetup(tx: Tx, tenantId: number, lang: Lang) {
  await seedConfig(tx, tenantId, lang);
  await seedBarcodes(tx, tenantId, lang);
  await seedBoms(tx, tenantId, lang);
}

async function seedConfig(tx: Tx, tenantId: number, lang: Lang) {
  // Tenant 1 reviews new customer profiles and checks serial codes; tenant 2 keeps the defaults otherwise.
  await tx.insert(s.basCompanyConfig).values({ tenantId, ...TEMPLATES[lang], custProfileReview: lang === 'zh', barcodeCheck: lang === 'zh' });
}

/** Generated batches: [batch no, model code, prefix, production date, quantity, remark zh / en]. */
const GENERATED: [string, string, string, string, number, [string, string]][] = [
  ['GB250310001', 'KFR-35GW-A1', 'SN', '2025-03-10', 12, ['春季备货批次', 'Spring stock batch']],
  ['GB250402001', 'DSZF-60-E5', 'SN', '2025-04-02', 8, ['华东渠道专供', 'East China channel batch']],
];

/** Registered from outside: [serial code, model code, production date, production lot, status]. */
const IMPORTED: [string, string, string, string, string][] = [
  ['XQG100D1A24110001', 'XQG100-D1', '2024-11-05', 'L2411-A', 'normal'],
  ['XQG100D1A24110002', 'XQG100-D1', '2024-11-05', 'L2411-A', 'normal'],
  ['XQG100D1A24110003', 'XQG100-D1', '2024-11-05', 'L2411-A', 'frozen'],
  ['BCD452W24120017', 'BCD-452W', '2024-12-18', 'L2412-R', 'normal'],
  ['BCD452W24120018', 'BCD-452W', '2024-12-18', 'L2412-R', 'scrapped'],
  ['JSQ2513G25010042', 'JSQ25-13G', '2025-01-09', 'L2501-G', 'normal'],
];

async function seedBarcodes(tx: Tx, tenantId: number, lang: Lang) {
  const codes = [...new Set([...GENERATED.map((g) => g[1]), ...IMPORTED.map((i) => i[1])])];
  const items = await tx.select({ id: s.basItem.id, code: s.basItem.code }).from(s.basItem).where(and(eq(s.basItem.tenantId, tenantId), inArray(s.basItem.code, codes)));
  const itemId = new Map(items.map((i) => [i.code, i.id]));
  for (const [batchNo, code, prefix, productionDate, quantity, remark] of GENERATED) {
    const stem = serialStem(prefix, code, productionDate);
    const serials = Array.from({ length: quantity }, (_, i) => serialOf(stem, i + 1));
    const item = itemId.get(code)!;
    await tx.insert(s.basBarcodeGenerate).values({ tenantId, batchNo, itemId: item, prefix, productionDate, quantity, firstSerial: serials[0], lastSerial: serials.at(-1)!, remark: remark[lang === 'zh' ? 0 : 1] });
    await tx.insert(s.basItemBarcode).values(serials.map((serialNo) => ({ tenantId, serialNo, itemId: item, productionDate, batchNo, source: 'generated' })));
  }
  await tx
    .insert(s.basItemBarcode)
    .values(IMPORTED.map(([serialNo, code, productionDate, batchNo, status]) => ({ tenantId, serialNo, itemId: itemId.get(code)!, productionDate, batchNo, status, source: 'imported' })));
}

type BomLines = [parts: string, quantity: number, position: [string, string] | null][];

const pos = (zh: string, en: string): [string, string] => [zh, en];
/** The outdoor unit of the split models, but for its temperature sensor (one line per part: counted with the indoor ones). */
const AC_OUTDOOR: BomLines = [['P-COMP-35', 1, pos('外机底盘', 'Base')], ['P-FAN-OUT', 1, pos('外机风道', 'Fan duct')], ['P-MB-OUT', 1, pos('外机电控盒', 'Outdoor control box')], ['P-4WV', 1, pos('配管', 'Piping')]];

/** [code, names, model, lines as first saved, lines after the engineering change, reason of the change] */
const BOMS: [string, [string, string], string, BomLines, BomLines, [string, string]][] = [
  [
    'BOM-KFR35-IN',
    ['1.5匹壁挂空调内机', '1.5 HP split unit, indoor'],
    'KFR-35GW-A1',
    [['P-MB-35GW', 1, pos('电控盒', 'Control box')], ['P-TS-NTC10K', 1, pos('蒸发器', 'Evaporator')], ['P-PANEL-35', 1, pos('前面板', 'Front')], ['P-FAN-IN', 1, pos('贯流风道', 'Cross-flow duct')], ['P-DRAIN-AC', 1, pos('接水盘', 'Drip tray')], ['P-RC-01', 1, pos('随机附件', 'Accessories')]],
    [
      ['P-MB-35GW', 1, pos('电控盒', 'Control box')], ['P-TS-NTC10K', 2, pos('蒸发器 / 回风口', 'Evaporator / return air')], ['P-PANEL-35', 1, pos('前面板', 'Front')], ['P-FAN-IN', 1, pos('贯流风道', 'Cross-flow duct')],
      ['P-DRAIN-AC', 1, pos('接水盘', 'Drip tray')], ['P-RC-01', 1, pos('随机附件', 'Accessories')], ['P-EEV-01', 1, pos('配管', 'Piping')],
    ],
    ['工程变更 ECN-2025-031：增加回风温度传感器和电子膨胀阀', 'ECN-2025-031: return-air sensor and expansion valve added'],
  ],
  ['BOM-KFR35-OUT', ['1.5匹壁挂空调外机', '1.5 HP split unit, outdoor'], 'KFR-35GW-A1', [['P-TS-NTC10K', 1, pos('排气管', 'Discharge pipe')], ...AC_OUTDOOR], [], ['', '']],
  [
    'BOM-KFR26',
    ['大1匹壁挂空调', '1 HP split unit'],
    'KFR-26GW-A1',
    [['P-MB-35GW', 1, pos('电控盒', 'Control box')], ['P-TS-NTC10K', 3, pos('蒸发器 / 回风口 / 排气管', 'Evaporator / return air / discharge')], ['P-PANEL-35', 1, pos('前面板', 'Front')], ['P-FAN-IN', 1, pos('贯流风道', 'Cross-flow duct')], ['P-DRAIN-AC', 1, pos('接水盘', 'Drip tray')], ['P-RC-01', 1, pos('随机附件', 'Accessories')], ['P-EEV-01', 1, pos('配管', 'Piping')], ...AC_OUTDOOR],
    [],
    ['', ''],
  ],
  [
    'BOM-KFR72',
    ['3匹柜式空调', '3 HP floor-standing unit'],
    'KFR-72LW-B2',
    [['P-MB-72LW', 1, pos('电控盒', 'Control box')], ['P-TS-NTC10K', 3, pos('蒸发器 / 回风口 / 排气管', 'Evaporator / return air / discharge')], ['P-FAN-IN', 1, pos('离心风道', 'Blower duct')], ['P-DRAIN-AC', 1, pos('接水盘', 'Drip tray')], ['P-RC-01', 1, pos('随机附件', 'Accessories')], ['P-EEV-01', 1, pos('配管', 'Piping')], ['P-COMP-72', 1, pos('外机底盘', 'Base')], ['P-FAN-OUT', 1, pos('外机风道', 'Fan duct')], ['P-MB-OUT', 1, pos('外机电控盒', 'Outdoor control box')], ['P-4WV', 1, pos('配管', 'Piping')]],
    [],
    ['', ''],
  ],
  [
    'BOM-DSZF60',
    ['60升电热水器', '60 L electric water heater'],
    'DSZF-60-E5',
    [['P-HEAT-2K', 1, pos('内胆', 'Tank')], ['P-TS-NTC10K', 1, pos('内胆', 'Tank')], ['P-THERMO-WH', 1, pos('内胆', 'Tank')], ['P-ANODE', 1, pos('内胆', 'Tank')], ['P-MB-WH', 1, pos('电控盒', 'Control box')], ['P-PLUG-RCD', 1, pos('电源线', 'Power cord')]],
    [],
    ['', ''],
  ],
  [
    'BOM-JSQ25',
    ['13升燃气热水器', '13 L gas water heater'],
    'JSQ25-13G',
    [['P-IGN-13', 1, pos('燃烧室', 'Burner')], ['P-FLOWSW', 1, pos('进水口', 'Water inlet')], ['P-GASVALVE', 1, pos('燃气进口', 'Gas inlet')], ['P-FAN-GAS', 1, pos('烟道', 'Flue')], ['P-MB-GAS', 1, pos('电控盒', 'Control box')], ['P-TS-NTC10K', 1, pos('出水口', 'Water outlet')]],
    [],
    ['', ''],
  ],
  [
    'BOM-XQG100',
    ['10公斤滚筒洗衣机', '10 kg front loader'],
    'XQG100-D1',
    [['P-INHOSE', 1, pos('随机附件', 'Accessories')], ['P-INVALVE', 1, pos('后背板', 'Back panel')], ['P-DRAINPUMP', 1, pos('底座', 'Base')], ['P-DOORLOCK', 1, pos('机门', 'Door')], ['P-GASKET-WM', 1, pos('机门', 'Door')], ['P-BEARING', 1, pos('外筒', 'Tub')], ['P-SHOCK', 2, pos('底座', 'Base')], ['P-MOTOR-WM', 1, pos('外筒', 'Tub')], ['P-MB-WM', 1, pos('控制面板', 'Control panel')]],
    [],
    ['', ''],
  ],
  [
    'BOM-XQB80',
    ['8公斤波轮洗衣机', '8 kg top loader'],
    'XQB80-T3',
    [['P-INHOSE', 1, pos('随机附件', 'Accessories')], ['P-INVALVE', 1, pos('后盖', 'Back cover')], ['P-DRAINPUMP', 1, pos('底座', 'Base')], ['P-BEARING', 1, pos('外桶', 'Tub')], ['P-SHOCK', 4, pos('吊杆', 'Suspension')], ['P-MOTOR-WM', 1, pos('底座', 'Base')], ['P-BELT', 1, pos('底座', 'Base')], ['P-MB-WM', 1, pos('控制面板', 'Control panel')]],
    [],
    ['', ''],
  ],
  [
    'BOM-BCD452',
    ['452升对开门冰箱', '452 L side-by-side refrigerator'],
    'BCD-452W',
    [['P-COMP-RF', 1, pos('压缩机仓', 'Compressor bay')], ['P-DEFROST', 1, pos('冷冻蒸发器', 'Freezer evaporator')], ['P-FAN-RF', 1, pos('冷冻风道', 'Freezer duct')], ['P-GASKET-RF', 2, pos('门体', 'Doors')], ['P-MB-RF', 1, pos('顶部电控盒', 'Top control box')], ['P-TS-NTC10K', 3, pos('冷藏 / 冷冻 / 化霜', 'Fridge / freezer / defrost')]],
    [],
    ['', ''],
  ],
];

async function seedBoms(tx: Tx, tenantId: number, lang: Lang) {
  const at = lang === 'zh' ? 0 : 1;
  const partCodes = [...new Set(BOMS.flatMap(([, , , first, later]) => [...first, ...later].map(([code]) => code)))];
  const parts = new Map(
    (await tx.select({ id: s.basParts.id, code: s.basParts.code }).from(s.basParts).where(and(eq(s.basParts.tenantId, tenantId), inArray(s.basParts.code, partCodes)))).map((p) => [p.code, p.id]),
  );
  const items = new Map(
    (await tx.select({ id: s.basItem.id, code: s.basItem.code }).from(s.basItem).where(and(eq(s.basItem.tenantId, tenantId), inArray(s.basItem.code, BOMS.map((b) => b[2]))))).map((i) => [i.code, i.id]),
  );
  const linesOf = (lines: BomLines) => lines.map(([code, quantity, position]) => ({ partsId: parts.get(code)!, quantity, position: position?.[at] ?? null }));
  for (const [code, names, model, first, later, reason] of BOMS) {
    const itemId = items.get(model)!;
    const current = later.length ? later : first;
    const [bom] = await tx
      .insert(s.basPartsBom)
      .values({ tenantId, code, name: names[at], itemId, changeReason: later.length ? reason[at] : null })
      .returning({ id: s.basPartsBom.id });
    await tx.insert(s.basPartsBomLine).values(linesOf(current).map((line, lineNo) => ({ ...line, tenantId, parentId: bom.id, lineNo })));
    // The history the saves wrote: the lines as first saved, then the engineering change.
    const history: { changes: BomLineChange[]; reason: string | null; changedAt: string }[] = [{ changes: bomLineChanges([], linesOf(first)), reason: null, changedAt: '2025-03-01 09:30:00+08' }];
    if (later.length) history.push({ changes: bomLineChanges(linesOf(first), linesOf(later)), reason: reason[at], changedAt: '2025-06-18 15:12:00+08' });
    for (const { changes, reason: why, changedAt } of history) {
      await tx.insert(s.basPartsBomChange).values(changes.map((change) => ({ ...change, tenantId, bomId: bom.id, itemId, reason: why, changedBy: 'admin', changedAt })));
    }
  }
}

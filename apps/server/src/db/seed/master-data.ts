/**
 * Master-data demo rows of a tenant, named in its language (Chinese for T1, English for T2): product categories
 * and models with prices, purchase channels and shops, warehouses with locations, parts categories and parts, the
 * fault tree, check subjects, special-fee and finance subjects, knowledge types.
 */
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';

type Lang = 'zh' | 'en';
type Names = [zh: string, en: string];
type Tree = [code: string, names: Names, children?: Tree[]];

const pick = (names: Names, lang: Lang) => (lang === 'zh' ? names[0] : names[1]);

const ITEM_CATEGORIES: Tree[] = [
  ['AC', ['空调', 'Air conditioners'], [['AC-SPLIT', ['壁挂式空调', 'Split wall units']], ['AC-CAB', ['柜式空调', 'Floor-standing units']]]],
  ['WH', ['热水器', 'Water heaters'], [['WH-ELEC', ['电热水器', 'Electric water heaters']], ['WH-GAS', ['燃气热水器', 'Gas water heaters']]]],
  ['WM', ['洗衣机', 'Washing machines'], [['WM-FRONT', ['滚筒洗衣机', 'Front loaders']], ['WM-TOP', ['波轮洗衣机', 'Top loaders']]]],
  ['RF', ['冰箱', 'Refrigerators']],
];

/** [code, names, model, category, warranty months, [retail, installation] prices] */
const ITEMS: [string, Names, string, string, number, [string, string]][] = [
  ['KFR-35GW-A1', ['1.5匹变频壁挂式空调', '1.5 HP inverter split air conditioner'], 'KFR-35GW/A1', 'AC-SPLIT', 36, ['2999.00', '150.00']],
  ['KFR-26GW-A1', ['大1匹变频壁挂式空调', '1 HP inverter split air conditioner'], 'KFR-26GW/A1', 'AC-SPLIT', 36, ['2499.00', '150.00']],
  ['KFR-72LW-B2', ['3匹变频柜式空调', '3 HP inverter floor-standing air conditioner'], 'KFR-72LW/B2', 'AC-CAB', 36, ['6999.00', '300.00']],
  ['DSZF-60-E5', ['60升储水式电热水器', '60 L electric storage water heater'], 'DSZF-60-E5', 'WH-ELEC', 24, ['1599.00', '100.00']],
  ['JSQ25-13G', ['13升燃气热水器', '13 L gas water heater'], 'JSQ25-13G', 'WH-GAS', 24, ['1899.00', '120.00']],
  ['XQG100-D1', ['10公斤滚筒洗衣机', '10 kg front-loading washing machine'], 'XQG100-D1', 'WM-FRONT', 12, ['2799.00', '0.00']],
  ['XQB80-T3', ['8公斤波轮洗衣机', '8 kg top-loading washing machine'], 'XQB80-T3', 'WM-TOP', 12, ['1099.00', '0.00']],
  ['BCD-452W', ['452升对开门冰箱', '452 L side-by-side refrigerator'], 'BCD-452WKPZM', 'RF', 12, ['3699.00', '0.00']],
];

const CHANNELS: [string, Names, string][] = [
  ['JD', ['京东', 'JD.com'], 'ecommerce'],
  ['TMALL', ['天猫', 'Tmall'], 'ecommerce'],
  ['OFFICIAL', ['官方商城', 'Official online store'], 'official'],
  ['SUNING', ['苏宁易购', 'Suning'], 'store'],
  ['DEALER', ['区域经销商', 'Regional dealers'], 'dealer'],
];

/** [code, names, channel, contact, phone, [address zh, address en]] */
const SHOPS: [string, Names, string, string, string, Names][] = [
  ['JD-SELF', ['京东自营旗舰店', 'JD self-operated flagship store'], 'JD', '陈经理', '400-606-5500', ['北京市大兴区科创十一街 18 号', '18 Kechuang 11th St, Daxing, Beijing']],
  ['TM-FLAG', ['天猫官方旗舰店', 'Tmall official flagship store'], 'TMALL', '周店长', '0571-8888-1234', ['浙江省杭州市余杭区文一西路 969 号', '969 Wenyi West Rd, Yuhang, Hangzhou']],
  ['SN-BJ-CY', ['苏宁易购北京朝阳店', 'Suning Beijing Chaoyang store'], 'SUNING', '郑店长', '010-8599-2000', ['北京市朝阳区朝阳路 71 号', '71 Chaoyang Rd, Chaoyang, Beijing']],
  ['SN-SH-XJH', ['苏宁易购上海徐家汇店', 'Suning Shanghai Xujiahui store'], 'SUNING', '吴店长', '021-6407-3000', ['上海市徐汇区肇嘉浜路 1111 号', '1111 Zhaojiabang Rd, Xuhui, Shanghai']],
  ['DL-SH-HL', ['上海华联电器', 'Shanghai Hualian Appliances'], 'DEALER', '冯总', '021-5238-4000', ['上海市长宁区天山路 800 号', '800 Tianshan Rd, Changning, Shanghai']],
];

/** [code, names, type, storekeeper, owning organisation code, locations] */
const WAREHOUSES: [string, Names, string, Names, string, string[]][] = [
  ['WH-HQ', ['总部中心仓', 'Headquarters central warehouse'], 'hq', ['周库管', 'Zhou'], 'HQ', ['A-01-01', 'A-01-02', 'A-02-01', 'B-01-01']],
  ['WH-SC-N', ['华北中心仓', 'North China centre warehouse'], 'institutional', ['周库管', 'Zhou'], 'SC-N', ['N-01-01', 'N-01-02']],
  ['WH-SC-E', ['华东中心仓', 'East China centre warehouse'], 'institutional', ['周库管', 'Zhou'], 'SC-E', ['E-01-01', 'E-01-02']],
  ['WH-ASC-BJ-CY', ['北京朝阳网点仓', 'Beijing Chaoyang outlet store'], 'asc', ['朝阳网点经理', 'Chaoyang manager'], 'ASC-BJ-CY', ['CY-01']],
];

const PARTS_CATEGORIES: Tree[] = [
  ['ELEC', ['电控类', 'Electrical controls'], [['BOARD', ['主板', 'Control boards']], ['SENSOR', ['传感器', 'Sensors']], ['HEATER', ['加热元件', 'Heating elements']]]],
  ['REFRIG', ['制冷系统', 'Refrigeration'], [['COMP', ['压缩机', 'Compressors']], ['VALVE', ['阀件', 'Valves']]]],
  ['STRUCT', ['结构件', 'Structural parts']],
];

/** [code, names, model, category, [purchase, factory, level 1, level 2, retail], abc, safety stock, min/max application, max replacements, lead days] */
const PARTS: [string, Names, string, string, [string, string, string, string, string], string, number, [number, number], number, [number, number]][] = [
  ['P-MB-35GW', ['空调内机主板', 'Indoor unit control board'], 'MB-35GW-V2', 'BOARD', ['120.00', '150.00', '180.00', '200.00', '260.00'], 'A', 20, [1, 5], 1, [15, 3]],
  ['P-TS-NTC10K', ['NTC 10K 温度传感器', 'NTC 10K temperature sensor'], 'NTC-10K-B3950', 'SENSOR', ['3.50', '5.00', '6.00', '7.00', '15.00'], 'C', 200, [5, 50], 2, [7, 2]],
  ['P-COMP-35', ['变频压缩机', 'Inverter compressor'], 'ASN98D22UFZ', 'COMP', ['480.00', '560.00', '620.00', '660.00', '880.00'], 'A', 5, [1, 2], 1, [30, 5]],
  ['P-EEV-01', ['电子膨胀阀', 'Electronic expansion valve'], 'DPF1.65C', 'VALVE', ['45.00', '55.00', '65.00', '70.00', '120.00'], 'B', 30, [1, 10], 1, [20, 3]],
  ['P-HEAT-2K', ['2kW 加热管', '2 kW heating element'], 'HT-2000-60', 'HEATER', ['38.00', '46.00', '52.00', '56.00', '95.00'], 'B', 50, [1, 10], 1, [10, 2]],
  ['P-PANEL-35', ['内机面板', 'Indoor unit front panel'], 'PN-35GW-W', 'STRUCT', ['60.00', '72.00', '80.00', '85.00', '150.00'], 'C', 10, [1, 3], 1, [25, 4]],
];

/** Phenomenon [code, names, product category or null, causes [code, names, measures [code, names, needs parts]]] */
const FAULT_TREE: [string, Names, string | null, [string, Names, [string, Names, boolean][]][]][] = [
  ['FS-NOCOOL', ['不制冷', 'Does not cool'], 'AC', [
    ['FR-LEAK', ['冷媒泄漏', 'Refrigerant leak'], [['FM-RECHARGE', ['补漏并加注冷媒', 'Seal the leak and recharge refrigerant'], false]]],
    ['FR-COMP', ['压缩机损坏', 'Compressor failure'], [['FM-COMP', ['更换压缩机', 'Replace the compressor'], true]]],
  ]],
  ['FS-NOPOWER', ['不通电', 'No power'], null, [
    ['FR-BOARD', ['主板故障', 'Control board fault'], [['FM-BOARD', ['更换主板', 'Replace the control board'], true]]],
    ['FR-SOCKET', ['电源插座接触不良', 'Loose power socket'], [['FM-SOCKET', ['紧固或更换插座', 'Tighten or replace the socket'], false]]],
  ]],
  ['FS-WATER', ['漏水', 'Water leak'], 'WM', [['FR-HOSE', ['进水管老化', 'Aged inlet hose'], [['FM-HOSE', ['更换进水管', 'Replace the inlet hose'], true]]]]],
  ['FS-NOHEAT', ['不加热', 'Does not heat'], 'WH', [['FR-HEATER', ['加热管烧坏', 'Burnt heating element'], [['FM-HEATER', ['更换加热管', 'Replace the heating element'], true]]]]],
];

/** [code, names, type, amount, fee names, concurrent, appeal days, branch appeal, children] */
type CheckSeed = [string, Names, 'penalty' | 'reward', string, Names | null, boolean, number, boolean, CheckSeed[]?];
const CHECK_SUBJECTS: CheckSeed[] = [
  ['CK-TIME', ['时效考核', 'Timeliness'], 'penalty', '0.00', null, false, 0, false, [
    ['CK-LATE-RESP', ['超时响应', 'Late response'], 'penalty', '20.00', ['时效罚款', 'Timeliness penalty'], true, 3, false],
    ['CK-LATE-DONE', ['超时完工', 'Late completion'], 'penalty', '50.00', ['时效罚款', 'Timeliness penalty'], true, 3, false],
  ]],
  ['CK-QUALITY', ['服务质量', 'Service quality'], 'penalty', '0.00', null, false, 0, false, [
    ['CK-COMPLAINT', ['有效投诉', 'Valid complaint'], 'penalty', '200.00', ['投诉罚款', 'Complaint penalty'], false, 7, true],
    ['CK-FALSE', ['虚假工单', 'False work order'], 'penalty', '500.00', ['虚假工单罚款', 'False order penalty'], false, 7, true],
  ]],
  ['CK-PRAISE', ['客户表扬', 'Customer praise'], 'reward', '50.00', ['表扬奖励', 'Praise bonus'], true, 0, false],
];

const SPECIAL_FEES: [string, Names, string, boolean][] = [
  ['SF-REMOTE', ['远程费', 'Remote service fee'], '300.00', true],
  ['SF-HEIGHT', ['高空作业费', 'Work-at-height fee'], '200.00', true],
  ['SF-BRACKET', ['支架费', 'Bracket fee'], '150.00', false],
  ['SF-PARKING', ['停车费', 'Parking fee'], '50.00', true],
  ['SF-DISMANTLE', ['拆机费', 'Dismantling fee'], '100.00', false],
];

const FIN_SUBJECTS: [string, Names, 'income' | 'expense'][] = [
  ['FIN-LABOUR', ['服务工时费', 'Service labour fees'], 'expense'],
  ['FIN-SPECIAL', ['特殊费用', 'Special fees'], 'expense'],
  ['FIN-FREIGHT', ['物流运费', 'Freight'], 'expense'],
  ['FIN-PARTS', ['备件销售', 'Parts sales'], 'income'],
  ['FIN-DEPOSIT', ['网点保证金', 'Outlet deposits'], 'income'],
  ['FIN-PENALTY', ['考核罚款', 'Assessment penalties'], 'income'],
];

const KNOWLEDGE_TYPES: Tree[] = [
  ['KT-PRODUCT', ['产品知识', 'Product knowledge'], [['KT-INSTALL', ['安装指导', 'Installation guides']], ['KT-REPAIR', ['维修手册', 'Repair manuals']]]],
  ['KT-POLICY', ['服务政策', 'Service policies'], [['KT-WARRANTY', ['保修政策', 'Warranty policy']], ['KT-FEES', ['收费标准', 'Fee standards']]]],
  ['KT-FAQ', ['常见问题', 'Frequently asked questions']],
];

type TreeTable = typeof s.basItemCategory | typeof s.basPartsCategory | typeof s.basKnowledgeType;

async function seedTree(tx: Tx, table: TreeTable, tenantId: number, lang: Lang, nodes: Tree[], ids: Map<string, number>, parentId = -1) {
  for (const [sort, [code, names, children]] of nodes.entries()) {
    const [row] = await tx.insert(table).values({ tenantId, parentId, code, name: pick(names, lang), sort }).returning({ id: table.id });
    ids.set(code, row.id);
    if (children) await seedTree(tx, table, tenantId, lang, children, ids, row.id);
  }
  return ids;
}

async function seedCheckSubjects(tx: Tx, tenantId: number, lang: Lang, nodes: CheckSeed[], parentId = -1) {
  for (const [sort, [code, names, subjectType, amount, feeNames, concurrent, appealDays, branchAppeal, children]] of nodes.entries()) {
    const [row] = await tx
      .insert(s.basCheckSubject)
      .values({ tenantId, parentId, code, name: pick(names, lang), subjectType, amount, feeName: feeNames && pick(feeNames, lang), concurrent, appealDays, branchAppeal, sort })
      .returning({ id: s.basCheckSubject.id });
    if (children) await seedCheckSubjects(tx, tenantId, lang, children, row.id);
  }
}

/** deptIds: the tenant's organisations by code (warehouses of organisations the tenant lacks belong to none). */
export async function seedMasterData(tx: Tx, tenantId: number, lang: Lang, deptIds: Map<string, number>) {
  const brand = lang === 'zh' ? '示范' : 'Second Brand';
  const categories = await seedTree(tx, s.basItemCategory, tenantId, lang, ITEM_CATEGORIES, new Map());
  for (const [code, names, model, category, warrantyMonths, [retail, install]] of ITEMS) {
    const [item] = await tx
      .insert(s.basItem)
      .values({ tenantId, code, name: pick(names, lang), model, categoryId: categories.get(category)!, brand, unit: 'set', warrantyMonths })
      .returning({ id: s.basItem.id });
    await tx.insert(s.basItemPrice).values([
      { tenantId, itemId: item.id, priceType: 'retail', price: retail, validFrom: '2025-01-01' },
      ...(install === '0.00' ? [] : [{ tenantId, itemId: item.id, priceType: 'install', price: install, validFrom: '2025-01-01' }]),
    ]);
  }
  const channels = new Map<string, number>();
  for (const [sort, [code, names, channelType]] of CHANNELS.entries()) {
    const [row] = await tx.insert(s.basBuyChannel).values({ tenantId, code, name: pick(names, lang), channelType, sort }).returning({ id: s.basBuyChannel.id });
    channels.set(code, row.id);
  }
  await tx.insert(s.basBuyShop).values(
    SHOPS.map(([code, names, channel, contact, phone, address]) => ({ tenantId, code, name: pick(names, lang), channelId: channels.get(channel)!, contact, phone, address: pick(address, lang) })),
  );
  for (const [code, names, warehouseType, keeper, dept, locations] of WAREHOUSES) {
    const [row] = await tx
      .insert(s.basWarehouse)
      .values({ tenantId, code, name: pick(names, lang), warehouseType, storekeeper: pick(keeper, lang), deptId: deptIds.get(dept) ?? null })
      .returning({ id: s.basWarehouse.id });
    await tx.insert(s.basWarehouseLocation).values(locations.map((location, lineNo) => ({ tenantId, parentId: row.id, lineNo, code: location, name: location })));
  }
  const partsCategories = await seedTree(tx, s.basPartsCategory, tenantId, lang, PARTS_CATEGORIES, new Map());
  await tx.insert(s.basParts).values(
    PARTS.map(([code, names, model, category, [purchasePrice, factoryPrice, level1Price, level2Price, retailPrice], abcClass, safetyStock, [minApply, maxApply], maxReplace, [purchaseLeadDays, deliveryLeadDays]]) => ({
      tenantId, code, name: pick(names, lang), model, categoryId: partsCategories.get(category)!, purchasePrice, factoryPrice, level1Price, level2Price, retailPrice,
      abcClass, safetyStock, minApply, maxApply, maxReplace, purchaseLeadDays, deliveryLeadDays,
    })),
  );
  for (const [sort, [code, names, category, reasons]] of FAULT_TREE.entries()) {
    const [symptom] = await tx
      .insert(s.basFaultSymptom)
      .values({ tenantId, code, name: pick(names, lang), categoryId: category ? categories.get(category)! : null, sort })
      .returning({ id: s.basFaultSymptom.id });
    for (const [reasonSort, [reasonCode, reasonNames, methods]] of reasons.entries()) {
      const [reason] = await tx
        .insert(s.basFaultReason)
        .values({ tenantId, code: reasonCode, name: pick(reasonNames, lang), symptomId: symptom.id, sort: reasonSort })
        .returning({ id: s.basFaultReason.id });
      await tx.insert(s.basFixMethod).values(methods.map(([methodCode, methodNames, needParts], methodSort) => ({ tenantId, code: methodCode, name: pick(methodNames, lang), reasonId: reason.id, needParts, sort: methodSort })));
    }
  }
  await seedCheckSubjects(tx, tenantId, lang, CHECK_SUBJECTS);
  await tx.insert(s.sfSpecialFeeSubject).values(SPECIAL_FEES.map(([code, names, maxAmount, needAttachment], sort) => ({ tenantId, code, name: pick(names, lang), maxAmount, needAttachment, sort })));
  await tx.insert(s.basFinSubject).values(FIN_SUBJECTS.map(([code, names, direction], sort) => ({ tenantId, code, name: pick(names, lang), direction, sort })));
  await seedTree(tx, s.basKnowledgeType, tenantId, lang, KNOWLEDGE_TYPES, new Map());
}

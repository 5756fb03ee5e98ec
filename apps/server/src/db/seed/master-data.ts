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
  ['ELEC', ['电控类', 'Electrical controls'], [['BOARD', ['主板', 'Control boards']], ['SENSOR', ['传感器', 'Sensors']], ['HEATER', ['加热元件', 'Heating elements']], ['MOTOR', ['电机', 'Motors']]]],
  ['REFRIG', ['制冷系统', 'Refrigeration'], [['COMP', ['压缩机', 'Compressors']], ['VALVE', ['阀件', 'Valves']]]],
  ['STRUCT', ['结构件', 'Structural parts']],
  ['GASPART', ['燃气部件', 'Gas components']],
];

/** [code, names, model, category, [purchase, factory, level 1, level 2, retail], abc, safety stock, min/max application, max replacements, lead days] */
const PARTS: [string, Names, string, string, [string, string, string, string, string], string, number, [number, number], number, [number, number]][] = [
  ['P-MB-35GW', ['空调内机主板', 'Indoor unit control board'], 'MB-35GW-V2', 'BOARD', ['120.00', '150.00', '180.00', '200.00', '260.00'], 'A', 20, [1, 5], 1, [15, 3]],
  ['P-TS-NTC10K', ['NTC 10K 温度传感器', 'NTC 10K temperature sensor'], 'NTC-10K-B3950', 'SENSOR', ['3.50', '5.00', '6.00', '7.00', '15.00'], 'C', 200, [5, 50], 2, [7, 2]],
  ['P-COMP-35', ['变频压缩机', 'Inverter compressor'], 'ASN98D22UFZ', 'COMP', ['480.00', '560.00', '620.00', '660.00', '880.00'], 'A', 5, [1, 2], 1, [30, 5]],
  ['P-EEV-01', ['电子膨胀阀', 'Electronic expansion valve'], 'DPF1.65C', 'VALVE', ['45.00', '55.00', '65.00', '70.00', '120.00'], 'B', 30, [1, 10], 1, [20, 3]],
  ['P-HEAT-2K', ['2kW 加热管', '2 kW heating element'], 'HT-2000-60', 'HEATER', ['38.00', '46.00', '52.00', '56.00', '95.00'], 'B', 50, [1, 10], 1, [10, 2]],
  ['P-PANEL-35', ['内机面板', 'Indoor unit front panel'], 'PN-35GW-W', 'STRUCT', ['60.00', '72.00', '80.00', '85.00', '150.00'], 'C', 10, [1, 3], 1, [25, 4]],
  // Air conditioners
  ['P-MB-OUT', ['空调外机主板', 'Outdoor unit control board'], 'MBO-35-V3', 'BOARD', ['150.00', '180.00', '210.00', '230.00', '320.00'], 'A', 15, [1, 5], 1, [15, 3]],
  ['P-MB-72LW', ['柜机内机主板', 'Floor unit control board'], 'MB-72LW-V1', 'BOARD', ['160.00', '190.00', '220.00', '240.00', '340.00'], 'A', 8, [1, 3], 1, [15, 3]],
  ['P-COMP-72', ['3匹变频压缩机', '3 HP inverter compressor'], 'ATF310D43UMT', 'COMP', ['900.00', '1050.00', '1150.00', '1200.00', '1600.00'], 'A', 3, [1, 2], 1, [30, 5]],
  ['P-4WV', ['四通换向阀', 'Four-way reversing valve'], 'STF-0213G', 'VALVE', ['55.00', '68.00', '78.00', '84.00', '150.00'], 'B', 20, [1, 5], 1, [20, 3]],
  ['P-FAN-IN', ['室内风机电机', 'Indoor fan motor'], 'RPG20D', 'MOTOR', ['65.00', '78.00', '88.00', '95.00', '160.00'], 'B', 15, [1, 5], 1, [15, 3]],
  ['P-FAN-OUT', ['室外风机电机', 'Outdoor fan motor'], 'ZKFN-34-8-6', 'MOTOR', ['85.00', '100.00', '115.00', '125.00', '210.00'], 'B', 10, [1, 5], 1, [15, 3]],
  ['P-RC-01', ['空调遥控器', 'Air conditioner remote control'], 'RC-KFR-01', 'STRUCT', ['12.00', '15.00', '18.00', '20.00', '45.00'], 'C', 50, [1, 20], 2, [10, 2]],
  ['P-DRAIN-AC', ['空调排水管', 'Condensate drain hose'], 'DH-16-2M', 'STRUCT', ['4.00', '5.00', '6.00', '7.00', '20.00'], 'C', 100, [1, 20], 2, [7, 2]],
  // Water heaters
  ['P-THERMO-WH', ['热水器温控器', 'Water heater thermostat'], 'TC-75-WH', 'SENSOR', ['18.00', '22.00', '26.00', '28.00', '55.00'], 'B', 30, [1, 10], 1, [10, 2]],
  ['P-ANODE', ['镁棒', 'Magnesium anode rod'], 'MG-22-300', 'STRUCT', ['15.00', '18.00', '21.00', '23.00', '60.00'], 'C', 60, [1, 20], 2, [10, 2]],
  ['P-MB-WH', ['电热水器电脑板', 'Electric water heater control board'], 'MB-DSZF-E5', 'BOARD', ['70.00', '85.00', '98.00', '105.00', '180.00'], 'B', 10, [1, 5], 1, [15, 3]],
  ['P-PLUG-RCD', ['漏电保护插头', 'Leakage protection plug'], 'RCD-16A-10MA', 'STRUCT', ['22.00', '26.00', '30.00', '33.00', '68.00'], 'C', 40, [1, 10], 1, [10, 2]],
  ['P-IGN-13', ['点火针', 'Ignition electrode'], 'IGN-JSQ-13', 'GASPART', ['8.00', '10.00', '12.00', '13.00', '35.00'], 'C', 60, [1, 20], 2, [10, 2]],
  ['P-FLOWSW', ['水流开关', 'Water flow switch'], 'FS-G12-HALL', 'SENSOR', ['20.00', '25.00', '29.00', '31.00', '65.00'], 'B', 30, [1, 10], 1, [10, 2]],
  ['P-GASVALVE', ['燃气比例阀', 'Gas proportional valve'], 'PV-JSQ25', 'GASPART', ['75.00', '90.00', '102.00', '110.00', '190.00'], 'B', 10, [1, 5], 1, [20, 3]],
  ['P-FAN-GAS', ['燃气热水器排风机', 'Gas water heater exhaust fan'], 'EF-JSQ25-36W', 'MOTOR', ['60.00', '72.00', '82.00', '88.00', '150.00'], 'B', 10, [1, 5], 1, [15, 3]],
  ['P-MB-GAS', ['燃气热水器主板', 'Gas water heater control board'], 'MB-JSQ25-13G', 'BOARD', ['85.00', '100.00', '115.00', '125.00', '210.00'], 'B', 10, [1, 5], 1, [15, 3]],
  // Washing machines
  ['P-INHOSE', ['洗衣机进水管', 'Washing machine inlet hose'], 'IH-150-G34', 'STRUCT', ['9.00', '12.00', '14.00', '15.00', '35.00'], 'C', 80, [1, 20], 2, [7, 2]],
  ['P-INVALVE', ['进水电磁阀', 'Water inlet solenoid valve'], 'IV-2W-220', 'VALVE', ['18.00', '22.00', '25.00', '27.00', '55.00'], 'B', 40, [1, 10], 1, [10, 2]],
  ['P-DRAINPUMP', ['排水泵', 'Drain pump'], 'DP-B20-6A', 'MOTOR', ['30.00', '36.00', '41.00', '44.00', '85.00'], 'B', 30, [1, 10], 1, [10, 2]],
  ['P-DOORLOCK', ['滚筒门锁', 'Door lock'], 'DL-ZV446', 'STRUCT', ['20.00', '24.00', '28.00', '30.00', '60.00'], 'B', 30, [1, 10], 1, [10, 2]],
  ['P-GASKET-WM', ['滚筒门封圈', 'Door gasket'], 'DG-XQG100', 'STRUCT', ['35.00', '42.00', '48.00', '52.00', '98.00'], 'C', 20, [1, 5], 1, [15, 3]],
  ['P-BEARING', ['滚筒轴承组件', 'Drum bearing kit'], 'BRG-6205-6206', 'STRUCT', ['40.00', '48.00', '55.00', '60.00', '120.00'], 'B', 20, [1, 5], 1, [15, 3]],
  ['P-SHOCK', ['减震器', 'Shock absorber'], 'SA-100N', 'STRUCT', ['14.00', '17.00', '20.00', '22.00', '45.00'], 'C', 40, [2, 10], 2, [10, 2]],
  ['P-MOTOR-WM', ['洗涤电机', 'Drive motor'], 'BLDC-XQ-300W', 'MOTOR', ['220.00', '260.00', '290.00', '310.00', '480.00'], 'A', 5, [1, 2], 1, [20, 3]],
  ['P-BELT', ['波轮洗衣机皮带', 'Drive belt'], 'BELT-O-610', 'STRUCT', ['6.00', '8.00', '9.00', '10.00', '25.00'], 'C', 60, [1, 20], 2, [7, 2]],
  ['P-MB-WM', ['洗衣机电脑板', 'Washing machine control board'], 'MB-XQ-V5', 'BOARD', ['110.00', '130.00', '150.00', '160.00', '260.00'], 'A', 10, [1, 5], 1, [15, 3]],
  // Refrigerators
  ['P-COMP-RF', ['冰箱变频压缩机', 'Refrigerator inverter compressor'], 'VTX1113Y', 'COMP', ['320.00', '380.00', '420.00', '450.00', '680.00'], 'A', 5, [1, 2], 1, [30, 5]],
  ['P-DEFROST', ['化霜加热管', 'Defrost heater'], 'DH-RF-180W', 'HEATER', ['25.00', '30.00', '35.00', '38.00', '75.00'], 'B', 20, [1, 5], 1, [10, 2]],
  ['P-FAN-RF', ['冷冻室风机', 'Freezer fan motor'], 'FM-RF-12V', 'MOTOR', ['28.00', '34.00', '39.00', '42.00', '85.00'], 'B', 20, [1, 5], 1, [10, 2]],
  ['P-GASKET-RF', ['冰箱门封条', 'Refrigerator door seal'], 'DS-452-W', 'STRUCT', ['30.00', '36.00', '41.00', '44.00', '90.00'], 'C', 20, [1, 5], 1, [15, 3]],
  ['P-MB-RF', ['冰箱主控板', 'Refrigerator control board'], 'MB-BCD452-V2', 'BOARD', ['95.00', '115.00', '130.00', '140.00', '230.00'], 'A', 8, [1, 3], 1, [15, 3]],
];

type Measure = [code: string, names: Names, needsParts: boolean];
type Cause = [code: string, names: Names, measures: Measure[]];
/**
 * Phenomenon [code, names, product category or null (every product), causes]. A measure needs parts exactly when
 * it replaces one, and each such part is in the BOM of the category's models (seed/company-setup.ts).
 */
const FAULT_TREE: [string, Names, string | null, Cause[]][] = [
  ['FS-NOPOWER', ['不通电', 'No power'], null, [
    ['FR-BOARD', ['主板故障', 'Control board fault'], [['FM-BOARD', ['更换主板', 'Replace the control board'], true]]],
    ['FR-SOCKET', ['电源插座接触不良', 'Loose power socket'], [['FM-SOCKET', ['紧固或更换插座', 'Tighten or replace the socket'], false]]],
  ]],
  // Air conditioners
  ['FS-NOCOOL', ['不制冷', 'Does not cool'], 'AC', [
    ['FR-FILTER', ['滤网脏堵', 'Clogged air filter'], [['FM-FILTER', ['清洗滤网', 'Clean the filter'], false]]],
    ['FR-LEAK', ['冷媒泄漏', 'Refrigerant leak'], [['FM-RECHARGE', ['补漏并加注冷媒', 'Seal the leak and recharge refrigerant'], false]]],
    ['FR-EEV', ['电子膨胀阀卡死', 'Expansion valve stuck'], [['FM-EEV', ['更换电子膨胀阀', 'Replace the expansion valve'], true]]],
    ['FR-COMP', ['压缩机损坏', 'Compressor failure'], [['FM-COMP', ['更换压缩机', 'Replace the compressor'], true]]],
  ]],
  ['FS-POORHEAT', ['制热效果差', 'Heats poorly'], 'AC', [
    ['FR-HFILTER', ['滤网脏堵', 'Clogged air filter'], [['FM-HFILTER', ['清洗滤网', 'Clean the filter'], false]]],
    ['FR-LOWGAS', ['冷媒不足', 'Low refrigerant'], [['FM-HRECHARGE', ['检漏并补充冷媒', 'Check for leaks and top up refrigerant'], false]]],
    ['FR-4WV', ['四通阀不换向', 'Four-way valve does not switch'], [['FM-4WV', ['更换四通阀', 'Replace the four-way valve'], true]]],
  ]],
  ['FS-ACLEAK', ['室内机漏水', 'Indoor unit drips water'], 'AC', [
    ['FR-DRAIN', ['排水管堵塞或破损', 'Drain hose blocked or cracked'], [
      ['FM-DRAIN', ['疏通排水管', 'Clear the drain hose'], false],
      ['FM-DRAINPIPE', ['更换排水管', 'Replace the drain hose'], true],
    ]],
    ['FR-TILT', ['内机安装不水平', 'Indoor unit not level'], [['FM-RELEVEL', ['重新调整内机水平', 'Re-level the indoor unit'], false]]],
  ]],
  ['FS-NOAIR', ['室内机不出风', 'No air from the indoor unit'], 'AC', [
    ['FR-FANIN', ['室内风机损坏', 'Indoor fan motor failed'], [['FM-FANIN', ['更换室内风机电机', 'Replace the indoor fan motor'], true]]],
    ['FR-PIPESENSOR', ['管温传感器故障（防冷风保护）', 'Pipe sensor fault (cold-draught protection)'], [['FM-PIPESENSOR', ['更换温度传感器', 'Replace the temperature sensor'], true]]],
  ]],
  ['FS-NOISE', ['室外机噪音大', 'Noisy outdoor unit'], 'AC', [
    ['FR-FANOUT', ['室外风机轴承磨损', 'Outdoor fan bearing worn'], [['FM-FANOUT', ['更换室外风机电机', 'Replace the outdoor fan motor'], true]]],
    ['FR-BRACKET', ['外机支架松动', 'Loose outdoor bracket'], [['FM-BRACKET', ['紧固支架并加装减震垫', 'Tighten the bracket and add damping pads'], false]]],
  ]],
  ['FS-ERRCODE', ['显示故障代码', 'Shows an error code'], 'AC', [
    ['FR-COMM', ['内外机通讯故障', 'Indoor-outdoor communication fault'], [
      ['FM-WIRING', ['检修连接线', 'Repair the connecting cable'], false],
      ['FM-OUTBOARD', ['更换外机主板', 'Replace the outdoor control board'], true],
    ]],
  ]],
  ['FS-REMOTE', ['遥控无反应', 'Does not respond to the remote'], 'AC', [
    ['FR-BATTERY', ['遥控器电池耗尽', 'Remote batteries flat'], [['FM-BATTERY', ['更换遥控器电池', 'Replace the remote\'s batteries'], false]]],
    ['FR-REMOTE', ['遥控器损坏', 'Remote control broken'], [['FM-REMOTE', ['更换遥控器', 'Replace the remote control'], true]]],
  ]],
  // Water heaters
  ['FS-NOHEAT', ['不加热', 'Does not heat'], 'WH-ELEC', [
    ['FR-HEATER', ['加热管烧坏', 'Burnt heating element'], [['FM-HEATER', ['更换加热管', 'Replace the heating element'], true]]],
    ['FR-THERMO', ['温控器故障', 'Thermostat fault'], [['FM-THERMO', ['更换温控器', 'Replace the thermostat'], true]]],
    ['FR-CUTOUT', ['超温保护器跳开', 'Overheat cut-out tripped'], [['FM-CUTOUT', ['复位超温保护器', 'Reset the overheat cut-out'], false]]],
  ]],
  ['FS-TRIPS', ['漏电保护跳闸', 'Leakage protection trips'], 'WH-ELEC', [
    ['FR-HEATERLEAK', ['加热管漏电', 'Heating element leaks current'], [['FM-HEATERLEAK', ['更换加热管', 'Replace the heating element'], true]]],
    ['FR-PLUG', ['漏电保护插头损坏', 'Leakage protection plug faulty'], [['FM-PLUG', ['更换漏电保护插头', 'Replace the protection plug'], true]]],
  ]],
  ['FS-SCALE', ['出水带杂质、有异响', 'Dirty water and rumbling'], 'WH-ELEC', [
    ['FR-ANODE', ['镁棒耗尽、内胆结垢', 'Anode used up, tank scaled'], [['FM-ANODE', ['清洗内胆并更换镁棒', 'Flush the tank and replace the anode'], true]]],
  ]],
  ['FS-WHLEAK', ['热水器漏水', 'Water heater leaks'], 'WH', [
    ['FR-FITTING', ['进出水接头松动', 'Loose water fittings'], [['FM-FITTING', ['紧固接头并更换密封圈', 'Tighten the fittings and renew the washers'], false]]],
    ['FR-RELIEF', ['安全阀泄压滴水', 'Relief valve drips'], [['FM-RELIEF', ['加装泄压排水管（属正常泄压）', 'Fit a drain pipe to the relief valve (normal relief)'], false]]],
  ]],
  ['FS-NOIGNITE', ['不点火', 'Does not ignite'], 'WH-GAS', [
    ['FR-GASOFF', ['燃气阀未开或气压不足', 'Gas valve closed or low gas pressure'], [['FM-GASOFF', ['开启燃气阀并检查气源', 'Open the gas valve and check the supply'], false]]],
    ['FR-IGN', ['点火针积碳或损坏', 'Ignition electrode fouled or broken'], [['FM-IGN', ['更换点火针', 'Replace the ignition electrode'], true]]],
    ['FR-FLOWSW', ['水流开关不动作', 'Water flow switch does not trip'], [['FM-FLOWSW', ['更换水流开关', 'Replace the water flow switch'], true]]],
  ]],
  ['FS-FLAMEOUT', ['使用中熄火', 'Flame goes out'], 'WH-GAS', [
    ['FR-FLUE', ['烟道堵塞', 'Blocked flue'], [['FM-FLUE', ['清理烟道', 'Clear the flue'], false]]],
    ['FR-FANGAS', ['排风机故障', 'Exhaust fan fault'], [['FM-FANGAS', ['更换排风机', 'Replace the exhaust fan'], true]]],
  ]],
  ['FS-TEMPSWING', ['水温忽冷忽热', 'Water temperature swings'], 'WH-GAS', [
    ['FR-PRESSURE', ['自来水压力不稳', 'Unsteady mains pressure'], [['FM-PRESSURE', ['调低出水温度、建议加装稳压阀', 'Lower the set temperature; advise a pressure regulator'], false]]],
    ['FR-GASVALVE', ['燃气比例阀故障', 'Gas proportional valve fault'], [['FM-GASVALVE', ['更换燃气比例阀', 'Replace the gas proportional valve'], true]]],
  ]],
  // Washing machines
  ['FS-WATER', ['漏水', 'Water leak'], 'WM', [
    ['FR-HOSE', ['进水管老化', 'Aged inlet hose'], [['FM-HOSE', ['更换进水管', 'Replace the inlet hose'], true]]],
    ['FR-CLAMP', ['排水管卡箍松动', 'Loose drain hose clamp'], [['FM-CLAMP', ['紧固排水管卡箍', 'Tighten the drain hose clamp'], false]]],
    ['FR-GASKET', ['门封圈破损', 'Torn door gasket'], [['FM-GASKET', ['更换门封圈', 'Replace the door gasket'], true]]],
  ]],
  ['FS-NODRAIN', ['不排水', 'Does not drain'], 'WM', [
    ['FR-DRAINFILTER', ['排水过滤器堵塞', 'Drain filter blocked'], [['FM-DRAINFILTER', ['清理排水过滤器', 'Clean the drain filter'], false]]],
    ['FR-PUMP', ['排水泵损坏', 'Drain pump failed'], [['FM-PUMP', ['更换排水泵', 'Replace the drain pump'], true]]],
  ]],
  ['FS-NOFILL', ['不进水', 'Does not fill'], 'WM', [
    ['FR-TAP', ['水龙头未开或水压低', 'Tap closed or low pressure'], [['FM-TAP', ['打开水龙头并清洗进水滤网', 'Open the tap and clean the inlet screen'], false]]],
    ['FR-INVALVE', ['进水阀故障', 'Inlet valve fault'], [['FM-INVALVE', ['更换进水阀', 'Replace the inlet valve'], true]]],
  ]],
  ['FS-SPINNOISE', ['脱水时异响', 'Noisy spin'], 'WM', [
    ['FR-UNBALANCE', ['衣物偏置或机身不平', 'Unbalanced load or machine not level'], [['FM-UNBALANCE', ['重新摆放衣物并调平机身', 'Redistribute the load and level the machine'], false]]],
    ['FR-BEARING', ['滚筒轴承磨损', 'Worn drum bearings'], [['FM-BEARING', ['更换滚筒轴承', 'Replace the drum bearings'], true]]],
    ['FR-SHOCK', ['减震器失效', 'Shock absorbers worn'], [['FM-SHOCK', ['更换减震器', 'Replace the shock absorbers'], true]]],
  ]],
  ['FS-NOSPIN', ['不转动', 'Drum does not turn'], 'WM', [
    ['FR-BELT', ['皮带脱落或断裂', 'Belt off or broken'], [['FM-BELT', ['更换皮带', 'Replace the belt'], true]]],
    ['FR-MOTOR', ['电机损坏', 'Motor failed'], [['FM-MOTOR', ['更换电机', 'Replace the motor'], true]]],
  ]],
  ['FS-DOOR', ['门锁异常、无法启动', 'Door lock fault, will not start'], 'WM-FRONT', [
    ['FR-DOORLOCK', ['门锁损坏', 'Door lock broken'], [['FM-DOORLOCK', ['更换门锁', 'Replace the door lock'], true]]],
  ]],
  // Refrigerators
  ['FS-RFWARM', ['冷藏室不冷', 'Fridge not cold'], 'RF', [
    ['FR-FROST', ['蒸发器结霜堵塞（化霜故障）', 'Evaporator iced up (defrost fault)'], [['FM-DEFROST', ['更换化霜加热管', 'Replace the defrost heater'], true]]],
    ['FR-FANRF', ['冷冻风机不转', 'Freezer fan does not run'], [['FM-FANRF', ['更换冷冻风机', 'Replace the freezer fan'], true]]],
    ['FR-COMPRF', ['压缩机不启动', 'Compressor does not start'], [['FM-COMPRF', ['更换压缩机', 'Replace the compressor'], true]]],
  ]],
  ['FS-RFNOISE', ['冰箱噪音大', 'Noisy refrigerator'], 'RF', [
    ['FR-RFLEVEL', ['摆放不平', 'Not level'], [['FM-RFLEVEL', ['调整底脚', 'Adjust the feet'], false]]],
    ['FR-FANICE', ['风扇叶碰冰', 'Fan blade hits ice'], [['FM-FANICE', ['化霜并清理风道', 'Defrost and clear the air duct'], false]]],
  ]],
  ['FS-SWEAT', ['门体凝露、关不严', 'Door sweats or does not seal'], 'RF', [
    ['FR-SEAL', ['门封条老化变形', 'Door seal aged or deformed'], [['FM-SEAL', ['更换门封条', 'Replace the door seal'], true]]],
  ]],
  ['FS-RFTEMP', ['温度显示异常', 'Wrong temperature shown'], 'RF', [
    ['FR-RFSENSOR', ['温度传感器故障', 'Temperature sensor fault'], [['FM-RFSENSOR', ['更换温度传感器', 'Replace the temperature sensor'], true]]],
  ]],
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

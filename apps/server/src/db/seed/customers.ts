/**
 * Demo customers and their appliances, in the tenant's language (Chinese for T1, English for T2), registered by
 * the outlets and centres of the demo organisation so that each sees its own; and the customer screens granted to
 * the centre and outlet roles (outlets register and look after customers, centres also review profiles).
 */
import { and, eq, inArray, like, or } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';

type Lang = 'zh' | 'en';

/** [last name, first name, phone, second contact, user type, registering organisation, [province, city, district] area codes, address, postal code] */
type CustomerSeed = [string, string, string, string | null, string, string, [string, string, string], string, string];

/** [customer index, serial number, model code, purchase date, channel code, shop code, installation time] */
type AssetSeed = [number, string, string, string, string, string | null, string | null];

const ZH_CUSTOMERS: CustomerSeed[] = [
  ['张', '伟', '13911110001', '010-8451-2233', '1', 'ASC-BJ-CY', ['110000', '110100', '110105'], '北京市朝阳区望京西园三区 312 号楼 1 单元 502', '100102'],
  ['王', '芳', '13911110002', null, '2', 'ASC-BJ-CY', ['110000', '110100', '110105'], '北京市朝阳区三里屯路 19 号院 6 号楼 1203', '100027'],
  ['李', '娜', '13911110003', '13611110003', '1', 'ASC-BJ-HD', ['110000', '110100', '110108'], '北京市海淀区学院路 35 号 8 号楼 401', '100083'],
  ['刘', '洋', '13911110004', null, '1', 'ASC-BJ-HD', ['110000', '110100', '110108'], '北京市海淀区中关村南大街 12 号 2 单元 901', '100081'],
  ['陈', '静', '13911110005', null, '3', 'SC-N', ['110000', '110100', '110101'], '北京市东城区东直门南大街 5 号 工程样机间', '100007'],
  ['杨', '磊', '13911110006', '021-5888-7766', '1', 'ASC-SH-PD', ['310000', '310100', '310115'], '上海市浦东新区张杨路 1500 弄 23 号 1801', '200122'],
  ['赵', '敏', '13911110007', null, '2', 'ASC-SH-PD', ['310000', '310100', '310115'], '上海市浦东新区世纪大道 88 号 3301', '200120'],
  ['黄', '强', '13911110008', null, '1', 'ASC-SH-MH', ['310000', '310100', '310112'], '上海市闵行区莘庄镇莘松路 380 弄 7 号 602', '201100'],
  ['周', '婷', '13911110009', null, '4', 'SC-E', ['310000', '310100', '310101'], '上海市黄浦区南京东路 299 号 展厅', '200001'],
  ['吴', '刚', '13911110010', '13511110010', '1', 'HQ', ['440000', '440300', '440305'], '深圳市南山区科技园科苑路 15 号 1 栋 2106', '518057'],
];

const EN_CUSTOMERS: CustomerSeed[] = [
  ['Smith', 'John', '13722220001', '+34 612 345 678', '1', 'T2-HQ', ['110000', '110100', '110105'], '12 Wangjing West Garden, Chaoyang, Beijing', '100102'],
  ['García', 'María', '13722220002', null, '2', 'T2-HQ', ['310000', '310100', '310115'], 'Apt 1801, 1500 Zhangyang Rd, Pudong, Shanghai', '200122'],
  ['Brown', 'Emily', '13722220003', null, '1', 'T2-HQ', ['440000', '440300', '440305'], 'Unit 2106, 15 Keyuan Rd, Nanshan, Shenzhen', '518057'],
];

const ZH_ASSETS: AssetSeed[] = [
  [0, 'SN35GWA1202403150001', 'KFR-35GW-A1', '2024-03-15', 'JD', 'JD-SELF', '2024-03-18 14:00:00'],
  [0, 'SN60E5202208200017', 'DSZF-60-E5', '2022-08-20', 'SUNING', 'SN-BJ-CY', '2022-08-22 10:30:00'],
  [1, 'SN72LWB2202506010042', 'KFR-72LW-B2', '2025-06-01', 'TMALL', 'TM-FLAG', '2025-06-05 09:00:00'],
  [2, 'SNXQG100D1202311110008', 'XQG100-D1', '2023-11-11', 'TMALL', 'TM-FLAG', null],
  [3, 'SNBCD452W202601020031', 'BCD-452W', '2026-01-02', 'OFFICIAL', null, null],
  [5, 'SN26GWA1202507200105', 'KFR-26GW-A1', '2025-07-20', 'SUNING', 'SN-SH-XJH', '2025-07-22 16:00:00'],
  [6, 'SNJSQ2513G202109090003', 'JSQ25-13G', '2021-09-09', 'DEALER', 'DL-SH-HL', '2021-09-12 11:00:00'],
  [7, 'SNXQB80T3202412120077', 'XQB80-T3', '2024-12-12', 'JD', 'JD-SELF', null],
  [9, 'SN35GWA1202605050219', 'KFR-35GW-A1', '2026-05-05', 'OFFICIAL', null, '2026-05-08 15:30:00'],
];

const EN_ASSETS: AssetSeed[] = [
  [0, 'SN35GWA1202501100901', 'KFR-35GW-A1', '2025-01-10', 'JD', 'JD-SELF', '2025-01-12 10:00:00'],
  [1, 'SNXQG100D1202204040902', 'XQG100-D1', '2022-04-04', 'TMALL', 'TM-FLAG', null],
  [2, 'SNBCD452W202509090903', 'BCD-452W', '2025-09-09', 'OFFICIAL', null, null],
];

/** Phones of the demo profiles still waiting for review. */
const PENDING_REVIEW = ['13911110004', '13911110008'];

/** Role codes and the customer screens they get (all of a screen's buttons with it). */
const GRANTS: [string[], string[]][] = [
  [['CENTRE'], ['customer', 'customer.profile', 'customer.asset', 'customer.review']],
  [['OUTLET_1', 'OUTLET_2'], ['customer', 'customer.profile', 'customer.asset']],
];

type Coded = typeof s.basArea | typeof s.basItem | typeof s.basBuyChannel | typeof s.basBuyShop;

async function idsByCode(tx: Tx, table: Coded, tenantId: number, codes: string[]) {
  const rows = await tx.select({ id: table.id, code: table.code }).from(table).where(and(eq(table.tenantId, tenantId), inArray(table.code, codes)));
  return new Map(rows.map((r) => [r.code, Number(r.id)]));
}

export async function seedCustomers(tx: Tx, tenantId: number, lang: Lang, deptIds: Map<string, number>) {
  const customers = lang === 'zh' ? ZH_CUSTOMERS : EN_CUSTOMERS;
  const assets = lang === 'zh' ? ZH_ASSETS : EN_ASSETS;
  const areas = await idsByCode(tx, s.basArea, tenantId, customers.flatMap((c) => c[6]));
  const items = await idsByCode(tx, s.basItem, tenantId, assets.map((a) => a[2]));
  const channels = await idsByCode(tx, s.basBuyChannel, tenantId, assets.map((a) => a[4]));
  const shops = await idsByCode(tx, s.basBuyShop, tenantId, assets.flatMap((a) => (a[5] ? [a[5]] : [])));
  const warranty = new Map((await tx.select({ id: s.basItem.id, months: s.basItem.warrantyMonths }).from(s.basItem).where(eq(s.basItem.tenantId, tenantId))).map((r) => [Number(r.id), r.months]));

  const profiles = await tx
    .insert(s.basCustProfile)
    .values(
      customers.map(([userLastName, userFirstName, phone, secondPhone, userType, dept, [province, city, district], address, postalCode], i) => ({
        tenantId,
        userLastName,
        userFirstName,
        phone,
        secondPhone,
        userType,
        provinceId: areas.get(province)!,
        cityId: areas.get(city)!,
        districtId: areas.get(district)!,
        address,
        postalCode,
        fileNo: `${lang === 'zh' ? 'KH' : 'CU'}${String(i + 1).padStart(6, '0')}`,
        deptId: deptIds.get(dept)!,
      })),
    )
    .returning({ id: s.basCustProfile.id });

  // Two profiles registered while the company reviews profiles by hand: the review queue has work.
  await tx.update(s.basCustProfile).set({ reviewStatus: 'pending' }).where(and(eq(s.basCustProfile.tenantId, tenantId), inArray(s.basCustProfile.phone, PENDING_REVIEW)));

  await tx.insert(s.basCustAsset).values(
    assets.map(([customer, serialNo, item, purchaseDate, channel, shop, installTime]) => ({
      tenantId,
      custId: profiles[customer].id,
      serialNo,
      itemId: items.get(item)!,
      purchaseDate,
      channelId: channels.get(channel)!,
      shopId: shop ? shops.get(shop)! : null,
      installTime,
      warrantyMonths: warranty.get(items.get(item)!)!,
    })),
  );

  for (const [roles, keys] of GRANTS) {
    const menus = await tx
      .select({ id: s.sysMenu.id, key: s.sysMenu.key, parentId: s.sysMenu.parentId })
      .from(s.sysMenu)
      .where(and(eq(s.sysMenu.tenantId, tenantId), or(inArray(s.sysMenu.key, keys), like(s.sysMenu.key, 'cust%.%'))));
    const screens = new Set(menus.filter((m) => keys.includes(m.key)).map((m) => Number(m.id)));
    const granted = menus.filter((m) => screens.has(Number(m.id)) || screens.has(Number(m.parentId))).map((m) => Number(m.id));
    const roleRows = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, roles)));
    if (roleRows.length && granted.length) await tx.insert(s.sysRoleMenu).values(roleRows.flatMap((role) => granted.map((menuId) => ({ tenantId, roleId: role.id, menuId }))));
  }
}

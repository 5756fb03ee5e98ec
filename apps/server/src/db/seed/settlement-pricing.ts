/**
 * Pricing (issue 17): the screens under 财务中心 (settlement standards, coefficients, the cost formula, orders
 * priced without a standard) with their buttons granted to headquarters (centres and outlets read an order's fee
 * breakdown); the coefficient kinds' dictionary;
 * the demo's standards for its service types and categories, its coefficients and formula version 1, in force from
 * a year ago so that the demo orders finished later by the seed are priced by them.
 */
import { COST_FORMULA_PERMISSIONS, DEFAULT_COST_FORMULA, ORDER_PRICING_PERMISSIONS, settleCoefficientResource, settleStandardResource } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
// Registers the pricing hook on the finishing action for the demo orders the seed finishes.
import '../../modules/settlement/index.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';

type Button = [key: string, name: string, permission: string];
interface Screen {
  key: string;
  name: string;
  path: string;
  icon: string;
  buttons: Button[];
}

const resourceButtons = (key: string, prefix: string, name: string): Button[] =>
  (
    [
      ['view', '查看'],
      ['add', '新增'],
      ['edit', '修改'],
      ['del', '删除'],
      ['export', '导出'],
      ['import', '导入'],
    ] as const
  ).map(([p, label]) => [`${key}.${p}`, `${name}${label}`, `${prefix}_${p}`]);

const SCREENS: Screen[] = [
  { key: 'finance.settleStandard', name: '结算标准', path: `/basic/${settleStandardResource.key}/index`, icon: 'icon-file-text', buttons: resourceButtons(settleStandardResource.key, settleStandardResource.permission, '结算标准') },
  { key: 'finance.settleCoefficient', name: '结算系数', path: `/basic/${settleCoefficientResource.key}/index`, icon: 'icon-control', buttons: resourceButtons(settleCoefficientResource.key, settleCoefficientResource.permission, '结算系数') },
  {
    key: 'finance.costFormula',
    name: '费用公式',
    path: '/finance/costFormula/index',
    icon: 'icon-api',
    buttons: [
      ['costFormula.view', '费用公式查看', COST_FORMULA_PERMISSIONS.view],
      ['costFormula.add', '费用公式保存', COST_FORMULA_PERMISSIONS.add],
    ],
  },
  {
    key: 'finance.orderPricing',
    name: '工单计价',
    path: '/finance/orderPricing/index',
    icon: 'icon-money-collect',
    buttons: [
      ['orderPricing.view', '工单计价查看', ORDER_PRICING_PERMISSIONS.view],
      ['orderPricing.override', '服务费调整', ORDER_PRICING_PERMISSIONS.override],
      ['orderPricing.reprice', '重新计价', ORDER_PRICING_PERMISSIONS.reprice],
    ],
  },
];

/** Pricing is headquarters' configuration. */
const GRANTED_ROLES = ['ROLE_ADMIN'];
/** Centres and outlets read an order's fee breakdown in their data scope (the view button alone: no pricing screen, no override). */
const BREAKDOWN_ROLES = ['CENTRE', 'OUTLET_1', 'OUTLET_2'];
const BREAKDOWN_BUTTON = 'orderPricing.view';

/** The finance centre's menu (财务中心), made by whichever settlement seed comes first. */
export async function financeMenu(tx: Tx, tenantId: number): Promise<number> {
  const [found] = await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, 'finance')));
  if (found) return found.id;
  const [made] = await tx.insert(s.sysMenu).values({ tenantId, parentId: -1, key: 'finance', name: '财务中心', path: '/finance', icon: 'icon-money-collect', sort: 80 }).returning({ id: s.sysMenu.id });
  return made.id;
}

/** The pricing screens and their buttons, granted to headquarters, and the coefficient kinds' dictionary. */
export async function seedPricingMenu(tx: Tx, tenantId: number) {
  const finance = await financeMenu(tx, tenantId);
  const granted = [finance];
  let breakdown = 0;
  for (const [sort, screen] of SCREENS.entries()) {
    const [row] = await tx.insert(s.sysMenu).values({ tenantId, parentId: finance, key: screen.key, name: screen.name, path: screen.path, icon: screen.icon, keepAlive: '1', sort: 10 + sort }).returning({ id: s.sysMenu.id });
    const buttons = await tx
      .insert(s.sysMenu)
      .values(screen.buttons.map(([key, name, permission], i) => ({ tenantId, parentId: row.id, key, name, type: '1' as const, permission, sort: i })))
      .returning({ id: s.sysMenu.id, key: s.sysMenu.key });
    granted.push(row.id, ...buttons.map((b) => b.id));
    breakdown ||= buttons.find((b) => b.key === BREAKDOWN_BUTTON)?.id ?? 0;
  }
  const grant = async (codes: string[], menuIds: number[]) => {
    const roles = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, codes)));
    if (roles.length) await tx.insert(s.sysRoleMenu).values(roles.flatMap((role) => menuIds.map((menuId) => ({ tenantId, roleId: role.id, menuId })))).onConflictDoNothing();
  };
  await grant(GRANTED_ROLES, granted);
  await grant(BREAKDOWN_ROLES, [breakdown]);

}

/** [service type, category code or null, warranty type or null, area code or null, outlet level or null, fee] */
const STANDARDS: [string, string | null, string | null, string | null, string | null, string][] = [
  ['INST-AC', null, null, null, null, '120.00'],
  ['INST-AC', null, null, '110105', null, '130.00'],
  ['INST-WH', null, null, null, null, '100.00'],
  ['RPR-HOME', null, null, null, null, '80.00'],
  ['RPR-HOME', 'AC-SPLIT', null, null, null, '90.00'],
  ['RPR-HOME', null, '2', null, null, '60.00'],
  ['RPR-HOME', null, null, null, '2', '70.00'],
  ['RPR-SHOP', null, null, null, null, '50.00'],
];

/** [kind, matched value, factor] */
const COEFFICIENTS: [string, string, string][] = [
  ['star', '5', '1.1000'],
  ['star', '4', '1.0500'],
  ['urgency', '2', '1.1000'],
  ['urgency', '3', '1.2000'],
  ['sla', 'missed', '0.9000'],
  ['area', '310000', '1.0500'],
];

/** The demo's standards, coefficients and formula version 1 (before the demo orders). */
export async function seedPricing(tx: Tx, tenantId: number) {
  const yearAgo = new Date(Date.now() - 365 * 86_400_000);
  const from = yearAgo.toISOString().slice(0, 10);
  const idsBy = async (table: typeof s.basServiceType | typeof s.basItemCategory | typeof s.basArea) =>
    new Map((await tx.select({ id: table.id, code: table.code }).from(table).where(eq(table.tenantId, tenantId))).map((r) => [r.code, r.id]));
  const serviceTypes = await idsBy(s.basServiceType);
  const categories = await idsBy(s.basItemCategory);
  const areas = await idsBy(s.basArea);
  const rows = STANDARDS.filter(([type, category]) => serviceTypes.has(type) && (!category || categories.has(category))).map(([type, category, warrantyType, area, siteLevel, fee]) => ({
    tenantId,
    serviceTypeId: serviceTypes.get(type)!,
    categoryId: category ? categories.get(category)! : null,
    warrantyType,
    areaId: area ? (areas.get(area) ?? null) : null,
    siteLevel,
    fee,
    effectiveFrom: from,
  }));
  if (rows.length) await tx.insert(s.sfSettleStandard).values(rows);
  await tx.insert(s.sfSettleCoefficient).values(COEFFICIENTS.filter(([kind, value]) => kind !== 'area' || areas.has(value)).map(([kind, matchValue, factor]) => ({ tenantId, kind, matchValue, factor, effectiveFrom: from })));
  await tx.insert(s.sfCostFormula).values({ tenantId, version: 1, formula: DEFAULT_COST_FORMULA, effectiveFrom: yearAgo.toISOString(), remark: '初始公式' });
}

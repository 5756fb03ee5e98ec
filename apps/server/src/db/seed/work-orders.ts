/**
 * Work orders: their menu (the screens of spec section 2's "work order business"), the buttons carrying the
 * module's permissions, and which demo role gets which.
 */
import { APPEAL_PERMISSIONS, APPLY_MONEY_PERMISSIONS, EXCHANGE_PERMISSIONS, HELP_CASE_PERMISSIONS, ORDER_PERMISSIONS } from '@as/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import type { MenuSeed } from './menus.ts';

const BUTTONS: [keyof typeof ORDER_PERMISSIONS, string][] = [
  ['view', '工单查看'],
  ['add', '工单新建'],
  ['edit', '工单修改'],
  ['export', '工单导出'],
  ['import', '工单导入'],
  ['assignOrg', '派单到服务中心'],
  ['assignSite', '派单到网点'],
  ['deal', '网点接单与派工'],
  ['handle', '预约上门、完工、退单与关单申请'],
  ['mail', '寄修收发维修与签收'],
  ['parts', '备件评估与发货'],
  ['subAudit', '换机退机寄修审核'],
  ['confirm', '网点完工确认'],
  ['auditCentre', '中心完工审核'],
  ['audit', '总部完工审核'],
  ['cancel', '取消与关单审批'],
  ['suspend', '挂起与恢复'],
  ['settle', '工单结算'],
  ['visit', '工单回访'],
];

// One-click help: engineers and outlets ask, technical support (headquarters, centres) answers.
const HELP_BUTTONS: [keyof typeof HELP_CASE_PERMISSIONS, string][] = [
  ['view', '求助查看'],
  ['export', '求助导出'],
  ['ask', '发起求助与追问'],
  ['answer', '受理与答复求助'],
];

const EXCHANGE_BUTTONS: [keyof typeof EXCHANGE_PERMISSIONS, string][] = [
  ['view', '退换机查看'],
  ['add', '退换机申请'],
  ['edit', '退换机修改提交与取消'],
  ['export', '退换机导出'],
  ['audit', '退换机审核'],
  ['ship', '退换机物流'],
];

// Work-order appeals and fee applications (order-request.ts): their buttons.
const APPEAL_BUTTONS: [keyof typeof APPEAL_PERMISSIONS, string][] = [
  ['view', '工单申诉查看'],
  ['add', '工单申诉新建'],
  ['edit', '工单申诉修改提交与取消'],
  ['export', '工单申诉导出'],
  ['audit', '工单申诉审批'],
  ['giveUp', '放弃申诉'],
];
const APPLY_MONEY_BUTTONS: [keyof typeof APPLY_MONEY_PERMISSIONS, string][] = [
  ['view', '费用申请查看'],
  ['add', '费用申请新建'],
  ['edit', '费用申请修改提交与取消'],
  ['export', '费用申请导出'],
  ['audit', '费用申请审批'],
];

export const ORDER_MENU: MenuSeed = {
  key: 'workorder',
  name: '工单业务',
  path: '/workorder',
  icon: 'icon-file-text',
  children: [
    {
      key: 'workorder.order',
      name: '工单处理',
      path: '/workorder/order/index',
      icon: 'icon-file-text',
      keepAlive: '1',
      children: BUTTONS.map(([key, name]) => ({ key: `order.${key}`, name, type: '1', permission: ORDER_PERMISSIONS[key] })),
    },
    { key: 'workorder.access', name: '来电受理', path: '/workorder/orderaccess/access/index', icon: 'icon-phone' },
    // The orders at risk of missing an SLA clock (the screen reads with order.view).
    { key: 'workorder.warning', name: '工单预警', path: '/workorder/warning/index', icon: 'icon-clock' },
    // Views of the orders with a fixed filter (features/order-more).
    { key: 'workorder.history', name: '历史工单', path: '/workorder/history/index', icon: 'icon-clock' },
    // Complaint handling (care/complaint.ts, the spec's route): its buttons and grants are seeded by seed/complaints.ts.
    { key: 'workorder.complaint', name: '投诉处理', path: '/workorder/business/complaintHandling/index', icon: 'icon-message' },
    // Marketplace and shop orders with their spreadsheet import (basic_so_order_import).
    { key: 'workorder.ecommerce', name: '电商门店订单', path: '/workorder/ecommerce/index', icon: 'icon-folder' },
    { key: 'workorder.assign', name: '派单中心', path: '/workorder/assign/index', icon: 'icon-branches', keepAlive: '1' },
    { key: 'workorder.map', name: '地图派单', path: '/workorder/map/index', icon: 'icon-environment' },
    {
      key: 'workorder.exchange',
      name: '退换机',
      path: '/workorder/exchange/index',
      icon: 'icon-tool',
      children: EXCHANGE_BUTTONS.map(([key, name]) => ({ key: `exchange.${key}`, name, type: '1', permission: EXCHANGE_PERMISSIONS[key] })),
    },
    // One-click help and repair by mail (the mail steps carry order.mail and order.handle).
    {
      key: 'workorder.help',
      name: '一键求助',
      path: '/workorder/help/index',
      icon: 'icon-message',
      children: HELP_BUTTONS.map(([key, name]) => ({ key: `help.${key}`, name, type: '1', permission: HELP_CASE_PERMISSIONS[key] })),
    },
    { key: 'workorder.mail', name: '寄修工单', path: '/workorder/mail/index', icon: 'icon-tool' },
    {
      key: 'workorder.appeal',
      name: '工单申诉',
      path: '/workorder/appeal/index',
      icon: 'icon-file-text',
      children: APPEAL_BUTTONS.map(([key, name]) => ({ key: `appeal.${key}`, name, type: '1', permission: APPEAL_PERMISSIONS[key] })),
    },
    {
      key: 'workorder.applymoney',
      name: '费用申请',
      path: '/workorder/applymoney/index',
      icon: 'icon-file-text',
      children: APPLY_MONEY_BUTTONS.map(([key, name]) => ({ key: `applyMoney.${key}`, name, type: '1', permission: APPLY_MONEY_PERMISSIONS[key] })),
    },
  ],
};

/** The dispatch screens: headquarters (all menus), centres and outlets dispatch. */
const DISPATCH = ['workorder.assign', 'workorder.map'];

/** Whoever takes calls reads what the order form offers: areas, product categories and models, service types, channels, shops. */
const ORDER_FORM = ['basic', ...['area', 'itemCategory', 'item', 'serviceType', 'buyChannel', 'buyShop'].flatMap((key) => [`basic.${key}`, `${key}.view`])];

const exchange = (...keys: (keyof typeof EXCHANGE_PERMISSIONS)[]) => ['workorder.exchange', ...keys.map((k) => `exchange.${k}`)];

const help = (...keys: (keyof typeof HELP_CASE_PERMISSIONS)[]) => ['workorder.help', ...keys.map((k) => `help.${k}`)];
/** Repair by mail: its screen, and the centre's steps (receive, repair, deliver, the customer's signature). */
const MAIL = ['workorder.mail', 'order.mail'];

const appeal = (...keys: (keyof typeof APPEAL_PERMISSIONS)[]) => ['workorder.appeal', ...keys.map((k) => `appeal.${k}`)];
const applyMoney = (...keys: (keyof typeof APPLY_MONEY_PERMISSIONS)[]) => ['workorder.applymoney', ...keys.map((k) => `applyMoney.${k}`)];

/** Menu keys per demo role (buttons by key): who does what with an order. */
const ROLE_MENUS: Record<string, string[]> = {
  CENTRE: [...ORDER_FORM, 'workorder', 'workorder.order', 'workorder.access', 'workorder.warning', 'workorder.history', 'workorder.complaint', 'workorder.ecommerce', ...DISPATCH, ...['view', 'add', 'edit', 'export', 'import', 'assignSite', 'subAudit', 'auditCentre', 'cancel', 'suspend'].map((k) => `order.${k}`), ...exchange('view', 'add', 'edit', 'export', 'audit', 'ship'), ...help('view', 'export', 'ask', 'answer'), ...MAIL, ...appeal('view', 'export', 'audit'), ...applyMoney('view', 'export', 'audit')],
  OUTLET_1: ['workorder', 'workorder.order', 'workorder.warning', 'workorder.history', ...DISPATCH, ...['view', 'export', 'assignSite', 'deal', 'handle', 'confirm', 'suspend'].map((k) => `order.${k}`), ...exchange('view', 'add', 'edit', 'ship'), ...help('view', 'ask'), 'workorder.mail', ...appeal('view', 'add', 'edit', 'export', 'giveUp'), ...applyMoney('view', 'add', 'edit', 'export')],
  OUTLET_2: ['workorder', 'workorder.order', 'workorder.warning', 'workorder.history', ...DISPATCH, ...['view', 'deal', 'handle', 'confirm', 'suspend'].map((k) => `order.${k}`), ...exchange('view', 'add', 'edit'), ...help('view', 'ask'), 'workorder.mail', ...appeal('view', 'add', 'edit', 'giveUp'), ...applyMoney('view', 'add', 'edit')],
  // An engineer serves the orders given to him; accepting and assigning are his outlet's (spec section 6).
  ENGINEER: ['workorder', 'workorder.order', 'workorder.warning', ...['view', 'handle'].map((k) => `order.${k}`), ...help('view', 'ask'), 'workorder.mail', ...applyMoney('view', 'add', 'edit')],
  QUALITY_INSPECTOR: ['workorder', 'workorder.order', 'workorder.history', 'workorder.complaint', 'order.view'],
  RETURN_VISITOR: [...ORDER_FORM, 'workorder', 'workorder.order', 'workorder.access', 'workorder.history', 'workorder.complaint', 'order.view', 'order.add', 'order.visit'],
  SUPERVISOR: ['workorder', 'workorder.order', 'workorder.warning', 'workorder.history', 'workorder.complaint', 'order.view', 'order.export', ...help('view', 'export'), ...appeal('view', 'export'), ...applyMoney('view', 'export')],
  STOREKEEPER: ['workorder', 'workorder.order', 'order.view', 'order.parts', ...exchange('view', 'ship'), ...MAIL],
};

/** Gives the demo roles of a tenant their work-order menus and buttons. */
export async function seedWorkOrderRoles(tx: Tx, tenantId: number, roleIds: Map<string, number>) {
  const menus = new Map((await tx.select({ id: s.sysMenu.id, key: s.sysMenu.key }).from(s.sysMenu).where(eq(s.sysMenu.tenantId, tenantId))).map((m) => [m.key, m.id]));
  for (const [role, keys] of Object.entries(ROLE_MENUS)) {
    const roleId = roleIds.get(role);
    if (roleId) await tx.insert(s.sysRoleMenu).values(keys.map((key) => ({ tenantId, roleId, menuId: menus.get(key)! }))).onConflictDoNothing();
  }
}

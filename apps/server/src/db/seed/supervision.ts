/**
 * Supervision orders (issue 18): the 督办单 screen under 客户关怀 with its buttons, granted to the demo roles (the
 * supervisor and headquarters open, close and give up, headquarters may reply for an outlet; a centre sees its region's; an outlet sees and replies to its
 * own), and tenant 1's demo orders in each state, one of them overdue, made by the module's own commands.
 */
import { SUPERVISION_PERMISSIONS, type SupervisionPermission } from '@as/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { finishSupervision, openSupervision, replySupervision } from '../../modules/care/supervision.service.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { authOfUser, demoDay } from './orders-demo.ts';

const SCREEN = { key: 'care.supervision', name: '督办单', path: '/care/supervision/index', icon: 'icon-control' };
const BUTTONS: Record<SupervisionPermission, string> = { view: '查看', add: '新增', reply: '回复', handle: '处理', export: '导出' };
const buttonKey = (p: SupervisionPermission) => `soSupervision.${p}`;
/** The outlets' and engineers' views (the form's choice of target): whoever opens supervision orders lists them. */
const TARGETS_VIEW = ['site.view', 'engineer.view'];

const GRANTS: [string[], SupervisionPermission[]][] = [
  // Headquarters may also reply on an outlet's behalf.
  [['ROLE_ADMIN'], ['view', 'add', 'reply', 'handle', 'export']],
  [['SUPERVISOR'], ['view', 'add', 'handle', 'export']],
  [['CENTRE'], ['view', 'export']],
  [['OUTLET_1', 'OUTLET_2'], ['view', 'reply']],
];

/** The customer-care menu (客户关怀), made by whichever customer-care seed comes first. */
export async function careMenu(tx: Tx, tenantId: number): Promise<number> {
  const [found] = await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, 'care')));
  if (found) return found.id;
  const [made] = await tx.insert(s.sysMenu).values({ tenantId, parentId: -1, key: 'care', name: '客户关怀', path: '/care', icon: 'icon-team', sort: 110 }).returning({ id: s.sysMenu.id });
  return made.id;
}

/** The screen, its buttons and their grants. */
export async function seedSupervisionMenu(tx: Tx, tenantId: number) {
  const care = await careMenu(tx, tenantId);
  const [screen] = await tx.insert(s.sysMenu).values({ tenantId, parentId: care, ...SCREEN, keepAlive: '1', sort: 30 }).returning({ id: s.sysMenu.id });
  const buttons = await tx
    .insert(s.sysMenu)
    .values(Object.entries(BUTTONS).map(([p, label], sort) => ({ tenantId, parentId: screen.id, key: buttonKey(p as SupervisionPermission), name: `${SCREEN.name}${label}`, type: '1' as const, permission: SUPERVISION_PERMISSIONS[p as SupervisionPermission], sort })))
    .returning({ id: s.sysMenu.id, key: s.sysMenu.key });
  const menuOf = new Map(buttons.map((b) => [b.key, b.id]));
  const targets = (await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), inArray(s.sysMenu.key, TARGETS_VIEW)))).map((m) => m.id);
  for (const [roles, granted] of GRANTS) {
    const roleRows = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, roles)));
    const menus = [care, screen.id, ...granted.map((p) => menuOf.get(buttonKey(p))!), ...(granted.includes('add') ? targets : [])];
    if (roleRows.length) await tx.insert(s.sysRoleMenu).values(roleRows.flatMap((role) => menus.map((menuId) => ({ tenantId, roleId: role.id, menuId })))).onConflictDoNothing();
  }
}

/** Tenant 1's demo supervision orders: pending (one overdue), processed, closed and unable to handle, against the Chaoyang and Haidian outlets and 王师傅. */
export async function seedSupervisions(tx: Tx, tenantId: number) {
  const qian = await authOfUser(tx, tenantId, 'supervisor_qian');
  const chaoyang = await authOfUser(tx, tenantId, 'outlet_chaoyang');
  const site = async (code: string) => (await tx.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, tenantId), eq(s.snSite.code, code))))[0].id;
  const [wang] = await tx.select({ id: s.snSiteEngineer.id }).from(s.snSiteEngineer).where(and(eq(s.snSiteEngineer.tenantId, tenantId), eq(s.snSiteEngineer.loginAccount, 'engineer_wang')));
  const cy = await site('ASC-BJ-CY');
  const hd = await site('ASC-BJ-HD');
  await openSupervision(tx, qian, { targetType: 'site', siteId: cy, reason: '本周朝阳网点预约超时工单偏多，请说明原因并整改', dueDate: demoDay(3) });
  await openSupervision(tx, qian, { targetType: 'site', siteId: hd, reason: '海淀网点完工照片缺失较多，请补齐并说明', dueDate: demoDay(-2) });
  const processed = await openSupervision(tx, qian, { targetType: 'engineer', engineerId: wang.id, reason: '客户反映王师傅上门未穿鞋套', dueDate: demoDay(2) });
  await replySupervision(tx, chaoyang, processed.saved.id, undefined, { content: '已对王师傅进行规范培训，后续上门必须穿鞋套。' });
  const closed = await openSupervision(tx, qian, { targetType: 'site', siteId: cy, reason: '400 热线回访电话无人接听', dueDate: demoDay(-5) });
  await replySupervision(tx, chaoyang, closed.saved.id, undefined, { content: '已更换值班电话，并安排专人接听。' });
  await finishSupervision(tx, qian, 'close', closed.saved.id, undefined);
  const unable = await openSupervision(tx, qian, { targetType: 'site', siteId: hd, reason: '客户要求上门时间超出服务范围', dueDate: demoDay(-1) });
  await finishSupervision(tx, qian, 'unable', unable.saved.id, undefined, '客户已搬离服务区域，无法督办');
}

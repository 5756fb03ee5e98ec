/**
 * Complaints (issue 18): the complaint handling screen (menu workorder.complaint, at the spec's route
 * /workorder/business/complaintHandling/index) gets its buttons, granted to the demo roles — headquarters and the
 * centres register and handle (headquarters may also add notes), the return visitor (the call centre) registers, the supervisor and the inspector look,
 * the outlets see their orders' complaints and add handling notes — and the report centre's complaint detail; tenant
 * 1's demo complaints in each state about the Chaoyang outlet's orders, made by the module's own commands.
 */
import { COMPLAINT_PERMISSIONS, COMPLAINT_REPORT, type ComplaintPermission } from '@as/shared';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { actOnComplaint, registerComplaint } from '../../modules/care/complaint.service.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { authOfUser } from './orders-demo.ts';
import { reportCentreMenu } from './parts-plan.ts';

const SCREEN_KEY = 'workorder.complaint';
const SCREEN_NAME = '投诉处理';
const BUTTONS: Record<ComplaintPermission, string> = { view: '查看', add: '登记', handle: '处理', note: '处理备注', export: '导出' };
const buttonKey = (p: ComplaintPermission) => `soComplaint.${p}`;
const REPORT = { key: 'report.complaintDetail', name: '投诉明细报表', path: '/report/complaintDetail/index', icon: 'icon-file-text' };

const GRANTS: [string[], ComplaintPermission[], boolean][] = [
  // Headquarters may also add a note (on an outlet's behalf, or its own).
  [['ROLE_ADMIN'], ['view', 'add', 'handle', 'note', 'export'], true],
  [['CENTRE'], ['view', 'add', 'handle', 'export'], true],
  [['RETURN_VISITOR'], ['view', 'add', 'export'], false],
  [['SUPERVISOR'], ['view', 'export'], true],
  [['QUALITY_INSPECTOR'], ['view'], false],
  [['OUTLET_1', 'OUTLET_2'], ['view', 'note'], false],
];

/** The screen's buttons, the report, and their grants (the screen's menu itself is the work-order menu's). */
export async function seedComplaintMenu(tx: Tx, tenantId: number) {
  const menu = async (key: string) => (await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, key))))[0]?.id;
  const workorder = await menu('workorder');
  const screen = await menu(SCREEN_KEY);
  if (!screen || !workorder) return;
  const buttons = await tx
    .insert(s.sysMenu)
    .values(Object.entries(BUTTONS).map(([p, label], sort) => ({ tenantId, parentId: screen, key: buttonKey(p as ComplaintPermission), name: `${SCREEN_NAME}${label}`, type: '1' as const, permission: COMPLAINT_PERMISSIONS[p as ComplaintPermission], sort })))
    .returning({ id: s.sysMenu.id, key: s.sysMenu.key });
  const menuOf = new Map(buttons.map((b) => [b.key, b.id]));
  const centre = await reportCentreMenu(tx, tenantId);
  const [report] = await tx.insert(s.sysMenu).values({ tenantId, parentId: centre, ...REPORT, keepAlive: '1', sort: 40 }).returning({ id: s.sysMenu.id });
  const reportButtons = await tx
    .insert(s.sysMenu)
    .values((['view', 'export'] as const).map((p, sort) => ({ tenantId, parentId: report.id, key: `complaintDetail.${p}`, name: `${REPORT.name}${p === 'view' ? '查看' : '导出'}`, type: '1' as const, permission: `${COMPLAINT_REPORT.permission}_${p}`, sort })))
    .returning({ id: s.sysMenu.id });
  for (const [roles, granted, seesReport] of GRANTS) {
    const roleRows = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, roles)));
    const menus = [workorder, screen, ...granted.map((p) => menuOf.get(buttonKey(p))!), ...(seesReport ? [centre, report.id, ...reportButtons.map((b) => b.id)] : [])];
    if (roleRows.length) await tx.insert(s.sysRoleMenu).values(roleRows.flatMap((role) => menus.map((menuId) => ({ tenantId, roleId: role.id, menuId })))).onConflictDoNothing();
  }
}

/**
 * Tenant 1's demo complaints about the Chaoyang outlet's orders: one just registered, one registered long ago whose
 * response is overdue, one accepted past its resolution deadline, one escalated to headquarters, one resolved
 * waiting for the customer's answer, one the customer was not satisfied with (accepted again), and one closed.
 */
export async function seedComplaints(tx: Tx, tenantId: number) {
  const admin = await authOfUser(tx, tenantId, 'admin');
  const centre = await authOfUser(tx, tenantId, 'centre_north');
  const chaoyang = await authOfUser(tx, tenantId, 'outlet_chaoyang');
  const [site] = await tx.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, tenantId), eq(s.snSite.code, 'ASC-BJ-CY')));
  const orders = await tx
    .select({ id: s.soOrder.id })
    .from(s.soOrder)
    .where(and(eq(s.soOrder.tenantId, tenantId), eq(s.soOrder.siteId, site.id), isNotNull(s.soOrder.scopeDeptId)))
    .orderBy(asc(s.soOrder.id))
    .limit(7);
  if (orders.length < 7) return;
  const register = (i: number, nature: string, object: string, content: string) => registerComplaint(tx, admin, { orderId: orders[i].id, complaintNature: nature, complaintObject: object, content });
  /** A demo complaint registered `days` ago: its times and deadlines moved back as if it had been. */
  const backdate = async (id: number, days: number) => {
    const [row] = await tx.select().from(s.soComplaint).where(eq(s.soComplaint.id, id));
    const shift = (d: Date | null) => (d ? new Date(d.getTime() - days * 86_400_000) : null);
    await tx
      .update(s.soComplaint)
      .set({ createdAt: shift(row.createdAt)!, responseDueAt: shift(row.responseDueAt), responseRemindAt: shift(row.responseRemindAt), resolveDueAt: shift(row.resolveDueAt), resolveRemindAt: shift(row.resolveRemindAt) })
      .where(eq(s.soComplaint.id, id));
  };
  const act = async (id: number, auth: typeof admin, action: Parameters<typeof actOnComplaint>[2], text?: string, escalatedTo?: 'centre' | 'hq') => actOnComplaint(tx, auth, action, { id, text, escalatedTo });

  await register(0, 'timeliness', 'engineer', '工程师预约上午到达，实际下午四点才到，客户请假等待一天');
  const stale = await register(1, 'service', 'hotline', '客户三次致电热线，均被告知稍后回电，至今无人联系');
  await backdate(stale.id, 1);
  const late = await register(2, 'fee', 'outlet', '维修收费与报价不符，多收了 120 元上门费');
  await act(late.id, centre, 'accept');
  await backdate(late.id, 9);
  const escalated = await register(3, 'quality', 'product', '新装空调一周内两次漏水，客户要求换机');
  await act(escalated.id, centre, 'accept');
  await act(escalated.id, centre, 'escalate', '客户要求换机，超出中心权限，请总部审批', 'hq');
  await act(escalated.id, chaoyang, 'note', '网点已上门检查，排水管安装坡度不足，已临时处理');
  const resolved = await register(4, 'service', 'engineer', '工程师上门未穿鞋套，弄脏客户地板');
  await act(resolved.id, centre, 'accept');
  await act(resolved.id, centre, 'resolve', '已向客户道歉并上门清洁，对工程师进行规范培训');
  const reopened = await register(5, 'timeliness', 'outlet', '报修三天无人预约');
  await act(reopened.id, centre, 'accept');
  await act(reopened.id, centre, 'resolve', '已督促网点当天预约');
  await act(reopened.id, centre, 'reopen', '客户表示网点仍未联系，不满意');
  const closed = await register(6, 'other', 'centre', '客户对服务中心电话态度不满');
  await act(closed.id, admin, 'accept');
  await act(closed.id, admin, 'resolve', '已回电致歉，客户接受');
  await act(closed.id, admin, 'confirm', '客户满意');
  await act(closed.id, admin, 'close');
}

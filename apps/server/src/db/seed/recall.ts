/**
 * Return visits (issue 18): the four screens under 客户关怀 (任务抽样, 回访甄别池, 回访调查池, 回访评估) with their
 * buttons, granted to the demo roles (headquarters and the return visitor everything; a centre views the pools and
 * the assessments of its region; an outlet the assessments against it), and tenant 1's demo return visits made by the
 * module's own commands: orders drawn by hand, some screened and dropped, assigned to 孙回访, followed up with a
 * failed and a successful call, one finding a problem (an assessment against the outlet).
 */
import { RECALL_PERMISSIONS, type RecallPermission } from '@as/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../http/access.ts';
import { assignLines, recordCalls, sampleOrders, screenLines } from '../../modules/care/recall.service.ts';
import { actOn, createOrder } from '../../modules/work-orders/order.service.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { authOfUser, tomorrowAt } from './orders-demo.ts';
import { careMenu } from './supervision.ts';

type Button = [RecallPermission, string];
const SCREENS: { key: string; name: string; path: string; icon: string; buttons: Button[] }[] = [
  { key: 'care.recallSampling', name: '任务抽样', path: '/care/recall-sampling/index', icon: 'icon-experiment', buttons: [['sample', '抽样']] },
  { key: 'care.recallScreening', name: '回访甄别池', path: '/care/recall-screening/index', icon: 'icon-filter', buttons: [['view', '查看'], ['screen', '甄别'], ['export', '导出']] },
  { key: 'care.recallSurvey', name: '回访调查池', path: '/care/recall-survey/index', icon: 'icon-phone', buttons: [['assign', '分配'], ['follow', '回访'], ['import', '导入结果']] },
  { key: 'care.recallAssessment', name: '回访评估', path: '/care/recall-assessment/index', icon: 'icon-audit', buttons: [['assessment', '查看'], ['assessmentExport', '导出']] },
];
const buttonKey = (p: RecallPermission) => `soRecall.${p}`;

const ALL = Object.keys(RECALL_PERMISSIONS) as RecallPermission[];
const GRANTS: [string[], RecallPermission[]][] = [
  [['ROLE_ADMIN', 'RETURN_VISITOR'], ALL],
  [['CENTRE'], ['view', 'assessment']],
  [['OUTLET_1', 'OUTLET_2'], ['assessment']],
];

/** The screens, their buttons and their grants (a role sees a screen when it holds one of its buttons). */
export async function seedRecallMenu(tx: Tx, tenantId: number) {
  const care = await careMenu(tx, tenantId);
  const screenOf = new Map<RecallPermission, number>();
  const buttonOf = new Map<RecallPermission, number>();
  for (const [i, screen] of SCREENS.entries()) {
    const { buttons, ...menu } = screen;
    const [made] = await tx.insert(s.sysMenu).values({ tenantId, parentId: care, ...menu, keepAlive: '1', sort: 10 + i }).returning({ id: s.sysMenu.id });
    const rows = await tx
      .insert(s.sysMenu)
      .values(buttons.map(([p, label], sort) => ({ tenantId, parentId: made.id, key: buttonKey(p), name: `${screen.name}${label}`, type: '1' as const, permission: RECALL_PERMISSIONS[p], sort })))
      .returning({ id: s.sysMenu.id, key: s.sysMenu.key });
    for (const [p] of buttons) {
      screenOf.set(p, made.id);
      buttonOf.set(p, rows.find((r) => r.key === buttonKey(p))!.id);
    }
  }
  for (const [roles, granted] of GRANTS) {
    const roleRows = await tx.select({ id: s.sysRole.id }).from(s.sysRole).where(and(eq(s.sysRole.tenantId, tenantId), inArray(s.sysRole.code, roles)));
    // Whoever samples chooses an outlet: the outlets' view lists them.
    const sites = granted.includes('sample') ? (await tx.select({ id: s.sysMenu.id }).from(s.sysMenu).where(and(eq(s.sysMenu.tenantId, tenantId), eq(s.sysMenu.key, 'site.view')))).map((m) => m.id) : [];
    const menus = [...new Set([care, ...granted.flatMap((p) => [screenOf.get(p)!, buttonOf.get(p)!]), ...sites])];
    if (roleRows.length) await tx.insert(s.sysRoleMenu).values(roleRows.flatMap((role) => menus.map((menuId) => ({ tenantId, roleId: role.id, menuId })))).onConflictDoNothing();
  }
}

/** [customer, phone, address, fault, product category, fault tree] of the demo's finished orders for return visits. */
const FINISHED: [string, string, string, string, string, [string, string, string]][] = [
  ['赵敏', '13911110021', '北京市朝阳区安立路 60 号 3 号楼 801', '空调遥控无反应', 'AC-SPLIT', ['FS-REMOTE', 'FR-BATTERY', 'FM-BATTERY']],
  ['钱磊', '13911110022', '北京市朝阳区北苑路 18 号 2 单元 602', '空调制热效果差', 'AC-SPLIT', ['FS-POORHEAT', 'FR-HFILTER', 'FM-HFILTER']],
  ['孙丽', '13911110023', '北京市朝阳区广顺北大街 33 号 1 号楼 1102', '空调遥控无反应', 'AC-SPLIT', ['FS-REMOTE', 'FR-BATTERY', 'FM-BATTERY']],
  ['周强', '13911110024', '北京市朝阳区望京东路 8 号 5 号楼 301', '空调制热效果差', 'AC-SPLIT', ['FS-POORHEAT', 'FR-HFILTER', 'FM-HFILTER']],
  ['吴霞', '13911110025', '北京市朝阳区阜通东大街 6 号 2 号楼 1503', '空调遥控无反应', 'AC-SPLIT', ['FS-REMOTE', 'FR-BATTERY', 'FM-BATTERY']],
  ['郑凯', '13911110026', '北京市朝阳区利泽西街 2 号 4 号楼 702', '空调制热效果差', 'AC-SPLIT', ['FS-POORHEAT', 'FR-HFILTER', 'FM-HFILTER']],
];

/** Finished orders of the Chaoyang outlet, made by the demo users through the order's own commands (as orders-demo.ts). */
async function finishedOrders(tx: Tx, tenantId: number): Promise<number[]> {
  const code = async (table: typeof s.basFaultSymptom | typeof s.basFaultReason | typeof s.basFixMethod | typeof s.basItemCategory | typeof s.basServiceType, c: string) =>
    (await tx.select({ id: table.id }).from(table).where(and(eq(table.tenantId, tenantId), eq(table.code, c))))[0].id;
  const area = async (c: string) => (await tx.select({ id: s.basArea.id }).from(s.basArea).where(and(eq(s.basArea.tenantId, tenantId), eq(s.basArea.code, c))))[0].id;
  const [centre] = await tx.select({ id: s.sysDept.id }).from(s.sysDept).where(and(eq(s.sysDept.tenantId, tenantId), eq(s.sysDept.code, 'SC-N')));
  const [site] = await tx.select({ id: s.snSite.id }).from(s.snSite).where(and(eq(s.snSite.tenantId, tenantId), eq(s.snSite.code, 'ASC-BJ-CY')));
  const [engineer] = await tx.select({ id: s.snSiteEngineer.id }).from(s.snSiteEngineer).where(and(eq(s.snSiteEngineer.tenantId, tenantId), eq(s.snSiteEngineer.jobNo, 'E1001')));
  const as = { admin: await authOfUser(tx, tenantId, 'admin'), centre: await authOfUser(tx, tenantId, 'centre_north'), outlet: await authOfUser(tx, tenantId, 'outlet_chaoyang'), wang: await authOfUser(tx, tenantId, 'engineer_wang') };
  const appointAt = tomorrowAt(10);
  const ids: number[] = [];
  for (const [customerName, phone, address, faultDesc, category, [symptom, reason, method]] of FINISHED) {
    let order = await createOrder(tx, as.admin, {
      orderType: 'repair', source: 'phone', serviceTypeId: await code(s.basServiceType, 'RPR-HOME'), userType: '1', urgency: '2', brand: '示范', categoryId: await code(s.basItemCategory, category),
      customerName, phone, provinceId: await area('110000'), cityId: await area('110100'), districtId: await area('110105'), address, faultDesc,
    });
    const steps: [AuthContext, Parameters<typeof actOn>[3], Record<string, unknown>][] = [
      [as.admin, 'assignOrg', { centreId: centre.id }],
      [as.centre, 'assignSite', { siteId: site.id }],
      [as.outlet, 'accept', {}],
      [as.outlet, 'assign', { engineerId: engineer.id }],
      [as.wang, 'book', { appointAt }],
      [as.wang, 'checkIn', {}],
      [as.wang, 'complete', { faultSymptomId: await code(s.basFaultSymptom, symptom), faultReasonId: await code(s.basFaultReason, reason), fixMethodId: await code(s.basFixMethod, method), resultRemark: '处理完毕', feeService: '60.00' }],
      [as.outlet, 'networkConfirm', {}],
      [as.centre, 'centreAudit', {}],
      [as.admin, 'doOrderFinish', {}],
    ];
    for (const [auth, action, input] of steps) order = await actOn(tx, auth, order, action, { id: order.id, ...input });
    ids.push(order.id);
  }
  return ids;
}

/**
 * Tenant 1's demo return visits on six finished orders of the Chaoyang outlet, drawn by hand by 孙回访 (whatever
 * the setup drew when they finished stays drawn): one left to screen, one dropped, the others screened and assigned
 * to him; of those one had no answer (second follow-up), one was successful and very satisfied, one successful but
 * dissatisfied with an unconfirmed answer (assessments against the outlet), one still pending.
 */
export async function seedRecalls(tx: Tx, tenantId: number) {
  const sun = await authOfUser(tx, tenantId, 'visitor_sun');
  const orders = await finishedOrders(tx, tenantId);
  const undrawn = (await tx.select({ id: s.soOrder.id }).from(s.soOrder).where(and(eq(s.soOrder.tenantId, tenantId), inArray(s.soOrder.id, orders), eq(s.soOrder.visit, 'notVisited')))).map((o) => o.id);
  if (undrawn.length) await sampleOrders(tx, sun, { orderIds: undrawn });
  const lines = await tx.select().from(s.soRecallLine).where(and(eq(s.soRecallLine.tenantId, tenantId), inArray(s.soRecallLine.orderId, orders))).orderBy(asc(s.soRecallLine.orderId));
  const [, drop, ...rest] = lines;
  await screenLines(tx, sun, 'drop', [{ id: drop.id }], '客户为公司内部员工，无需回访');
  await screenLines(tx, sun, 'screen', rest.map((l) => ({ id: l.id })));
  await assignLines(tx, sun, rest.map((l) => ({ id: l.id })), sun.userId);
  const [noAnswer, happy, unhappy] = rest;
  await recordCalls(tx, sun, [{ id: noAnswer.id }], { outcome: 'noAnswer', remark: '连续响铃无人接听，明天再拨' });
  const answersOf = async (lineId: number, verdict: 'confirmed' | 'unconfirmed') => {
    const [line] = await tx.select({ settingId: s.soRecallLine.settingId }).from(s.soRecallLine).where(eq(s.soRecallLine.id, lineId));
    if (!line.settingId) return [];
    const questions = await tx.select().from(s.basRecallSettingLine).where(and(eq(s.basRecallSettingLine.tenantId, tenantId), eq(s.basRecallSettingLine.parentId, line.settingId)));
    return questions.map((q) => (q.answerType === 'yes_no' ? { lineNo: q.lineNo, verdict: q.lineNo === 0 ? verdict : 'confirmed' } : q.answerType === 'score' ? { lineNo: q.lineNo, score: verdict === 'confirmed' ? q.maxScore : 2 } : { lineNo: q.lineNo, text: verdict === 'confirmed' ? '师傅很专业' : '师傅迟到了一个小时' }));
  };
  await recordCalls(tx, sun, [{ id: happy.id }], { outcome: 'success', answers: await answersOf(happy.id, 'confirmed'), satisfaction: 'verySatisfied', remark: '客户表示非常满意' });
  await recordCalls(tx, sun, [{ id: unhappy.id }], { outcome: 'success', answers: await answersOf(unhappy.id, 'unconfirmed'), satisfaction: 'dissatisfied', remark: '客户反映工程师未按预约时间上门' });
}

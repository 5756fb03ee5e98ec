/**
 * Return visits (issue 18): the four screens under 客户关怀 (任务抽样, 回访甄别池, 回访调查池, 回访评估) with their
 * buttons, granted to the demo roles (headquarters and the return visitor everything; a centre views the pools and
 * the assessments of its region; an outlet the assessments against it), and tenant 1's demo return visits made by the
 * module's own commands: orders drawn by hand, some screened and dropped, assigned to 孙回访, followed up with a
 * failed and a successful call, one finding a problem (an assessment against the outlet).
 */
import { RECALL_PERMISSIONS, type RecallPermission } from '@as/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { assignLines, recordCalls, sampleOrders, screenLines } from '../../modules/care/recall.service.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { authOfUser } from './orders-demo.ts';
import { careMenu } from './supervision.ts';

type Button = [RecallPermission, string];
const SCREENS: { key: string; name: string; path: string; icon: string; buttons: Button[] }[] = [
  { key: 'care.recallSampling', name: '任务抽样', path: '/care/recall-sampling/index', icon: 'icon-experiment', buttons: [['sample', '抽样']] },
  { key: 'care.recallScreening', name: '回访甄别池', path: '/care/recall-screening/index', icon: 'icon-filter', buttons: [['view', '查看'], ['screen', '甄别'], ['export', '导出']] },
  { key: 'care.recallSurvey', name: '回访调查池', path: '/care/recall-survey/index', icon: 'icon-phone', buttons: [['assign', '分配'], ['follow', '回访']] },
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
    const menus = [...new Set([care, ...granted.flatMap((p) => [screenOf.get(p)!, buttonOf.get(p)!])])];
    if (roleRows.length) await tx.insert(s.sysRoleMenu).values(roleRows.flatMap((role) => menus.map((menuId) => ({ tenantId, roleId: role.id, menuId })))).onConflictDoNothing();
  }
}

/**
 * Tenant 1's demo return visits: six finished orders drawn by hand by 孙回访 (those the picture review did not take
 * first are as good as any): one left to screen, one dropped, four screened and assigned to him; of those one had
 * no answer (second follow-up), one was successful and satisfied, one successful but dissatisfied (an assessment
 * against its outlet), one left pending.
 */
export async function seedRecalls(tx: Tx, tenantId: number) {
  const sun = await authOfUser(tx, tenantId, 'visitor_sun');
  const orders = await tx
    .select({ id: s.soOrder.id })
    .from(s.soOrder)
    .where(and(eq(s.soOrder.tenantId, tenantId), eq(s.soOrder.status, 1250), eq(s.soOrder.visit, 'notVisited')))
    .orderBy(asc(s.soOrder.id))
    .limit(6);
  if (orders.length < 6) return;
  await sampleOrders(tx, sun, { orderIds: orders.map((o) => o.id) });
  const lines = await tx.select().from(s.soRecallLine).where(and(eq(s.soRecallLine.tenantId, tenantId), inArray(s.soRecallLine.orderId, orders.map((o) => o.id)))).orderBy(asc(s.soRecallLine.orderId));
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
    return questions.map((q) => (q.answerType === 'yes_no' ? { lineNo: q.lineNo, verdict } : q.answerType === 'score' ? { lineNo: q.lineNo, score: verdict === 'confirmed' ? q.maxScore : 1 } : { lineNo: q.lineNo, text: verdict === 'confirmed' ? '师傅很专业' : '师傅迟到了一个小时' }));
  };
  await recordCalls(tx, sun, [{ id: happy.id }], { outcome: 'success', answers: await answersOf(happy.id, 'confirmed'), satisfaction: 'verySatisfied', remark: '客户表示非常满意' });
  await recordCalls(tx, sun, [{ id: unhappy.id }], { outcome: 'success', answers: await answersOf(unhappy.id, 'unconfirmed'), satisfaction: 'dissatisfied', remark: '客户反映工程师迟到且未出示收费标准' });
}

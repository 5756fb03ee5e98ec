/**
 * The return visits' extras (issue 18): the recall reports (回访信息报表 /rpt/recallInfo, 回访明细报表 /rpt/recallDetail)
 * under the report centre with their view and export buttons, granted to headquarters, the return visitor, the centres
 * and the primary outlets; and tenant 1's demo evaluation SMS: every demo order finished got one scheduled (the
 * finish's own hook); up to three are sent through the outbox, the first two answered (a visited order's first,
 * which its answer rates).
 */
import { RECALL_DETAIL_REPORT, RECALL_INFO_REPORT } from '@as/shared';
import { and, asc, eq } from 'drizzle-orm';
// The finish's hook that schedules each order's evaluation, registered before the demo orders finish.
import '../../modules/care/evaluation.routes.ts';
import { answerEvaluation, sendEvaluation } from '../../modules/care/evaluation.service.ts';
import { outboxSms } from '../../platform/sms/sms.adapter.ts';
import type { Tx } from '../client.ts';
import * as s from '../schema.ts';
import { authOfUser } from './orders-demo.ts';
import { seedReportMenus } from './parts-plan.ts';

const REPORTS = [
  { key: 'report.recallInfo', name: '回访信息报表', path: '/report/recallInfo/index', permission: RECALL_INFO_REPORT.permission, screen: 'recallInfoReport', sort: 40 },
  { key: 'report.recallDetail', name: '回访明细报表', path: '/report/recallDetail/index', permission: RECALL_DETAIL_REPORT.permission, screen: 'recallDetailReport', sort: 41 },
] as const;
const ROLES = ['ROLE_ADMIN', 'RETURN_VISITOR', 'CENTRE', 'OUTLET_1'];

export const seedRecallReportMenu = (tx: Tx, tenantId: number) => seedReportMenus(tx, tenantId, REPORTS, ROLES);

/** After the return visits' demo (seedRecalls): an answered evaluation on a visited order rates it. */
export async function seedEvaluations(tx: Tx, tenantId: number) {
  const admin = await authOfUser(tx, tenantId, 'admin');
  const scheduled = await tx.select().from(s.soEvaluation).where(eq(s.soEvaluation.tenantId, tenantId)).orderBy(asc(s.soEvaluation.id));
  const [visitedOrder] = await tx
    .select({ id: s.soOrder.id })
    .from(s.soOrder)
    .where(and(eq(s.soOrder.tenantId, tenantId), eq(s.soOrder.visit, 'visited')))
    .orderBy(asc(s.soOrder.id))
    .limit(1);
  // The visited order's first, so that its answer rates it.
  const first = [...scheduled.filter((e) => e.orderId === visitedOrder?.id), ...scheduled.filter((e) => e.orderId !== visitedOrder?.id)].slice(0, 3);
  const sent = [];
  for (const evaluation of first) sent.push(await sendEvaluation(tx, outboxSms, tenantId, evaluation.id));
  const [happy, unhappy] = sent;
  if (happy?.smsId) await answerEvaluation(tx, admin, { smsId: happy.smsId }, '5 师傅很专业，谢谢');
  if (unhappy?.smsId) await answerEvaluation(tx, admin, { smsId: unhappy.smsId }, '2 等了很久');
}

/**
 * The return visits' robot caller (submitRobot; docs/customer-care.md "Return visits"), chosen by
 * RECALL_ROBOT_PROVIDER as SMS are by SMS_PROVIDER. Each request is a row of so_recall_robot, written in the command's
 * transaction (a rolled-back command asks nothing). The outbox provider (the default) only records it: a return visitor
 * reads the list and records what the robot got (`answerRobot`). The http provider records it as queued with a
 * delivery job that POSTs {id, tenantId, orderNo, phone, script} to RECALL_ROBOT_HTTP_URL (the shared http delivery of
 * platform/outbox: retries, then failed with an interface failure record, interface recall_robot); the robot's answer
 * comes back to POST /intf/recall/robot.
 */
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config/config.ts';
import type { Database, Tx } from '../../db/client.ts';
import { enqueue, type GiveUpHandler, type JobHandler } from '../../platform/jobs/job-queue.ts';
import { type HttpOutbox, httpDeliverJob, httpGiveUp } from '../../platform/outbox/http-outbox.ts';
import { soRecallRobot } from './recall.table.ts';

export type RobotRequest = Pick<typeof soRecallRobot.$inferInsert, 'tenantId' | 'lineId' | 'orderNo' | 'deptId' | 'phone' | 'script' | 'createdBy' | 'updatedBy'>;

export interface RobotCaller {
  readonly name: 'outbox' | 'http';
  /** Records (and for http queues) the request in the caller's transaction; its row. */
  call(tx: Tx, request: RobotRequest): Promise<typeof soRecallRobot.$inferSelect>;
}

export const ROBOT_DELIVER_JOB = 'recall_robot_deliver';

export const outboxRobot: RobotCaller = {
  name: 'outbox',
  async call(tx, request) {
    const [row] = await tx.insert(soRecallRobot).values({ ...request, provider: 'outbox', status: 'recorded' }).returning();
    return row;
  },
};

export const httpRobot: RobotCaller = {
  name: 'http',
  async call(tx, request) {
    const [row] = await tx.insert(soRecallRobot).values({ ...request, provider: 'http', status: 'queued' }).returning();
    await enqueue(tx, { tenantId: request.tenantId, type: ROBOT_DELIVER_JOB, payload: { outboxId: row.id } });
    return row;
  },
};

export const robotCaller = (config: Pick<Config, 'RECALL_ROBOT_PROVIDER'>): RobotCaller => (config.RECALL_ROBOT_PROVIDER === 'http' ? httpRobot : outboxRobot);

const byId = (tenantId: number, id: number) => and(eq(soRecallRobot.tenantId, tenantId), eq(soRecallRobot.id, id));

const robotOutbox: HttpOutbox<typeof soRecallRobot.$inferSelect> = {
  interfaceName: 'recall_robot',
  find: async (tx, tenantId, id) => (await tx.select().from(soRecallRobot).where(byId(tenantId, id)))[0],
  // An answer may come back before the delivery is marked sent: an answered request stays answered.
  mark: async (tx, tenantId, id, status) => {
    const [row] = await tx.select({ status: soRecallRobot.status }).from(soRecallRobot).where(byId(tenantId, id));
    if (row?.status === 'answered') return (await tx.select().from(soRecallRobot).where(byId(tenantId, id)))[0];
    return (await tx.update(soRecallRobot).set({ status, updatedAt: new Date() }).where(byId(tenantId, id)).returning())[0];
  },
  request: (row) => ({ id: row.id, tenantId: row.tenantId, orderNo: row.orderNo, phone: row.phone, script: row.script }),
};

/** The delivery job: to RECALL_ROBOT_HTTP_URL, with RECALL_ROBOT_HTTP_TOKEN as a bearer token when set. */
export const robotDeliverJob = (database: Database, config: Pick<Config, 'RECALL_ROBOT_HTTP_URL' | 'RECALL_ROBOT_HTTP_TOKEN' | 'RECALL_ROBOT_HTTP_TIMEOUT_MS'>): JobHandler =>
  httpDeliverJob(database, robotOutbox, { urlName: 'RECALL_ROBOT_HTTP_URL', url: config.RECALL_ROBOT_HTTP_URL, token: config.RECALL_ROBOT_HTTP_TOKEN, timeoutMs: config.RECALL_ROBOT_HTTP_TIMEOUT_MS });

export const robotGiveUp = (database: Database): GiveUpHandler => httpGiveUp(database, robotOutbox);

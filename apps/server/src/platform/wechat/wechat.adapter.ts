/**
 * Sending WeChat template messages, chosen by WECHAT_PROVIDER, as SMS are by SMS_PROVIDER (the http delivery is
 * theirs: outbox/http-outbox.ts). The outbox provider (the default) records each message, and administrators read
 * them on the WeChat outbox screen. The http provider records it as queued and queues a delivery job in the same
 * transaction; the job POSTs {id, tenantId, openId, template, title, content, link} as JSON to WECHAT_HTTP_URL (a
 * gateway that holds the official account's credentials and calls WeChat's template message API), marks it sent, and
 * when its last attempt fails records an interface failure (intfFailRecord, interface wechat).
 */
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config/config.ts';
import type { Database, Tx } from '../../db/client.ts';
import { enqueue, type GiveUpHandler, type JobHandler } from '../jobs/job-queue.ts';
import { type HttpOutbox, httpDeliverJob, httpGiveUp } from '../outbox/http-outbox.ts';
import { sysWechatOutbox } from './wechat.table.ts';

/** The social binding type of a WeChat account (dictionary social_type). */
export const WECHAT_SOCIAL_TYPE = 'WX';

export interface WechatMessage {
  tenantId: number;
  openId: string;
  userId: number;
  template: string;
  title: string;
  content: string;
  link: string | null;
}

export interface WechatSender {
  readonly name: string;
  /** Sends (or records) within the caller's transaction, so a rolled-back command sends nothing; the outbox row's id. */
  send(tx: Tx, message: WechatMessage): Promise<number>;
}

export const outboxWechat: WechatSender = {
  name: 'outbox',
  async send(tx, message) {
    const [row] = await tx.insert(sysWechatOutbox).values({ ...message, provider: 'outbox', status: 'recorded' }).returning({ id: sysWechatOutbox.id });
    return row.id;
  },
};

export const WECHAT_DELIVER_JOB = 'wechat_deliver';

/** The http provider's command side: the message and its delivery job, in the command's transaction. */
export const httpWechat: WechatSender = {
  name: 'http',
  async send(tx, message) {
    const [row] = await tx.insert(sysWechatOutbox).values({ ...message, provider: 'http', status: 'queued' }).returning({ id: sysWechatOutbox.id });
    await enqueue(tx, { tenantId: message.tenantId, type: WECHAT_DELIVER_JOB, payload: { outboxId: row.id } });
    return row.id;
  },
};

export const wechatSender = (config: Pick<Config, 'WECHAT_PROVIDER'>): WechatSender => (config.WECHAT_PROVIDER === 'http' ? httpWechat : outboxWechat);

const byId = (tenantId: number, id: number) => and(eq(sysWechatOutbox.tenantId, tenantId), eq(sysWechatOutbox.id, id));

const wechatOutbox: HttpOutbox<typeof sysWechatOutbox.$inferSelect> = {
  interfaceName: 'wechat',
  find: async (tx, tenantId, id) => (await tx.select().from(sysWechatOutbox).where(byId(tenantId, id)))[0],
  mark: async (tx, tenantId, id, status) => (await tx.update(sysWechatOutbox).set({ status }).where(byId(tenantId, id)).returning())[0],
  request: (row) => ({ id: row.id, tenantId: row.tenantId, openId: row.openId, template: row.template, title: row.title, content: row.content, link: row.link }),
};

/** The delivery job: to WECHAT_HTTP_URL, with WECHAT_HTTP_TOKEN as a bearer token when set, within WECHAT_HTTP_TIMEOUT_MS. */
export const wechatDeliverJob = (database: Database, config: Pick<Config, 'WECHAT_HTTP_URL' | 'WECHAT_HTTP_TOKEN' | 'WECHAT_HTTP_TIMEOUT_MS'>): JobHandler =>
  httpDeliverJob(database, wechatOutbox, { urlName: 'WECHAT_HTTP_URL', url: config.WECHAT_HTTP_URL, token: config.WECHAT_HTTP_TOKEN, timeoutMs: config.WECHAT_HTTP_TIMEOUT_MS });

/** After the last attempt: the message is marked failed and the failure recorded for an administrator. */
export const wechatGiveUp = (database: Database): GiveUpHandler => httpGiveUp(database, wechatOutbox);

/**
 * Sending SMS, chosen by SMS_PROVIDER. The outbox provider (the default) records each message, and administrators
 * read them on the SMS outbox screen. The http provider records the message as queued and queues a delivery job
 * in the same transaction; the job POSTs it as JSON to SMS_HTTP_URL (a gateway or webhook), marks it sent, and when
 * its last attempt fails records an interface failure (intfFailRecord) that an administrator can retry or ignore —
 * the delivery the WeChat adapter shares (outbox/http-outbox.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config/config.ts';
import type { Database, Tx } from '../../db/client.ts';
import { enqueue, type GiveUpHandler, type JobHandler } from '../jobs/job-queue.ts';
import { type HttpOutbox, httpDeliverJob, httpGiveUp } from '../outbox/http-outbox.ts';
import { sysSmsOutbox } from './sms.table.ts';

export interface SmsMessage {
  tenantId: number;
  phone: string;
  template: string;
  content: string;
}

export interface SmsSender {
  readonly name: string;
  /** Sends (or records) within the caller's transaction, so a rolled-back command sends nothing; the outbox row's id. */
  send(tx: Tx, message: SmsMessage): Promise<number>;
}

export const outboxSms: SmsSender = {
  name: 'outbox',
  async send(tx, message) {
    const [row] = await tx.insert(sysSmsOutbox).values({ ...message, provider: 'outbox', status: 'recorded' }).returning({ id: sysSmsOutbox.id });
    return row.id;
  },
};

export const SMS_DELIVER_JOB = 'sms_deliver';

/** The http provider's command side: the message and its delivery job, in the command's transaction. */
export const httpSms: SmsSender = {
  name: 'http',
  async send(tx, message) {
    const [row] = await tx.insert(sysSmsOutbox).values({ ...message, provider: 'http', status: 'queued' }).returning({ id: sysSmsOutbox.id });
    await enqueue(tx, { tenantId: message.tenantId, type: SMS_DELIVER_JOB, payload: { outboxId: row.id } });
    return row.id;
  },
};

export const smsSender = (config: Pick<Config, 'SMS_PROVIDER'>): SmsSender => (config.SMS_PROVIDER === 'http' ? httpSms : outboxSms);

const byId = (tenantId: number, id: number) => and(eq(sysSmsOutbox.tenantId, tenantId), eq(sysSmsOutbox.id, id));

/** The SMS outbox as the http delivery sees it: it POSTs {id, tenantId, phone, template, content}. */
const smsOutbox: HttpOutbox<typeof sysSmsOutbox.$inferSelect> = {
  interfaceName: 'sms',
  find: async (tx, tenantId, id) => (await tx.select().from(sysSmsOutbox).where(byId(tenantId, id)))[0],
  mark: async (tx, tenantId, id, status) => (await tx.update(sysSmsOutbox).set({ status }).where(byId(tenantId, id)).returning())[0],
  request: (row) => ({ id: row.id, tenantId: row.tenantId, phone: row.phone, template: row.template, content: row.content }),
};

/** The delivery job: to SMS_HTTP_URL, with SMS_HTTP_TOKEN as a bearer token when set, within SMS_HTTP_TIMEOUT_MS. */
export const smsDeliverJob = (database: Database, config: Pick<Config, 'SMS_HTTP_URL' | 'SMS_HTTP_TOKEN' | 'SMS_HTTP_TIMEOUT_MS'>): JobHandler =>
  httpDeliverJob(database, smsOutbox, { urlName: 'SMS_HTTP_URL', url: config.SMS_HTTP_URL, token: config.SMS_HTTP_TOKEN, timeoutMs: config.SMS_HTTP_TIMEOUT_MS });

/** After the last attempt: the message is marked failed and the failure recorded for an administrator. */
export const smsGiveUp = (database: Database): GiveUpHandler => httpGiveUp(database, smsOutbox);

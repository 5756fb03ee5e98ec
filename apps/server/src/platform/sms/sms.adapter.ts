/**
 * Sending SMS, chosen by SMS_PROVIDER. The outbox provider (the default) records each message, and administrators
 * read them on the SMS outbox screen. The http provider records the message as queued and queues a delivery job
 * in the same transaction; the job POSTs it as JSON to SMS_HTTP_URL (a gateway or webhook), marks it sent, and when
 * its last attempt fails records an interface failure (intfFailRecord) that an administrator can retry or ignore.
 */
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config/config.ts';
import type { Database, Tx } from '../../db/client.ts';
import { recordIntfFailure } from '../interfaces/intf-fail.service.ts';
import { enqueue, type GiveUpHandler, type Job, type JobHandler } from '../jobs/job-queue.ts';
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

const outboxIdOf = (job: Job) => Number(job.payload.outboxId);

async function outboxRow(database: Database, job: Job) {
  return database.withTenant(job.tenantId, async (tx) => (await tx.select().from(sysSmsOutbox).where(and(eq(sysSmsOutbox.tenantId, job.tenantId), eq(sysSmsOutbox.id, outboxIdOf(job)))))[0]);
}

const requestOf = (row: typeof sysSmsOutbox.$inferSelect) => ({ id: row.id, tenantId: row.tenantId, phone: row.phone, template: row.template, content: row.content });

/**
 * The delivery job: POST {id, tenantId, phone, template, content} to SMS_HTTP_URL (with SMS_HTTP_TOKEN as a bearer
 * token when set); any 2xx is delivered, anything else (or no answer within SMS_HTTP_TIMEOUT_MS) fails the attempt.
 * The call runs outside any transaction; a message already sent is not sent again.
 */
export function smsDeliverJob(database: Database, config: Pick<Config, 'SMS_HTTP_URL' | 'SMS_HTTP_TOKEN' | 'SMS_HTTP_TIMEOUT_MS'>): JobHandler {
  return async (job) => {
    const row = await outboxRow(database, job);
    if (!row || row.status === 'sent') return;
    if (!config.SMS_HTTP_URL) throw new Error('SMS_HTTP_URL is not set');
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (config.SMS_HTTP_TOKEN) headers.authorization = `Bearer ${config.SMS_HTTP_TOKEN}`;
    const res = await fetch(config.SMS_HTTP_URL, { method: 'POST', headers, body: JSON.stringify(requestOf(row)), signal: AbortSignal.timeout(config.SMS_HTTP_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`HTTP ${res.status} ${(await res.text().catch(() => '')).slice(0, 500)}`.trim());
    await database.withTenant(job.tenantId, (tx) => tx.update(sysSmsOutbox).set({ status: 'sent' }).where(and(eq(sysSmsOutbox.tenantId, job.tenantId), eq(sysSmsOutbox.id, row.id))));
  };
}

/** After the last attempt: the message is marked failed and the failure recorded for an administrator. */
export function smsGiveUp(database: Database): GiveUpHandler {
  return async (job, error) => {
    await database.withTenant(job.tenantId, async (tx) => {
      const [row] = await tx
        .update(sysSmsOutbox)
        .set({ status: 'failed' })
        .where(and(eq(sysSmsOutbox.tenantId, job.tenantId), eq(sysSmsOutbox.id, outboxIdOf(job))))
        .returning();
      if (!row) return;
      await recordIntfFailure(tx, job, error, { interfaceName: 'sms', businessKey: String(row.id), request: requestOf(row) });
    });
  };
}

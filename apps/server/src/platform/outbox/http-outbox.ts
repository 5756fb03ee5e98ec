/**
 * What the http providers of the outbound adapters (SMS, WeChat) share: a message is first a row of its adapter's
 * outbox, recorded as queued in the command's transaction with a delivery job; the job POSTs the row as JSON to the
 * provider's URL (with its bearer token when set), marks it sent on any 2xx, and fails the attempt otherwise (or with
 * no answer in time); after the last attempt the row is marked failed and an interface failure recorded
 * (intfFailRecord), which an administrator retries or ignores. The call runs outside any transaction; a message
 * already sent is not sent again.
 */
import type { Database, Tx } from '../../db/client.ts';
import { recordIntfFailure } from '../interfaces/intf-fail.service.ts';
import type { GiveUpHandler, Job, JobHandler } from '../jobs/job-queue.ts';

export type OutboxStatus = 'recorded' | 'queued' | 'sent' | 'failed';

/** An adapter's outbox: how its rows are read and marked, and what of a row is sent. */
export interface HttpOutbox<Row extends { id: number; status: string }> {
  /** The interface failure records' name for it (dictionary intf_name). */
  interfaceName: string;
  find(tx: Tx, tenantId: number, id: number): Promise<Row | undefined>;
  mark(tx: Tx, tenantId: number, id: number, status: OutboxStatus): Promise<Row | undefined>;
  request(row: Row): Record<string, unknown>;
}

/** Where the provider is: its URL (named for the error when unset), bearer token, time allowed per attempt. */
export interface HttpEndpoint {
  urlName: string;
  url: string | undefined;
  token: string | undefined;
  timeoutMs: number;
}

const outboxIdOf = (job: Job) => Number(job.payload.outboxId);

/** The delivery job of an outbox row (payload {outboxId}). */
export function httpDeliverJob<Row extends { id: number; status: string }>(database: Database, outbox: HttpOutbox<Row>, endpoint: HttpEndpoint): JobHandler {
  return async (job) => {
    const row = await database.withTenant(job.tenantId, (tx) => outbox.find(tx, job.tenantId, outboxIdOf(job)));
    if (!row || row.status === 'sent') return;
    if (!endpoint.url) throw new Error(`${endpoint.urlName} is not set`);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (endpoint.token) headers.authorization = `Bearer ${endpoint.token}`;
    const res = await fetch(endpoint.url, { method: 'POST', headers, body: JSON.stringify(outbox.request(row)), signal: AbortSignal.timeout(endpoint.timeoutMs) });
    if (!res.ok) throw new Error(`HTTP ${res.status} ${(await res.text().catch(() => '')).slice(0, 500)}`.trim());
    await database.withTenant(job.tenantId, (tx) => outbox.mark(tx, job.tenantId, row.id, 'sent'));
  };
}

/** After the last attempt: the row is marked failed and the failure recorded for an administrator. */
export function httpGiveUp<Row extends { id: number; status: string }>(database: Database, outbox: HttpOutbox<Row>): GiveUpHandler {
  return async (job, error) => {
    await database.withTenant(job.tenantId, async (tx) => {
      const row = await outbox.mark(tx, job.tenantId, outboxIdOf(job), 'failed');
      if (!row) return;
      await recordIntfFailure(tx, job, error, { interfaceName: outbox.interfaceName, businessKey: String(row.id), request: outbox.request(row) });
    });
  };
}

/**
 * Interface failures: what an outbound delivery job records when it gives up (one open record per interface and
 * business key, reopened when a retried delivery fails again), and the two commands on a record — retry queues
 * its job again, ignore closes it with a reason. Each command is one transaction guarded on the record's status.
 */
import { INTF_FAIL_HANDLEABLE } from '@as/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError } from '../../http/errors.ts';
import { enqueue, type Job } from '../jobs/job-queue.ts';
import { intfFailRecord } from './intf-fail.table.ts';

export interface FailedDelivery {
  interfaceName: string;
  businessKey: string;
  /** What would have been sent. */
  request: Record<string, unknown>;
}

/** Records a delivery job's last failure, in its tenant's transaction. */
export async function recordIntfFailure(tx: Tx, job: Job, error: string, what: FailedDelivery) {
  const now = new Date().toISOString();
  const [open] = await tx
    .select()
    .from(intfFailRecord)
    .where(
      and(
        eq(intfFailRecord.tenantId, job.tenantId),
        eq(intfFailRecord.interfaceName, what.interfaceName),
        eq(intfFailRecord.businessKey, what.businessKey),
        inArray(intfFailRecord.status, ['pending', 'retried']),
        isNull(intfFailRecord.deletedAt),
      ),
    )
    .for('update');
  const failed = { status: 'pending' as const, requestPayload: what.request, jobType: job.type, jobPayload: job.payload, lastError: error, lastFailedAt: now, updatedAt: new Date() };
  if (open) {
    await tx
      .update(intfFailRecord)
      .set({ ...failed, attempts: open.attempts + job.attempts, handledAt: null })
      .where(eq(intfFailRecord.id, open.id));
    return;
  }
  await tx.insert(intfFailRecord).values({ ...failed, tenantId: job.tenantId, interfaceName: what.interfaceName, businessKey: what.businessKey, attempts: job.attempts, firstFailedAt: now });
}

/** Moves a pending record of the caller's tenant; another tenant's or a missing one is not found, a handled one refused. */
async function handle(tx: Tx, auth: AuthContext, id: number, changes: Partial<typeof intfFailRecord.$inferInsert>) {
  const [saved] = await tx
    .update(intfFailRecord)
    .set({ ...changes, handledAt: new Date().toISOString(), updatedBy: auth.userId, updatedAt: new Date() })
    .where(and(eq(intfFailRecord.tenantId, auth.tenantId), eq(intfFailRecord.id, id), isNull(intfFailRecord.deletedAt), inArray(intfFailRecord.status, [...INTF_FAIL_HANDLEABLE])))
    .returning();
  if (saved) return saved;
  const [exists] = await tx
    .select({ id: intfFailRecord.id })
    .from(intfFailRecord)
    .where(and(eq(intfFailRecord.tenantId, auth.tenantId), eq(intfFailRecord.id, id), isNull(intfFailRecord.deletedAt)));
  throw new AppError(exists ? 'intfFailHandled' : 'notFound');
}

/** Queues the failed delivery again; the record says retried until the delivery gives up once more. */
export async function retryIntfFailure(tx: Tx, auth: AuthContext, id: number) {
  const saved = await handle(tx, auth, id, { status: 'retried', handleRemark: null });
  await enqueue(tx, { tenantId: auth.tenantId, userId: auth.userId, type: saved.jobType, payload: saved.jobPayload });
  return saved;
}

export const ignoreIntfFailure = (tx: Tx, auth: AuthContext, id: number, reason: string) => handle(tx, auth, id, { status: 'ignored', handleRemark: reason });

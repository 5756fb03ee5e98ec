/**
 * A job queue in the database: enqueue inside the command's transaction (so a rolled-back command queues
 * nothing), claim with SKIP LOCKED (so instances never run the same job twice), re-claim jobs whose instance
 * died once their lock lapses, retry a failed job a few times. A recurring job (a scheduled scan) is queued
 * when the runner starts and again each time it ends, one at a time across instances. A job type may say what
 * happens when its job fails for the last time (an outbound delivery records an interface failure).
 */
import { eq, sql } from 'drizzle-orm';
import type { Conn, Database } from '../../db/client.ts';
import { sysJob } from './job.table.ts';

export type Job = typeof sysJob.$inferSelect;
export type JobHandler = (job: Job) => Promise<void>;
/** Runs once a job has failed its last attempt, with that attempt's error. */
export type GiveUpHandler = (job: Job, error: string) => Promise<void>;

const LOCK_SECONDS = 300;
const MAX_ATTEMPTS = 3;

/** `runAfter`: not before then (a message due later); default now. */
export async function enqueue(db: Conn, job: { tenantId: number; userId?: number; type: string; payload: Record<string, unknown>; runAfter?: Date }): Promise<number> {
  const [row] = await db.insert(sysJob).values(job).returning({ id: sysJob.id });
  return row.id;
}

export interface JobRunner {
  /** Registers what runs jobs of a type (modules register theirs when their routes are built), and what follows its last failure. */
  handle(type: string, handler: JobHandler, onGiveUp?: GiveUpHandler): void;
  /** Registers a job that runs every `everyMs` while the runner is started (global: tenant 0, no payload). */
  every(type: string, everyMs: number, handler: JobHandler): void;
  /** Claims and runs one due job; false when there was none. */
  runOnce(): Promise<boolean>;
  /** Polls until stopped; `wake` runs the loop at once (after an enqueue on this instance). */
  start(pollMs?: number): void;
  wake(): void;
  stop(): Promise<void>;
}

export function createJobRunner(database: Database, log: { error: (obj: unknown, msg: string) => void }): JobRunner {
  const db = database.db;
  const handlers: Record<string, JobHandler> = {};
  const giveUps: Record<string, GiveUpHandler> = {};
  const recurring: Record<string, number> = {};
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let scheduling: Promise<void> | undefined;
  let stopped = false;

  async function claim(): Promise<Job | undefined> {
    const result = (await db.execute(sql`
      update sys_job set status = 'running', attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LOCK_SECONDS}), updated_at = now()
      where id = (
        select id from sys_job
        where (status = 'queued' and run_after <= now()) or (status = 'running' and locked_until < now())
        order by id
        for update skip locked
        limit 1
      )
      returning id`)) as unknown as { rows: { id: number | string }[] };
    const id = result.rows[0]?.id;
    if (id === undefined) return undefined;
    return (await db.select().from(sysJob).where(eq(sysJob.id, Number(id))))[0];
  }

  /** Queues the next run of a recurring job unless one is queued or running already. */
  async function schedule(type: string, delayMs: number) {
    await db.execute(sql`
      insert into sys_job (tenant_id, type, payload, run_after)
      select 0, ${type}, '{}'::jsonb, now() + make_interval(secs => ${delayMs / 1000})
      where not exists (select 1 from sys_job where type = ${type} and status in ('queued', 'running'))`);
  }

  async function runOnce(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const handler = handlers[job.type];
    const every = recurring[job.type];
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job);
      await db.update(sysJob).set({ status: 'done', lockedUntil: null, updatedAt: new Date() }).where(eq(sysJob.id, job.id));
    } catch (err) {
      log.error({ err, jobId: job.id }, 'job failed');
      // A recurring job is not retried: its next run comes anyway.
      const retry = job.attempts < MAX_ATTEMPTS && handler !== undefined && every === undefined;
      const error = String((err as Error)?.message ?? err).slice(0, 2000);
      await db
        .update(sysJob)
        .set({
          status: retry ? 'queued' : 'failed',
          lockedUntil: null,
          runAfter: new Date(Date.now() + 2 ** job.attempts * 1000),
          lastError: error,
          updatedAt: new Date(),
        })
        .where(eq(sysJob.id, job.id));
      const giveUp = giveUps[job.type];
      if (!retry && giveUp) await giveUp(job, error).catch((giveUpErr) => log.error({ err: giveUpErr, jobId: job.id }, 'recording the failed job failed'));
    }
    if (every !== undefined) await schedule(job.type, every);
    return true;
  }

  async function drain() {
    while (!stopped && (await runOnce())) {
      // keep going while there is work
    }
  }

  const loop = () => {
    if (stopped || running) return;
    running = drain()
      .catch((err) => log.error({ err }, 'job loop failed'))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    handle(type, handler, onGiveUp) {
      handlers[type] = handler;
      if (onGiveUp) giveUps[type] = onGiveUp;
    },
    every(type, everyMs, handler) {
      handlers[type] = handler;
      recurring[type] = everyMs;
    },
    runOnce,
    start(pollMs = 1000) {
      stopped = false;
      timer = setInterval(loop, pollMs);
      scheduling = Promise.all(Object.keys(recurring).map((type) => schedule(type, 0)))
        .then(loop)
        .catch((err) => log.error({ err }, 'scheduling recurring jobs failed'));
    },
    wake() {
      if (timer) loop();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      timer = undefined;
      await scheduling;
      await running;
    },
  };
}

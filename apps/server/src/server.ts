/** Builds the running system from config: database (migrated, seeded), event bus, adapters, app. */
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config/config.ts';
import { buildApp } from './app.ts';
import { createDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { isEmpty, seedDemo } from './db/seed/demo.ts';
import type { Deps } from './deps.ts';
import { localSocial } from './platform/auth/social.adapter.ts';
import { localBus, redisBus } from './platform/realtime/event-bus.ts';
import { smsSender } from './platform/sms/sms.adapter.ts';
import { createJobRunner } from './platform/jobs/job-queue.ts';

/** Start-up errors and job failures before the app's own logger exists. */
const logger = { error: (obj: unknown, msg: string) => console.error(msg, obj) };

export async function createDeps(config: Config = loadConfig()): Promise<Deps> {
  if (!config.DATABASE_URL) fs.mkdirSync(config.pgliteDir, { recursive: true });
  fs.mkdirSync(config.filesDir, { recursive: true });
  const database = await createDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir: config.pgliteDir });
  await migrate(database);
  if (config.SEED_DEMO && (await isEmpty(database))) await seedDemo(database);
  const events = config.REDIS_URL ? await redisBus(config.REDIS_URL) : localBus();
  const jobs = createJobRunner(database, logger);
  return { config, database, events, sms: smsSender(config), social: localSocial, jobs, resources: new Map() };
}

export async function startServer(config: Config = loadConfig()) {
  const deps = await createDeps(config);
  const app = await buildApp(deps, { logger: true });
  deps.jobs.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  return { app, deps, close: () => stopServer(app, deps) };
}

/**
 * The jobs, then the app (in-flight requests end and its onClose hooks run: the operation log writes what is
 * pending), then what the app used. The database closes last: in an onClose hook of its own it closed before the
 * operation log's last batch, which was lost.
 */
export async function stopServer(app: FastifyInstance, deps: Deps) {
  await deps.jobs.stop();
  await app.close();
  await deps.events.close();
  await deps.database.close();
}

/** Builds the running system from config: database (migrated, seeded), event bus, adapters, app. */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from './config/config.ts';
import { buildApp } from './app.ts';
import { createDatabase, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { isEmpty, seedDemo } from './db/seed/demo.ts';
import type { Deps } from './deps.ts';
import { resourceRegistry } from './http/resource/registry.ts';
import { LOCAL_SOCIAL_WARNING, socialProvider } from './platform/auth/social.adapter.ts';
import { localBus, redisBus } from './platform/realtime/event-bus.ts';
import { smsSender } from './platform/sms/sms.adapter.ts';
import { createJobRunner } from './platform/jobs/job-queue.ts';
import { encryptionKey, type SecretBox, secretBox } from './platform/secrets/secret-box.ts';
import { sealSeatPasswords } from './platform/secrets/seat-passwords.ts';

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
  const secrets = await openSecrets(config, database);
  return { config, database, events, sms: smsSender(config), social: socialProvider(config), jobs, secrets, resources: resourceRegistry(database), exportSources: new Map() };
}

/** The secret box of the configured key, with whatever is still stored in clear sealed under it. */
export async function openSecrets(config: Config, database: Database): Promise<SecretBox> {
  const { key, source } = encryptionKey(config.ENCRYPTION_KEY, config.DATA_DIR);
  if (source === 'file' && config.DATABASE_URL) {
    console.warn(`ENCRYPTION_KEY is not set: using the key in ${path.join(config.DATA_DIR, 'encryption.key')}; every instance on this database needs the same key`);
  }
  const secrets = secretBox(key);
  await sealSeatPasswords(database, secrets);
  return secrets;
}

export async function startServer(config: Config = loadConfig()) {
  const deps = await createDeps(config);
  const app = await buildApp(deps, { logger: true });
  deps.jobs.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  const host = ['0.0.0.0', '::'].includes(config.HOST) ? 'localhost' : config.HOST;
  if (config.SOCIAL_PROVIDER === 'local') app.log.warn(LOCAL_SOCIAL_WARNING);
  app.log.info(`sign in at http://${host}:${config.PORT}/${config.SEED_DEMO ? ' (demo accounts in README.md, password 123456)' : ''}; data in ${config.DATA_DIR}`);
  return { app, deps, close: () => stopServer(app, deps) };
}

/**
 * The jobs, then the app (requests in flight are answered, each with its operation-log row, and its onClose hooks
 * run), then what the app used. The database closes last: those requests still need it.
 */
export async function stopServer(app: FastifyInstance, deps: Deps) {
  await deps.jobs.stop();
  await app.close();
  await deps.events.close();
  await deps.database.close();
}

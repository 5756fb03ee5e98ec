/**
 * Builds the real app on its own copy of the migrated, seeded database (PGlite by default, PostgreSQL when
 * TEST_DATABASE_URL is set), plus login helpers that go through the real token endpoint.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openSecrets, stopServer } from '../src/server.ts';
import { loadConfig, type Config } from '../src/config/config.ts';
import { createDatabase, type Database } from '../src/db/client.ts';
import type { Deps } from '../src/deps.ts';
import { resourceRegistry } from '../src/http/resource/registry.ts';
import { socialProvider } from '../src/platform/auth/social.adapter.ts';
import { localBus, type EventBus } from '../src/platform/realtime/event-bus.ts';
import { smsSender } from '../src/platform/sms/sms.adapter.ts';
import { createJobRunner } from '../src/platform/jobs/job-queue.ts';
import { adminUrl, withDatabaseName } from './db-names.ts';

export const PASSWORD = '123456';
export const BASIC_TEST = `Basic ${Buffer.from('test:test').toString('base64')}`;
export const BASIC_PIG = `Basic ${Buffer.from('pig:pig').toString('base64')}`;

export async function testDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const blob = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    return createDatabase({ loadDataDir: blob });
  }
  const name = `as_test_db_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  // Dropping the test database at the end terminates the pool's idle connections: expected, not an error.
  const database = await createDatabase({ databaseUrl: withDatabaseName(url, name), poolSize: 10, onIdleError: () => undefined });
  const close = database.close;
  database.close = async () => {
    await close();
    const drop = new pg.Client({ connectionString: adminUrl(url) });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  };
  return database;
}

export interface TestContext {
  app: FastifyInstance;
  deps: Deps;
  /** Logs in through POST /auth/oauth/token and returns headers for later calls. */
  login(username: string, opts?: { tenantId?: number; password?: string }): Promise<Record<string, string>>;
  tokenFor(username: string, opts?: { tenantId?: number; password?: string }): Promise<{ access_token: string; refresh_token: string }>;
  request(opts: InjectOptions): Promise<LightMyRequestResponse>;
}

/** What the app is built from, as in production but on a copy of the test database and a data directory of its own. */
export async function testDeps(overrides: Partial<Config> = {}, extra: { events?: EventBus } = {}): Promise<Deps> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'as-test-'));
  const config = loadConfig({ ...process.env, DATABASE_URL: undefined, REDIS_URL: undefined }, { DATA_DIR: dataDir, ...overrides });
  config.filesDir = path.join(dataDir, 'files');
  fs.mkdirSync(config.filesDir, { recursive: true });
  const database = await testDatabase();
  const jobs = createJobRunner(database, { error: (obj, msg) => process.env.TEST_LOG && console.error(msg, obj) });
  const secrets = await openSecrets(config, database);
  return { config, database, events: extra.events ?? localBus(), sms: smsSender(config), social: socialProvider(config), jobs, secrets, resources: resourceRegistry(database), exportSources: new Map() };
}

export async function createTestApp(overrides: Partial<Config> = {}, extra: { events?: EventBus } = {}): Promise<TestContext> {
  const deps = await testDeps(overrides, extra);
  // TEST_LOG=1 shows the server log (errors included) while debugging a test.
  const app = await buildApp(deps, { logger: Boolean(process.env.TEST_LOG) });
  await app.ready();
  afterAll(async () => {
    await stopServer(app, deps);
    fs.rmSync(deps.config.DATA_DIR, { recursive: true, force: true });
  });

  async function tokenFor(username: string, opts: { tenantId?: number; password?: string } = {}) {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/oauth/token',
      headers: { authorization: BASIC_TEST, 'TENANT-ID': String(opts.tenantId ?? 1), 'content-type': 'application/x-www-form-urlencoded' },
      query: { grant_type: 'password', scope: 'server' },
      payload: new URLSearchParams({ username, password: opts.password ?? PASSWORD }).toString(),
    });
    if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
    return res.json();
  }

  return {
    app,
    deps,
    tokenFor,
    async login(username, opts = {}) {
      const token = await tokenFor(username, opts);
      return { authorization: `Bearer ${token.access_token}`, 'TENANT-ID': String(opts.tenantId ?? 1) };
    },
    request: (opts) => app.inject(opts),
  };
}

/** A multipart/form-data body with one file part and text fields, for app.inject. */
export function multipart(file: { name: string; content: Buffer; type?: string; field?: string }, fields: Record<string, string> = {}) {
  const boundary = `----as${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

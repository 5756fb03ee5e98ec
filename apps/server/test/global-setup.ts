/**
 * Prepares one migrated, seeded database that every test file copies: a PGlite data-dir dump (default), or a
 * PostgreSQL template database when TEST_DATABASE_URL is set. Copying costs far less than migrating per file.
 * Names are unique per run, so several runs on one machine do not disturb each other.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/demo.ts';
import { adminUrl, withDatabaseName } from './db-names.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const run = `${process.pid}_${Date.now().toString(36)}`;
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `as_test_template_${run}`;
    await adminQuery(url, `create database ${template}`);
    const database = await createDatabase({ databaseUrl: withDatabaseName(url, template), poolSize: 2 });
    await migrate(database);
    await seedDemo(database);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteSnapshot', '');
    return async () => adminQuery(url, `drop database if exists ${template} with (force)`);
  }
  const database = await createDatabase({});
  await migrate(database);
  await seedDemo(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `as-pglite-${run}.tar`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('pgTemplate', '');
  return async () => fs.rmSync(file, { force: true });
}

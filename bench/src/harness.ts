/**
 * Benchmark harness: a server on a fresh database (PostgreSQL by default, as the budgets are stated for it),
 * and a bounded closed-loop load generator on loopback that reports medians and percentiles.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return databaseUrlOf(name);
}

function databaseUrlOf(name: string): string {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');

/** The real server in its own process (as in production), on a fresh database (or the kept one), listening on a free loopback port. */
export async function benchServer(dbName: string, env: Record<string, string> = {}, { keep = false } = {}) {
  const databaseUrl = keep ? databaseUrlOf(dbName) : await freshDatabase(dbName);
  const port = 18000 + Math.floor(Math.random() * 1000);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    // The data directory holds only the key that seals secrets: one outside the tree, kept between runs like the database.
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: path.join(os.tmpdir(), 'as-bench'), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '100000000', WEB_DIST: '/nonexistent', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  // Migrating and seeding a fresh database takes a while on a busy machine: wait up to five minutes, and never
  // go on against a server that is not up.
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const up = await fetch(`${base}/document/json`).then((r) => r.ok, () => false);
    if (up) break;
    if (i === 600) {
      child.kill('SIGTERM');
      throw new Error('server not up after 5 minutes');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  // The migrated and seeded tables as autovacuum leaves them after a while. This machine's PostgreSQL runs with
  // autovacuum off, and without statistics the session query alone took 14-50 ms (nested loops over the role menus).
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const autovacuum = (await client.query('show autovacuum')).rows[0].autovacuum as string;
  if (autovacuum !== 'on') await client.query('analyze');
  await client.end();
  return {
    base,
    databaseUrl,
    autovacuum,
    pid: child.pid!,
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** The floor server (floor-server.ts) in its own process on this database; `token` is the one session it knows. */
export async function floorServer(databaseUrl: string, token = '') {
  const port = 19000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(path.dirname(fileURLToPath(import.meta.url)), 'floor-server.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), FLOOR_TOKEN: token },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return { base: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

export async function login(base: string, username = 'admin', tenantId = 1): Promise<Record<string, string>> {
  const res = await fetch(`${base}/auth/oauth/token?grant_type=password&scope=server`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('test:test').toString('base64')}`, 'TENANT-ID': String(tenantId), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: '123456' }),
  });
  const body = (await res.json()) as { access_token: string };
  return { authorization: `Bearer ${body.access_token}`, 'TENANT-ID': String(tenantId) };
}

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Runs `concurrency` clients in a closed loop for `seconds` (bounded in time and count), timing each call in ms. */
export async function load(call: () => Promise<boolean>, opts: { concurrency: number; seconds: number; maxRequests?: number }): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  const deadline = performance.now() + opts.seconds * 1000;
  const max = opts.maxRequests ?? 1_000_000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.concurrency }, async () => {
      while (performance.now() < deadline && times.length + errors < max) {
        const t0 = performance.now();
        const ok = await call().catch(() => false);
        if (ok) times.push(performance.now() - t0);
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { requests: times.length, errors, seconds: round(seconds), perSecond: round(times.length / seconds), p50: round(percentile(times, 50)), p95: round(percentile(times, 95)), p99: round(percentile(times, 99)) };
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

/** Samples a process's RSS every `everyMs` until stopped; returns the peak. */
export function sampleRss(pid: number, everyMs = 50) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

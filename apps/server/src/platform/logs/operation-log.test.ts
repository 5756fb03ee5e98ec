import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.ts';
import { maskParams, operationLogWriter } from './operation-log.ts';

describe('maskParams', () => {
  it('masks passwords, secrets, tokens and SMS codes at any depth, and keeps business codes', () => {
    const text = maskParams({ username: 'admin', password: 'p', nested: { refresh_token: 't', smsCode: '1', newPassword: 'n' }, code: 'DEPT-01' });
    expect(JSON.parse(text)).toEqual({ username: 'admin', password: '******', nested: { refresh_token: '******', smsCode: '******', newPassword: '******' }, code: 'DEPT-01' });
  });
  it('cuts long parameters', () => {
    expect(maskParams({ a: 'x'.repeat(5000) }).length).toBeLessThanOrEqual(2001);
  });
});

describe('operationLogWriter', () => {
  const recorder = () => {
    const inserts: { tenantId: number; rows: unknown[] }[] = [];
    const database = {
      withTenant: async (tenantId: number, fn: (tx: unknown) => Promise<unknown>) =>
        fn({ insert: () => ({ values: async (rows: unknown[]) => void inserts.push({ tenantId, rows }) }) }),
    } as unknown as Database;
    return { database, inserts };
  };
  const row = (tenantId: number, title: string) => ({ tenantId, type: '0', title });

  it('writes what a moment gathered in one insert per tenant, each row as it was given', async () => {
    const { database, inserts } = recorder();
    const log = operationLogWriter(database, (err) => {
      throw err;
    });
    log.add(row(1, 'a'));
    log.add(row(2, 'b'));
    log.add(row(1, 'c'));
    expect(inserts).toEqual([]);
    await log.flush();
    expect(inserts).toEqual([
      { tenantId: 1, rows: [row(1, 'a'), row(1, 'c')] },
      { tenantId: 2, rows: [row(2, 'b')] },
    ]);
  });

  it('writes on its own after flushMs, and at once when maxRows are pending', async () => {
    const { database, inserts } = recorder();
    const log = operationLogWriter(database, () => {}, { flushMs: 10, maxRows: 2 });
    log.add(row(1, 'a'));
    await vi.waitFor(() => expect(inserts).toHaveLength(1));
    log.add(row(1, 'b'));
    log.add(row(1, 'c'));
    await vi.waitFor(() => expect(inserts.map((i) => i.rows.length)).toEqual([1, 2]));
  });

  it('reports a failed write and goes on with the next batch', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const inserts: unknown[][] = [];
    const database = {
      withTenant: async (_t: number, fn: (tx: unknown) => Promise<unknown>) =>
        fn({ insert: () => ({ values: async (rows: unknown[]) => (fail ? Promise.reject(new Error('down')) : void inserts.push(rows)) }) }),
    } as unknown as Database;
    const log = operationLogWriter(database, (err) => errors.push(err));
    log.add(row(1, 'a'));
    await log.flush();
    fail = false;
    log.add(row(1, 'b'));
    await log.flush();
    expect(errors).toHaveLength(1);
    expect(inserts).toEqual([[row(1, 'b')]]);
  });
});

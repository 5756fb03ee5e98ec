import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../../test/helper.ts';
import { queryRows, type TransactionRider, transactionRider, type Tx } from './client.ts';

describe('a transaction rider (withTenant)', async () => {
  const database = await testDatabase();
  afterAll(() => database.close());
  await database.db.execute(sql`create table rider_test (tenant_id bigint, note text)`);
  await database.db.execute(sql`grant all on rider_test to app_user`);
  const notes = async () => (await queryRows<{ tenant_id: string; note: string }>(database.db, sql`select tenant_id, note from rider_test order by note`)).map((r) => `${r.tenant_id}:${r.note}`);

  /** A rider whose work writes `note` once; `failFirst` makes the first attempt's statement fail. */
  function rider(tenantId: number, note: string, failFirst = false) {
    let state: 'open' | 'taken' = 'open';
    let attempts = 0;
    const value: TransactionRider = {
      tenantId,
      take() {
        if (state !== 'open') return undefined;
        state = 'taken';
        return async (tx: Tx) => {
          attempts++;
          await tx.execute(failFirst && attempts === 1 ? sql`select 1 / 0` : sql`insert into rider_test values (${tenantId}, ${note})`);
        };
      },
      giveBack: () => {
        state = 'open';
      },
    };
    return value;
  }
  const write = (tenantId: number, note: string) => database.withTenant(tenantId, (tx) => tx.execute(sql`insert into rider_test values (${tenantId}, ${note})`));

  it('does its work at the end of the first transaction of its tenant, in it, and only once', async () => {
    await transactionRider.run(rider(1, 'log'), async () => {
      await write(2, 'other tenant');
      expect(await notes()).toEqual(['2:other tenant']);
      await write(1, 'command');
      await write(1, 'later');
    });
    expect(await notes()).toEqual(['1:command', '1:later', '1:log', '2:other tenant']);
  });

  it('is given back when the transaction rolls back, for the next transaction to take', async () => {
    await database.db.execute(sql`delete from rider_test`);
    await transactionRider.run(rider(1, 'log', true), async () => {
      await expect(write(1, 'rolled back')).rejects.toThrow();
      expect(await notes()).toEqual([]);
      await expect(database.withTenant(1, async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
      await write(1, 'retried');
    });
    expect(await notes()).toEqual(['1:log', '1:retried']);
  });

  it('is left alone outside its context', async () => {
    await database.db.execute(sql`delete from rider_test`);
    const r = rider(1, 'log');
    await transactionRider.run(r, async () => undefined);
    await write(1, 'outside');
    expect(await notes()).toEqual(['1:outside']);
  });
});

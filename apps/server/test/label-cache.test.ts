/**
 * The names of references kept in memory (label-cache.ts, ref-labels.ts): a grid's page reads only the names it
 * does not hold; every committed update or delete of a referenced table drops that table's names (migration 0071's
 * triggers), on this instance at once and on another instance of the same database as soon as PostgreSQL tells it;
 * every table a reference field points at has its trigger.
 */
import * as shared from '@as/shared';
import { orderResource } from '@as/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabase, queryRows } from '../src/db/client.ts';
import { basServiceType } from '../src/db/schema.ts';
import { labelCache } from '../src/http/resource/label-cache.ts';
import { refTable } from '../src/http/resource/ref-labels.ts';
import { resourceRegistry } from '../src/http/resource/registry.ts';
import { withDatabaseName } from './db-names.ts';
import { createTestApp } from './helper.ts';

describe('the label cache', () => {
  it('keeps names by table until the table changes, and not what a load read before the change', () => {
    let drop: (table: string) => void = () => undefined;
    const cache = labelCache((d) => (drop = d), { max: 3 });
    const seen = cache.generation('bas_area');
    cache.set('bas_area', seen, [['basArea:1:7', 'Chaoyang']]);
    expect(cache.get('bas_area', 'basArea:1:7')).toBe('Chaoyang');
    // A load under way when the table changed is not kept.
    const before = cache.generation('bas_area');
    drop('bas_area');
    expect(cache.get('bas_area', 'basArea:1:7')).toBeUndefined();
    cache.set('bas_area', before, [['basArea:1:7', 'Old name']]);
    expect(cache.get('bas_area', 'basArea:1:7')).toBeUndefined();
    // Another table's names stay; past `max`, all are dropped and kept afresh.
    cache.set('bas_item', cache.generation('bas_item'), [['basItem:1:1', 'A'], ['basItem:1:2', 'B'], ['basItem:1:3', 'C']]);
    cache.set('bas_area', cache.generation('bas_area'), [['basArea:1:8', 'Haidian']]);
    expect(cache.get('bas_item', 'basItem:1:1')).toBeUndefined();
    expect(cache.get('bas_area', 'basArea:1:8')).toBe('Haidian');
  });
});

describe('names of references kept in memory', async () => {
  const t = await createTestApp();
  const db = t.deps.database.db;
  const admin = await t.login('admin');
  const grid = async () => {
    const res = await t.request({ method: 'POST', url: `/basic/${orderResource.name}/getListPage`, headers: admin, payload: { size: 50, fields: ['serviceTypeId'] } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().objx.records as { serviceTypeId: number; refLabels: Record<string, string> }[];
  };

  it('has a trigger on every table a reference field points at', async () => {
    const refs = new Set<string>();
    const collect = (fields: unknown) => {
      if (!Array.isArray(fields)) return;
      for (const f of fields as { type?: string; ref?: string }[]) if (f.type === 'ref' && f.ref) refs.add(f.ref);
    };
    for (const value of Object.values(shared)) {
      if (!value || typeof value !== 'object' || !('fields' in value)) continue;
      collect(value.fields);
      if ('lines' in value && value.lines && typeof value.lines === 'object' && 'fields' in value.lines) collect(value.lines.fields);
    }
    for (const repository of t.deps.resources.values()) {
      collect(repository.def.fields);
      collect(repository.def.lines?.fields);
    }
    expect(refs.size).toBeGreaterThan(20);
    const tables = [...refs].map((ref) => refTable(t.deps.resources, ref) ?? `no table for ${ref}`);
    const triggers = await queryRows<{ table: string }>(db, sql`select c.relname as "table" from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname = c.relname || '_labels_changed'`);
    const covered = new Set(triggers.map((r) => r.table));
    expect(tables.filter((table) => !covered.has(table))).toEqual([]);
  });

  it('serves names from memory until a committed change to their table drops them', async () => {
    const [first] = await grid();
    const id = first.serviceTypeId;
    const [type] = await db.select().from(basServiceType).where(eq(basServiceType.id, id));
    expect(first.refLabels.serviceTypeId).toBe(`${type.name} (${type.code})`);
    // A change the trigger does not see is not seen: the name came from memory.
    await db.execute(sql`alter table bas_service_type disable trigger bas_service_type_labels_changed`);
    try {
      await db.update(basServiceType).set({ name: 'Renamed unseen' }).where(eq(basServiceType.id, id));
    } finally {
      await db.execute(sql`alter table bas_service_type enable trigger bas_service_type_labels_changed`);
    }
    expect((await grid()).find((r) => r.serviceTypeId === id)!.refLabels.serviceTypeId).toBe(`${type.name} (${type.code})`);
    // Any committed update of the table drops its names: the next page reads them again.
    await db.update(basServiceType).set({ name: 'Renamed seen' }).where(eq(basServiceType.id, id));
    expect((await grid()).find((r) => r.serviceTypeId === id)!.refLabels.serviceTypeId).toBe(`Renamed seen (${type.code})`);
    // Through the API as an administrator renames it.
    const { version } = (await t.request({ method: 'POST', url: '/basic/basServiceType/getById', headers: admin, payload: { id } })).json().objx;
    const res = await t.request({ method: 'POST', url: '/basic/basServiceType/update', headers: admin, payload: { id, version, name: type.name } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await grid()).find((r) => r.serviceTypeId === id)!.refLabels.serviceTypeId).toBe(`${type.name} (${type.code})`);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('drops the names another instance of the same database keeps (PostgreSQL)', async () => {
    const [{ name }] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
    const other = await createDatabase({ databaseUrl: withDatabaseName(process.env.TEST_DATABASE_URL!, name), poolSize: 2 });
    const app = await buildApp({ ...t.deps, database: other, resources: resourceRegistry(other) }, { logger: false });
    try {
      const there = async () => {
        const res = await app.inject({ method: 'POST', url: `/basic/${orderResource.name}/getListPage`, headers: admin, payload: { size: 50, fields: ['serviceTypeId'] } });
        return res.json().objx.records as { serviceTypeId: number; refLabels: Record<string, string> }[];
      };
      const [first] = await there();
      const id = first.serviceTypeId;
      await db.update(basServiceType).set({ name: 'Renamed elsewhere' }).where(eq(basServiceType.id, id));
      await expect.poll(async () => (await there()).find((r) => r.serviceTypeId === id)!.refLabels.serviceTypeId, { timeout: 5000 }).toMatch(/^Renamed elsewhere/);
    } finally {
      await app.close();
      await other.close();
    }
  });
});

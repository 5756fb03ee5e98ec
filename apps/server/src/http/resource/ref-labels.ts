/**
 * The names of what returned rows refer to. A grid or a form shows a reference ('ref' field) by the name of the row
 * it points at; a caller may see a row without being allowed to list the resource it refers to (an engineer's
 * work order names an outlet; a centre's customer asset names a product model), or the referenced row may lie
 * outside their data scope or be deleted. Seeing a row means seeing the names of what it refers to, so the server
 * resolves them with the rows it returns — within the caller's tenant, for those ids only — and sends them as
 * `refLabels` { field: label } on each row (and on each line). What a caller may pick from is another matter: the
 * pickers list the referenced resource under its own permission and data scope. The names are kept in memory by the
 * registry (label-cache.ts): only those not kept are read, and a change to a referenced table drops its names.
 */
import { type FieldDef, type RefLabels, rowLabel, type ScreenDef } from '@as/shared';
import { getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client.ts';
import { basWarehouseLocation } from '../../modules/master-data/master-data.table.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import type { ResourceRegistry } from './registry.ts';
import type { Row } from './resource.repository.ts';

/**
 * What is referred to without being a business resource: the organisation tree's nodes, named by their name, and a
 * warehouse's locations (its lines), named by their code and by their name where it says more.
 */
const NAMED: Record<string, { def: { label: readonly string[] }; tableName: string; query: (tenantId: number, ids: number[]) => SQL }> = {
  sysDept: {
    tableName: getTableName(sysDept),
    def: { label: ['name'] },
    query: (tenantId, ids) => sql`select ${sysDept.id} as id, json_build_object('name', ${sysDept.name}) as row from ${sysDept} where ${sysDept.tenantId} = ${tenantId} and ${inArray(sysDept.id, ids)}`,
  },
  basWarehouseLocation: {
    tableName: getTableName(basWarehouseLocation),
    def: { label: ['code', 'name'] },
    query: (tenantId, ids) =>
      sql`select ${basWarehouseLocation.id} as id, json_build_object('code', ${basWarehouseLocation.code}, 'name', nullif(${basWarehouseLocation.name}, ${basWarehouseLocation.code})) as row from ${basWarehouseLocation} where ${basWarehouseLocation.tenantId} = ${tenantId} and ${inArray(basWarehouseLocation.id, ids)}`,
  },
};

/** The table a reference field's `ref` points at (what its names are read from, and what LABELS_CHANGED names). */
export const refTable = (resources: ResourceRegistry, ref: string): string | undefined => NAMED[ref]?.tableName ?? resources.get(ref)?.tableName;

const refFieldsOf = (fields: readonly FieldDef[] | undefined) => (fields ?? []).filter((f): f is FieldDef & { ref: string } => f.type === 'ref' && !!f.ref);

/** Each row (and each of its lines) with the names of what its reference fields point at, in one query. */
export async function withRefLabels<T extends Row>(db: Conn, resources: ResourceRegistry, tenantId: number, def: Pick<ScreenDef, 'fields' | 'lines'>, rows: T[]): Promise<(T & { refLabels: RefLabels })[]> {
  const headerRefs = refFieldsOf(def.fields);
  const lineRefs = refFieldsOf(def.lines?.fields);
  const lines = (row: Row) => (Array.isArray(row.lines) ? (row.lines as Row[]) : []);
  const wanted = new Map<string, Set<number>>();
  const want = (record: Row, fields: (FieldDef & { ref: string })[]) => {
    for (const f of fields) {
      const id = Number(record[f.name]);
      if (!Number.isSafeInteger(id) || id <= 0) continue;
      if (!wanted.has(f.ref)) wanted.set(f.ref, new Set());
      wanted.get(f.ref)!.add(id);
    }
  };
  for (const row of rows) {
    want(row, headerRefs);
    for (const line of lines(row)) want(line, lineRefs);
  }

  // The names kept in memory, and one query for the others (each table's generation read before it).
  const names = new Map<string, string>();
  const parts: SQL[] = [];
  const generations = new Map<string, number>();
  const keyOf = (ref: string, id: number | string) => `${ref}:${tenantId}:${id}`;
  for (const [ref, ids] of wanted) {
    const table = refTable(resources, ref);
    if (!table) continue;
    const missing: number[] = [];
    for (const id of ids) {
      const name = resources.labels.get(table, keyOf(ref, id));
      if (name === undefined) missing.push(id);
      else names.set(`${ref}:${id}`, name);
    }
    if (!missing.length) continue;
    generations.set(table, resources.labels.generation(table));
    const query = NAMED[ref] ? NAMED[ref].query(tenantId, missing) : resources.get(ref)!.labelQuery(tenantId, missing);
    parts.push(sql`select ${ref}::text as ref, q.id, q.row from (${query}) q`);
  }
  if (parts.length) {
    const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as { rows: { ref: string; id: number | string; row: Row }[] };
    const loaded = new Map<string, [string, string][]>();
    for (const { ref, id, row } of result.rows) {
      const def = NAMED[ref]?.def ?? resources.get(ref)!.def;
      const name = rowLabel(def, { ...row, id });
      names.set(`${ref}:${id}`, name);
      const table = refTable(resources, ref)!;
      if (!loaded.has(table)) loaded.set(table, []);
      loaded.get(table)!.push([keyOf(ref, id), name]);
    }
    for (const [table, entries] of loaded) resources.labels.set(table, generations.get(table)!, entries);
  }
  const labelled = (record: Row, fields: (FieldDef & { ref: string })[]): RefLabels => {
    const out: RefLabels = {};
    for (const f of fields) {
      const name = record[f.name] == null ? undefined : names.get(`${f.ref}:${record[f.name]}`);
      if (name !== undefined) out[f.name] = name;
    }
    return out;
  };
  return rows.map((row) => {
    const withLabels = { ...row, refLabels: labelled(row, headerRefs) };
    if (!lineRefs.length || !Array.isArray(row.lines)) return withLabels;
    return { ...withLabels, lines: lines(row).map((line) => ({ ...line, refLabels: labelled(line, lineRefs) })) };
  });
}

/**
 * SQL for any resource declared by metadata: list with the grid protocol's filters, sort and paging, count,
 * get, insert, guarded update and soft delete. Tenant first, live rows only.
 */
import { type FieldDef, labelFieldsOf, type ListQuery, type ResourceDef } from '@as/shared';
import { and, asc, count, desc, eq, getTableColumns, getTableName, gte, ilike, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Conn } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import type { Viewer } from './data-scope.ts';

/** A resource table: the common columns plus one column per field, keyed by the field's name. */
export type ResourceTable = PgTable & {
  id: PgColumn;
  tenantId: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
  deletedAt: PgColumn;
  createdBy: PgColumn;
  updatedBy: PgColumn;
};

export type Row = Record<string, unknown>;

/** A lines table: its header's id, the line's position, and one column per line field. */
export type LinesTable = PgTable & { id: PgColumn; tenantId: PgColumn; parentId: PgColumn; lineNo: PgColumn };

const SPECIAL_SORT: Record<string, string> = { createTime: 'createdAt', updateTime: 'updatedAt' };

/** The rows a viewer may see (data scope); none: every row of the tenant. */
export type ScopeOf = (viewer: Viewer) => SQL | undefined;

/**
 * A filter a resource computes itself (a search through an index the generic condition cannot use). `others` gives
 * the list's other generic filters as conditions on the columns passed, those of them that have one: a lookup in a
 * relation of its own (a search view) may narrow itself by them.
 */
export type FilterOf = (values: string[], tenantId: number, others: (columns: Record<string, PgColumn>) => SQL[]) => SQL;

/** What a resource adds to the generic queries: its data scope and its own filters. */
export interface QueryHooks {
  /** The rows a caller may see and change (data scope): lists, counts, exports, reads, updates and deletes keep to them. */
  scope?: ScopeOf;
  filters?: Record<string, FilterOf>;
  /** The rows a viewer's list shows first, before the list's order (an inspector's own reviews). */
  first?: ScopeOf;
}

/** % and _ typed by the user, taken literally in a LIKE pattern. */
const likeLiteral = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/** A `like` filter value as an ILIKE pattern: contains it, with % and _ typed by the user taken literally. */
export const containsPattern = (value: string) => `%${likeLiteral(value)}%`;

/** A value as a LIKE pattern: begins with it, % and _ taken literally. */
export const prefixPattern = (value: string) => `${likeLiteral(value)}%`;

export function resourceRepository(def: ResourceDef, table: ResourceTable, linesTable?: LinesTable, { scope, filters: ownFilters = {}, first }: QueryHooks = {}) {
  if (!def.lines !== !linesTable) throw new Error(`${def.name}: lines declared without a table, or a table without lines`);
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  for (const f of def.fields) {
    const column = columns[f.name];
    if (!column) throw new Error(`${def.name}: field ${f.name} has no column`);
    // An empty input becomes the field's default or null: a column that refuses null needs one or the other (fields the server writes aside).
    if (!f.readOnly && column.notNull && !f.required && f.default === undefined) throw new Error(`${def.name}: field ${f.name} is NOT NULL but neither required nor defaulted`);
  }
  for (const name of def.computedFilters ?? []) if (!ownFilters[name]) throw new Error(`${def.name}: computed filter ${name} has no hook`);
  const fieldsByName = new Map(def.fields.map((f) => [f.name, f]));
  const { tenantId: _t, deletedAt: _d, ...visible } = columns;
  // What clients see: the fields (a screen's createdAt column among them), id, audit, and pig's createTime/updateTime names.
  const selection = { ...visible, createTime: columns.createdAt, updateTime: columns.updatedAt };
  /** The row as a list asked for it: the fields named, with the id and the version (what a row action sends back); else the whole row. */
  const listSelection = (fields: string[] | undefined) =>
    fields ? Object.fromEntries([['id', table.id], ...(columns.version ? [['version', columns.version]] : []), ...fields.map((name) => [name, columns[name]])]) : selection;
  const live = (tenantId: number) => and(eq(table.tenantId, tenantId), isNull(table.deletedAt));
  /** Trees: whether a row has live children. Qualified by hand: drizzle leaves columns unqualified in a one-table select, which the subquery would capture. */
  const hasChildrenSql = (tenantId: number) => {
    const parent = columns[def.tree?.parentField ?? 'id'];
    const outerId = sql`${sql.identifier(getTableName(table))}.${sql.identifier(table.id.name)}`;
    return sql<boolean>`exists (select 1 from ${table} as child where child.${sql.identifier(parent.name)} = ${outerId} and child.tenant_id = ${tenantId} and child.deleted_at is null)`;
  };

  /** A filter value as the column's type; a value that cannot be one is a client error naming the field. */
  function typed(f: FieldDef, raw: string): unknown {
    if (f.type === 'int' || f.type === 'ref') {
      if (!/^-?\d+$/.test(raw)) throw new AppError('validation', { field: `filters.${f.name}`, message: raw });
      return Number(raw);
    }
    if (f.type === 'boolean') return raw === '1' || raw === 'true';
    // A moment as the driver of either kind of timestamp column takes it (text as the contract writes it: server time).
    if (f.type === 'datetime') {
      const moment = new Date(raw);
      if (Number.isNaN(moment.getTime())) throw new AppError('validation', { field: `filters.${f.name}`, message: raw });
      return moment;
    }
    return raw;
  }

  /** The generic filters of the query (those without a hook of their own) on these columns, those that have one. */
  function genericSql(query: ListQuery, on: Record<string, PgColumn>): SQL[] {
    const where: SQL[] = [];
    for (const [name, values] of Object.entries(query.filters)) {
      const f = fieldsByName.get(name)!;
      const col = on[name];
      if (ownFilters[name] || !col) continue;
      switch (f.filter) {
        case 'like':
          // Each value may match.
          where.push(sql`(${sql.join(values.map((v) => ilike(col, containsPattern(v))), sql` or `)})`);
          break;
        case 'range': {
          const [from, to] = values;
          if (from) where.push(gte(col, typed(f, from)));
          if (to) where.push(lte(col, typed(f, to)));
          break;
        }
        default:
          where.push(values.length === 1 ? eq(col, typed(f, values[0])) : inArray(col, values.map((v) => typed(f, v))));
      }
    }
    return where;
  }

  function filterSql(tenantId: number, query: ListQuery): SQL[] {
    const own = Object.entries(query.filters).flatMap(([name, values]) => {
      const filter = ownFilters[name];
      return filter ? [filter(values, tenantId, (on) => genericSql(query, on))] : [];
    });
    return [...own, ...genericSql(query, columns)];
  }

  /** The client's sort when it gave one, else the resource's default, else newest first. */
  function orderOf(query: ListQuery) {
    const sortColumn = query.sort ? columns[SPECIAL_SORT[query.sort] ?? query.sort] : def.defaultSort ? columns[def.defaultSort.field] : table.id;
    const direction = query.sort ? query.order : (def.defaultSort?.order ?? 'desc');
    return direction === 'desc' ? desc(sortColumn) : asc(sortColumn);
  }

  return {
    def,
    /** The table's SQL name (what LABELS_CHANGED names). */
    tableName: getTableName(table),
    /** The conditions that keep a viewer to the rows of their data scope (none when the resource has no scope). */
    scopeOf(viewer: Viewer): SQL[] {
      const condition = scope?.(viewer);
      return condition ? [condition] : [];
    },

    /** The viewer's rows shown first (none: the list's order alone). */
    firstOf(viewer: Viewer): SQL | undefined {
      return first?.(viewer);
    },

    async list(db: Conn, tenantId: number, query: ListQuery, extra: SQL[] = [], leading?: SQL) {
      const where = and(live(tenantId), ...filterSql(tenantId, query), ...extra);
      const offset = (query.current - 1) * query.size;
      // A tree's rows say whether they have children, so a grid offers to open only those.
      const records = await db
        .select({ ...listSelection(query.fields), ...(def.tree ? { hasChildren: hasChildrenSql(tenantId) } : {}) })
        .from(table)
        .where(where)
        .orderBy(...(leading ? [sql`case when ${leading} then 0 else 1 end`] : []), orderOf(query), desc(table.id))
        .limit(query.size)
        .offset(offset);
      if (!query.searchCount) return { records, total: 0 };
      // A page that has rows but is not full holds the last of the matches: the total follows from it, exactly, in
      // the page's own snapshot, and nothing is counted (a caller's whole number, a few digits of it, most filtered
      // lists). A full page, or a page past the end, asks for the count.
      const total =
        records.length > 0 && records.length < query.size
          ? offset + records.length
          : records.length === 0 && query.current === 1
            ? 0
            : (await db.select({ n: count() }).from(table).where(where))[0].n;
      return { records, total };
    },

    /** Every matching id in the list's order, without paging (exports fetch the rows in chunks by id). */
    async orderedIds(db: Conn, tenantId: number, query: ListQuery, extra: SQL[] = []): Promise<number[]> {
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(live(tenantId), ...filterSql(tenantId, query), ...extra))
        .orderBy(orderOf(query), desc(table.id));
      return rows.map((r) => Number(r.id));
    },

    /** The rows with these ids, in the order of the ids. */
    async getMany(db: Conn, tenantId: number, ids: number[]): Promise<Row[]> {
      if (!ids.length) return [];
      const rows: Row[] = await db.select(selection).from(table).where(and(live(tenantId), inArray(table.id, ids)));
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      return ids.map((id) => byId.get(id)).filter((r): r is Row => r !== undefined);
    },

    /**
     * The query of what names these rows where other rows refer to them (id, and the label fields as a json row),
     * deleted ones included: an old record still names what it referred to. No data scope: see ref-labels.ts.
     */
    labelQuery(tenantId: number, ids: number[]): SQL {
      const named = labelFieldsOf(def).filter((f) => columns[f]);
      const pairs = named.map((f) => sql`${sql.raw(`'${f}'`)}, ${columns[f]}`);
      return sql`select ${table.id} as id, json_build_object(${sql.join(pairs, sql`, `)}) as row from ${table} where ${table.tenantId} = ${tenantId} and ${inArray(table.id, ids)}`;
    },

    async count(db: Conn, tenantId: number, query: ListQuery, extra: SQL[] = []) {
      return (await db.select({ n: count() }).from(table).where(and(live(tenantId), ...filterSql(tenantId, query), ...extra)))[0].n;
    },

    async get(db: Conn, tenantId: number, id: number, extra: SQL[] = []): Promise<Row | undefined> {
      return (await db.select(selection).from(table).where(and(live(tenantId), eq(table.id, id), ...extra)))[0];
    },

    /** Children of a tree node, each with whether it has children of its own (lazy tree loading). */
    async children(db: Conn, tenantId: number, parentField: string, parentId: number) {
      return db
        .select({ ...selection, hasChildren: hasChildrenSql(tenantId) })
        .from(table)
        .where(and(live(tenantId), eq(columns[parentField], parentId)))
        .orderBy(def.defaultSort ? asc(columns[def.defaultSort.field]) : asc(table.id));
    },

    /**
     * The live rows a person names by one of their words (code or name, or the resource's label fields), each
     * compared whole: what a spreadsheet cell holds where the screen would offer a choice.
     */
    async idsNamed(db: Conn, tenantId: number, text: string): Promise<number[]> {
      const named = [...new Set(['code', 'name', ...(def.label ?? [])])].filter((name) => fieldsByName.has(name) && columns[name]);
      if (!named.length) return [];
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(and(live(tenantId), sql`(${sql.join(named.map((name) => eq(columns[name], text)), sql` or `)})`))
        .limit(2);
      return rows.map((r) => Number(r.id));
    },

    /** The unique fields whose value another live row already holds. */
    async duplicates(db: Conn, tenantId: number, value: Row, exceptId?: number): Promise<string[]> {
      const taken: string[] = [];
      for (const f of def.fields) {
        if (!f.unique || value[f.name] === undefined || value[f.name] === null) continue;
        const rows = await db
          .select({ id: table.id })
          .from(table)
          .where(and(live(tenantId), eq(columns[f.name], value[f.name]), exceptId ? ne(table.id, exceptId) : undefined))
          .limit(1);
        if (rows.length) taken.push(f.name);
      }
      return taken;
    },

    async insert(db: Conn, tenantId: number, userId: number, value: Row): Promise<Row> {
      const [row] = await db
        .insert(table)
        .values({ ...value, tenantId, createdBy: userId } as never)
        .returning({ id: table.id });
      return (await this.get(db, tenantId, Number(row.id)))!;
    },

    /** Guarded: only a live row of this tenant; undefined when there is none. */
    async update(db: Conn, tenantId: number, userId: number, id: number, value: Row): Promise<Row | undefined> {
      const rows = await db
        .update(table)
        .set({ ...value, updatedBy: userId, updatedAt: new Date() } as never)
        .where(and(live(tenantId), eq(table.id, id)))
        .returning({ id: table.id });
      return rows.length ? this.get(db, tenantId, id) : undefined;
    },

    /** A header's lines in their order. */
    async getLines(db: Conn, tenantId: number, parentId: number): Promise<Row[]> {
      if (!linesTable) return [];
      const { tenantId: _t, parentId: _p, ...lineColumns } = getTableColumns(linesTable) as Record<string, PgColumn>;
      return db
        .select(lineColumns)
        .from(linesTable)
        .where(and(eq(linesTable.tenantId, tenantId), eq(linesTable.parentId, parentId)))
        .orderBy(asc(linesTable.lineNo));
    },

    /** The lines of several headers, by header, each in its order. */
    async linesOf(db: Conn, tenantId: number, parentIds: number[]): Promise<Map<number, Row[]>> {
      const byParent = new Map<number, Row[]>();
      if (!linesTable || !parentIds.length) return byParent;
      const { tenantId: _t, parentId, ...lineColumns } = getTableColumns(linesTable) as Record<string, PgColumn>;
      const rows = await db
        .select({ ...lineColumns, parentId })
        .from(linesTable)
        .where(and(eq(linesTable.tenantId, tenantId), inArray(linesTable.parentId, parentIds)))
        .orderBy(asc(linesTable.parentId), asc(linesTable.lineNo));
      for (const { parentId: id, ...line } of rows) byParent.set(Number(id), [...(byParent.get(Number(id)) ?? []), line]);
      return byParent;
    },

    /** Replaces a header's lines as a whole (inside the header's transaction). */
    async replaceLines(db: Conn, tenantId: number, parentId: number, lines: Row[]) {
      if (!linesTable) return;
      await db.delete(linesTable).where(and(eq(linesTable.tenantId, tenantId), eq(linesTable.parentId, parentId)));
      if (lines.length) await db.insert(linesTable).values(lines.map((line, lineNo) => ({ ...line, tenantId, parentId, lineNo })) as never);
    },

    /** Soft-deletes the rows; the number deleted (ids not found are not counted). */
    async softDelete(db: Conn, tenantId: number, userId: number, ids: number[]): Promise<number> {
      const rows = await db
        .update(table)
        .set({ deletedAt: new Date(), updatedBy: userId } as never)
        .where(and(live(tenantId), inArray(table.id, ids)))
        .returning({ id: table.id });
      return rows.length;
    },
  };
}

export type ResourceRepository = ReturnType<typeof resourceRepository>;

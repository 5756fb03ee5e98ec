/**
 * How a list screen talks to its server: one adapter per API family, so the screen itself (ResourcePage) is written
 * once. Business resources use the spec's /basic/<name>/<verb> calls ({type, msg, objx}); platform resources use
 * pig's REST calls ({code, msg, data}: GET <base>/page, POST and PUT <base>, DELETE <base>/<id>).
 */
import type { Page, ResourceDef } from '@as/shared';
import { biz, r, request } from '../api/request.ts';

export type Row = Record<string, unknown> & { id: number };

/** Query keys of a screen's data: everything under `all` is refreshed when the screen saves. */
export const resourceKeys = (key: string) => ({
  all: ['resource', key] as const,
  list: (query: unknown) => ['resource', key, 'list', query] as const,
});

export interface ListQuery {
  current: number;
  size: number;
  sort?: string;
  order?: 'asc' | 'desc';
  /** Per field, comma-joined values (the spec's grid query). */
  filters: Record<string, string>;
  /** false: the server skips the count (the spec's searchCount); business lists only. */
  searchCount?: boolean;
}

export interface ExportColumn {
  field: string;
  title: string;
}

/** What an import did: rows read, written and rejected; the rejected ones with their reasons and in a result file. */
export interface ImportResult {
  total: number;
  succeeded: number;
  failed: number;
  /** The first rejected rows (spreadsheet row number and reason); the result file lists them all. */
  rejected: { line: number; reason: string }[];
  /** The export-task record holding the result file, when rows were rejected. */
  resultId: number | null;
  resultFile: string | null;
}

/** What a screen can do is what its adapter offers (and the user's permissions allow). */
export interface ResourceApi {
  list(query: ListQuery): Promise<Page<Row>>;
  /** One whole record (a header with its lines, which its list row does not carry), for editing. */
  get?(id: number): Promise<Row>;
  /** Adds when the record has no id, else updates. */
  save?(record: Record<string, unknown>): Promise<unknown>;
  remove?(ids: number[]): Promise<unknown>;
  /** Trees: the children of a node, loaded when it is expanded; only rows with `hasChildren` offer to expand. */
  children?(parentId: number): Promise<Row[]>;
  export?(query: ListQuery, columns: ExportColumn[]): Promise<unknown>;
  /** Import: the xlsx template with these columns (offered only together with `import`). */
  importTemplate?(columns: ExportColumn[]): Promise<Blob>;
  /** Import: a filled template; with allOrNothing no row is written when any is rejected. */
  import?(file: File, allOrNothing: boolean): Promise<ImportResult>;
  /** The server imports a file whole or not at all, whatever is asked (the choice is shown fixed). */
  importAllOrNothing?: boolean;
}

/**
 * A grid's list that asks the server for the count once per set of filters: another page or another sort does not
 * change it, and a wide filter's count costs as much as its page. The same query asked again (a refresh, or a change
 * made elsewhere that refetched the grid) counts again. A short page shows where the list ends, so the total stays
 * exact there. A server that counts anyway (pig's REST pages) is taken at its word.
 */
export function countOnce(list: ResourceApi['list']) {
  let last: { query: string; filters: string; total: number } | undefined;
  return async (query: ListQuery): Promise<Page<Row>> => {
    const whole = JSON.stringify(query);
    const filters = JSON.stringify(query.filters);
    const known = last && last.filters === filters && last.query !== whole ? last.total : undefined;
    const page = await list(known === undefined ? query : { ...query, searchCount: false });
    let total = page.total;
    if (known !== undefined && page.searchCount === false) {
      const { length } = page.records;
      total = length < query.size && (length > 0 || query.current === 1) ? (query.current - 1) * query.size + length : known;
    }
    last = { query: whole, filters, total };
    return total === page.total ? page : { ...page, total, pages: Math.ceil(total / query.size), searchCount: true };
  };
}

/** The spec's grid query body: paging as strings. */
export const gridBody = (query: ListQuery) => ({ ...query, current: String(query.current), size: String(query.size) });

export function basicApi(def: ResourceDef): ResourceApi {
  const base = `/basic/${def.name}`;
  // The server refuses any other field (what it sets itself: audit columns, times), so a listed row goes back without them.
  const accepted = new Set(['id', ...(def.lines ? ['lines'] : []), ...def.fields.filter((f) => !f.readOnly).map((f) => f.name)]);
  const writable = (record: Record<string, unknown>) => Object.fromEntries(Object.entries(record).filter(([key]) => accepted.has(key)));
  const roots = (query: ListQuery) =>
    def.tree && !Object.keys(query.filters).length ? { ...query, filters: { [def.tree.parentField]: '-1' } } : query;
  const api: ResourceApi = {
    list: (query) => biz(`${base}/getListPage`, { method: 'POST', data: gridBody(roots(query)) }),
    get: def.lines ? (id) => biz(`${base}/getById`, { method: 'POST', data: { id } }) : undefined,
    save: (record) => biz(`${base}/${record.id != null ? 'update' : 'add'}`, { method: 'POST', data: writable(record) }),
    remove: (ids) => biz(`${base}/delete`, { method: 'POST', data: { ids } }),
    children: def.tree ? (parentId) => biz(`${base}/getTreeNodes`, { method: 'POST', data: { parentId } }) : undefined,
    export: (query, columns) => biz(`${base}/export`, { method: 'POST', data: { ...gridBody(roots(query)), columns } }),
    // Spreadsheets carry header fields only: resources with lines offer no import.
    importTemplate: def.lines ? undefined : (columns) => request<Blob>(`${base}/importTemplate`, { method: 'POST', data: { columns } }),
    import: def.lines
      ? undefined
      : (file, allOrNothing) => {
          const form = new FormData();
          // Before the file: the server reads the fields that precede the file part.
          form.append('allOrNothing', String(allOrNothing));
          form.append('file', file);
          return biz(`${base}/getListByExcel`, { method: 'POST', data: form });
        },
  };
  // Rows only the server writes: listed and exported, never saved, deleted or imported from a screen.
  return def.readOnly ? { list: api.list, children: api.children, export: api.export } : api;
}

export interface AdminApiOptions {
  /** Read-only screens (logs, outbox) leave saving out. */
  save?: boolean;
  remove?: boolean;
}

/** pig's REST resource at `base` (e.g. /admin/post): filters travel as query parameters of GET <base>/page. */
export function adminApi(base: string, options: AdminApiOptions = {}): ResourceApi {
  const { save = true, remove = true } = options;
  return {
    list: ({ current, size, sort, order, filters }) => r(`${base}/page`, { params: { current, size, ...(sort ? { sort, order } : {}), ...filters } }),
    save: save ? (record) => r(base, { method: record.id != null ? 'PUT' : 'POST', data: record }) : undefined,
    remove: remove
      ? async (ids) => {
          for (const id of ids) await r(`${base}/${id}`, { method: 'DELETE' });
        }
      : undefined,
  };
}

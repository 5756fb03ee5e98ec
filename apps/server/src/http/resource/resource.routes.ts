/**
 * The generic /basic/<resource>/<verb> routes of a resource declared by metadata. Behaviour a resource needs
 * beyond the generic comes through its named hooks, never through branches here.
 */
import { bizOk, dictTypesOf, type FieldError, listSpecOf, optionErrors, page, parseListQuery, type ResourceDef, resourcePermissions, validateLines, validateRecord } from '@as/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { type AuthContext, authOf } from '../access.ts';
import { requestExport } from '../../platform/exports/export.service.ts';
import { type ImportCheck, type ImportTarget, importRows, importTemplate } from '../../platform/imports/import.service.ts';
import { dictOptions } from '../../platform/dicts/dict.repository.ts';
import { AppError, FieldErrors } from '../errors.ts';
import { requestLang } from '../lang.ts';
import { withRefLabels } from './ref-labels.ts';
import { type LinesTable, type QueryHooks, type ResourceTable, type Row, resourceRepository } from './resource.repository.ts';

/** The uploaded spreadsheet of an import (multipart: the allOrNothing field, then the file). */
async function importUpload(request: FastifyRequest): Promise<{ buffer: Buffer; allOrNothing: boolean }> {
  const part = await request.file();
  if (!part) throw new AppError('fileMissing');
  const buffer = await part.toBuffer();
  // An xlsx is a zip archive: judged by its content, not its name.
  if (buffer.subarray(0, 4).toString('binary') !== 'PK\x03\x04') throw new AppError('fileFormat');
  return { buffer, allOrNothing: (part.fields.allOrNothing as { value?: string } | undefined)?.value === 'true' };
}

export interface ResourceHooks extends QueryHooks {
  /** Extra rules before a write (cross-field checks, references); throw AppError or FieldErrors to refuse. */
  beforeWrite?(tx: Tx, auth: AuthContext, value: Row, current: Row | null, lines?: Row[]): Promise<void>;
  /** What follows a write in its transaction (history rows): the row as written and as it was (null on add), with their lines. */
  afterWrite?(tx: Tx, auth: AuthContext, row: Row, before: Row | null): Promise<void>;
  /** Refuse a delete (for example while other rows refer to it), or record it. */
  beforeDelete?(tx: Tx, auth: AuthContext, row: Row): Promise<void>;
}

const Id = z.coerce.number().int().positive();
const ListBody = z.record(z.string(), z.unknown()).nullish();
/** The grid's visible columns with the user's titles: what an export writes and a template offers. */
export const Columns = z.array(z.object({ field: z.string().min(1).max(64), title: z.string().max(128) })).min(1).max(300);

/**
 * The spec's export verb of a resource: the grid's query with its visible columns becomes an export task, whose job
 * reads the rows (in the requester's data scope) through the resource's repository in `deps.resources`.
 */
export function exportRoute(app: FastifyInstance, deps: Deps, def: ResourceDef) {
  const spec = listSpecOf(def);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      `/basic/${def.name}/export`,
      { config: { access: resourcePermissions(def).export, title: `${def.name} export` }, schema: { tags: [def.name], body: z.looseObject({ columns: Columns }) } },
      async (request) => {
        const auth = authOf(request);
        const { columns, ...rest } = request.body;
        const query = parseListQuery(rest, spec);
        return bizOk({ id: await requestExport(deps, auth, def.name, def.key, query, columns, requestLang(request)) });
      },
    );
}

export interface ImportOptions {
  /** The resource's own rules, applied to each row as to an add. */
  check?: ImportCheck;
  /** Rows are written only when every row is valid, whatever the caller asks. */
  allOrNothing?: 'always';
}

/**
 * The spec's import verbs of a resource: importTemplate (the screen's columns as an xlsx template) and
 * getListByExcel (a filled template, each row checked as an add and written to the caller's target).
 */
export function importRoutes(app: FastifyInstance, deps: Deps, def: ResourceDef, targetOf: (auth: AuthContext) => ImportTarget, { check, allOrNothing }: ImportOptions = {}) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perm = resourcePermissions(def);
  const base = `/basic/${def.name}`;
  const tags = [def.name];

  r.post(`${base}/importTemplate`, { config: { access: perm.import, read: true }, schema: { tags, body: z.object({ columns: Columns }) } }, async (request, reply) => {
    const file = await importTemplate({ def }, request.body.columns);
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${def.key}-template.xlsx`)}`)
      .send(file);
  });

  r.post(`${base}/getListByExcel`, { config: { access: perm.import, title: `${def.name} import` }, schema: { tags } }, async (request) => {
    const auth = authOf(request);
    const upload = await importUpload(request);
    return bizOk(await importRows(deps, auth, targetOf(auth), upload.buffer, allOrNothing === 'always' || upload.allOrNothing, requestLang(request), check));
  });
}

export interface ResourceOptions {
  table: ResourceTable;
  /** Required when the metadata declares lines. */
  linesTable?: LinesTable;
  hooks?: ResourceHooks;
}

export function resourceRoutes(app: FastifyInstance, deps: Deps, def: ResourceDef, { table, linesTable, hooks = {} }: ResourceOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = resourceRepository(def, table, linesTable, hooks);
  deps.resources.set(def.name, repo);
  const perm = resourcePermissions(def);
  const spec = listSpecOf(def);
  const base = `/basic/${def.name}`;
  const tags = [def.name];
  const inTenant = <T>(auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);

  async function assertUnique(tx: Tx, auth: AuthContext, value: Row, exceptId?: number) {
    const taken = await repo.duplicates(tx, auth.tenantId, value, exceptId);
    if (taken.length) throw new FieldErrors(taken.map((field) => ({ field, code: 'duplicate' })));
  }

  /** Dictionary fields hold one of the tenant's options. */
  async function assertOptions(tx: Tx, auth: AuthContext, value: Row, lines: Row[] | undefined) {
    const types = dictTypesOf(def);
    if (!types.length) return;
    const options = await dictOptions(tx, auth.tenantId, types);
    const errors = optionErrors(def, value, lines, new Map([...options].map(([type, map]) => [type, new Set(map.values())])));
    if (errors.length) throw new FieldErrors(errors);
  }

  /** The header's fields and, for resources with lines, the lines (required on add, replaced when sent on update). */
  function validated(input: Record<string, unknown>, mode: 'add' | 'update') {
    const { lines: rawLines, ...fields } = input;
    const header = validateRecord(def, def.lines ? fields : input, mode);
    const errors: FieldError[] = [...header.errors];
    let lines: Row[] | undefined;
    if (def.lines && (mode === 'add' || rawLines !== undefined)) {
      const checked = validateLines(def.lines, rawLines);
      errors.push(...checked.errors);
      lines = checked.value;
    }
    if (errors.length) throw new FieldErrors(errors);
    return { value: header.value, lines };
  }

  /** What the rows refer to, named (ref-labels.ts). */
  const labelled = (tx: Tx, auth: AuthContext, rows: Row[]) => withRefLabels(tx, deps.resources, auth.tenantId, def, rows);

  const withLines = async (tx: Tx, auth: AuthContext, row: Row) => (def.lines ? { ...row, lines: await repo.getLines(tx, auth.tenantId, Number(row.id)) } : row);

  const add = (auth: AuthContext, input: Record<string, unknown>) => {
    const { value, lines } = validated(input, 'add');
    return inTenant(auth, async (tx) => {
      await assertUnique(tx, auth, value);
      await assertOptions(tx, auth, value, lines);
      await hooks.beforeWrite?.(tx, auth, value, null, lines);
      const row = await repo.insert(tx, auth.tenantId, auth.userId, value);
      if (lines) await repo.replaceLines(tx, auth.tenantId, Number(row.id), lines);
      const saved = await withLines(tx, auth, row);
      await hooks.afterWrite?.(tx, auth, saved, null);
      return saved;
    });
  };

  const update = (auth: AuthContext, id: number, input: Record<string, unknown>) => {
    const { value, lines } = validated(input, 'update');
    return inTenant(auth, async (tx) => {
      const current = await repo.get(tx, auth.tenantId, id, repo.scopeOf(auth));
      if (!current) throw new AppError('notFound');
      await assertUnique(tx, auth, value, id);
      await assertOptions(tx, auth, value, lines);
      await hooks.beforeWrite?.(tx, auth, value, current, lines);
      const before = hooks.afterWrite ? await withLines(tx, auth, current) : null;
      const updated = await repo.update(tx, auth.tenantId, auth.userId, id, value);
      if (!updated) throw new AppError('notFound');
      if (lines) await repo.replaceLines(tx, auth.tenantId, id, lines);
      const saved = await withLines(tx, auth, updated);
      await hooks.afterWrite?.(tx, auth, saved, before);
      return saved;
    });
  };

  r.post(`${base}/getListPage`, { config: { access: perm.view, read: true }, schema: { tags, body: ListBody } }, async (request) => {
    const auth = authOf(request);
    const query = parseListQuery(request.body, spec);
    const { records, total } = await inTenant(auth, async (tx): Promise<{ records: Row[]; total: number }> => {
      const found = await repo.list(tx, auth.tenantId, query, repo.scopeOf(auth), repo.firstOf(auth));
      let rows = found.records as Row[];
      if (def.lines) {
        // A screen edits a listed row: a header comes with its lines, or saving it would drop them.
        const lines = await repo.linesOf(tx, auth.tenantId, rows.map((row) => Number(row.id)));
        rows = rows.map((row) => ({ ...row, lines: lines.get(Number(row.id)) ?? [] }));
      }
      return { total: found.total, records: await labelled(tx, auth, rows) };
    });
    return bizOk(page(records, total, query.current, query.size, query.searchCount));
  });

  r.post(`${base}/getCount`, { config: { access: perm.view, read: true }, schema: { tags, body: ListBody } }, async (request) => {
    const auth = authOf(request);
    const query = parseListQuery(request.body, spec);
    return bizOk(await inTenant(auth, (tx) => repo.count(tx, auth.tenantId, query, repo.scopeOf(auth))));
  });

  r.post(`${base}/getById`, { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ id: Id }) } }, async (request) => {
    const auth = authOf(request);
    const row = await inTenant(auth, async (tx) => {
      const found = await repo.get(tx, auth.tenantId, request.body.id, repo.scopeOf(auth));
      return found && (await labelled(tx, auth, [await withLines(tx, auth, found)]))[0];
    });
    if (!row) throw new AppError('notFound');
    return bizOk(row);
  });

  exportRoute(app, deps, def);

  if (def.tree) {
    const parentField = def.tree.parentField;
    r.post(
      `${base}/getTreeNodes`,
      { config: { access: perm.view, read: true }, schema: { tags, body: z.object({ parentId: z.coerce.number().int().default(-1) }).nullish() } },
      async (request) => {
        const auth = authOf(request);
        return bizOk(await inTenant(auth, (tx) => repo.children(tx, auth.tenantId, parentField, request.body?.parentId ?? -1)));
      },
    );
  }

  // Rows only the server writes (history, generated batches): no client writes or imports.
  if (def.readOnly) return;

  r.post(`${base}/add`, { config: { access: perm.add, title: `${def.name} add` }, schema: { tags, body: z.record(z.string(), z.unknown()) } }, async (request) =>
    bizOk(await add(authOf(request), request.body)),
  );

  r.post(`${base}/update`, { config: { access: perm.edit, title: `${def.name} update` }, schema: { tags, body: z.looseObject({ id: Id }) } }, async (request) => {
    const { id, ...input } = request.body;
    return bizOk(await update(authOf(request), id, input));
  });

  // The spec's saveOrUpdate: an update when an id is sent, else an add; each needs its own permission.
  r.post(
    `${base}/saveOrUpdate`,
    { config: { access: 'user', title: `${def.name} save` }, schema: { tags, body: z.looseObject({ id: Id.nullish() }) } },
    async (request) => {
      const auth = authOf(request);
      const { id, ...input } = request.body;
      if (!auth.permissions.has(id ? perm.edit : perm.add)) throw new AppError('noPermission');
      return bizOk(id ? await update(auth, id, input) : await add(auth, input));
    },
  );

  r.post(
    `${base}/delete`,
    {
      config: { access: perm.del, title: `${def.name} delete` },
      schema: { tags, body: z.union([z.object({ id: Id }), z.object({ ids: z.array(Id).min(1).max(1000) })]) },
    },
    async (request) => {
      const auth = authOf(request);
      const ids = 'id' in request.body ? [request.body.id] : [...new Set(request.body.ids)];
      // All or nothing: every id must be a live row of this tenant that its hooks allow to delete.
      const deleted = await inTenant(auth, async (tx) => {
        for (const id of ids) {
          const row = await repo.get(tx, auth.tenantId, id, repo.scopeOf(auth));
          if (!row) throw new AppError('notFound');
          await hooks.beforeDelete?.(tx, auth, row);
        }
        return repo.softDelete(tx, auth.tenantId, auth.userId, ids);
      });
      return bizOk(deleted);
    },
  );

  // Spreadsheet import carries header fields only: resources with lines are imported another way.
  if (!def.lines) importRoutes(app, deps, def, () => repo, { check: hooks.beforeWrite });
}

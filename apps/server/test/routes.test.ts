/**
 * Sweeps every operation of the interface document, so a route added later is covered without anyone writing a test
 * for it: it declares its access; a caller without its permission gets 403 in the contract's envelope; bad input
 * (missing fields, wrong types, values outside an enum, oversized strings, unknown sort and filter fields) gets 400
 * in the caller's language naming the field; and none of it writes anything.
 */
import { BUSINESS_RESOURCES, errorText } from '@as/shared';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { isBusinessUrl } from '../src/http/errors.ts';
import { createTestApp } from './helper.ts';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  'x-access'?: string;
  'x-title'?: string;
  'x-read'?: boolean;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface Route {
  method: string;
  /** OpenAPI path, e.g. /admin/menu/{id}. */
  path: string;
  op: Operation;
}

/** The one table a refused request may still write: the operation log records failed writes. */
const AUDIT_TABLES = new Set(['sys_log']);

const EN = { 'accept-language': 'en-US' };

/** The variants a JSON schema accepts (zod's optional and nullable become anyOf). */
const variants = (schema: JsonSchema): JsonSchema[] => (schema.anyOf ? schema.anyOf.flatMap(variants) : [schema]);
const types = (schema: JsonSchema) => new Set(variants(schema).flatMap((v) => (Array.isArray(v.type) ? v.type : v.type ? [v.type] : [])));
const maxLengthOf = (schema: JsonSchema) => variants(schema).find((v) => v.maxLength !== undefined)?.maxLength;
const enumOf = (schema: JsonSchema) => variants(schema).find((v) => v.enum)?.enum;

/** One value of each kind this schema refuses, with the field it is for. */
function badValues(schema: JsonSchema): { value: unknown; why: string }[] {
  const t = types(schema);
  const out: { value: unknown; why: string }[] = [];
  if ((t.has('integer') || t.has('number')) && !t.has('string')) out.push({ value: 'not-a-number', why: 'wrong type' });
  const max = maxLengthOf(schema);
  if (max !== undefined && max < 100_000) out.push({ value: 'x'.repeat(max + 1), why: `longer than ${max}` });
  const allowed = enumOf(schema);
  if (allowed && !t.has('integer') && !t.has('number')) out.push({ value: 'no-such-value', why: 'outside the enum' });
  return out;
}

/** A path with every parameter filled: integers get 1 unless told otherwise, strings a harmless word. */
function fill(route: Route, override: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name in override) return encodeURIComponent(override[name]);
    const param = route.op.parameters?.find((p) => p.in === 'path' && p.name === name);
    return param && types(param.schema).has('string') && !types(param.schema).has('integer') ? 'sweep' : '1';
  });
}

const jsonBodyOf = (route: Route) => route.op.requestBody?.content['application/json']?.schema;

describe('every route of the interface document', async () => {
  // The sweep sends hundreds of requests from one address; the limiter has its own test (app.test.ts).
  const t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 1_000_000 });
  const admin = { ...(await t.login('admin')), ...EN };
  // customer_li holds a role with no menu, hence no permission at all.
  const customer = { ...(await t.login('customer_li')), ...EN };
  const customerPermissions: string[] = (await t.request({ method: 'GET', url: '/admin/user/info', headers: customer })).json().data.permissions;

  const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const routes: Route[] = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );

  /** A fingerprint of every table but the audit ones: equal fingerprints mean nothing was written. */
  async function fingerprint(): Promise<Record<string, string>> {
    const tables = await queryRows<{ name: string }>(
      t.deps.database.db,
      sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      if (AUDIT_TABLES.has(name)) continue;
      const [row] = await queryRows<{ digest: string }>(
        t.deps.database.db,
        sql`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest from ${sql.identifier(name)} r`,
      );
      out[name] = row.digest;
    }
    return out;
  }

  /** The error envelope of the route's kind; its data (objx) is the list of fields a validation failure names, else null. */
  function expectEnvelope(url: string, body: Record<string, unknown>, msg: (text: string) => void, field?: string) {
    const detail = isBusinessUrl(url) ? body.objx : body.data;
    expect(body).toMatchObject(isBusinessUrl(url) ? { type: 'error' } : { code: 1 });
    msg(String(body.msg));
    if (field === undefined) expect(detail).toBeNull();
    else expect((detail as { field: string }[]).map((d) => d.field), url).toContainEqual(expect.stringContaining(field));
  }

  it('finds the whole surface in the document', () => {
    // Platform and business calls alike; a sweep over a handful of routes would prove nothing.
    expect(routes.length).toBeGreaterThan(100);
    for (const expected of ['POST /auth/oauth/token', 'POST /admin/menu/getMenus', 'POST /admin/register/user', 'POST /basic/basArea/getListPage']) {
      expect(routes.map((r) => `${r.method} ${r.path}`)).toContain(expected);
    }
  });

  it('says who may call each route, and what the operation log calls each signed-in write', () => {
    for (const route of routes) {
      const where = `${route.method} ${route.path}`;
      expect(route.op['x-access'], where).toMatch(/^(public|user|[a-z][a-z0-9_]*)$/);
      if (route.method === 'GET' || route.op['x-access'] === 'public') continue;
      // A signed-in write names itself in the operation log; a read the spec sends as POST says so and is not logged.
      if (route.op['x-read']) expect(route.op['x-title'], `${where} is a read with a log title`).toBeUndefined();
      else expect(route.op['x-title'], `${where} has no operation-log title`).toBeTruthy();
    }
  });

  it('refuses every permission-guarded route to a caller without the permission with 403, writing nothing', async () => {
    const guarded = routes.filter((r) => !['public', 'user'].includes(r.op['x-access'] ?? ''));
    expect(guarded.length).toBeGreaterThan(60);
    const before = await fingerprint();
    for (const route of guarded) {
      expect(customerPermissions).not.toContain(route.op['x-access']);
      const url = fill(route);
      const res = await t.request({ method: route.method as InjectOptions['method'], url, headers: customer, ...(jsonBodyOf(route) ? { payload: {} } : {}) });
      expect(res.statusCode, `${route.method} ${url}`).toBe(403);
      expectEnvelope(url, res.json(), (msg) => expect(msg).toBe(errorText('noPermission', 'en-US')));
    }
    expect(await fingerprint()).toEqual(before);
  }, 180_000);

  it('refuses every non-public route without a token with 401', async () => {
    for (const route of routes.filter((r) => r.op['x-access'] !== 'public')) {
      const url = fill(route);
      const res = await t.request({ method: route.method as InjectOptions['method'], url, headers: EN, ...(jsonBodyOf(route) ? { payload: {} } : {}) });
      expect(res.statusCode, `${route.method} ${url}`).toBe(401);
    }
  });

  it('answers bad input on every route with 400 naming the field in the caller language, writing nothing', async () => {
    const before = await fingerprint();
    let cases = 0;
    const send = async (route: Route, label: string, field: string, opts: { url?: string; query?: Record<string, string>; payload?: unknown }) => {
      cases++;
      const url = opts.url ?? fill(route);
      const res = await t.request({ method: route.method as InjectOptions['method'], url, headers: admin, query: opts.query, payload: opts.payload as InjectOptions['payload'] });
      const where = `${route.method} ${url} (${label})`;
      expect(res.statusCode, `${where}: ${res.body}`).toBe(400);
      expectEnvelope(url, res.json(), (msg) => {
        // Field and rule in English, never the validator's own wording.
        expect(msg, where).toContain(`${field}: `);
        expect(msg, where).not.toMatch(/[一-龥]|Invalid input|Expected/);
      }, field);
    };

    for (const route of routes) {
      const params = route.op.parameters ?? [];
      const validQuery: Record<string, string> = {};
      for (const p of params.filter((p) => p.in === 'query' && p.required)) validQuery[p.name] = types(p.schema).has('string') ? 'sweep' : '1';

      for (const p of params) {
        if (p.in === 'path') {
          for (const bad of badValues(p.schema)) await send(route, `path ${p.name} ${bad.why}`, p.name, { url: fill(route, { [p.name]: String(bad.value) }), payload: jsonBodyOf(route) ? {} : undefined });
        }
        if (p.in === 'query') {
          if (p.required) {
            const { [p.name]: _, ...rest } = validQuery;
            await send(route, `query ${p.name} missing`, p.name, { query: rest });
          }
          for (const bad of badValues(p.schema)) await send(route, `query ${p.name} ${bad.why}`, p.name, { query: { ...validQuery, [p.name]: String(bad.value) } });
        }
      }

      const body = jsonBodyOf(route);
      if (!body) continue;
      if (types(body).has('array') && !types(body).has('object')) {
        await send(route, 'body not a list', 'body', { query: validQuery, payload: { id: 1 } });
        continue;
      }
      for (const name of body.required ?? []) {
        const others = Object.fromEntries((body.required ?? []).filter((n) => n !== name).map((n) => [n, 'x']));
        await send(route, `body ${name} missing`, name, { query: validQuery, payload: others });
      }
      for (const [name, schema] of Object.entries(body.properties ?? {})) {
        for (const bad of badValues(schema)) await send(route, `body ${name} ${bad.why}`, name, { query: validQuery, payload: { [name]: bad.value } });
      }
    }
    // Every route with a declared input was probed at least once.
    expect(cases).toBeGreaterThan(250);
    expect(await fingerprint()).toEqual(before);
    // The sweep grows with every route: it gets the time of a slow, shared machine.
  }, 300_000);

  describe('resources declared by metadata, whose bodies the metadata validates', () => {
    const defs = BUSINESS_RESOURCES;
    /** Lists whose screens are built by hand rather than from a resource's metadata. */
    const handWritten = ['snUserChange', 'snSiteEngineer', 'snEngineerChange', 'soOrderHistory', 'partsBalance', 'spStockMove', 'networkInventory', 'sfSiteAccount', 'sfSiteFinflow', 'sfCostFormula'];

    it('serves every declared resource', () => {
      for (const def of defs) expect(routes.map((r) => r.path)).toContain(`/basic/${def.name}/getListPage`);
      const served = new Set(routes.filter((r) => r.path.endsWith('/getListPage') && r.path.startsWith('/basic/')).map((r) => r.path.split('/')[2]));
      expect([...served].sort()).toEqual([...defs.map((d) => d.name), ...handWritten].sort());
    });

    it('refuses unknown sort and filter fields, missing required fields and oversized strings, writing nothing', async () => {
      const before = await fingerprint();
      for (const def of defs) {
        const base = `/basic/${def.name}`;
        const sort = await t.request({ method: 'POST', url: `${base}/getListPage`, headers: admin, payload: { current: 1, size: 10, sort: 'passwordHash', order: 'asc' } });
        expect(sort.statusCode, def.name).toBe(400);
        expect(sort.json()).toMatchObject({ type: 'error', msg: expect.stringContaining('passwordHash') });
        const filter = await t.request({ method: 'POST', url: `${base}/getListPage`, headers: admin, payload: { filters: { tenantId: '2' } } });
        expect(filter.statusCode, def.name).toBe(400);
        expect(filter.json().msg).toContain('tenantId');
        const size = await t.request({ method: 'POST', url: `${base}/getListPage`, headers: admin, payload: { current: 'first', size: 100_000 } });
        expect(size.statusCode, def.name).toBe(400);

        // Rows only the server writes have no add to refuse bad input (a work order's hand-written add validates by its metadata).
        if (def.readOnly && !routes.some((r) => r.path === `${base}/add`)) {
          expect((await t.request({ method: 'POST', url: `${base}/add`, headers: admin, payload: {} })).statusCode, def.name).toBe(404);
          continue;
        }
        const required = def.fields.filter((f) => f.required && !f.readOnly);
        const empty = await t.request({ method: 'POST', url: `${base}/add`, headers: admin, payload: {} });
        expect(empty.statusCode, def.name).toBe(400);
        for (const f of required) expect(empty.json().msg, def.name).toContain(`${f.name}: ${errorText(f.requiredMessage ?? 'required', 'en-US')}`);

        for (const field of def.fields.filter((f) => (f.type === 'string' || f.type === 'text') && !f.readOnly)) {
          const max = field.max ?? (field.type === 'text' ? 2000 : 255);
          const res = await t.request({ method: 'POST', url: `${base}/add`, headers: admin, payload: { [field.name]: 'x'.repeat(max + 1) } });
          expect(res.statusCode, `${def.name}.${field.name}`).toBe(400);
          expect(res.json().msg, `${def.name}.${field.name}`).toContain(`${field.name}: ${errorText('maxLength', 'en-US', { n: max })}`);
        }
        for (const field of def.fields.filter((f) => ['int', 'decimal', 'money'].includes(f.type) && !f.readOnly)) {
          const res = await t.request({ method: 'POST', url: `${base}/add`, headers: admin, payload: { [field.name]: 'many' } });
          expect(res.statusCode, `${def.name}.${field.name}`).toBe(400);
          expect(res.json().msg, `${def.name}.${field.name}`).toContain(`${field.name}: `);
        }
      }
      expect(await fingerprint()).toEqual(before);
    }, 180_000);
  });

  it('answers a malformed JSON body and an overlong URL in the envelope and the caller language', async () => {
    const res = await t.request({ method: 'POST', url: '/admin/menu', headers: { ...admin, 'content-type': 'application/json' }, payload: '{"key": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 1, msg: errorText('formatError', 'en-US'), data: null });
    const zh = await t.request({ method: 'POST', url: '/basic/basArea/add', headers: { ...admin, 'accept-language': 'zh-CN', 'content-type': 'application/json' }, payload: '[1,' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({ type: 'error', msg: errorText('formatError', 'zh-CN'), objx: null });
    // A path parameter past what the router takes never reaches a handler, and still gets the envelope.
    const long = await t.request({ method: 'GET', url: `/admin/sys-file/${'b'.repeat(600)}/a.png`, headers: admin });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 1, msg: errorText('formatError', 'en-US'), data: null });
  });
});

/**
 * The pig edge (docs/pig-clients.md): pig-family admin clients (pigx-ui 3.x, pig-ui) name the platform's entities
 * their own way (roleName, menuId, deptId, createTime...). A route that serves such a client names its shape in
 * `config.pig`; this file alone translates:
 *
 * - requests, before validation: each pig name present in the body or query is renamed to ours (ours wins when
 *   both come), values converted where the two differ (dsType '0' -> dataScope 'all', menuIds with a trailing
 *   comma); read-only fields a client echoes back (createTime, avue's `$label` copies) are dropped; any other field
 *   the route does not declare is refused by name unless it is empty, so a request is never answered as if it had
 *   done something we ignored;
 * - responses, before serialisation: every row of `data` (an object, a list, a page's records, a tree's children)
 *   gets the pig names beside ours, so our web app and a pig client read the same answer.
 *
 * Services and repositories never see a pig name.
 */
import { randomBytes } from 'node:crypto';
import type { DataScope, Permission } from '@as/shared';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { FieldErrors } from './errors.ts';

interface Field {
  /** Our name. */
  ours: string;
  /** Our value of pig's (requests); the same value when absent. */
  fromPig?: (value: unknown) => unknown;
  /** Pig's value of ours (responses); the same value when absent. */
  toPig?: (value: unknown, row: Record<string, unknown>) => unknown;
  /** Only answered, never accepted (createTime). */
  readOnly?: boolean;
  /** Always answered as this (beside `ours`); a request may send it empty or as this, never otherwise. */
  fixed?: unknown;
  /**
   * One pig field that carries several of ours (a client's additionalInformation): a request's value becomes these
   * fields of ours (instead of `ours`), each checked as if the client had sent it; `toPig` answers it from the row.
   */
  spread?: (value: unknown) => Record<string, unknown>;
}

export interface PigShape {
  /** pig name -> our name, or how the two convert. */
  fields: Record<string, string | Field>;
  /** Fields a pig client sends back that are the server's to set: dropped from requests. */
  echoes?: readonly string[];
  /** Our fields a request may carry besides the route's body schema (none by default). */
  accepts?: readonly string[];
}

/** A key or code of letters, digits, '.', '_' and '-' made from a text (a path, a permission), unique by a random tail. */
export function derivedKey(prefix: string, from: unknown, max: number): string {
  const base = String(from ?? '')
    .replace(/^\/+/, '')
    .replace(/[/:]+/g, '.')
    .replace(/[^\w.-]+/g, '')
    .slice(0, max - 9);
  return `${base || prefix}-${randomBytes(4).toString('hex')}`;
}

// pig's data scope types (DataScopeTypeEnum): 0 all, 1 custom departments, 2 own and below, 3 own, 4 own records.
const DS_TYPES: Record<string, DataScope> = { '0': 'all', '2': 'dept_and_below', '3': 'dept', '4': 'self' };
const DS_TYPE_OF = Object.fromEntries(Object.entries(DS_TYPES).map(([type, scope]) => [scope, type])) as Record<DataScope, string>;

const createTime: Field = { ours: 'createdAt', readOnly: true };
const updateTime: Field = { ours: 'updatedAt', readOnly: true };
/**
 * What our own answers carry besides the fields a write declares: our web app's forms send the row they were given
 * back with their changes (crud/FormDialog), so these come back and are the server's to set.
 */
const ANSWERED = new Set(['id', 'tenantId', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'deletedAt', 'hasChildren', 'children', 'version']);
const AUDIT_ECHOES = ['createTime', 'updateTime', 'createBy', 'updateBy', 'delFlag', 'tenantId', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'] as const;

/** What pig's client and social screens show, and send back unchanged, in place of a secret. */
export const CLIENT_SECRET_MASK = '******';

/** pigx's additionalInformation keys of a client's flags, and our fields. */
const CLIENT_FLAGS = { enc_flag: 'encFlag', captcha_flag: 'captchaFlag', expired_status: 'expiredStatus' } as const;

/**
 * A client's additionalInformation (JSON, pigx's flags as "1"/"0") as our fields; a key we do not know comes back
 * under its own name (additionalInformation.<key>), which the route does not declare, so it is refused by name.
 */
function clientFlagsFromPig(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null || value === '') return {};
  let info: unknown = value;
  if (typeof value === 'string') {
    try {
      info = JSON.parse(value);
    } catch {
      throw new FieldErrors([{ field: 'additionalInformation', code: 'formatError' }]);
    }
  }
  if (!isPlainObject(info)) throw new FieldErrors([{ field: 'additionalInformation', code: 'formatError' }]);
  const out: Record<string, unknown> = {};
  for (const [key, flag] of Object.entries(info)) {
    const ours = CLIENT_FLAGS[key as keyof typeof CLIENT_FLAGS];
    if (!ours) out[`additionalInformation.${key}`] = flag;
    else if (ours === 'expiredStatus') out[ours] = flag === '' || flag === null ? undefined : Number(flag);
    else out[ours] = flag === '1' || flag === 1 || flag === true ? true : flag === '0' || flag === 0 || flag === false ? false : flag;
  }
  return out;
}

const clientFlagsToPig = (row: Record<string, unknown>) =>
  JSON.stringify({ enc_flag: row.encFlag ? '1' : '0', captcha_flag: row.captchaFlag ? '1' : '0', expired_status: String(row.expiredStatus) });

export const PIG_SHAPES = {
  // pig SysUser / UserDTO (role: the role ids, post: the post ids) / UserVO (roleList of SysRole).
  user: {
    fields: {
      userId: 'id',
      role: 'roleIds',
      post: 'postIds',
      nickname: 'name',
      createTime,
      updateTime,
      roleList: { ours: 'roleList', readOnly: true, toPig: (list) => (Array.isArray(list) ? list.map((r: { id: number; name: string }) => ({ ...r, roleId: r.id, roleName: r.name })) : list) },
      postList: { ours: 'postList', readOnly: true, toPig: (list) => (Array.isArray(list) ? list.map((p: { id: number; name: string }) => ({ ...p, postId: p.id, postName: p.name })) : list) },
    },
    // Besides pig's read-only fields: our answer's (the department's name, the lock's end, the shared flag, the role and
    // post lists the web app joins into roleNames and postNames), and the username, which an edit does not change.
    echoes: [...AUDIT_ECHOES, 'deptName', 'lockedUntil', 'accountShared', 'roleNames', 'postNames', 'username', 'salt'],
  },
  // pig SysRole.
  role: {
    fields: {
      roleId: 'id',
      roleName: 'name',
      roleCode: 'code',
      roleDesc: 'description',
      dsType: {
        ours: 'dataScope',
        // Custom department lists (1) are not a scope we offer: the value is kept, and validation refuses it.
        fromPig: (type) => DS_TYPES[String(type)] ?? type,
        toPig: (scope) => DS_TYPE_OF[scope as DataScope] ?? scope,
      },
      dsScope: { ours: 'dataScope', fixed: '' },
      createTime,
      updateTime,
    },
    echoes: AUDIT_ECHOES,
  },
  // pig SysRole's menu grant: menuIds joined by commas, a trailing comma included.
  roleMenus: {
    fields: { menuIds: { ours: 'menuIds', fromPig: (ids) => (typeof ids === 'string' ? ids.replace(/^,+|,+$/g, '') : ids) } },
  },
  // pig SysMenu / MenuVO (the tree's label is the name). pig has no key: the route derives one (menu.routes.ts).
  menu: {
    fields: { menuId: 'id', label: { ours: 'name', readOnly: true }, createTime, updateTime },
    echoes: [...AUDIT_ECHOES, 'component', 'spread'],
  },
  // pig SysDept (sortOrder is the order among siblings). pig has no code nor kind: the route derives a code and
  // takes the parent's kind (dept.routes.ts).
  dept: {
    fields: { deptId: 'id', sortOrder: 'sort', createTime, updateTime },
    echoes: [...AUDIT_ECHOES, 'weight', 'isLock', 'siteName'],
  },
  // pig SysDict and SysDictItem: remarks, and system (built in: '1'), which is the server's to set.
  dict: {
    fields: { remarks: 'remark', system: { ours: 'systemFlag', readOnly: true }, createTime, updateTime },
    // An item's type and dictionary are its dictionary's: sent back, never changed.
    echoes: [...AUDIT_ECHOES, 'systemFlag', 'type', 'dictId'],
  },
  // pig SysPublicParam: publicId, publicName, system; publicKey, publicValue, publicType and validateCode are ours too.
  param: {
    fields: { publicId: 'id', publicName: 'name', system: { ours: 'systemFlag', readOnly: true }, createTime, updateTime },
    echoes: [...AUDIT_ECHOES, 'systemFlag'],
  },
  // pig SysFile: createUser is who uploaded it. An edit renames it (original); the rest of the row it sends back is
  // checked unchanged by the route (bucketName, fileName, type, fileSize) or is answered only (url, createBy).
  file: {
    fields: { createUser: { ours: 'createBy', readOnly: true }, createTime },
    echoes: [...AUDIT_ECHOES, 'url'],
  },
  // pigx's token screen: user_info.id/username, access_token (here the session's handle, never its secret), token_type, expires_in.
  token: {
    fields: {
      access_token: { ours: 'id', readOnly: true, toPig: (id) => String(id) },
      token_type: { ours: 'id', readOnly: true, toPig: () => 'bearer' },
      expires_in: { ours: 'expiresAt', readOnly: true, toPig: (at) => (at instanceof Date ? Math.max(0, Math.floor((at.getTime() - Date.now()) / 1000)) : at) },
      user_info: { ours: 'userId', readOnly: true, toPig: (id, row) => ({ id, username: row.username }) },
    },
  },
  // pig SysOauthClientDetails, whose id is its clientId (GET and DELETE /admin/client/{clientId}). The secret is never
  // answered: pig's screen shows CLIENT_SECRET_MASK and sends it back unchanged, which keeps the secret. pigx keeps
  // its flags in additionalInformation (JSON of "1"/"0"): enc_flag, captcha_flag, and ours, expired_status (424|401).
  client: {
    fields: {
      clientSecret: { ours: 'secret', fromPig: (secret) => (secret === CLIENT_SECRET_MASK ? undefined : secret), toPig: () => CLIENT_SECRET_MASK },
      authorizedGrantTypes: 'grantTypes',
      webServerRedirectUri: 'redirectUri',
      accessTokenValidity: 'accessValiditySeconds',
      refreshTokenValidity: 'refreshValiditySeconds',
      autoapprove: 'autoApprove',
      additionalInformation: { ours: 'expiredStatus', spread: clientFlagsFromPig, toPig: (_status, row) => clientFlagsToPig(row) },
      createTime,
      updateTime,
    },
    echoes: [...AUDIT_ECHOES, 'resourceIds'],
  },
  // pig SysSocialDetails: the app's secret is never answered (the mask, as a client's); remark is ours too.
  social: {
    fields: {
      appSecret: { ours: 'appSecret', fromPig: (secret) => (secret === CLIENT_SECRET_MASK ? undefined : secret), toPig: () => CLIENT_SECRET_MASK },
      createTime,
      updateTime,
    },
    echoes: AUDIT_ECHOES,
  },
  // pig SysTenant: startTime and endTime are the tenant's period; pigx's tenantDomain is our domain.
  tenant: {
    fields: { startTime: 'validFrom', endTime: 'validTo', tenantDomain: 'domain', createTime, updateTime },
    echoes: AUDIT_ECHOES,
  },
} satisfies Record<string, PigShape>;

export type PigShapeName = keyof typeof PIG_SHAPES;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The pig shape this route also speaks (pig-edge.ts). */
    pig?: PigShapeName;
  }
}

const fieldOf = (spec: string | Field): Field => (typeof spec === 'string' ? { ours: spec } : spec);
const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** The keys a zod object schema declares, or null when the schema is not an object (or there is none). */
function declaredKeys(schema: unknown): Set<string> | null {
  let current = schema as { shape?: Record<string, unknown>; unwrap?: () => unknown } | undefined;
  // Through optional and nullable wrappers (a read's body that may be absent).
  for (let depth = 0; current && !current.shape && typeof current.unwrap === 'function' && depth < 4; depth++) current = current.unwrap() as typeof current;
  const shape = current?.shape;
  return shape && typeof shape === 'object' ? new Set(Object.keys(shape)) : null;
}

/**
 * A request's fields in our names; throws for fields that are neither ours, pig's, echoes nor empty. Lenient (a
 * query, or a body whose fields the route does not declare): only pig names whose counterpart the route declares
 * are renamed, the rest passes as it came (filters such as roleName share names with pig's).
 */
export function fromPig(shape: PigShape, input: Record<string, unknown>, declared: Set<string> | null, lenient = false): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const unknown: string[] = [];
  const echoes = new Set(shape.echoes ?? []);
  for (const [key, value] of Object.entries(input)) {
    const spec = shape.fields[key];
    if (declared?.has(key) || shape.accepts?.includes(key)) {
      const same = spec && fieldOf(spec).ours === key ? fieldOf(spec) : undefined;
      // A pig client sends back the row it read, our names included: its pig names are what it edited.
      if (!(key in out)) out[key] = same?.fromPig ? same.fromPig(value) : value;
      continue;
    }
    if (lenient || !declared) {
      const field = spec ? fieldOf(spec) : undefined;
      if (field && !field.readOnly && field.fixed === undefined && !field.spread && declared?.has(field.ours)) out[field.ours] = field.fromPig ? field.fromPig(value) : value;
      else if (!(key in out)) out[key] = value;
      continue;
    }
    if (spec) {
      const field = fieldOf(spec);
      if (field.readOnly) continue;
      if (field.spread) {
        for (const [ours, part] of Object.entries(field.spread(value))) {
          if (declared.has(ours) || shape.accepts?.includes(ours)) out[ours] = part;
          else if (!isEmpty(part)) unknown.push(ours);
        }
        continue;
      }
      if (field.fixed !== undefined) {
        if (!isEmpty(value) && value !== field.fixed) unknown.push(key);
        continue;
      }
      if (!declared.has(field.ours) && !shape.accepts?.includes(field.ours)) {
        if (!isEmpty(value)) unknown.push(key);
        continue;
      }
      out[field.ours] = field.fromPig ? field.fromPig(value) : value;
      continue;
    }
    if (key.startsWith('$') || echoes.has(key) || ANSWERED.has(key)) continue;
    if (!isEmpty(value)) unknown.push(key);
  }
  if (unknown.length) throw new FieldErrors(unknown.map((field) => ({ field, code: 'unknownField' })));
  return out;
}

/** One row with pig's names added beside ours, its children too. */
export function toPig(shape: PigShape, row: unknown): unknown {
  if (Array.isArray(row)) return row.map((item) => toPig(shape, item));
  if (!isPlainObject(row)) return row;
  const out: Record<string, unknown> = { ...row };
  for (const [pigName, spec] of Object.entries(shape.fields)) {
    const field = fieldOf(spec);
    if (!(field.ours in row)) continue;
    const value = row[field.ours];
    out[pigName] = field.fixed !== undefined ? field.fixed : field.toPig ? field.toPig(value, row) : value;
  }
  if (Array.isArray(row.children)) out.children = toPig(shape, row.children);
  return out;
}

/** A page ({records,...}) maps its records; anything else maps as rows. */
function dataToPig(shape: PigShape, data: unknown): unknown {
  if (isPlainObject(data) && Array.isArray(data.records) && 'total' in data) return { ...data, records: toPig(shape, data.records) };
  return toPig(shape, data);
}

/**
 * pig clients show their buttons for their own permission names. Each is granted exactly when ours is, for the same
 * users (a role holds ours; the name is only answered): the user info's permissions and the token's authorities.
 * sys_file_add is the file screen's upload, which its viewers may do. sys_client_*, sys_social_details_* and
 * sys_file_edit (renaming a file) are ours as well (the same names).
 */
export const PIG_PERMISSIONS: Readonly<Record<string, Permission>> = {
  admin_systenant_view: 'sys_tenant_view',
  admin_systenant_add: 'sys_tenant_add',
  admin_systenant_edit: 'sys_tenant_edit',
  admin_systenant_del: 'sys_tenant_del',
  admin_syspublicparam_view: 'sys_param_view',
  admin_syspublicparam_add: 'sys_param_add',
  admin_syspublicparam_edit: 'sys_param_edit',
  admin_syspublicparam_del: 'sys_param_del',
  sys_file_add: 'sys_file_view',
};

/** The permissions held, with pig's name beside each of ours that has one. */
export function withPigNames(permissions: Iterable<string>): string[] {
  const held = new Set(permissions);
  for (const [pigName, ours] of Object.entries(PIG_PERMISSIONS)) if (held.has(ours)) held.add(pigName);
  return [...held];
}

/** Our web app says it speaks our names (apps/web/src/api/request.ts): the edge leaves its requests and answers alone. */
export const NATIVE_HEADER = 'x-client-shape';
const speaksOurs = (request: FastifyRequest) => request.headers[NATIVE_HEADER] === 'native';

export function registerPigEdge(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const name = route.config?.pig;
    if (!name) return;
    const shape: PigShape = PIG_SHAPES[name];
    const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
    const bodyKeys = declaredKeys(schema?.body);
    const queryKeys = declaredKeys(schema?.querystring);
    // A read sent as POST (getListPage) carries filters, like a query.
    const lenientBody = route.config?.read === true;
    route.preValidation = [
      ...[route.preValidation ?? []].flat(),
      async (request: FastifyRequest) => {
        if (speaksOurs(request)) return;
        if (isPlainObject(request.body)) request.body = fromPig(shape, request.body, bodyKeys, lenientBody);
        // Queries: pig names renamed where the route reads ours; nothing refused (paging, cache-busting parameters).
        if (isPlainObject(request.query)) request.query = fromPig(shape, request.query, queryKeys, true);
      },
    ];
    route.preSerialization = [
      ...[route.preSerialization ?? []].flat(),
      async (request: FastifyRequest, _reply: unknown, payload: unknown) => {
        if (speaksOurs(request)) return payload;
        if (isPlainObject(payload) && 'data' in payload && 'code' in payload) return { ...payload, data: dataToPig(shape, payload.data) };
        return payload;
      },
    ];
  });
}

/**
 * Resource metadata (ARCHITECTURE.md section 7): a resource is declared once — fields, types, dictionaries,
 * validators, list columns, filterable and sortable fields, permissions, i18n keys — and the server routes and
 * the web page (grid, form dialog, import, export) are derived from it.
 */
import type { ErrorCode, ErrorParams } from './errors.ts';
import { EMAIL_RE, isEmpty, PHONE_RE, URL_RE, checkMobile } from './validators.ts';

export type FieldType = 'string' | 'text' | 'int' | 'decimal' | 'money' | 'boolean' | 'date' | 'datetime' | 'dict' | 'ref';
export type FilterKind = 'eq' | 'like' | 'in' | 'range';
export type Format = 'phone' | 'mobile' | 'email' | 'url' | 'code';

export interface FieldDef {
  /** Name on the wire (the spec's names) and in the table's drizzle columns. */
  name: string;
  type: FieldType;
  required?: boolean;
  /** The message when a required field is empty, instead of 'required' (a choice: "select manufacturer"). */
  requiredMessage?: ErrorCode;
  /** Strings: maximum length (default 255, text 2000). Numbers: maximum value. */
  max?: number;
  /** Strings: minimum length (not checked when empty). Numbers: minimum value. */
  min?: number;
  /** decimal and money: digits after the point (default 2). */
  decimals?: number;
  /** Dictionary type for 'dict' fields (values are the dictionary item values). */
  dict?: string;
  /** 'dict' fields: the only values of the dictionary this field takes (a document kind's types); all when not given. */
  options?: readonly string[];
  /** 'ref' fields: the resource whose id this is. */
  ref?: string;
  /**
   * 'ref' fields chosen among the rows of a parent (a warehouse's locations): the field naming the parent, in the
   * same record or, for a line, in its header. The field's default stands for none.
   */
  refParent?: string;
  format?: Format;
  /** Unique among the tenant's live rows. */
  unique?: boolean;
  /** Shown as a grid column (default true). */
  list?: boolean;
  filter?: FilterKind;
  sort?: boolean;
  /** Set by the server only (never accepted from a client). */
  readOnly?: boolean;
  /** The value an empty input stands for (a column that cannot be null needs one unless the field is required). */
  default?: string | number | boolean;
}

/** What a screen shows of an entity: its fields, how its list is sorted and nested, and its permission prefix. */
export interface ScreenDef {
  /** i18n key: entity.<key>.title, entity.<key>.fields.<field>. */
  key: string;
  /** Permission prefix: <prefix>_view, _add, _edit, _del, _export, _import (permissionsOf). */
  permission: string;
  fields: FieldDef[];
  /** Tree resources: the field holding the parent id (-1 or null for roots). */
  tree?: { parentField: string };
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Child lines saved with their header, replaced as a whole on every save (sent as `lines`). */
  lines?: LinesDef;
  /** The fields that name a row where others refer to it (joined by spaces); name and code when not given. */
  label?: readonly string[];
  /**
   * A grid of a wide table whose rows are neither edited nor acted on beyond what it lists: it asks for the fields
   * it lists (ListQuery.fields), with the id and the version; the whole record comes from its detail endpoint.
   */
  slimList?: boolean;
  /** The columns a grid shows until its user chooses (column settings offer the other listed fields); all when not given. */
  columns?: readonly string[];
}

/** A business resource: a screen whose server routes are derived from the same metadata. */
export interface ResourceDef extends ScreenDef {
  /** The spec's endpoint group, e.g. basServiceType: routes are /basic/<name>/<verb>. */
  name: string;
  /** Business resources live under /basic: basic_<entity>. */
  permission: `basic_${string}`;
  /** Rows written by the server only (history, generated batches): list, count, get and export; no add, update, delete or import. */
  readOnly?: boolean;
  /** Filters the server computes itself (a condition no one field states: its repository's hooks), accepted beside the fields'. */
  computedFilters?: readonly string[];
}

export interface LinesDef {
  fields: FieldDef[];
  /** Fields whose combination may appear only once among a header's lines. */
  uniqueBy?: string[];
  min?: number;
  max?: number;
}

/** The permissions of a screen by their prefix (basic_<entity>, sys_<entity>): <prefix>_view, _add, _edit, _del, _export, _import. */
export const permissionsOf = <P extends string>(prefix: P) =>
  ({
    view: `${prefix}_view`,
    add: `${prefix}_add`,
    edit: `${prefix}_edit`,
    del: `${prefix}_del`,
    export: `${prefix}_export`,
    import: `${prefix}_import`,
  }) as const;

export const resourcePermissions = (def: ResourceDef) => permissionsOf(def.permission);

/** The fields a screen shows as grid columns: what a slimList grid asks for (ListQuery.fields). */
export const listedFieldsOf = (def: Pick<ScreenDef, 'fields'>): string[] => def.fields.filter((f) => f.list !== false).map((f) => f.name);

/** The fields a row is named by where others refer to it: the screen's label, else its name and code. */
export const labelFieldsOf = (def: Pick<ScreenDef, 'label'>): readonly string[] => def.label ?? ['name', 'code'];

/** What names a row where others refer to it: its label fields joined by spaces, else "name (code)", name, code or the id. */
export function rowLabel(def: Pick<ScreenDef, 'label'>, row: Record<string, unknown>): string {
  const present = (v: unknown) => v != null && v !== '';
  if (def.label) return def.label.map((f) => row[f]).filter(present).join(' ');
  const { name, code, id } = row;
  if (present(name) && present(code)) return `${name} (${code})`;
  return String(present(name) ? name : present(code) ? code : id);
}

/**
 * The names of what a row refers to ('ref' fields), by field, as the server sends them with each row it returns
 * (`refLabels`): seeing a row means seeing the names of what it refers to.
 */
export type RefLabels = Record<string, string>;

export const listSpecOf = (def: ResourceDef) => ({
  filterable: [...def.fields.filter((f) => f.filter).map((f) => f.name), ...(def.computedFilters ?? [])],
  sortable: ['id', 'createTime', ...def.fields.filter((f) => f.sort).map((f) => f.name)],
  fields: def.fields.map((f) => f.name),
});

export interface FieldError {
  field: string;
  code: ErrorCode;
  params?: ErrorParams;
}

export const defaultMaxLength = (f: FieldDef) => f.max ?? (f.type === 'text' ? 2000 : 255);

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME_RE = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/;
const CODE_RE = /^[A-Za-z0-9_.-]+$/;

/** yyyy-MM-dd naming a day the calendar has (Date.parse rolls 2025-02-30 over to March; the database refuses it). */
const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

/** Parses a decimal given as number or string into a fixed-point string with the field's decimals, or null. */
export function toDecimal(value: unknown, decimals: number): string | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, frac = ''] = match;
  if (frac.length > decimals) return null;
  return decimals > 0 ? `${sign}${whole}.${frac.padEnd(decimals, '0')}` : `${sign}${whole}`;
}

/** One field's value, checked and normalised; an error code when it is not acceptable. */
export function checkField(f: FieldDef, raw: unknown): { value?: unknown; error?: Omit<FieldError, 'field'> } {
  const missing = { error: { code: f.requiredMessage ?? 'required' } };
  if (isEmpty(raw)) return f.required ? missing : { value: f.default ?? null };
  switch (f.type) {
    case 'string':
    case 'text':
    case 'dict': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return { error: { code: 'badType' } };
      const s = String(raw).trim();
      if (s === '') return f.required ? missing : { value: f.default ?? null };
      const max = defaultMaxLength(f);
      if (s.length > max) return { error: { code: 'maxLength', params: { n: max } } };
      if (f.min !== undefined && s.length < f.min) return { error: { code: 'minLength', params: { n: f.min } } };
      if (f.format === 'mobile') {
        const problem = checkMobile(s);
        if (problem) return { error: { code: problem } };
      }
      if (f.options && !f.options.includes(s)) return { error: { code: 'notAnOption' } };
      const pattern = f.format === 'phone' ? PHONE_RE : f.format === 'email' ? EMAIL_RE : f.format === 'url' ? URL_RE : f.format === 'code' ? CODE_RE : null;
      if (pattern && !pattern.test(s)) return { error: { code: 'formatError' } };
      return { value: s };
    }
    case 'int':
    case 'ref': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^-?\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
      if (!Number.isSafeInteger(n)) return { error: { code: 'badType' } };
      if (f.max !== undefined && n > f.max) return { error: { code: 'maxValue', params: { n: f.max } } };
      if (f.min !== undefined && n < f.min) return { error: { code: 'minValue', params: { n: f.min } } };
      return { value: n };
    }
    case 'decimal':
    case 'money': {
      const d = toDecimal(raw, f.decimals ?? 2);
      if (d === null) return { error: { code: 'formatError' } };
      const n = Number(d);
      if (f.max !== undefined && n > f.max) return { error: { code: 'maxValue', params: { n: f.max } } };
      if (f.min !== undefined && n < f.min) return { error: { code: 'minValue', params: { n: f.min } } };
      return { value: d };
    }
    case 'boolean':
      if (typeof raw === 'boolean') return { value: raw };
      if (raw === '1' || raw === 'true' || raw === 1) return { value: true };
      if (raw === '0' || raw === 'false' || raw === 0) return { value: false };
      return { error: { code: 'badType' } };
    case 'date':
      return typeof raw === 'string' && DATE_RE.test(raw) && isCalendarDay(raw) ? { value: raw } : { error: { code: 'formatError' } };
    case 'datetime':
      return typeof raw === 'string' && DATETIME_RE.test(raw) && isCalendarDay(raw.slice(0, 10)) && !Number.isNaN(Date.parse(raw.replace(' ', 'T'))) ? { value: raw } : { error: { code: 'formatError' } };
  }
}

/**
 * Validates a record against the resource's fields: every problem at once, each naming its field.
 * 'add' requires the required fields and leaves out the optional ones not sent (their defaults apply); 'update'
 * checks only the fields sent. Unknown and read-only fields are
 * refused rather than ignored, so a client learns about a typo instead of losing data silently.
 */
export function validateRecord(def: ResourceDef, input: Record<string, unknown>, mode: 'add' | 'update'): { value: Record<string, unknown>; errors: FieldError[] } {
  const value: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  const known = new Map(def.fields.map((f) => [f.name, f]));
  for (const key of Object.keys(input)) {
    if (key === 'id') continue;
    const f = known.get(key);
    if (!f || f.readOnly) errors.push({ field: key, code: 'unknownField' });
  }
  for (const f of def.fields) {
    if (f.readOnly) continue;
    if (!(f.name in input) && (mode === 'update' || !f.required)) continue;
    const { value: v, error } = checkField(f, input[f.name]);
    if (error) errors.push({ field: f.name, ...error });
    else value[f.name] = v;
  }
  return { value, errors };
}

/** Validates a header's lines: each like an add, errors named lines[i].field, the count and uniqueness checked. */
export function validateLines(lines: LinesDef, input: unknown): { value: Record<string, unknown>[]; errors: FieldError[] } {
  if (!Array.isArray(input)) return { value: [], errors: [{ field: 'lines', code: 'badType' }] };
  const errors: FieldError[] = [];
  if (lines.min !== undefined && input.length < lines.min) errors.push({ field: 'lines', code: 'minValue', params: { n: lines.min } });
  if (lines.max !== undefined && input.length > lines.max) errors.push({ field: 'lines', code: 'maxValue', params: { n: lines.max } });
  const pseudo: ResourceDef = { name: 'lines', key: 'lines', permission: 'basic_lines', fields: lines.fields };
  const value: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  input.forEach((line, i) => {
    if (typeof line !== 'object' || line === null || Array.isArray(line)) {
      errors.push({ field: `lines[${i}]`, code: 'badType' });
      return;
    }
    const checked = validateRecord(pseudo, line as Record<string, unknown>, 'add');
    errors.push(...checked.errors.map((e) => ({ ...e, field: `lines[${i}].${e.field}` })));
    if (!checked.errors.length && lines.uniqueBy) {
      const key = JSON.stringify(lines.uniqueBy.map((f) => checked.value[f]));
      if (seen.has(key)) errors.push({ field: `lines[${i}].${lines.uniqueBy.join('+')}`, code: 'duplicate' });
      seen.add(key);
    }
    value.push(checked.value);
  });
  return { value, errors };
}

/** The dictionary types a screen's fields and lines use. */
export const dictTypesOf = (def: ScreenDef): string[] => [
  ...new Set([...def.fields, ...(def.lines?.fields ?? [])].map((f) => f.dict).filter((d): d is string => Boolean(d))),
];

/**
 * Dictionary fields (header and lines) must hold one of their dictionary's values: `options` gives, per type, the
 * values the tenant's dictionary has. Empty values are left to the required check.
 */
export function optionErrors(def: ScreenDef, value: Record<string, unknown>, lines: Record<string, unknown>[] | undefined, options: Map<string, Set<string>>): FieldError[] {
  const check = (fields: FieldDef[], record: Record<string, unknown>, prefix: string): FieldError[] =>
    fields
      .filter((f) => f.dict && !isEmpty(record[f.name]) && !options.get(f.dict)?.has(String(record[f.name])))
      .map((f) => ({ field: `${prefix}${f.name}`, code: 'notAnOption' as const }));
  return [...check(def.fields, value, ''), ...(lines ?? []).flatMap((line, i) => check(def.lines?.fields ?? [], line, `lines[${i}].`))];
}

/**
 * Service sites (snUser): rules and transactions. A site is the business face of an organisation node: adding a
 * site adds its node under the chosen superior, editing it keeps the node's code, name, kind, parent, phone,
 * address and status in step. Every read and write is limited to the caller's data scope.
 */
import {
  dictTypesOf,
  type FieldError,
  type ListQuery,
  optionErrors,
  type ScreenDef,
  siteAddressLines,
  siteAreaLines,
  siteCategoryLines,
  siteImageLines,
  siteInspectionScreen,
  siteResource,
  validateLines,
  validateRecord,
} from '@as/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { basArea, basItemCategory } from '../../db/schema.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { orgScope } from '../../http/resource/data-scope.ts';
import type { ResourceTable, Row } from '../../http/resource/resource.repository.ts';
import { codeTaken, findDept, insertDept, updateDept } from '../../platform/depts/dept.repository.ts';
import { sysDept } from '../../platform/depts/dept.table.ts';
import { dictOptions } from '../../platform/dicts/dict.repository.ts';
import type { ImportTarget } from '../../platform/imports/import.service.ts';
import { findSite, findSiteByDept, insertInspection, listInspections, siteInScope, siteLines, siteRepo, siteScope } from './site.repository.ts';

/** The line sets saved with a site's header (addresses have their own verb). */
const HEADER_LINES = { areas: siteAreaLines, categories: siteCategoryLines, images: siteImageLines } as const;
type HeaderLineSet = keyof typeof HEADER_LINES;
type Lines = Partial<Record<HeaderLineSet, Row[]>>;


/** A site of the tenant outside the caller's data scope is refused (403); one the tenant does not have is not found. */
export async function assertSiteInScope(tx: Tx, auth: AuthContext, id: number) {
  if (await siteInScope(tx, auth.tenantId, id, siteScope(auth))) return;
  throw new AppError((await findSite(tx, auth.tenantId, id)) ? 'noPermission' : 'notFound');
}

/** The header's fields and the line sets sent (on add, a set not sent is empty). */
export function validateSite(input: Record<string, unknown>, mode: 'add' | 'update') {
  const { areas, categories, images, ...fields } = input;
  const raw: Record<HeaderLineSet, unknown> = { areas, categories, images };
  const header = validateRecord(siteResource, fields, mode);
  const errors: FieldError[] = [...header.errors];
  const lines: Lines = {};
  for (const set of Object.keys(HEADER_LINES) as HeaderLineSet[]) {
    if (raw[set] === undefined && mode === 'update') continue;
    const checked = validateLines(HEADER_LINES[set], raw[set] ?? []);
    errors.push(...checked.errors.map((e) => ({ ...e, field: e.field.replace(/^lines/, set) })));
    lines[set] = checked.value;
  }
  if (errors.length) throw new FieldErrors(errors);
  return { value: header.value, lines };
}

async function missingIds(tx: Tx, tenantId: number, table: ResourceTable, ids: number[]): Promise<Set<number>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Set();
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, wanted), isNull(table.deletedAt)));
  const have = new Set(found.map((r) => Number(r.id)));
  return new Set(wanted.filter((id) => !have.has(id)));
}

/** Dictionary values of a screen's fields (and lines), refused when the tenant's dictionary lacks them. */
export async function assertOptions(tx: Tx, auth: AuthContext, def: ScreenDef, value: Row, lines?: Row[]) {
  const options = await dictOptions(tx, auth.tenantId, dictTypesOf(def));
  const errors = optionErrors(def, value, lines, new Map([...options].map(([type, map]) => [type, new Set(map.values())])));
  if (errors.length) throw new FieldErrors(errors);
}

/** References to areas and product categories name live rows of the tenant. */
export async function assertAreaRefs(tx: Tx, auth: AuthContext, value: Row, lines: Lines = {}) {
  const errors: FieldError[] = [];
  if (value.areaId != null && (await missingIds(tx, auth.tenantId, basArea, [Number(value.areaId)])).size) errors.push({ field: 'areaId', code: 'notFound' });
  const checkLines = async (set: 'areas' | 'categories', field: string, table: ResourceTable) => {
    const rows = lines[set] ?? [];
    const missing = await missingIds(tx, auth.tenantId, table, rows.map((r) => Number(r[field])));
    errors.push(...rows.flatMap((r, i) => (missing.has(Number(r[field])) ? [{ field: `${set}[${i}].${field}`, code: 'notFound' as const }] : [])));
  };
  await checkLines('areas', 'areaId', basArea);
  await checkLines('categories', 'categoryId', basItemCategory);
  if (errors.length) throw new FieldErrors(errors);
}

/**
 * The superior node: one the caller may see; headquarters or a centre for a primary site, a primary outlet for a
 * secondary one; never the site's own node.
 */
async function assertSuperior(tx: Tx, auth: AuthContext, merged: Row, ownDeptId?: number) {
  const superiorId = Number(merged.superiorDeptId);
  const wrong = (code: FieldError['code']) => new FieldErrors([{ field: 'superiorDeptId', code }]);
  const [superior] = await tx
    .select()
    .from(sysDept)
    .where(and(eq(sysDept.tenantId, auth.tenantId), eq(sysDept.id, superiorId), isNull(sysDept.deletedAt), orgScope(auth, { dept: sysDept.id, owner: sysDept.createdBy })));
  if (!superior) throw wrong('notFound');
  if (superiorId === ownDeptId) throw wrong('parentCycle');
  if (Number(merged.siteFloorLevel) === 1 && !['hq', 'centre'].includes(superior.kind)) throw wrong('formatError');
  if (Number(merged.siteFloorLevel) === 2) {
    const primary = await findSiteByDept(tx, auth.tenantId, superiorId);
    if (primary?.siteFloorLevel !== 1) throw wrong('formatError');
  }
}

const deptStatus = (operatingState: unknown) => (operatingState === 'operating' ? '0' : '1');

async function withLines(tx: Tx, auth: AuthContext, row: Row) {
  const id = Number(row.id);
  const [areas, categories, images] = await Promise.all([
    siteLines.areas.getLines(tx, auth.tenantId, id),
    siteLines.categories.getLines(tx, auth.tenantId, id),
    siteLines.images.getLines(tx, auth.tenantId, id),
  ]);
  return { ...row, areas, categories, images };
}

async function saveLines(tx: Tx, auth: AuthContext, id: number, lines: Lines) {
  for (const set of Object.keys(lines) as HeaderLineSet[]) await siteLines[set].replaceLines(tx, auth.tenantId, id, lines[set]!);
}

export const listSites = (tx: Tx, auth: AuthContext, query: ListQuery) => siteRepo.list(tx, auth.tenantId, query, siteRepo.scopeOf(auth));

export const countSites = (tx: Tx, auth: AuthContext, query: ListQuery) => siteRepo.count(tx, auth.tenantId, query, siteRepo.scopeOf(auth));

export async function getSite(tx: Tx, auth: AuthContext, id: number) {
  await assertSiteInScope(tx, auth, id);
  const row = await siteRepo.get(tx, auth.tenantId, id);
  if (!row) throw new AppError('notFound');
  return withLines(tx, auth, row);
}

/**
 * The rules of a new site beyond its fields: a code no site or organisation node holds, dictionary options, live
 * areas and categories, and a superior the caller may see, of the right kind.
 */
export async function assertNewSite(tx: Tx, auth: AuthContext, value: Row, lines: Lines = {}) {
  const taken = await siteRepo.duplicates(tx, auth.tenantId, value);
  if (taken.length || (await codeTaken(tx, auth.tenantId, String(value.code)))) throw new FieldErrors([{ field: 'code', code: 'duplicate' }]);
  await assertOptions(tx, auth, siteResource, value);
  await assertAreaRefs(tx, auth, value, lines);
  await assertSuperior(tx, auth, value);
}

/** A checked new site: its organisation node under the superior, the site, its lines. */
async function insertSite(tx: Tx, auth: AuthContext, value: Row, lines: Lines = {}) {
  const dept = await insertDept(tx, {
    tenantId: auth.tenantId,
    parentId: Number(value.superiorDeptId),
    code: String(value.code),
    name: String(value.name).slice(0, 64),
    kind: value.siteKind === 'provider' ? 'provider' : 'outlet',
    status: deptStatus(value.operatingState ?? 'operating'),
    phone: String(value.phone ?? ''),
    address: String(value.address ?? ''),
    createdBy: auth.userId,
  });
  const row = await siteRepo.insert(tx, auth.tenantId, auth.userId, { ...value, deptId: dept.id });
  await saveLines(tx, auth, Number(row.id), lines);
  return withLines(tx, auth, row);
}

export async function addSite(tx: Tx, auth: AuthContext, input: Record<string, unknown>) {
  const { value, lines } = validateSite(input, 'add');
  await assertNewSite(tx, auth, value, lines);
  return insertSite(tx, auth, value, lines);
}

/** Where an import writes outlets (each row checked first with assertNewSite): added as the editor adds one, by the caller. */
export const siteImportTarget = (auth: AuthContext): ImportTarget => ({
  def: siteResource,
  duplicates: (tx, tenantId, value) => siteRepo.duplicates(tx, tenantId, value),
  insert: (tx, _tenantId, _userId, value) => insertSite(tx, auth, value),
});

/** Applies validated fields to a site in the caller's scope and keeps its organisation node in step. */
export async function applySiteUpdate(tx: Tx, auth: AuthContext, id: number, value: Row, lines: Lines = {}) {
  const current = await findSite(tx, auth.tenantId, id);
  if (!current) throw new AppError('notFound');
  if ((await siteRepo.duplicates(tx, auth.tenantId, value, id)).length || (value.code !== undefined && (await codeTaken(tx, auth.tenantId, String(value.code), current.deptId)))) {
    throw new FieldErrors([{ field: 'code', code: 'duplicate' }]);
  }
  await assertOptions(tx, auth, siteResource, value);
  await assertAreaRefs(tx, auth, value, lines);
  if (value.superiorDeptId !== undefined || value.siteFloorLevel !== undefined) await assertSuperior(tx, auth, { ...current, ...value }, current.deptId);
  const updated = await siteRepo.update(tx, auth.tenantId, auth.userId, id, value);
  if (!updated) throw new AppError('notFound');
  const merged = { ...current, ...value };
  const dept = await findDept(tx, auth.tenantId, current.deptId);
  if (dept) {
    await updateDept(tx, auth.tenantId, dept.id, {
      code: String(merged.code),
      name: String(merged.name).slice(0, 64),
      kind: merged.siteKind === 'provider' ? 'provider' : 'outlet',
      parentId: Number(merged.superiorDeptId ?? dept.parentId),
      status: deptStatus(merged.operatingState),
      phone: String(merged.phone ?? ''),
      address: String(merged.address ?? ''),
      updatedBy: auth.userId,
    });
  }
  await saveLines(tx, auth, id, lines);
  return withLines(tx, auth, updated);
}

export async function updateSite(tx: Tx, auth: AuthContext, id: number, input: Record<string, unknown>) {
  await assertSiteInScope(tx, auth, id);
  const { value, lines } = validateSite(input, 'update');
  return applySiteUpdate(tx, auth, id, value, lines);
}

export async function siteAddresses(tx: Tx, auth: AuthContext, siteId: number) {
  await assertSiteInScope(tx, auth, siteId);
  return siteLines.addresses.getLines(tx, auth.tenantId, siteId);
}

/** Replaces a site's address list as a whole; at most one default address. */
export async function replaceSiteAddresses(tx: Tx, auth: AuthContext, siteId: number, input: unknown) {
  await assertSiteInScope(tx, auth, siteId);
  const { value: lines, errors } = validateLines(siteAddressLines, input);
  const defaults = lines.flatMap((line, i) => (line.isDefault ? [i] : []));
  if (defaults.length > 1) errors.push({ field: `lines[${defaults[1]}].isDefault`, code: 'duplicate' });
  if (errors.length) throw new FieldErrors(errors);
  await assertOptions(tx, auth, { ...siteResource, lines: siteAddressLines }, {}, lines);
  const missing = await missingIds(tx, auth.tenantId, basArea, lines.filter((l) => l.areaId != null).map((l) => Number(l.areaId)));
  const bad = lines.flatMap((l, i) => (l.areaId != null && missing.has(Number(l.areaId)) ? [{ field: `lines[${i}].areaId`, code: 'notFound' as const }] : []));
  if (bad.length) throw new FieldErrors(bad);
  await siteLines.addresses.replaceLines(tx, auth.tenantId, siteId, lines);
  return siteLines.addresses.getLines(tx, auth.tenantId, siteId);
}

/** The contract of a site, with how it stands on a day: active, expiring within 30 days, expired, or none. */
export async function siteContract(tx: Tx, auth: AuthContext, siteId: number, today = new Date().toISOString().slice(0, 10)) {
  await assertSiteInScope(tx, auth, siteId);
  const site = (await findSite(tx, auth.tenantId, siteId))!;
  const { contractNo, contractStart, contractEnd } = site;
  const daysLeft = contractEnd ? Math.round((Date.parse(contractEnd) - Date.parse(today)) / 86_400_000) : null;
  const state = !contractNo || !contractEnd ? 'none' : daysLeft! < 0 ? 'expired' : contractStart && contractStart > today ? 'pending' : daysLeft! <= 30 ? 'expiring' : 'active';
  return { siteId, code: site.code, name: site.name, contractNo, contractStart, contractEnd, daysLeft, state };
}

export async function addInspection(tx: Tx, auth: AuthContext, siteId: number, input: Record<string, unknown>) {
  await assertSiteInScope(tx, auth, siteId);
  const { value, errors } = validateRecord({ ...siteInspectionScreen, name: 'inspection', permission: 'basic_sn_user' }, input, 'add');
  if (errors.length) throw new FieldErrors(errors);
  await assertOptions(tx, auth, siteInspectionScreen, value);
  return insertInspection(tx, {
    tenantId: auth.tenantId,
    siteId,
    inspectedOn: String(value.inspectedOn),
    inspector: String(value.inspector),
    score: Number(value.score),
    result: String(value.result),
    remark: (value.remark as string | null) ?? null,
    createdBy: auth.userId,
  });
}

export async function siteInspections(tx: Tx, auth: AuthContext, siteId: number) {
  await assertSiteInScope(tx, auth, siteId);
  return listInspections(tx, auth.tenantId, siteId);
}

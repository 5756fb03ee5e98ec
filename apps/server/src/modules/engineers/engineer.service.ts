/**
 * Rules for engineers: each is created with its login account (a sys_user with the ENGINEER role, in the
 * engineer's outlet) in one transaction; edits keep the login in step; the on-job status and the level change
 * only through their own commands, guarded and recorded; every read and write stays within the caller's scope.
 */
import {
  canChangePostStat,
  dictTypesOf,
  engineerResource,
  type FieldError,
  ID_NUMBER_RE,
  isPromotion,
  type ListQuery,
  maskIdNumber,
  optionErrors,
  PASSWORD_MIN,
  resourcePermissions,
  validateRecord,
} from '@as/shared';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, FieldErrors } from '../../http/errors.ts';
import { withRefLabels } from '../../http/resource/ref-labels.ts';
import type { Row } from '../../http/resource/resource.repository.ts';
import { siteOfDept } from '../../platform/depts/dept.repository.ts';
import { dictOptions } from '../../platform/dicts/dict.repository.ts';
import { findUserByPhone, findUserByUsername, insertMembership, insertUser, replaceUserRoles, updateMembership } from '../../platform/users/user.repository.ts';
import { hashPassword, lockMember, writeAccount } from '../../platform/users/user.service.ts';
import {
  engineerScope,
  engineers,
  homesOf,
  insertInspection,
  insertPostLog,
  insertPromotion,
  inspectionsOf,
  lockEngineers,
  postLogsOf,
  promotionsOf,
  roleByCode,
  setLevel,
  setPostStat,
} from './engineer.repository.ts';

const perm = resourcePermissions(engineerResource);
const ENGINEER_ROLE = 'ENGINEER';

const inTenant = <T>(deps: Deps, auth: AuthContext, fn: (tx: Tx) => Promise<T>) => deps.database.withTenant(auth.tenantId, fn);

/** Lists and exports show the ID number masked; the editor shows it whole to those who may edit engineers. */
const masked = (row: Row): Row => ({ ...row, idNumber: maskIdNumber(row.idNumber as string | null) });

/** Rows with the names of what they refer to (their outlet), for grids and the editor. */
const named = (deps: Deps, tx: Tx, auth: AuthContext, rows: Row[]): Promise<Row[]> => withRefLabels(tx, deps.resources, auth.tenantId, engineerResource, rows);

/** The engineer, when the caller's scope covers it; notFound otherwise (another outlet's engineer does not exist for you). */
export async function engineerInScope(tx: Tx, auth: AuthContext, id: number): Promise<Row> {
  const row = await engineers.get(tx, auth.tenantId, id, engineers.scopeOf(auth));
  if (!row) throw new AppError('notFound');
  return row;
}

export async function engineerOptions(deps: Deps, auth: AuthContext) {
  return inTenant(deps, auth, async (tx) => ({ outlets: await homesOf(tx, auth) }));
}

export async function listEngineers(deps: Deps, auth: AuthContext, query: ListQuery) {
  return inTenant(deps, auth, async (tx) => {
    const { records, total } = await engineers.list(tx, auth.tenantId, query, engineers.scopeOf(auth));
    return { records: (await named(deps, tx, auth, records)).map(masked), total };
  });
}

/** What exports read (within the scope of who asked, like every resource's export): the engineer's rows with the ID number masked. */
export const exportRepository = { ...engineers, getMany: async (...args: Parameters<typeof engineers.getMany>) => (await engineers.getMany(...args)).map(masked) };

export async function getEngineer(deps: Deps, auth: AuthContext, id: number) {
  return inTenant(deps, auth, async (tx) => {
    const row = await engineerInScope(tx, auth, id);
    const [labelled] = await named(deps, tx, auth, [row]);
    return auth.permissions.has(perm.edit) ? labelled : masked(labelled);
  });
}

export interface EngineerInput extends Record<string, unknown> {
  password?: unknown;
}

/**
 * Field rules of an add or an update: the metadata's checks, the ID number's form, dictionary options, unique job
 * number and login account, an outlet within the caller's scope, a mobile number no other login holds.
 */
export async function checkedValues(tx: Tx, auth: AuthContext, input: Record<string, unknown>, current: Row | null): Promise<Row> {
  if (!current && (typeof input.loginAccount !== 'string' || !input.loginAccount.trim())) throw new AppError('loginAccountBlank');
  const { value, errors } = validateRecord(engineerResource, input, current ? 'update' : 'add');
  if (typeof value.idNumber === 'string' && !ID_NUMBER_RE.test(value.idNumber)) errors.push({ field: 'idNumber', code: 'formatError' });
  if (errors.length) throw new FieldErrors(errors);
  if (current && value.level !== undefined && value.level !== current.level) throw new AppError('levelByPromotion');

  const options = await dictOptions(tx, auth.tenantId, dictTypesOf(engineerResource));
  const problems: FieldError[] = optionErrors(engineerResource, value, undefined, new Map([...options].map(([type, map]) => [type, new Set(map.values())])));
  const loginAccount = value.loginAccount as string | undefined;
  if (loginAccount !== undefined && loginAccount !== current?.loginAccount) {
    const holder = await findUserByUsername(tx, loginAccount);
    if (holder && holder.id !== current?.userId) throw new AppError('loginAccountExists');
  }
  for (const field of await engineers.duplicates(tx, auth.tenantId, value, current ? Number(current.id) : undefined)) {
    if (field === 'loginAccount') throw new AppError('loginAccountExists');
    problems.push({ field, code: 'duplicate' });
  }
  if (value.deptId !== undefined) {
    const homes = await homesOf(tx, auth);
    if (!homes.some((h) => h.id === value.deptId)) problems.push({ field: 'deptId', code: 'notFound' });
  }
  if (value.mobile !== undefined) {
    const owner = await findUserByPhone(tx, value.mobile as string);
    if (owner && owner.id !== current?.userId) problems.push({ field: 'mobile', code: 'duplicate' });
  }
  if (problems.length) throw new FieldErrors(problems);
  return value;
}

function checkedPassword(password: unknown): string {
  if (typeof password !== 'string' || !password) throw new FieldErrors([{ field: 'password', code: 'required' }]);
  if (password.length < PASSWORD_MIN) throw new FieldErrors([{ field: 'password', code: 'minLength', params: { n: PASSWORD_MIN } }]);
  if (password.length > 64) throw new FieldErrors([{ field: 'password', code: 'maxLength', params: { n: 64 } }]);
  return password;
}

/** A new engineer and its login account, in the engineer's outlet with the ENGINEER role, in one transaction. */
export async function addEngineer(deps: Deps, auth: AuthContext, { password, ...input }: EngineerInput) {
  const passwordHash = await hashPassword(checkedPassword(password));
  return inTenant(deps, auth, async (tx) => {
    const value = await checkedValues(tx, auth, input, null);
    const deptId = Number(value.deptId);
    const { id: userId } = await insertUser(tx, { username: value.loginAccount as string, passwordHash, name: value.name as string, phone: value.mobile as string, createdBy: auth.userId });
    await insertMembership(tx, { tenantId: auth.tenantId, userId, deptId, snUserId: await siteOfDept(tx, auth.tenantId, deptId) });
    const role = await roleByCode(tx, auth.tenantId, ENGINEER_ROLE);
    if (role) await replaceUserRoles(tx, auth.tenantId, userId, [role.id]);
    const row = await engineers.insert(tx, auth.tenantId, auth.userId, { ...value, userId });
    return (await named(deps, tx, auth, [row]))[0];
  });
}

/** Applies checked values to an engineer and its login (name, mobile, account, outlet), inside the caller's transaction. */
export async function applyEngineerUpdate(tx: Tx, auth: AuthContext, current: Row, input: Record<string, unknown>, passwordHash?: string) {
  const value = await checkedValues(tx, auth, input, current);
  const id = Number(current.id);
  const updated = await engineers.update(tx, auth.tenantId, auth.userId, id, value);
  if (!updated) throw new AppError('notFound');
  const userId = Number(current.userId);
  // The login is the account: another tenant sharing it refuses the change (docs/accounts.md).
  await writeAccount(tx, auth, userId, {
    username: value.loginAccount as string | undefined,
    name: value.name as string | undefined,
    phone: value.mobile as string | undefined,
    passwordHash,
  });
  if (value.deptId !== undefined && value.deptId !== current.deptId) {
    const deptId = Number(value.deptId);
    await updateMembership(tx, auth.tenantId, userId, { deptId, snUserId: await siteOfDept(tx, auth.tenantId, deptId) });
  }
  return updated;
}

/** Edits an engineer; a new password (when given) replaces the login's and ends its sessions. */
export async function updateEngineer(deps: Deps, auth: AuthContext, id: number, { password, ...input }: EngineerInput) {
  const passwordHash = password === undefined || password === '' || password === null ? undefined : await hashPassword(checkedPassword(password));
  return inTenant(deps, auth, async (tx) => {
    const current = await engineerInScope(tx, auth, id);
    const updated = await applyEngineerUpdate(tx, auth, current, input, passwordHash);
    return (await named(deps, tx, auth, [updated]))[0];
  });
}

/** The locked rows of these engineers, every one within the scope (all or nothing). */
async function lockedInScope(tx: Tx, auth: AuthContext, ids: number[]) {
  if (!ids.length) throw new AppError('selectRecordsFirst');
  const rows = await lockEngineers(tx, auth.tenantId, [...new Set(ids)], engineerScope(auth));
  if (rows.length !== new Set(ids).size) throw new AppError('notFound');
  return rows;
}

/** Moves engineers to an on-job status, with a history row each; departure locks the login out of this tenant, coming back lifts it. */
export async function changePostStat(deps: Deps, auth: AuthContext, ids: number[], postStat: string, reason: string | undefined) {
  return inTenant(deps, auth, async (tx) => {
    const rows = await lockedInScope(tx, auth, ids);
    for (const row of rows) {
      if (!canChangePostStat(row.postStat, postStat)) throw new AppError('postStatTransition', { name: row.name });
      if (!(await setPostStat(tx, auth.tenantId, auth.userId, row.id, row.postStat, postStat))) throw new AppError('postStatTransition', { name: row.name });
      await insertPostLog(tx, { tenantId: auth.tenantId, engineerId: row.id, fromStat: row.postStat, toStat: postStat, reason: reason || null, createdBy: auth.userId });
      // Leaving locks the login out of this tenant, not out of another that shares the account.
      if (postStat === 'dimission') await lockMember(tx, auth.tenantId, row.userId, '9');
      else if (row.postStat === 'dimission') await lockMember(tx, auth.tenantId, row.userId, '0');
    }
    return rows.length;
  });
}

/** Promotes engineers to a higher level, with a promotion record each (from, to, day, reason, by whom). */
export async function promoteEngineers(deps: Deps, auth: AuthContext, ids: number[], level: string, promotedOn: string, reason: string | undefined) {
  return inTenant(deps, auth, async (tx) => {
    const rows = await lockedInScope(tx, auth, ids);
    const options = await dictOptions(tx, auth.tenantId, ['engineer_level']);
    if (![...(options.get('engineer_level')?.values() ?? [])].includes(level)) throw new FieldErrors([{ field: 'level', code: 'notAnOption' }]);
    for (const row of rows) {
      if (!isPromotion(row.level, level)) throw new AppError('notPromotion', { name: row.name });
      if (!(await setLevel(tx, auth.tenantId, auth.userId, row.id, row.level, level))) throw new AppError('notPromotion', { name: row.name });
      await insertPromotion(tx, { tenantId: auth.tenantId, engineerId: row.id, fromLevel: row.level, toLevel: level, promotedOn, reason: reason || null, createdBy: auth.userId });
    }
    return rows.length;
  });
}

/** An engineer's records of one kind, once the caller's scope covers the engineer. */
export async function engineerRecords(deps: Deps, auth: AuthContext, engineerId: number, kind: 'promotions' | 'postStats' | 'inspections') {
  return inTenant(deps, auth, async (tx) => {
    await engineerInScope(tx, auth, engineerId);
    if (kind === 'promotions') return promotionsOf(tx, auth.tenantId, engineerId);
    if (kind === 'postStats') return postLogsOf(tx, auth.tenantId, engineerId);
    return inspectionsOf(tx, auth.tenantId, engineerId);
  });
}

export interface InspectionInput {
  engineerId: number;
  inspectedOn: string;
  result: string;
  score?: number | null;
  remark?: string | null;
}

/** Records an inspection of an engineer's work. */
export async function inspectEngineer(deps: Deps, auth: AuthContext, input: InspectionInput) {
  return inTenant(deps, auth, async (tx) => {
    await engineerInScope(tx, auth, input.engineerId);
    const options = await dictOptions(tx, auth.tenantId, ['inspection_result']);
    if (![...(options.get('inspection_result')?.values() ?? [])].includes(input.result)) throw new FieldErrors([{ field: 'result', code: 'notAnOption' }]);
    return insertInspection(tx, { tenantId: auth.tenantId, ...input, score: input.score ?? null, remark: input.remark || null, createdBy: auth.userId });
  });
}

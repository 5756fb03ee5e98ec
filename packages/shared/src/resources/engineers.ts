/**
 * Engineers of the service network (spec section 3 "Engineer/technician", /basic/snSiteEngineer and
 * snEngineerChange): the metadata of the engineer, of the change requests an outlet files for one, and the
 * rules of the engineer's on-job status and certification level.
 */
import type { FieldDef, ResourceDef, ScreenDef } from '../resource.ts';

export const POST_STATS = ['on_job', 'leave', 'dimission'] as const;
export type PostStat = (typeof POST_STATS)[number];
/** Certification levels from lowest to highest: a promotion moves up this list. */
export const ENGINEER_LEVELS = ['novice', 'intermediate', 'advanced', 'senior'] as const;
export type EngineerLevel = (typeof ENGINEER_LEVELS)[number];

/** On-job status: who may go where. Departure (dimission) disables the login; coming back re-enables it. */
export const POST_STAT_TRANSITIONS: Record<PostStat, readonly PostStat[]> = {
  on_job: ['leave', 'dimission'],
  leave: ['on_job', 'dimission'],
  dimission: ['on_job'],
};

export const canChangePostStat = (from: string, to: string): boolean => (POST_STAT_TRANSITIONS[from as PostStat] ?? []).includes(to as PostStat);

/** A promotion goes to a strictly higher level. */
export const isPromotion = (from: string, to: string): boolean => {
  const a = ENGINEER_LEVELS.indexOf(from as EngineerLevel);
  const b = ENGINEER_LEVELS.indexOf(to as EngineerLevel);
  return a >= 0 && b > a;
};

/** Resident ID numbers: 18 characters (17 digits and a digit or X) or the old 15 digits. */
export const ID_NUMBER_RE = /^(\d{17}[\dXx]|\d{15})$/;

/** Shows the first and last four characters only: 110101199003071234 → 1101**********1234. */
export function maskIdNumber(value: string | null | undefined): string | null {
  if (!value) return value ?? null;
  if (value.length <= 8) return '*'.repeat(value.length);
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}

export const engineerResource = {
  name: 'snSiteEngineer',
  key: 'engineer',
  permission: 'basic_engineer',
  label: ['name', 'jobNo'],
  fields: [
    { name: 'jobNo', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 32, filter: 'like', sort: true },
    { name: 'loginAccount', type: 'string', required: true, min: 2, max: 64, format: 'code', unique: true, filter: 'like' },
    { name: 'mobile', type: 'string', required: true, format: 'mobile', max: 11, filter: 'like' },
    { name: 'deptId', type: 'ref', ref: 'sysDept', required: true, filter: 'eq' },
    { name: 'engineerType', type: 'dict', dict: 'engineer_type', required: true, max: 16, filter: 'in', sort: true },
    { name: 'postStat', type: 'dict', dict: 'engineer_post_stat', max: 16, filter: 'in', sort: true, readOnly: true, default: 'on_job' },
    { name: 'level', type: 'dict', dict: 'engineer_level', max: 16, filter: 'in', sort: true, default: 'novice' },
    { name: 'education', type: 'dict', dict: 'education', max: 16, filter: 'in' },
    { name: 'sex', type: 'dict', dict: 'sex', max: 1, filter: 'in' },
    { name: 'dailyCapacity', type: 'int', min: 0, max: 99, sort: true, default: 10 },
    { name: 'idNumber', type: 'string', min: 15, max: 18 },
    { name: 'insuranceCompany', type: 'string', max: 64, list: false },
    { name: 'insurancePolicyNo', type: 'string', max: 64, list: false },
    { name: 'insuranceExpiry', type: 'date', filter: 'range', sort: true },
    { name: 'lat', type: 'decimal', decimals: 6, min: -90, max: 90, list: false },
    { name: 'lng', type: 'decimal', decimals: 6, min: -180, max: 180, list: false },
    { name: 'remark', type: 'text', max: 500, list: false },
    /** The engineer's login (sys_user): set by the server, filtered on for the engineer's own scope. */
    { name: 'userId', type: 'int', required: true, filter: 'eq', readOnly: true, list: false },
  ],
  defaultSort: { field: 'jobNo', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * Fields a change request may change: what the editor writes, except the login account (the engineer's identity)
 * and the level (which changes only by promotion, with its record).
 */
export const ENGINEER_CHANGE_FIELDS: readonly string[] = (engineerResource.fields as readonly FieldDef[])
  .filter((f) => !f.readOnly && f.name !== 'loginAccount' && f.name !== 'level')
  .map((f) => f.name);

/** Permissions beyond the generic ones (<prefix>_view, _add, _edit, _export). */
export const ENGINEER_PERMISSIONS = {
  postStat: 'basic_engineer_post',
  promote: 'basic_engineer_promote',
  inspect: 'basic_engineer_inspect',
  changeView: 'basic_engineer_change_view',
  changeAdd: 'basic_engineer_change_add',
  changeAudit: 'basic_engineer_change_audit',
} as const;

/** Change requests (snEngineerChange): one engineer, the fields asked to change (old and new), and the decision. */
export const engineerChangeScreen = {
  key: 'engineerChange',
  permission: 'basic_engineer_change',
  fields: [
    { name: 'engineerId', type: 'int', filter: 'eq', readOnly: true, list: false },
    { name: 'jobNo', type: 'string', readOnly: true },
    { name: 'engineerName', type: 'string', readOnly: true },
    { name: 'deptName', type: 'string', readOnly: true },
    { name: 'status', type: 'dict', dict: 'engineer_change_status', filter: 'in', readOnly: true },
    { name: 'changes', type: 'text', readOnly: true },
    { name: 'reason', type: 'text', readOnly: true },
    { name: 'requestedByName', type: 'string', readOnly: true },
    { name: 'createTime', type: 'datetime', readOnly: true },
    { name: 'decidedByName', type: 'string', readOnly: true },
    { name: 'decidedAt', type: 'datetime', readOnly: true },
    { name: 'rejectReason', type: 'text', readOnly: true },
  ],
} as const satisfies ScreenDef;

/** The list protocol of change requests: what their grid filters and sorts by. */
export const engineerChangeListSpec = { filterable: ['status', 'engineerId'], sortable: ['id', 'createTime'] } as const;

/**
 * The service network (spec section 3 Outlet, section 7 snUser, snUserChange, snAutoEngineerDispatch): providers and
 * outlets (ASC) with their contract, finance, fees and parts rules; their service areas, product categories,
 * addresses, images and inspections; change requests an outlet makes to its own data; auto-dispatch rules.
 */
import type { FieldDef, LinesDef, ResourceDef, ScreenDef } from '../resource.ts';

const money = (name: string) => ({ name, type: 'money', min: 0, max: 99999999, list: false, default: '0.00' }) as const;

/**
 * A provider or outlet (the spec's snUser; "ASC list"). Its organisation node (deptId) is created with it under
 * `superiorDeptId` (a centre, or a primary outlet for a secondary one) and renamed with it.
 */
export const siteResource = {
  name: 'snUser',
  key: 'site',
  permission: 'basic_sn_user',
  fields: [
    // Basics
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'siteKind', type: 'dict', dict: 'site_kind', required: true, max: 16, sort: true },
    { name: 'superiorDeptId', type: 'ref', ref: 'sysDept', required: true, filter: 'eq' },
    { name: 'deptId', type: 'ref', ref: 'sysDept', required: true, readOnly: true, list: false },
    /** 1 primary, 2 secondary (siteFloorLevel of the site info the shell reads). */
    { name: 'siteFloorLevel', type: 'int', required: true, min: 1, max: 2, filter: 'eq', sort: true },
    { name: 'starLevel', type: 'int', min: 0, max: 5, sort: true, default: 0 },
    { name: 'operatingState', type: 'dict', dict: 'site_operating_state', max: 16, filter: 'in', sort: true, default: 'operating' },
    { name: 'phone', type: 'string', max: 32, list: false, default: '' },
    { name: 'areaId', type: 'ref', ref: 'basArea', filter: 'eq', list: false },
    { name: 'address', type: 'string', max: 255, default: '' },
    { name: 'lat', type: 'decimal', decimals: 6, min: -90, max: 90, list: false },
    { name: 'lng', type: 'decimal', decimals: 6, min: -180, max: 180, list: false },
    // Persons
    { name: 'managerName', type: 'string', max: 32 },
    { name: 'managerPhone', type: 'string', max: 11, format: 'mobile', list: false },
    { name: 'contactName', type: 'string', max: 32, list: false },
    { name: 'contactPhone', type: 'string', max: 11, format: 'mobile', list: false },
    { name: 'email', type: 'string', max: 64, format: 'email', list: false },
    // Contract
    { name: 'contractNo', type: 'string', max: 32, list: false },
    { name: 'contractStart', type: 'date', list: false },
    { name: 'contractEnd', type: 'date', sort: true },
    // Finance
    { name: 'taxNumber', type: 'string', max: 32, format: 'code', list: false },
    { name: 'taxRate', type: 'decimal', decimals: 2, min: 0, max: 100, list: false, default: '0.00' },
    { name: 'invoiceType', type: 'dict', dict: 'invoice_type', max: 16, list: false },
    { name: 'bankName', type: 'string', max: 64, list: false },
    { name: 'bankAccount', type: 'string', max: 32, list: false },
    // Fees: remote fee beyond a base distance, at a rate per km, up to a cap; the mileage fee settings
    { name: 'remoteBaseKm', type: 'int', min: 0, max: 9999, list: false, default: 0 },
    { ...money('remoteFeeRate') },
    { ...money('remoteFeeCap') },
    { name: 'mileageFeeEnabled', type: 'boolean', list: false, default: false },
    { name: 'mileageRoundTrip', type: 'boolean', list: false, default: false },
    { name: 'mileageFreeKm', type: 'int', min: 0, max: 9999, list: false, default: 0 },
    // Dispatch
    { name: 'autoDispatch', type: 'boolean', default: false },
    { name: 'autoAccept', type: 'boolean', default: false },
    // Parts rules and credit
    { ...money('partsMinOrderAmount') },
    { ...money('urgentPartsMinOrderAmount') },
    { name: 'maxPartsPerOrder', type: 'int', min: 0, max: 9999, list: false, default: 0 },
    { name: 'monthlyUrgentParts', type: 'int', min: 0, max: 9999, list: false, default: 0 },
    // Granted on the outlet's account (a credit flow, settlement); the account keeps it equal to the credits granted.
    { ...money('creditLimit'), readOnly: true },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'code', order: 'asc' },
} as const satisfies ResourceDef;

/** The field groups of the outlet editor's tabs (basics, finance, fees); every writable field is in one (the credit limit, read-only, is shown in finance). */
export const SITE_FIELD_GROUPS = {
  basics: ['code', 'name', 'siteKind', 'superiorDeptId', 'siteFloorLevel', 'starLevel', 'operatingState', 'phone', 'areaId', 'address', 'managerName', 'managerPhone', 'contactName', 'contactPhone', 'email', 'contractNo', 'contractStart', 'contractEnd', 'remark'],
  finance: ['taxNumber', 'taxRate', 'invoiceType', 'bankName', 'bankAccount', 'creditLimit'],
  fees: ['remoteBaseKm', 'remoteFeeRate', 'remoteFeeCap', 'mileageFeeEnabled', 'mileageRoundTrip', 'mileageFreeKm', 'autoDispatch', 'autoAccept', 'partsMinOrderAmount', 'urgentPartsMinOrderAmount', 'maxPartsPerOrder', 'monthlyUrgentParts'],
  map: ['lat', 'lng'],
} as const;

/** An outlet's parts rules (snUser partsRulesPage, partsRulesInfo, updatePartsRulesInfo): order minimums, limits, credit (read only: granted on the account). */
export const SITE_PARTS_RULE_FIELDS = ['partsMinOrderAmount', 'urgentPartsMinOrderAmount', 'maxPartsPerOrder', 'monthlyUrgentParts', 'creditLimit'] as const;

/** The service areas (districts, cities or provinces) an outlet covers. */
export const siteAreaLines = { fields: [{ name: 'areaId', type: 'ref', ref: 'basArea', required: true }], uniqueBy: ['areaId'], max: 500 } as const satisfies LinesDef;
/** The product categories an outlet services. */
export const siteCategoryLines = { fields: [{ name: 'categoryId', type: 'ref', ref: 'basItemCategory', required: true }], uniqueBy: ['categoryId'], max: 200 } as const satisfies LinesDef;
/** Pictures of an outlet (shop front, workshop, licence): stored files by their URL. */
export const siteImageLines = {
  fields: [
    { name: 'url', type: 'string', required: true, max: 500 },
    { name: 'name', type: 'string', max: 128 },
  ],
  uniqueBy: ['url'],
  max: 20,
} as const satisfies LinesDef;
/** An outlet's address list (updateAddressList, getSiteAddressList): where parts are shipped, returns collected. */
export const siteAddressLines = {
  fields: [
    { name: 'addressType', type: 'dict', dict: 'site_address_type', required: true, max: 16 },
    { name: 'contact', type: 'string', required: true, max: 32 },
    { name: 'phone', type: 'string', required: true, max: 32 },
    { name: 'areaId', type: 'ref', ref: 'basArea' },
    { name: 'address', type: 'string', required: true, max: 255 },
    { name: 'isDefault', type: 'boolean', default: false },
  ],
  max: 20,
} as const satisfies LinesDef;

/** An inspection of an outlet (snUser inspection): when, by whom, the score and the verdict. */
export const siteInspectionScreen = {
  key: 'siteInspection',
  permission: 'basic_sn_user',
  fields: [
    { name: 'inspectedOn', type: 'date', required: true, sort: true },
    { name: 'inspector', type: 'string', required: true, max: 32 },
    { name: 'score', type: 'int', required: true, min: 0, max: 100 },
    { name: 'result', type: 'dict', dict: 'inspection_result', required: true, max: 16 },
    { name: 'remark', type: 'text', max: 500 },
  ],
} as const satisfies ScreenDef;

/**
 * The fields an outlet may ask to change about itself (snUserChange): its face to customers, its persons and its
 * bank data. Level, contract, fees, flags, parts rules and credit are the centre's to set, not the outlet's to ask.
 */
export const SITE_CHANGEABLE_FIELDS = [
  'name', 'phone', 'areaId', 'address', 'lat', 'lng', 'managerName', 'managerPhone', 'contactName', 'contactPhone', 'email',
  'taxNumber', 'invoiceType', 'bankName', 'bankAccount', 'remark',
] as const satisfies readonly (typeof siteResource.fields)[number]['name'][];

/** Change request states and the verbs between them (ARCHITECTURE.md section 6). */
export const SITE_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
export type SiteChangeStatus = (typeof SITE_CHANGE_STATUSES)[number];
export const SITE_CHANGE_ACTIONS = ['approve', 'reject', 'withdraw'] as const;
export type SiteChangeAction = (typeof SITE_CHANGE_ACTIONS)[number];
export const SITE_CHANGE_TRANSITIONS: Record<SiteChangeStatus, Partial<Record<SiteChangeAction, SiteChangeStatus>>> = {
  pending: { approve: 'approved', reject: 'rejected', withdraw: 'withdrawn' },
  approved: {},
  rejected: {},
  withdrawn: {},
};
export const nextSiteChangeStatus = (from: SiteChangeStatus, action: SiteChangeAction): SiteChangeStatus | undefined => SITE_CHANGE_TRANSITIONS[from][action];

/** One field of a change request: what it was when asked, what the outlet wants. */
export interface SiteFieldChange {
  field: (typeof SITE_CHANGEABLE_FIELDS)[number];
  oldValue: unknown;
  newValue: unknown;
}

/** The change-request screen (snUserChange): read-only grid; submit, approve, reject and withdraw are verbs. */
export const siteChangeScreen = {
  key: 'siteChange',
  permission: 'basic_sn_user_change',
  fields: [
    { name: 'siteId', type: 'ref', ref: 'snUser', readOnly: true, filter: 'eq' },
    { name: 'status', type: 'dict', dict: 'site_change_status', readOnly: true, filter: 'in', sort: true },
    { name: 'fieldNames', type: 'string', readOnly: true },
    { name: 'reason', type: 'text', max: 500 },
    { name: 'submittedByName', type: 'string', readOnly: true },
    { name: 'submittedAt', type: 'datetime', readOnly: true, filter: 'range', sort: true },
    { name: 'auditedByName', type: 'string', readOnly: true },
    { name: 'auditedAt', type: 'datetime', readOnly: true, sort: true },
    { name: 'auditRemark', type: 'text', readOnly: true, max: 500 },
  ],
  defaultSort: { field: 'submittedAt', order: 'desc' },
} as const satisfies ScreenDef;

/** The permission to approve or reject change requests, beside the view and add (submit) ones of the screen. */
export const SITE_CHANGE_AUDIT = 'basic_sn_user_change_audit';

/**
 * Auto-dispatch rules (snAutoEngineerDispatch): which outlet (and engineer) takes orders of an area, product category
 * and service type. An empty category or service type matches any; an area matches its sub-areas too. Among the
 * rules that match, higher priority first, then the more specific.
 */
export const autoDispatchResource = {
  name: 'snAutoEngineerDispatch',
  key: 'autoDispatch',
  permission: 'basic_auto_dispatch',
  fields: [
    { name: 'areaId', type: 'ref', ref: 'basArea', required: true, filter: 'eq' },
    { name: 'categoryId', type: 'ref', ref: 'basItemCategory', filter: 'eq' },
    { name: 'serviceTypeId', type: 'ref', ref: 'basServiceType', filter: 'eq' },
    { name: 'siteId', type: 'ref', ref: 'snUser', required: true, filter: 'eq' },
    // An engineer of the outlet (snSiteEngineer); empty: the outlet assigns one itself.
    { name: 'engineerId', type: 'int', min: 1, filter: 'eq' },
    { name: 'priority', type: 'int', min: 0, max: 999, sort: true, default: 0 },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'priority', order: 'desc' },
} as const satisfies ResourceDef;

/** Every network resource served through /basic and shown by a reference select. */
export const NETWORK_RESOURCES: readonly ResourceDef[] = [siteResource, autoDispatchResource];

export const fieldOf = (def: { fields: readonly FieldDef[] }, name: string): FieldDef | undefined => def.fields.find((f) => f.name === name);

/** Master data resources (spec section 3 and the /basic groups of section 7). */
import type { ResourceDef } from '../resource.ts';

export const serviceTypeResource = {
  name: 'basServiceType',
  key: 'serviceType',
  permission: 'basic_service_type',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'orderType', type: 'dict', dict: 'order_type', required: true, max: 16, filter: 'in', sort: true },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'sort', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'sort', order: 'asc' },
} as const satisfies ResourceDef;

export const areaResource = {
  name: 'basArea',
  key: 'area',
  permission: 'basic_area',
  fields: [
    { name: 'parentId', type: 'ref', ref: 'basArea', filter: 'eq', default: -1 },
    { name: 'code', type: 'string', required: true, max: 12, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'level', type: 'dict', dict: 'area_level', required: true, max: 1, filter: 'in', sort: true },
    { name: 'postalCode', type: 'string', max: 6, format: 'code' },
    { name: 'sort', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
  ],
  tree: { parentField: 'parentId' },
  defaultSort: { field: 'sort', order: 'asc' },
} as const satisfies ResourceDef;

/** SLA rules (basSla): which orders they match, and a clock per stage with its standard and reminder time. */
export const slaResource = {
  name: 'basSla',
  key: 'sla',
  permission: 'basic_sla',
  fields: [
    { name: 'name', type: 'string', required: true, max: 64, unique: true, filter: 'like', sort: true },
    { name: 'orderType', type: 'dict', dict: 'order_type', max: 16, filter: 'in', sort: true },
    { name: 'urgency', type: 'dict', dict: 'urgency', max: 1, filter: 'in' },
    { name: 'priority', type: 'int', min: 0, max: 999, sort: true, default: 0 },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'priority', order: 'desc' },
  lines: {
    fields: [
      { name: 'stage', type: 'dict', dict: 'sla_stage', required: true, max: 16 },
      { name: 'standardMinutes', type: 'int', required: true, min: 1, max: 525600 },
      { name: 'reminderMinutes', type: 'int', required: true, min: 0, max: 525600 },
    ],
    uniqueBy: ['stage'],
    min: 1,
    max: 4,
  },
} as const satisfies ResourceDef;

/** Product classification (basItemCategory): the product category tree (air conditioners › split units …). */
export const itemCategoryResource = {
  name: 'basItemCategory',
  key: 'itemCategory',
  permission: 'basic_item_category',
  fields: [
    { name: 'parentId', type: 'ref', ref: 'basItemCategory', filter: 'eq', default: -1 },
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'sort', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  tree: { parentField: 'parentId' },
  defaultSort: { field: 'sort', order: 'asc' },
} as const satisfies ResourceDef;

/** Product information (basItem): the models a customer's asset, a work order and a price refer to. */
export const itemResource = {
  name: 'basItem',
  key: 'item',
  permission: 'basic_item',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 128, filter: 'like', sort: true },
    { name: 'model', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'categoryId', type: 'ref', ref: 'basItemCategory', required: true, filter: 'eq' },
    { name: 'brand', type: 'string', max: 64, filter: 'like', sort: true },
    { name: 'unit', type: 'dict', dict: 'unit', max: 8, default: 'pcs' },
    { name: 'warrantyMonths', type: 'int', min: 0, max: 120, sort: true, default: 12 },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'code', order: 'asc' },
} as const satisfies ResourceDef;

/** Purchase channels (basBuyChannel): where customers buy (own e-commerce, marketplaces, stores, dealers). */
export const buyChannelResource = {
  name: 'basBuyChannel',
  key: 'buyChannel',
  permission: 'basic_buy_channel',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'channelType', type: 'dict', dict: 'buy_channel_type', required: true, max: 16, filter: 'in', sort: true },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'sort', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'sort', order: 'asc' },
} as const satisfies ResourceDef;

/** Shops (basBuyShop): the stores of a purchase channel. */
export const buyShopResource = {
  name: 'basBuyShop',
  key: 'buyShop',
  permission: 'basic_buy_shop',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 128, filter: 'like', sort: true },
    { name: 'channelId', type: 'ref', ref: 'basBuyChannel', required: true, filter: 'eq' },
    { name: 'contact', type: 'string', max: 32 },
    { name: 'phone', type: 'string', max: 20 },
    { name: 'address', type: 'string', max: 255, list: false },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'code', order: 'asc' },
} as const satisfies ResourceDef;

/** Warehouses (basWarehouse, spec section 3): code, type, storekeeper, owning network; their locations as lines. */
export const warehouseResource = {
  name: 'basWarehouse',
  key: 'warehouse',
  permission: 'basic_warehouse',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'warehouseType', type: 'dict', dict: 'warehouse_type', required: true, max: 16, filter: 'in', sort: true },
    { name: 'storekeeper', type: 'string', max: 32, filter: 'like' },
    { name: 'deptId', type: 'ref', ref: 'sysDept', filter: 'eq' },
    { name: 'address', type: 'string', max: 255, list: false },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'code', order: 'asc' },
  lines: {
    fields: [
      { name: 'code', type: 'string', required: true, max: 32, format: 'code' },
      { name: 'name', type: 'string', max: 64 },
      { name: 'enabled', type: 'boolean', default: true },
    ],
    uniqueBy: ['code'],
    max: 500,
  },
} as const satisfies ResourceDef;

/** Parts classification (basPartsCategory): the parts category tree. */
export const partsCategoryResource = {
  name: 'basPartsCategory',
  key: 'partsCategory',
  permission: 'basic_parts_category',
  fields: [
    { name: 'parentId', type: 'ref', ref: 'basPartsCategory', filter: 'eq', default: -1 },
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'sort', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  tree: { parentField: 'parentId' },
  defaultSort: { field: 'sort', order: 'asc' },
} as const satisfies ResourceDef;

const price = (name: string) => ({ name, type: 'money', min: 0, max: 99999999, sort: true, default: '0.00' }) as const;

/**
 * Parts (basParts, spec section 3): code, name, model, category, prices (purchase, factory, level 1, level 2,
 * retail), unit, supply/purchase status, ABC class, safety stock, min/max application, max replacements, lead times.
 */
export const partsResource = {
  name: 'basParts',
  key: 'parts',
  permission: 'basic_parts',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 128, filter: 'like', sort: true },
    { name: 'model', type: 'string', max: 64, filter: 'like', sort: true },
    { name: 'categoryId', type: 'ref', ref: 'basPartsCategory', required: true, filter: 'eq' },
    price('purchasePrice'),
    price('factoryPrice'),
    price('level1Price'),
    price('level2Price'),
    price('retailPrice'),
    { name: 'unit', type: 'dict', dict: 'unit', max: 8, default: 'pcs' },
    { name: 'supplyStatus', type: 'dict', dict: 'parts_supply_status', max: 16, filter: 'in', default: 'normal' },
    { name: 'purchaseStatus', type: 'dict', dict: 'parts_purchase_status', max: 16, filter: 'in', default: 'allowed' },
    { name: 'abcClass', type: 'dict', dict: 'abc_class', max: 1, filter: 'in', sort: true },
    { name: 'safetyStock', type: 'int', min: 0, max: 999999, default: 0 },
    { name: 'minApply', type: 'int', min: 0, max: 999999, default: 0 },
    { name: 'maxApply', type: 'int', min: 0, max: 999999, default: 0 },
    { name: 'maxReplace', type: 'int', min: 0, max: 999, default: 0 },
    { name: 'purchaseLeadDays', type: 'int', min: 0, max: 365, default: 0 },
    { name: 'deliveryLeadDays', type: 'int', min: 0, max: 365, default: 0 },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'code', order: 'asc' },
} as const satisfies ResourceDef;

/** Fault phenomena (basFaultSymptom): the top of the fault tree, per product category. */
export const faultSymptomResource = {
  name: 'basFaultSymptom',
  key: 'faultSymptom',
  permission: 'basic_fault_symptom',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 128, filter: 'like', sort: true },
    { name: 'categoryId', type: 'ref', ref: 'basItemCategory', filter: 'eq' },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'sort', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'sort', order: 'asc' },
} as const satisfies ResourceDef;

/** Fault causes (basFaultReason): the causes of a phenomenon. */
export const faultReasonResource = {
  name: 'basFaultReason',
  key: 'faultReason',
  permission: 'basic_fault_reason',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 128, filter: 'like', sort: true },
    { name: 'symptomId', type: 'ref', ref: 'basFaultSymptom', required: true, filter: 'eq' },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'sort', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'sort', order: 'asc' },
} as const satisfies ResourceDef;

/** Repair measures (basFixMethod): what fixes a cause; whether it replaces a part. */
export const fixMethodResource = {
  name: 'basFixMethod',
  key: 'fixMethod',
  permission: 'basic_fix_method',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 128, filter: 'like', sort: true },
    { name: 'reasonId', type: 'ref', ref: 'basFaultReason', required: true, filter: 'eq' },
    { name: 'needParts', type: 'boolean', filter: 'eq', default: false },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'sort', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'sort', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * Check subjects / assessment items (basCheckSubject, spec section 3): code, name, parent, type, amount, fee
 * name, concurrent flag, appeal period days, sort order, enabled, branch appeal needed.
 */
export const checkSubjectResource = {
  name: 'basCheckSubject',
  key: 'checkSubject',
  permission: 'basic_check_subject',
  fields: [
    { name: 'parentId', type: 'ref', ref: 'basCheckSubject', filter: 'eq', default: -1 },
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'subjectType', type: 'dict', dict: 'check_subject_type', required: true, max: 16, filter: 'in', sort: true },
    { name: 'amount', type: 'money', min: 0, max: 99999999, sort: true, default: '0.00' },
    { name: 'feeName', type: 'string', max: 64 },
    { name: 'concurrent', type: 'boolean', default: false },
    { name: 'appealDays', type: 'int', min: 0, max: 365, default: 0 },
    { name: 'branchAppeal', type: 'boolean', default: false },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'sort', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
  ],
  tree: { parentField: 'parentId' },
  defaultSort: { field: 'sort', order: 'asc' },
} as const satisfies ResourceDef;

/** Special-fee subjects (sfSpecialFeeSubject): the ad hoc fees an outlet may claim, with a cap per claim. */
export const specialFeeSubjectResource = {
  name: 'sfSpecialFeeSubject',
  key: 'specialFeeSubject',
  permission: 'basic_special_fee_subject',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'maxAmount', type: 'money', min: 0, max: 99999999, sort: true, default: '0.00' },
    { name: 'needAttachment', type: 'boolean', filter: 'eq', default: false },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'sort', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'sort', order: 'asc' },
} as const satisfies ResourceDef;

/** Finance subjects (basFinSubject): the accounts settlement and account flows post to. */
export const finSubjectResource = {
  name: 'basFinSubject',
  key: 'finSubject',
  permission: 'basic_fin_subject',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'direction', type: 'dict', dict: 'fin_direction', required: true, max: 8, filter: 'in', sort: true },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'sort', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'sort', order: 'asc' },
} as const satisfies ResourceDef;

/** Knowledge types (basKnowledgeType): the tree the knowledge base is filed under. */
export const knowledgeTypeResource = {
  name: 'basKnowledgeType',
  key: 'knowledgeType',
  permission: 'basic_knowledge_type',
  fields: [
    { name: 'parentId', type: 'ref', ref: 'basKnowledgeType', filter: 'eq', default: -1 },
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'sort', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
  ],
  tree: { parentField: 'parentId' },
  defaultSort: { field: 'sort', order: 'asc' },
} as const satisfies ResourceDef;

/** Model prices (basItemPrice): a model's price of a kind, valid from a date (to a date when set). */
export const itemPriceResource = {
  name: 'basItemPrice',
  key: 'itemPrice',
  permission: 'basic_item_price',
  fields: [
    { name: 'itemId', type: 'ref', ref: 'basItem', required: true, filter: 'eq' },
    { name: 'priceType', type: 'dict', dict: 'item_price_type', required: true, max: 16, filter: 'in', sort: true },
    { name: 'price', type: 'money', required: true, min: 0, max: 99999999, sort: true },
    { name: 'validFrom', type: 'date', required: true, filter: 'range', sort: true },
    { name: 'validTo', type: 'date', filter: 'range', sort: true },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'validFrom', order: 'desc' },
} as const satisfies ResourceDef;

/** Every master-data resource: each has its /basic routes, its screen at /basic/<key>/index and its menu entry. */
export const MASTER_DATA_RESOURCES: readonly ResourceDef[] = [
  serviceTypeResource,
  areaResource,
  slaResource,
  itemCategoryResource,
  itemResource,
  itemPriceResource,
  buyChannelResource,
  buyShopResource,
  warehouseResource,
  partsCategoryResource,
  partsResource,
  faultSymptomResource,
  faultReasonResource,
  fixMethodResource,
  checkSubjectResource,
  specialFeeSubjectResource,
  finSubjectResource,
  knowledgeTypeResource,
];

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

/**
 * Parts BOM (spec: parts classification and BOM, basPartsBomChange): which parts belong to which product model,
 * as BOM groups with lines, and the record of every change to a line, written by the BOM write itself.
 */
import type { ResourceDef } from '../resource.ts';

/** A BOM group: the parts of one model (or of one of its assemblies), each line a part with its quantity and position. */
export const partsBomResource = {
  name: 'basPartsBom',
  key: 'partsBom',
  permission: 'basic_parts_bom',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'itemId', type: 'ref', ref: 'basItem', required: true, filter: 'eq' },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    /** Why the lines change: required when a save changes them, kept on each change record. */
    { name: 'changeReason', type: 'text', max: 200, list: false },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'code', order: 'asc' },
  lines: {
    fields: [
      { name: 'partsId', type: 'ref', ref: 'basParts', required: true },
      { name: 'quantity', type: 'int', required: true, min: 1, max: 999 },
      { name: 'position', type: 'string', max: 64 },
    ],
    uniqueBy: ['partsId'],
    min: 1,
    max: 500,
  },
} as const satisfies ResourceDef;

/** BOM change records (basPartsBomChange): who changed which line of which BOM, from what to what, when and why. */
export const partsBomChangeResource = {
  name: 'basPartsBomChange',
  key: 'partsBomChange',
  permission: 'basic_parts_bom_change',
  readOnly: true,
  fields: [
    { name: 'bomId', type: 'ref', ref: 'basPartsBom', required: true, filter: 'eq' },
    { name: 'itemId', type: 'ref', ref: 'basItem', required: true, filter: 'eq' },
    { name: 'partsId', type: 'ref', ref: 'basParts', required: true, filter: 'eq' },
    { name: 'changeType', type: 'dict', dict: 'bom_change_type', required: true, filter: 'in', sort: true },
    { name: 'fromQuantity', type: 'int' },
    { name: 'toQuantity', type: 'int' },
    { name: 'fromPosition', type: 'string', max: 64 },
    { name: 'toPosition', type: 'string', max: 64 },
    { name: 'reason', type: 'text', max: 200 },
    { name: 'changedBy', type: 'string', required: true, max: 64, filter: 'like' },
    { name: 'changedAt', type: 'datetime', required: true, filter: 'range', sort: true },
  ],
  defaultSort: { field: 'changedAt', order: 'desc' },
} as const satisfies ResourceDef;

export const BOM_RESOURCES: readonly ResourceDef[] = [partsBomResource, partsBomChangeResource];

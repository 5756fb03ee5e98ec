/**
 * The parts applications report (spec section 7: /rpt/partsApply getListPage, getListByExcel): one row per
 * application line with its header's data, in the caller's data scope (as the applications' grid), filtered by date,
 * outlet, status and part, exported through the export tasks. Its fields are what the server's list accepts and its
 * export writes.
 */
import type { ScreenDef } from '../resource.ts';

/** The report's endpoint group (/rpt/partsApply/<verb>) and permission prefix (view, export). */
export const PARTS_APPLY_REPORT = { name: 'partsApply', permission: 'basic_rpt_parts_apply' } as const;

export const PARTS_APPLY_REPORT_SCREEN: ScreenDef = {
  key: 'partsApplyReport',
  permission: PARTS_APPLY_REPORT.permission,
  defaultSort: { field: 'createdAt', order: 'desc' },
  fields: [
    { name: 'applyNo', type: 'string', filter: 'like', sort: true },
    { name: 'createdAt', type: 'datetime', filter: 'range', sort: true },
    { name: 'deptId', type: 'ref', ref: 'sysDept', filter: 'eq', list: false },
    { name: 'outletName', type: 'string' },
    { name: 'orderNo', type: 'string', filter: 'like' },
    { name: 'partsId', type: 'ref', ref: 'basParts', filter: 'eq', list: false },
    { name: 'partsCode', type: 'string', sort: true },
    { name: 'partsName', type: 'string' },
    { name: 'qty', type: 'int', sort: true },
    { name: 'shippedQty', type: 'int' },
    { name: 'receivedQty', type: 'int' },
    { name: 'applyType', type: 'dict', dict: 'parts_apply_type', filter: 'in' },
    { name: 'status', type: 'dict', dict: 'parts_apply_status', filter: 'in', sort: true },
    { name: 'delivery', type: 'dict', dict: 'parts_delivery', filter: 'in' },
    { name: 'unitPrice', type: 'money' },
    { name: 'amount', type: 'money', sort: true },
    { name: 'submittedAt', type: 'datetime' },
    { name: 'shippedAt', type: 'datetime' },
    { name: 'receivedAt', type: 'datetime' },
  ],
};

/**
 * Rules and reference data of the basic-data area (issue 4): push rules, return-visit setup, parts ordering rules,
 * the locales a tenant offers, and manufacturers.
 */
import { pushLogResource } from '../care/push.ts';
import type { ResourceDef } from '../resource.ts';

/** Push rules (basPushRule): which event notifies whom, over which channel, with which template, for which orders. */
export const pushRuleResource = {
  name: 'basPushRule',
  key: 'pushRule',
  permission: 'basic_push_rule',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'event', type: 'dict', dict: 'push_event', required: true, max: 24, filter: 'in', sort: true },
    { name: 'target', type: 'dict', dict: 'push_target', required: true, max: 16, filter: 'in', sort: true },
    { name: 'channel', type: 'dict', dict: 'push_channel', required: true, max: 16, filter: 'in', sort: true },
    { name: 'template', type: 'text', required: true, max: 500 },
    // Conditions: empty matches every order.
    { name: 'orderType', type: 'dict', dict: 'order_type', max: 16, filter: 'in' },
    { name: 'urgency', type: 'dict', dict: 'urgency', max: 1, filter: 'in' },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'code', order: 'asc' },
} as const satisfies ResourceDef;

/**
 * What a push template may say: {name} placeholders filled from the order when the message is sent; the deadline
 * with an SLA warning or an overdue order, the complaint's number, nature and object with a complaint's events, and
 * a failed return-visit call's outcome and which call it was (1, 2, ...) with visit_failed (empty with the others).
 */
export const PUSH_PLACEHOLDERS = [
  'orderNo', 'brand', 'customerName', 'customerPhone', 'productName', 'address', 'appointmentTime', 'engineerName', 'engineerPhone', 'outletName', 'deadline',
  'complaintNo', 'complaintNature', 'complaintObject', 'visitOutcome', 'visitAttempt',
] as const;

/** The placeholders of a template that are not among the known ones (PUSH_PLACEHOLDERS unless told), each once. */
export function unknownPlaceholders(template: string, placeholders: readonly string[] = PUSH_PLACEHOLDERS): string[] {
  const known = new Set<string>(placeholders);
  const used = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);
  return [...new Set(used.filter((name) => !known.has(name)))];
}

/**
 * Return-visit setup (basRecallSetting): which completed orders go to the return-visit pool (order type, service
 * type, sampling ratio), how many days after completion, and the questions or score items asked, as lines.
 */
export const recallSettingResource = {
  name: 'basRecallSetting',
  key: 'recallSetting',
  permission: 'basic_recall_setting',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'orderType', type: 'dict', dict: 'order_type', required: true, max: 16, filter: 'in', sort: true },
    { name: 'serviceTypeId', type: 'ref', ref: 'basServiceType', filter: 'eq' },
    { name: 'samplingRatio', type: 'decimal', decimals: 2, required: true, min: 0, max: 100, sort: true },
    { name: 'delayDays', type: 'int', min: 0, max: 90, sort: true, default: 1 },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'remark', type: 'text', max: 500, list: false },
    // Sampling conditions (return visits): a product category (or one below it), an outlet, an engineer; complaints
    // and repeat repairs always; a customer never twice within excludeDays; the most calls of one follow-up.
    { name: 'itemCategoryId', type: 'ref', ref: 'basItemCategory', filter: 'eq', list: false },
    { name: 'siteId', type: 'ref', ref: 'snUser', filter: 'eq', list: false },
    { name: 'engineerId', type: 'ref', ref: 'snSiteEngineer', list: false },
    { name: 'alwaysComplaints', type: 'boolean', list: false },
    { name: 'repeatDays', type: 'int', min: 1, max: 365, list: false },
    { name: 'excludeDays', type: 'int', min: 1, max: 365, list: false },
    { name: 'maxAttempts', type: 'int', min: 1, max: 10, list: false },
  ],
  defaultSort: { field: 'code', order: 'asc' },
  lines: {
    fields: [
      { name: 'question', type: 'string', required: true, max: 200 },
      { name: 'answerType', type: 'dict', dict: 'recall_answer_type', required: true, max: 16 },
      // Score items: the highest score; other answers score nothing.
      { name: 'maxScore', type: 'int', min: 0, max: 100, default: 0 },
      { name: 'mandatory', type: 'boolean', default: true },
    ],
    uniqueBy: ['question'],
    min: 1,
    max: 30,
  },
} as const satisfies ResourceDef;

const amount = (name: string) => ({ name, type: 'money', min: 0, max: 99999999, sort: true, default: '0.00' }) as const;

/**
 * Parts ordering rules (basPartsOrderRule): per manufacturer and outlet level, the minimum order amount, the most
 * parts an order may carry, the urgent parts a month, the order cycle, and the amount above which an order needs
 * approval (0: none needs it).
 */
export const partsOrderRuleResource = {
  name: 'basPartsOrderRule',
  key: 'partsOrderRule',
  permission: 'basic_parts_order_rule',
  fields: [
    { name: 'manufacturerId', type: 'ref', ref: 'basManufacturer', required: true, requiredMessage: 'selectManufacturer', filter: 'eq' },
    { name: 'siteLevel', type: 'dict', dict: 'site_level', required: true, max: 1, filter: 'in', sort: true },
    amount('minOrderAmount'),
    { name: 'maxPartsPerOrder', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
    { name: 'monthlyUrgentParts', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
    { name: 'orderCycleDays', type: 'int', min: 1, max: 365, sort: true, default: 7 },
    amount('approvalAmount'),
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'siteLevel', order: 'asc' },
} as const satisfies ResourceDef;

/** Locales (basLocale): the languages and regions a tenant offers, with currency, date format and time zone; one is the default. */
export const localeResource = {
  name: 'basLocale',
  key: 'locale',
  permission: 'basic_locale',
  fields: [
    { name: 'code', type: 'string', required: true, max: 16, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 64, filter: 'like', sort: true },
    { name: 'currency', type: 'string', required: true, min: 3, max: 3, format: 'code', filter: 'eq', sort: true },
    { name: 'dateFormat', type: 'dict', dict: 'date_format', required: true, max: 16 },
    { name: 'timeZone', type: 'string', required: true, max: 64, filter: 'like' },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'isDefault', type: 'boolean', filter: 'eq', default: false },
    { name: 'sort', type: 'int', min: 0, max: 9999, sort: true, default: 0 },
  ],
  defaultSort: { field: 'sort', order: 'asc' },
} as const satisfies ResourceDef;

/** Manufacturers (basManufacturer): the makers parts are ordered from, with their finance data and brands. */
export const manufacturerResource = {
  name: 'basManufacturer',
  key: 'manufacturer',
  permission: 'basic_manufacturer',
  fields: [
    { name: 'code', type: 'string', required: true, max: 32, format: 'code', unique: true, filter: 'like', sort: true },
    { name: 'name', type: 'string', required: true, max: 128, filter: 'like', sort: true },
    { name: 'shortName', type: 'string', max: 32, filter: 'like', sort: true },
    { name: 'contact', type: 'string', max: 32 },
    { name: 'phone', type: 'string', max: 20 },
    { name: 'address', type: 'string', max: 255, list: false },
    { name: 'taxNumber', type: 'string', max: 20, format: 'code', unique: true },
    { name: 'bankName', type: 'string', max: 64, list: false },
    { name: 'bankAccount', type: 'string', max: 32, list: false },
    { name: 'brands', type: 'string', max: 255, filter: 'like' },
    { name: 'enabled', type: 'boolean', filter: 'eq', default: true },
    { name: 'remark', type: 'text', max: 500, list: false },
  ],
  defaultSort: { field: 'code', order: 'asc' },
} as const satisfies ResourceDef;

/** The resources of this file, each with its /basic routes, its screen at /basic/<key>/index and its menu entry. */
export const RULES_RESOURCES: readonly ResourceDef[] = [pushRuleResource, pushLogResource, recallSettingResource, partsOrderRuleResource, localeResource, manufacturerResource];

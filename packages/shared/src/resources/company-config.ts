/**
 * Company configuration (basCompanyConfig, spec section 3): one record per tenant with the flags the work-order,
 * customer and barcode rules read, and the message templates sent to customers. Not a grid: a form that saves the
 * tenant's one record.
 */
import type { FieldError, ResourceDef } from '../resource.ts';
import type { MoneyRule } from '../settlement/money.ts';
import { ROUNDINGS, type Rounding } from '../work-orders/fees.ts';
import { unknownPlaceholders } from './rules.ts';

/** What each message template may say: the placeholders filled in when the message is sent. */
export const TEMPLATE_PLACEHOLDERS = {
  appointmentTemplate: ['customerName', 'orderNo', 'productName', 'appointmentTime', 'engineerName', 'engineerPhone', 'servicePhone'],
  dispatchTemplate: ['customerName', 'orderNo', 'productName', 'siteName', 'engineerName', 'engineerPhone', 'servicePhone'],
  completionTemplate: ['customerName', 'orderNo', 'productName', 'finishTime', 'servicePhone'],
} as const;

export type TemplateField = keyof typeof TEMPLATE_PLACEHOLDERS;

const template = (name: TemplateField) => ({ name, type: 'text', max: 500, default: '' }) as const;

export const companyConfigResource = {
  name: 'basCompanyConfig',
  key: 'companyConfig',
  permission: 'basic_company_config',
  fields: [
    // At completion: the fault tree entries a finished order must name.
    { name: 'faultSymptomRequired', type: 'boolean', default: true },
    { name: 'faultReasonRequired', type: 'boolean', default: true },
    { name: 'fixMethodRequired', type: 'boolean', default: true },
    // Serial codes: one customer asset per serial code; a serial code must be registered in the barcode library.
    { name: 'barcodeUnique', type: 'boolean', default: true },
    { name: 'barcodeCheck', type: 'boolean', default: false },
    // Customer profiles wait for a manual review before they are used.
    { name: 'custProfileReview', type: 'boolean', default: false },
    // Work orders: appointment changes allowed, the window in which a new repair counts as a repeat, automatic dispatch.
    { name: 'maxAppointmentChanges', type: 'int', min: 0, max: 20, default: 3 },
    { name: 'repeatRepairDays', type: 'int', min: 0, max: 365, default: 30 },
    { name: 'autoDispatch', type: 'boolean', default: false },
    // Work-order appeals: the days after a decision an outlet may appeal it, when no assessment item says otherwise.
    { name: 'appealDays', type: 'int', min: 0, max: 365, default: 7 },
    // Parts: the days after an order's completion within which its old parts must be returned to the factory.
    { name: 'oldPartReturnDays', type: 'int', min: 0, max: 365, default: 15 },
    // Money (spec section 9): every computed amount is rounded this way to these decimals (numeric columns keep 2).
    { name: 'moneyRounding', type: 'dict', dict: 'money_rounding', options: ROUNDINGS, default: 'round' },
    { name: 'moneyDecimals', type: 'int', min: 0, max: 2, default: 2 },
    // SMS / notice templates; an empty template sends nothing.
    template('appointmentTemplate'),
    template('dispatchTemplate'),
    template('completionTemplate'),
  ],
} as const satisfies ResourceDef;

/** The configuration as the modules read it. */
export interface CompanyConfig {
  faultSymptomRequired: boolean;
  faultReasonRequired: boolean;
  fixMethodRequired: boolean;
  barcodeUnique: boolean;
  barcodeCheck: boolean;
  custProfileReview: boolean;
  maxAppointmentChanges: number;
  repeatRepairDays: number;
  autoDispatch: boolean;
  appealDays: number;
  oldPartReturnDays: number;
  moneyRounding: Rounding;
  moneyDecimals: number;
  appointmentTemplate: string;
  dispatchTemplate: string;
  completionTemplate: string;
}

/** A tenant that never saved its configuration works with these. */
export const COMPANY_CONFIG_DEFAULTS = Object.fromEntries(companyConfigResource.fields.map((f) => [f.name, f.default])) as unknown as CompanyConfig;

/** The money rule the configuration sets: how and to how many decimals computed amounts are rounded. */
export const moneyRuleOf = (config: Pick<CompanyConfig, 'moneyRounding' | 'moneyDecimals'>): MoneyRule => ({ rounding: config.moneyRounding, decimals: config.moneyDecimals });

/** The dictionary of the rounding modes (built into every tenant). */
export const MONEY_ROUNDING_DICT = {
  type: 'money_rounding',
  description: '金额舍入方式',
  items: [
    ['round', '四舍五入', 'Round half up', 'Redondear'],
    ['ceil', '向上取整', 'Round up', 'Hacia arriba'],
    ['floor', '向下取整', 'Round down', 'Hacia abajo'],
  ] as [string, string, string, string][],
};

/** The problems of the templates present in a (partial) configuration: placeholders a template does not offer. */
export function templateErrors(value: Record<string, unknown>): FieldError[] {
  return (Object.keys(TEMPLATE_PLACEHOLDERS) as TemplateField[]).flatMap((field) => {
    const unknown = typeof value[field] === 'string' ? unknownPlaceholders(value[field], TEMPLATE_PLACEHOLDERS[field]) : [];
    return unknown.length ? [{ field, code: 'unknownPlaceholder' as const, params: { names: unknown.map((n) => `{${n}}`).join(' ') } }] : [];
  });
}

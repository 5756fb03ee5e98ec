import type { Rounding } from '@as/shared';
import { boolean, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { audit, id, tenantId, tenantPolicy, timestamps } from '../../db/columns.ts';

/** Company configuration (basCompanyConfig): at most one row per tenant; a tenant without one uses the defaults. */
export const basCompanyConfig = pgTable(
  'bas_company_config',
  {
    id: id(),
    tenantId: tenantId(),
    faultSymptomRequired: boolean('fault_symptom_required').notNull().default(true),
    faultReasonRequired: boolean('fault_reason_required').notNull().default(true),
    fixMethodRequired: boolean('fix_method_required').notNull().default(true),
    barcodeUnique: boolean('barcode_unique').notNull().default(true),
    barcodeCheck: boolean('barcode_check').notNull().default(false),
    custProfileReview: boolean('cust_profile_review').notNull().default(false),
    maxAppointmentChanges: integer('max_appointment_changes').notNull().default(3),
    repeatRepairDays: integer('repeat_repair_days').notNull().default(30),
    autoDispatch: boolean('auto_dispatch').notNull().default(false),
    appealDays: integer('appeal_days').notNull().default(7),
    oldPartReturnDays: integer('old_part_return_days').notNull().default(15),
    moneyRounding: varchar('money_rounding', { length: 8 }).$type<Rounding>().notNull().default('round'),
    moneyDecimals: integer('money_decimals').notNull().default(2),
    appointmentTemplate: text('appointment_template').notNull().default(''),
    dispatchTemplate: text('dispatch_template').notNull().default(''),
    completionTemplate: text('completion_template').notNull().default(''),
    ...audit,
    ...timestamps,
  },
  (t) => [uniqueIndex('bas_company_config_tenant_uq').on(t.tenantId), tenantPolicy('bas_company_config')],
).enableRLS();

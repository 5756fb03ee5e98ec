import { describe, expect, it } from 'vitest';
import { COMPANY_CONFIG_DEFAULTS, templateErrors } from './company-config.ts';

describe('message templates', () => {
  it('accept their own placeholders, plain text and an empty template', () => {
    expect(
      templateErrors({ appointmentTemplate: '尊敬的{customerName}，工单{orderNo}预约在{appointmentTime}', completionTemplate: 'Thank you', dispatchTemplate: '' }),
    ).toEqual([]);
  });

  it('refuse the placeholders a template does not offer, each under its own name, listing them once', () => {
    expect(templateErrors({ maxAppointmentChanges: 3, dispatchTemplate: '{x} {password} {x}', completionTemplate: '{orderNo} at {appointmentTime}' })).toEqual([
      { field: 'dispatchTemplate', code: 'unknownPlaceholder', params: { names: '{x} {password}' } },
      { field: 'completionTemplate', code: 'unknownPlaceholder', params: { names: '{appointmentTime}' } },
    ]);
  });

  it('defaults every field of the configuration', () => {
    expect(Object.values(COMPANY_CONFIG_DEFAULTS).every((v) => v !== undefined)).toBe(true);
    expect(COMPANY_CONFIG_DEFAULTS).toMatchObject({ custProfileReview: false, maxAppointmentChanges: 3, appointmentTemplate: '' });
  });
});

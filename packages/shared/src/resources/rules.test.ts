import { describe, expect, it } from 'vitest';
import { checkField } from '../resource.ts';
import { partsOrderRuleResource, unknownPlaceholders } from './rules.ts';

describe('push templates', () => {
  it('lists each placeholder the sender cannot fill once, in order, and accepts the known ones', () => {
    expect(unknownPlaceholders('工单{orderNo}已由{engineerName}（{engineerPhone}）完成')).toEqual([]);
    expect(unknownPlaceholders('{orderId} {orderNo} {} {orderId} {Customer name}')).toEqual(['orderId', '', 'Customer name']);
    expect(unknownPlaceholders('no placeholders, only {braces')).toEqual([]);
  });
});

describe('required choices', () => {
  it('ask to select the manufacturer instead of the generic "cannot be empty"', () => {
    const manufacturer = partsOrderRuleResource.fields.find((f) => f.name === 'manufacturerId')!;
    expect(checkField(manufacturer, '')).toEqual({ error: { code: 'selectManufacturer' } });
    expect(checkField(manufacturer, null)).toEqual({ error: { code: 'selectManufacturer' } });
    expect(checkField(manufacturer, 7)).toEqual({ value: 7 });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkField, type ResourceDef, toDecimal, validateLines, validateRecord } from './resource.ts';

const def: ResourceDef = {
  name: 'basDemo',
  key: 'demo',
  permission: 'basic_demo',
  fields: [
    { name: 'code', type: 'string', required: true, max: 8, format: 'code', filter: 'eq', sort: true },
    { name: 'name', type: 'string', required: true, min: 2 },
    { name: 'phone', type: 'string', format: 'mobile' },
    { name: 'price', type: 'money', min: 0, max: 99999 },
    { name: 'days', type: 'int', min: 1, max: 365 },
    { name: 'enabled', type: 'boolean' },
    { name: 'createdBy', type: 'int', readOnly: true },
  ],
};

describe('validateRecord', () => {
  it('reports every problem at once, naming each field', () => {
    const { errors } = validateRecord(def, { code: 'bad c!', name: 'x', phone: '123', price: '1.234', days: 0, enabled: 'maybe', createdBy: 5, extra: 1 }, 'add');
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'createdBy', code: 'unknownField' },
        { field: 'extra', code: 'unknownField' },
        { field: 'code', code: 'formatError' },
        { field: 'name', code: 'minLength', params: { n: 2 } },
        { field: 'phone', code: 'mobileLength' },
        { field: 'price', code: 'formatError' },
        { field: 'days', code: 'minValue', params: { n: 1 } },
        { field: 'enabled', code: 'badType' },
      ]),
    );
    expect(errors).toHaveLength(8);
  });

  it('requires the required fields on add, and checks only what is sent on update', () => {
    expect(validateRecord(def, {}, 'add').errors.map((e) => [e.field, e.code])).toEqual([
      ['code', 'required'],
      ['name', 'required'],
    ]);
    expect(validateRecord(def, { name: 'ok name' }, 'update')).toEqual({ value: { name: 'ok name' }, errors: [] });
  });

  it('normalises values: trimmed strings, fixed-point money, integers, booleans, empty to null', () => {
    const { value, errors } = validateRecord(def, { code: ' A-1 ', name: '空调', price: 12.5, days: '30', enabled: '1', phone: '' }, 'add');
    expect(errors).toEqual([]);
    expect(value).toEqual({ code: 'A-1', name: '空调', phone: null, price: '12.50', days: 30, enabled: true });
  });

  it('leaves optional fields out of an add when not sent, and uses the default for an empty one', () => {
    const withDefault: ResourceDef = { ...def, fields: [...def.fields, { name: 'sort', type: 'int', default: 0 }] };
    expect(validateRecord(withDefault, { code: 'A', name: 'ab' }, 'add').value).toEqual({ code: 'A', name: 'ab' });
    expect(validateRecord(withDefault, { code: 'A', name: 'ab', sort: '' }, 'add').value).toEqual({ code: 'A', name: 'ab', sort: 0 });
  });
});

describe('toDecimal', () => {
  it('keeps any value with at most the allowed decimals exactly, as fixed-point text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 4 }), (units, decimals) => {
        const negative = units < 0n;
        const abs = (negative ? -units : units).toString().padStart(decimals + 1, '0');
        const text = decimals ? `${negative ? '-' : ''}${abs.slice(0, -decimals)}.${abs.slice(-decimals)}` : `${units}`;
        const out = toDecimal(text, 4);
        expect(out).not.toBeNull();
        expect(Number(out)).toBe(Number(text));
        expect(out!.split('.')[1]).toHaveLength(4);
      }),
    );
  });

  it('refuses more decimals than allowed, exponents, and non-numbers', () => {
    expect(toDecimal('1.005', 2)).toBeNull();
    expect(toDecimal('1e3', 2)).toBeNull();
    expect(toDecimal('.5', 2)).toBeNull();
    expect(toDecimal('abc', 2)).toBeNull();
    expect(toDecimal(Number.NaN, 2)).toBeNull();
    expect(toDecimal('7', 0)).toBe('7');
    expect(toDecimal('7.1', 0)).toBeNull();
  });
});

describe('checkField', () => {
  it('accepts any string within its length and refuses any longer one', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim().length > 0), (s) => {
        const r = checkField({ name: 'n', type: 'string', max: 10 }, s);
        if (s.trim().length > 10) expect(r.error).toEqual({ code: 'maxLength', params: { n: 10 } });
        else expect(r.value).toBe(s.trim());
      }),
    );
  });

  it('takes only days the calendar has, in dates and date-times', () => {
    const date = { name: 'd', type: 'date' } as const;
    const datetime = { name: 't', type: 'datetime' } as const;
    expect(checkField(date, '2024-02-29').value).toBe('2024-02-29');
    for (const bad of ['2025-02-29', '2025-02-30', '2025-04-31', '2025-13-01', '2025-00-10']) expect(checkField(date, bad).error, bad).toEqual({ code: 'formatError' });
    expect(checkField(datetime, '2025-01-31 23:59:59').value).toBe('2025-01-31 23:59:59');
    expect(checkField(datetime, '2025-02-30 10:00').error).toEqual({ code: 'formatError' });
  });

  it("takes only a dictionary field's own options when it has some", () => {
    const type = { name: 'docType', type: 'dict', dict: 'stock_doc_type', options: ['purchase', 'return'] } as const;
    expect(checkField(type, ' return ').value).toBe('return');
    expect(checkField(type, 'transfer').error).toEqual({ code: 'notAnOption' });
    expect(checkField({ ...type, options: undefined }, 'transfer').value).toBe('transfer');
  });
});

describe('validateLines', () => {
  const lines = {
    fields: [
      { name: 'stage', type: 'string', required: true },
      { name: 'minutes', type: 'int', required: true, min: 1 },
    ],
    uniqueBy: ['stage'],
    min: 1,
    max: 3,
  } satisfies import('./resource.ts').LinesDef;

  it('checks each line, names the line and field, and refuses repeated keys', () => {
    const { errors, value } = validateLines(lines, [{ stage: 'a', minutes: 5 }, { stage: 'a', minutes: '7' }, { stage: '', minutes: 0 }, 'x']);
    expect(value[0]).toEqual({ stage: 'a', minutes: 5 });
    expect(errors).toEqual([
      { field: 'lines', code: 'maxValue', params: { n: 3 } },
      { field: 'lines[1].stage', code: 'duplicate' },
      { field: 'lines[2].stage', code: 'required' },
      { field: 'lines[2].minutes', code: 'minValue', params: { n: 1 } },
      { field: 'lines[3]', code: 'badType' },
    ]);
  });

  it('requires a list with at least the minimum count', () => {
    expect(validateLines(lines, undefined).errors).toEqual([{ field: 'lines', code: 'badType' }]);
    expect(validateLines(lines, []).errors).toEqual([{ field: 'lines', code: 'minValue', params: { n: 1 } }]);
  });
});

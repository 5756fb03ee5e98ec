import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorText } from './errors.ts';
import { ListQueryError, MAX_FILTER_VALUES, MAX_PAGE_SIZE, parseListQuery } from './list-query.ts';

const spec = { filterable: ['status', 'phone', 'createTime'], sortable: ['createTime', 'status'] };
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ListQueryError) return `${e.code} ${e.field}`;
    throw e;
  }
  return 'ok';
};

describe('parseListQuery', () => {
  it('reads the spec shape: strings for paging, comma-joined filters, searchCount=false', () => {
    const q = parseListQuery({ current: '2', size: '50', sort: 'createTime', order: 'descending', filters: { status: '1010,1020', phone: ' 138 ' }, searchCount: false, siteId: 7 }, spec);
    expect(q).toEqual({ current: 2, size: 50, sort: 'createTime', order: 'desc', filters: { status: ['1010', '1020'], phone: ['138'] }, searchCount: false, params: { siteId: 7 } });
  });

  it('defaults to the first page of 200, unsorted, counted', () => {
    expect(parseListQuery({}, spec)).toEqual({ current: 1, size: 200, sort: null, order: 'asc', filters: {}, searchCount: true, params: {} });
    expect(parseListQuery(undefined, spec).size).toBe(200);
  });

  it('refuses undeclared filter and sort fields, naming them', () => {
    expect(codeOf(() => parseListQuery({ sort: 'password' }, spec))).toBe('unknownField sort password');
    expect(codeOf(() => parseListQuery({ filters: { tenant_id: '2' } }, spec))).toBe('unknownField filters.tenant_id');
    expect(codeOf(() => parseListQuery({ order: 'sideways' }, spec))).toBe('formatError order');
    expect(codeOf(() => parseListQuery({ filters: { status: { $ne: 1 } } }, spec))).toBe('badType filters.status');
    expect(codeOf(() => parseListQuery({ size: MAX_PAGE_SIZE + 1 }, spec))).toBe('maxValue size');
  });

  it('names the limit a value passed, so the text fills its {n}', () => {
    const paramsOf = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        if (e instanceof ListQueryError) return e.params;
        throw e;
      }
    };
    expect(paramsOf(() => parseListQuery({ size: MAX_PAGE_SIZE + 1 }, spec))).toEqual({ n: MAX_PAGE_SIZE });
    expect(paramsOf(() => parseListQuery({ filters: { status: Array.from({ length: MAX_FILTER_VALUES + 1 }, (_, i) => String(i)) } }, spec))).toEqual({ n: MAX_FILTER_VALUES });
    expect(errorText('maxValue', 'en-US', paramsOf(() => parseListQuery({ size: MAX_PAGE_SIZE + 1 }, spec)))).toBe(`cannot be greater than ${MAX_PAGE_SIZE}`);
  });

  it('reads the fields the rows need, each a field of the resource', () => {
    const withFields = { ...spec, fields: ['status', 'phone', 'orderNo'] };
    expect(parseListQuery({ fields: ['orderNo', 'status'] }, withFields).fields).toEqual(['orderNo', 'status']);
    expect(parseListQuery({ fields: 'orderNo,phone' }, withFields).fields).toEqual(['orderNo', 'phone']);
    expect(parseListQuery({}, withFields).fields).toBeUndefined();
    expect(codeOf(() => parseListQuery({ fields: ['orderNo', 'passwordHash'] }, withFields))).toBe('unknownField fields passwordHash');
    expect(codeOf(() => parseListQuery({ fields: ['status'] }, spec))).toBe('unknownField fields status');
  });

  it('never accepts a page or size that is not a positive whole number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true }), fc.string().filter((s) => !/^\s*\d+\s*$/.test(s) && s !== '')), (bad) => {
        expect(codeOf(() => parseListQuery({ current: bad }, spec))).toMatch(/^formatError current|^maxValue current/);
      }),
    );
  });

  it('splits any values into trimmed, non-empty parts and keeps them all', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9]{1,6}$/), { minLength: 1, maxLength: 20 }), (values) => {
        const q = parseListQuery({ filters: { status: values.map((v) => ` ${v} `).join(',') } }, spec);
        expect(q.filters.status).toEqual(values);
      }),
    );
  });

  it('only ever yields declared fields, whatever the input', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })), fc.string({ maxLength: 10 }), (filters, sort) => {
        try {
          const q = parseListQuery({ filters, sort }, spec);
          for (const f of Object.keys(q.filters)) expect(spec.filterable).toContain(f);
          if (q.sort) expect(spec.sortable).toContain(q.sort);
        } catch (e) {
          expect(e).toBeInstanceOf(ListQueryError);
        }
      }),
    );
  });
});

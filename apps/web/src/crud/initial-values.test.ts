import { STOCK_DOC_RESOURCES, STOCK_DOC_TYPES } from '@as/shared';
import { describe, expect, it } from 'vitest';
import { initialValues } from './initial-values.ts';

describe('initialValues', () => {
  it('starts a field at its default, or at the one value its options allow, and leaves the others empty', () => {
    expect(initialValues([{ name: 'enabled', type: 'boolean', default: true }, { name: 'parentId', type: 'ref', ref: 'basArea', default: -1 }, { name: 'name', type: 'string' }])).toEqual({ enabled: true, parentId: -1 });
    expect(initialValues([{ name: 'kind', type: 'dict', dict: 'k', options: ['a'] }, { name: 'other', type: 'dict', dict: 'k', options: ['a', 'b'] }])).toEqual({ kind: 'a' });
  });

  it("preselects a stock document's type when its kind has one, and starts its lines without a location", () => {
    for (const [kind, def] of Object.entries(STOCK_DOC_RESOURCES)) {
      const types = STOCK_DOC_TYPES[kind as keyof typeof STOCK_DOC_TYPES];
      expect(initialValues(def.fields).docType, kind).toBe(types.length === 1 ? types[0] : undefined);
      const locations = kind === 'transfer' ? { fromLocationId: 0, toLocationId: 0 } : kind === 'in' || kind === 'request' ? { toLocationId: 0 } : { fromLocationId: 0 };
      expect(initialValues(def.lines!.fields.filter((f) => !f.readOnly)), kind).toEqual(locations);
    }
  });
});

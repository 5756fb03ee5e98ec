import { describe, expect, it } from 'vitest';
import { orgScopeHolds, type Viewer } from './data-scope.ts';

const viewer = (dataScope: Viewer['dataScope'], deptId: number | null = 10): Viewer => ({ tenantId: 1, userId: 7, deptId, dataScope });

describe('orgScopeHolds: a row already read, decided without the organisation tree when it can be', () => {
  it('all: every row', () => {
    expect(orgScopeHolds(viewer('all'), { dept: 99, owner: 1 })).toBe(true);
  });

  it('their organisation and below: a row of their own organisation at once, one of another organisation by the tree', () => {
    expect(orgScopeHolds(viewer('dept_and_below'), { dept: 10, owner: 1 })).toBe(true);
    expect(orgScopeHolds(viewer('dept_and_below'), { dept: 11, owner: 1 })).toBeUndefined();
    expect(orgScopeHolds(viewer('dept_and_below'), { dept: null, owner: 1 })).toBeUndefined();
  });

  it('their organisation: rows of it only', () => {
    expect(orgScopeHolds(viewer('dept'), { dept: 10, owner: 1 })).toBe(true);
    expect(orgScopeHolds(viewer('dept'), { dept: 11, owner: 7 })).toBe(false);
  });

  it('their own rows, and the rows of a caller without an organisation', () => {
    expect(orgScopeHolds(viewer('self'), { dept: 10, owner: 7 })).toBe(true);
    expect(orgScopeHolds(viewer('self'), { dept: 10, owner: 8 })).toBe(false);
    expect(orgScopeHolds(viewer('dept_and_below', null), { dept: null, owner: 8 })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { arrangeColumns, COLUMN_WIDTH, moveColumn, resizeColumns } from './column-settings.ts';

const columns = [
  { field: 'code', title: 'Code' },
  { field: 'name', title: 'Name' },
  { field: 'sort', title: 'Sort' },
];

describe('column settings', () => {
  it('shows every column in the screen order when nothing is saved', () => {
    expect(arrangeColumns(columns, null)).toEqual(columns.map((c) => ({ ...c, visible: true, width: null })));
  });

  it('follows the saved order, visibility and width, with the current titles', () => {
    const saved = [
      { field: 'sort', title: '排序', visible: true, width: 120 },
      { field: 'code', title: '编码', visible: false, width: null },
      { field: 'name', title: '名称', visible: true },
    ];
    expect(arrangeColumns(columns, saved)).toEqual([
      { field: 'sort', title: 'Sort', visible: true, width: 120 },
      { field: 'code', title: 'Code', visible: false, width: null },
      { field: 'name', title: 'Name', visible: true, width: null },
    ]);
  });

  it('drops fields the screen no longer has, repeats, and appends new columns shown', () => {
    const saved = [
      { field: 'gone', title: 'x', visible: true },
      { field: 'name', title: 'n', visible: false },
      { field: 'name', title: 'n', visible: true },
    ];
    expect(arrangeColumns(columns, saved).map((c) => [c.field, c.visible])).toEqual([
      ['name', false],
      ['code', true],
      ['sort', true],
    ]);
  });

  it('hides the columns a screen hides by default, until the settings say otherwise', () => {
    const byDefault = [columns[0], { ...columns[1], visible: false }, columns[2]];
    expect(arrangeColumns(byDefault, null).map((c) => [c.field, c.visible])).toEqual([
      ['code', true],
      ['name', false],
      ['sort', true],
    ]);
    // Chosen once, a default-hidden column stays shown; one the settings never knew keeps its default.
    const saved = [{ field: 'name', title: 'n', visible: true }];
    expect(arrangeColumns([...byDefault, { field: 'extra', title: 'Extra', visible: false }], saved).map((c) => [c.field, c.visible])).toEqual([
      ['name', true],
      ['code', true],
      ['sort', true],
      ['extra', false],
    ]);
  });

  it('shows all columns again rather than none', () => {
    const saved = columns.map((c) => ({ ...c, visible: false }));
    expect(arrangeColumns(columns, saved).every((c) => c.visible)).toBe(true);
  });

  it('moves a column within the list', () => {
    const all = arrangeColumns(columns, null);
    expect(moveColumn(all, 2, -1).map((c) => c.field)).toEqual(['code', 'sort', 'name']);
    expect(moveColumn(all, 0, -1).map((c) => c.field)).toEqual(['code', 'name', 'sort']);
    expect(moveColumn(all, 1, 5).map((c) => c.field)).toEqual(['code', 'sort', 'name']);
  });

  it('sets the given columns\' widths in whole pixels within the allowed range, leaving the others', () => {
    const arranged = arrangeColumns(columns, [{ field: 'name', title: 'Name', visible: false, width: 90 }]);
    expect(resizeColumns(arranged, { code: 143.6, sort: 61 })).toEqual([
      { field: 'name', title: 'Name', visible: false, width: 90 },
      { field: 'code', title: 'Code', visible: true, width: 144 },
      { field: 'sort', title: 'Sort', visible: true, width: 61 },
    ]);
    expect(resizeColumns(arranged, { sort: 3 })[2].width).toBe(COLUMN_WIDTH.min);
    expect(resizeColumns(arranged, { sort: 99999 })[2].width).toBe(COLUMN_WIDTH.max);
  });
});

import type { MenuNode } from '@as/shared';
import { describe, expect, it } from 'vitest';
import { groupClick, MY_PROCESS_PATH } from './menus.ts';

const node = (over: Partial<MenuNode>): MenuNode => ({
  id: 1, parentId: -1, key: 'g', name: 'g', label: 'g', path: '/g', icon: '', type: '0', permission: null, sort: 0, keepAlive: '0', children: [], ...over,
});
const item = node({ id: 2, parentId: 1, key: 'g.item', path: '/g/item/index' });
const button = node({ id: 3, parentId: 1, key: 'g.add', path: '', type: '1', permission: 'sys_user_add' });

describe('a click on a level-one sidebar group', () => {
  it('opens My Process when the group has order value 9, whatever it holds', () => {
    expect(groupClick(node({ sort: 9, path: '/activti', children: [item] }))).toEqual({ navigate: MY_PROCESS_PATH });
    expect(groupClick(node({ sort: 9, path: '/elsewhere' }))).toEqual({ navigate: MY_PROCESS_PATH });
  });

  it('opens the panel of a group with items, and the path of one without (buttons are not items)', () => {
    for (const sort of [0, 8, 10, 90]) expect(groupClick(node({ sort, children: [item] }))).toEqual({ panel: true });
    expect(groupClick(node({ sort: 10, path: '/admin/document/index', children: [button] }))).toEqual({ navigate: '/admin/document/index' });
  });
});

import { describe, expect, it } from 'vitest';
import { type GrantNode, toggleGrant } from './menu-grants.ts';

const node = (id: number, ...children: GrantNode[]): GrantNode => ({ id, children });
// 1 system > 2 users > (3 view, 4 add); 1 > 5 posts > 6 view; 7 top menu
const tree = [node(1, node(2, node(3), node(4)), node(5, node(6))), node(7)];

describe('toggleGrant', () => {
  it('ticking a menu ticks its buttons and the menus it sits in, nothing else', () => {
    expect([...toggleGrant(tree, new Set(), 5, true)].sort()).toEqual([1, 5, 6]);
  });

  it('ticking a button ticks its menu and group but not the sibling buttons', () => {
    expect([...toggleGrant(tree, new Set([7]), 4, true)].sort()).toEqual([1, 2, 4, 7]);
  });

  it('unticking a menu unticks its buttons and keeps its parents and siblings', () => {
    expect([...toggleGrant(tree, new Set([1, 2, 3, 4, 5, 6]), 2, false)].sort()).toEqual([1, 5, 6]);
  });

  it('a menu may stay granted without its buttons', () => {
    expect([...toggleGrant(tree, new Set([1, 2, 3]), 3, false)].sort()).toEqual([1, 2]);
  });

  it('an id not in the tree changes nothing', () => {
    expect([...toggleGrant(tree, new Set([7]), 99, true)]).toEqual([7]);
  });
});

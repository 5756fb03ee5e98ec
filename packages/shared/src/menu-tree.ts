/** Builds the pig menu tree (pig-contract.md "Menus") from flat rows. Pure. */
export interface MenuLike {
  id: number;
  parentId: number;
  key: string;
  name: string;
  path: string;
  icon: string;
  type: '0' | '1' | '2';
  permission: string | null;
  sort: number;
  keepAlive: '0' | '1';
}

export interface MenuNode extends MenuLike {
  label: string;
  children: MenuNode[];
}

export function buildMenuTree(rows: MenuLike[], root = -1): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const row of rows) {
    const { id, parentId, key, name, path, icon, type, permission, sort, keepAlive } = row;
    nodes.set(id, { id, parentId, key, name, label: name, path, icon, type, permission, sort, keepAlive, children: [] });
  }
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else if (node.parentId === root || !nodes.has(node.parentId)) roots.push(node);
  }
  const order = (list: MenuNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const n of list) order(n.children);
    return list;
  };
  return order(roots);
}

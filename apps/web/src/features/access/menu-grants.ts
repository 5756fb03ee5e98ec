/**
 * Ticking menus in a role's permission tree. A role holds exactly the nodes ticked (no half states are guessed), so
 * ticking a node also ticks what it contains and the menus it sits in (a menu is only reachable through its parents);
 * unticking a node unticks what it contains and leaves its parents, which may be granted on their own.
 */
export interface GrantNode {
  id: number;
  children: GrantNode[];
}

const descendants = (node: GrantNode): number[] => node.children.flatMap((c) => [c.id, ...descendants(c)]);

/** The node with its ancestors (root first), or undefined when it is not in the tree. */
function pathTo(nodes: GrantNode[], id: number): GrantNode[] | undefined {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathTo(node.children, id);
    if (below) return [node, ...below];
  }
  return undefined;
}

export function toggleGrant(tree: GrantNode[], granted: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const path = pathTo(tree, id);
  const next = new Set(granted);
  if (!path) return next;
  const node = path[path.length - 1];
  if (on) for (const n of [...path.map((p) => p.id), ...descendants(node)]) next.add(n);
  else for (const n of [id, ...descendants(node)]) next.delete(n);
  return next;
}

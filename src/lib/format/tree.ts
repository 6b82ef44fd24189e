/** The parent id of top-level nodes (rule CONST-20). */
export const TREE_ROOT_ID = 0;

type TreeId = string | number;

export interface FlatTreeItem {
  id: TreeId;
  /** `0` for a top-level node; null, undefined and '' are read as `0` too. */
  parentId?: TreeId | null;
}

/** A node of the built tree: the item itself plus its children (an empty array for a leaf). */
export type TreeNode<T extends FlatTreeItem> = T & { children: TreeNode<T>[] };

function parentKey(parentId: TreeId | null | undefined): string {
  return parentId === null || parentId === undefined || parentId === '' ? String(TREE_ROOT_ID) : String(parentId);
}

/**
 * Builds a tree from flat `{ id, parentId }` items whose top-level nodes have parentId 0.
 * Ids are compared as text, so `3` and `'3'` are the same node. Siblings keep the input order.
 * Orphans — items whose parent is not in the list — are dropped with their subtree: a child
 * shown at the top level, away from its real parent, would mislead more than it helps. Cycles
 * and repeated ids are visited once, so bad data cannot hang the page.
 */
export function buildTree<T extends FlatTreeItem>(items: readonly T[]): TreeNode<T>[] {
  const byParent = new Map<string, T[]>();
  for (const item of items) {
    const key = parentKey(item.parentId);
    const siblings = byParent.get(key);
    if (siblings) siblings.push(item);
    else byParent.set(key, [item]);
  }
  const visited = new Set<string>();
  const build = (key: string): TreeNode<T>[] => {
    const nodes: TreeNode<T>[] = [];
    for (const item of byParent.get(key) ?? []) {
      const id = String(item.id);
      if (visited.has(id)) continue;
      visited.add(id);
      nodes.push({ ...item, children: build(id) });
    }
    return nodes;
  };
  return build(String(TREE_ROOT_ID));
}

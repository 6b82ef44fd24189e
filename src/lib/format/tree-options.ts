/** A node of a named code tree from the server (rule CONST-20): the city tree, the function tree. */
export interface NamedTreeNode {
  id: string;
  name: string;
  children?: readonly NamedTreeNode[];
}

/**
 * An option of a named code tree for antd's Cascader (which shows `label`) and TreeSelect (which shows
 * `title`) alike. A leaf has no `children`, so neither control offers an empty next level.
 */
export interface TreeOption {
  value: string;
  label: string;
  title: string;
  children?: TreeOption[];
}

/** Cascader / TreeSelect options of a named code tree, every level, in the server's order. */
export function toTreeOptions(nodes: readonly NamedTreeNode[]): TreeOption[] {
  return nodes.map((node) => ({
    value: node.id,
    label: node.name,
    title: node.name,
    children: node.children?.length ? toTreeOptions(node.children) : undefined,
  }));
}

/** A code → name lookup over every level of a named code tree; an unknown code gives ''. */
export function treeNameLookup(nodes: readonly NamedTreeNode[]): (code: string) => string {
  const names = new Map<string, string>();
  const walk = (level: readonly NamedTreeNode[]) => {
    for (const node of level) {
      names.set(node.id, node.name);
      if (node.children) walk(node.children);
    }
  };
  walk(nodes);
  return (code) => names.get(code) ?? '';
}

/**
 * The check state of the 菜单权限 tree. Linked (父子联动): checking a node checks its subtree, a
 * parent is checked when all its children are and half-checked when some are. Strict: every
 * node on its own. What is saved is what the role must see: the checked nodes and the parents
 * above them (half-checked or not), so the side menu can reach every granted page and button.
 */
export interface CheckNode {
  id: number;
  children: readonly CheckNode[];
}

/** Every id of the tree, parents first. */
export function allIds(tree: readonly CheckNode[]): number[] {
  return tree.flatMap((node) => [node.id, ...allIds(node.children)]);
}

/** Ids of the nodes that have children (what 展开全部 opens). */
export function parentIds(tree: readonly CheckNode[]): number[] {
  return tree.flatMap((node) => (node.children.length ? [node.id, ...parentIds(node.children)] : []));
}

/**
 * Linked checking of `checked`: the subtree of a checked node is checked; a parent whose
 * children are all checked is checked. Answers the checked ids.
 */
export function conduct(tree: readonly CheckNode[], checked: ReadonlySet<number>): Set<number> {
  const out = new Set<number>();
  const visit = (node: CheckNode, inherited: boolean): boolean => {
    const self = inherited || checked.has(node.id);
    if (node.children.length === 0) {
      if (self) out.add(node.id);
      return self;
    }
    const kids = node.children.map((child) => visit(child, self));
    const full = kids.every(Boolean);
    if (full) out.add(node.id);
    return full;
  };
  for (const node of tree) visit(node, false);
  return out;
}

/** Linked mode: the parents with some but not all of their subtree checked. */
export function halfCheckedOf(tree: readonly CheckNode[], checked: ReadonlySet<number>): number[] {
  const out: number[] = [];
  const visit = (node: CheckNode): boolean => {
    const below = node.children.map(visit).some(Boolean);
    if (!checked.has(node.id) && below) out.push(node.id);
    return checked.has(node.id) || below;
  };
  for (const node of tree) visit(node);
  return out;
}

/** The ancestors of every checked node (strict mode: a page's parents must be granted too). */
export function ancestorsOf(tree: readonly CheckNode[], checked: ReadonlySet<number>): number[] {
  const out = new Set<number>();
  const visit = (node: CheckNode, path: number[]) => {
    if (checked.has(node.id)) for (const id of path) out.add(id);
    for (const child of node.children) visit(child, [...path, node.id]);
  };
  for (const node of tree) visit(node, []);
  return [...out].filter((id) => !checked.has(id));
}

/** The ids to grant: the checked nodes and every parent above them, in tree order. */
export function grantedIds(tree: readonly CheckNode[], checked: ReadonlySet<number>): number[] {
  const granted = new Set([...checked, ...ancestorsOf(tree, checked)]);
  return allIds(tree).filter((id) => granted.has(id));
}

import type { CategoryNode } from '@shop/contract/catalog.ts';

/**
 * The category tab tree of a section (spec 1 §4, spec 3 §3): the server answers the raw nodes,
 * section root first; here every non-root branch node gets an 'All' child first, which stands
 * for the branch itself.
 */
export interface TabNode {
  /** Unique within the tree: the 'All' child shares its branch's categoryId. */
  key: string;
  categoryId: number;
  name: string;
  isAll: boolean;
  /** A leaf can be listed by itself; an 'All' child is a leaf standing for its branch. */
  leaf: boolean;
  depth: number;
  children: TabNode[];
}

export interface CategoryTree {
  root: TabNode;
  /** Every node by category id (a branch, not its 'All' child). */
  byId: ReadonlyMap<number, TabNode>;
}

export function buildCategoryTree(nodes: readonly CategoryNode[], allLabel: string): CategoryTree {
  const [rootNode] = nodes;
  if (!rootNode) throw new Error('a category tree needs its section root');
  const make = (n: CategoryNode, depth: number): TabNode => ({
    key: String(n.categoryId),
    categoryId: n.categoryId,
    name: n.name,
    isAll: false,
    leaf: n.leaf,
    depth,
    children: [],
  });
  const root = make(rootNode, 0);
  const byId = new Map<number, TabNode>([[root.categoryId, root]]);
  // nodes come parents first (depth, then display order)
  for (const n of nodes.slice(1)) {
    const parent = n.parent === null ? undefined : byId.get(n.parent);
    if (!parent) continue;
    const node = make(n, parent.depth + 1);
    parent.children.push(node);
    byId.set(node.categoryId, node);
  }
  for (const node of byId.values()) {
    if (node === root || node.children.length === 0) continue;
    node.children.unshift({
      key: `${node.categoryId}:all`,
      categoryId: node.categoryId,
      name: allLabel,
      isAll: true,
      leaf: true,
      depth: node.depth + 1,
      children: [],
    });
  }
  return { root, byId };
}

/**
 * What the tabs show for a chosen category: the first-row tab (null = the section root, shown
 * as 'All') and the second-row tab. `menuLimit` is set when the choice is a category with
 * sub-menus that the two rows of tabs cannot reach ('menu limit', spec 3 §4).
 */
export interface TabSelection {
  categoryId: number;
  first: TabNode | null;
  second: TabNode | null;
  menuLimit: boolean;
}

export function selectTabs(tree: CategoryTree, categoryId: number | null): TabSelection {
  const rootSelection = {
    categoryId: tree.root.categoryId,
    first: null,
    second: null,
    menuLimit: false,
  };
  const node = categoryId === null ? undefined : tree.byId.get(categoryId);
  if (!node || node === tree.root) return rootSelection;
  const chain: TabNode[] = [];
  for (let n: TabNode | undefined = node; n && n !== tree.root; n = parentOf(tree, n)) {
    chain.unshift(n);
  }
  const [first, second] = chain;
  if (!first) return rootSelection;
  if (chain.length === 1) {
    // a branch chosen as a whole is its 'All' child
    const all = first.children.find((c) => c.isAll) ?? null;
    return { categoryId: first.categoryId, first, second: all, menuLimit: false };
  }
  if (chain.length === 2 && second && second.leaf) {
    return { categoryId: second.categoryId, first, second, menuLimit: false };
  }
  const all = first.children.find((c) => c.isAll) ?? null;
  return { categoryId: first.categoryId, first, second: all, menuLimit: true };
}

function parentOf(tree: CategoryTree, node: TabNode): TabNode | undefined {
  for (const candidate of tree.byId.values()) {
    if (candidate.children.includes(node)) return candidate;
  }
  return undefined;
}

/** Whether choosing this tab is refused with the 'menu limit' alert (a second-row branch). */
export function isMenuLimit(tab: TabNode): boolean {
  return tab.depth >= 2 && !tab.leaf;
}

import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '@shop/contract/catalog.ts';
import { buildCategoryTree, isMenuLimit, selectTabs } from './category-tree.ts';

const node = (categoryId: number, parent: number | null, leaf: boolean, chain: string) => ({
  categoryId,
  parent,
  leaf,
  idChain: chain,
  name: `c${categoryId}`,
});

// root 1 → branches 10 (leaves 101, 102), 20 (a leaf itself), 30 → 301 (branch) → 3011 (leaf)
const nodes: CategoryNode[] = [
  node(1, null, false, '1'),
  node(10, 1, false, '1/10'),
  node(20, 1, true, '1/20'),
  node(30, 1, false, '1/30'),
  node(101, 10, true, '1/10/101'),
  node(102, 10, true, '1/10/102'),
  node(301, 30, false, '1/30/301'),
  node(3011, 301, true, '1/30/301/3011'),
];

describe('category tab tree', () => {
  const tree = buildCategoryTree(nodes, '전체');

  it("adds an 'All' child first in every non-root branch node, and none to the root or leaves", () => {
    expect(tree.root.children.map((c) => c.key)).toEqual(['10', '20', '30']);
    expect(tree.byId.get(10)!.children.map((c) => [c.key, c.name, c.leaf])).toEqual([
      ['10:all', '전체', true],
      ['101', 'c101', true],
      ['102', 'c102', true],
    ]);
    expect(tree.byId.get(20)!.children).toEqual([]);
    expect(tree.byId.get(301)!.children.map((c) => c.key)).toEqual(['301:all', '3011']);
  });

  it('selects the root when nothing, an unknown or the root category is chosen', () => {
    for (const id of [null, 1, 999]) {
      expect(selectTabs(tree, id)).toMatchObject({ categoryId: 1, first: null, second: null });
    }
  });

  it("shows a branch through its 'All' child and a leaf under its branch", () => {
    const branch = selectTabs(tree, 10);
    expect([branch.first?.key, branch.second?.key, branch.menuLimit]).toEqual([
      '10',
      '10:all',
      false,
    ]);
    const leaf = selectTabs(tree, 102);
    expect([leaf.categoryId, leaf.first?.key, leaf.second?.key]).toEqual([102, '10', '102']);
    const firstRowLeaf = selectTabs(tree, 20);
    expect([firstRowLeaf.first?.key, firstRowLeaf.second]).toEqual(['20', null]);
  });

  it("refuses a second-row category with sub-menus ('menu limit') and falls back to its branch", () => {
    expect(isMenuLimit(tree.byId.get(301)!)).toBe(true);
    expect(isMenuLimit(tree.byId.get(30)!)).toBe(false);
    expect(isMenuLimit(tree.byId.get(102)!)).toBe(false);
    for (const id of [301, 3011]) {
      const s = selectTabs(tree, id);
      expect([s.categoryId, s.first?.key, s.second?.key, s.menuLimit]).toEqual([
        30,
        '30',
        '30:all',
        true,
      ]);
    }
  });
});

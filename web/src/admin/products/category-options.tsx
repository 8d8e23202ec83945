import type { AdminCategory } from '@shop/contract/admin-products.ts';

/** Section roots and the categories below them, indented, for a select. */
export function CategoryOptions({
  categories,
  leavesOnly = false,
}: {
  categories: AdminCategory[];
  leavesOnly?: boolean;
}) {
  return categories.map((c) => (
    <option key={c.categoryId} value={c.categoryId} disabled={leavesOnly && !c.leaf}>
      {`${'\u00a0\u00a0'.repeat(c.depth)}${c.name}`}
    </option>
  ));
}

/** Categories grouped under their section root, in display order. */
export function categoriesInTreeOrder(list: AdminCategory[]): AdminCategory[] {
  const children = new Map<number | null, AdminCategory[]>();
  for (const c of list) {
    const key = c.depth === 0 ? null : c.parentId;
    children.set(key, [...(children.get(key) ?? []), c]);
  }
  const out: AdminCategory[] = [];
  const walk = (parent: number | null) => {
    for (const c of children.get(parent) ?? []) {
      out.push(c);
      walk(c.categoryId);
    }
  };
  walk(null);
  return out;
}

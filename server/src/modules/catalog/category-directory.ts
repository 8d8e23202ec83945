import type { Db } from '../../db/client.ts';
import type { categories, categoryAccessRules } from '../../db/schema/catalog.ts';
import type { Viewer } from '../auth/viewer.ts';
import { directoryRows } from './repository.ts';

type CategoryRow = typeof categories.$inferSelect;
type AccessRule = typeof categoryAccessRules.$inferSelect;

/**
 * Every category and access rule, held in memory: a few hundred rows that every catalog answer
 * needs (tab tree, full names, which product-list column a category filters on, who may open it),
 * and how many listed (not hidden) products each category holds, so a list page reads only its own rows. It is
 * dropped and loaded again whenever the catalog changes (the response cache's catalog tag).
 */
export class CategoryDirectory {
  private constructor(
    private readonly byId: Map<number, CategoryRow>,
    private readonly rules: Map<number, AccessRule>,
    private readonly counts: Map<number, number>,
    private readonly productTotal: number,
  ) {}

  static async load(db: Db): Promise<CategoryDirectory> {
    const [rows, rules, perLeaf] = await directoryRows(db);
    const counts = new Map<number, number>();
    const add = (id: number | null, n: number) => {
      if (id !== null) counts.set(id, (counts.get(id) ?? 0) + n);
    };
    let total = 0;
    for (const { leaf, mid, root, n } of perLeaf) {
      total += n;
      add(root, n);
      if (mid !== root) add(mid, n);
      if (leaf !== mid && leaf !== root) add(leaf, n);
    }
    return new CategoryDirectory(
      new Map(rows.map((r) => [r.categoryId, r])),
      new Map(rules.map((r) => [r.categoryId, r])),
      counts,
      total,
    );
  }

  /** Products in the whole catalog, every section included. */
  catalogSize(): number {
    return this.productTotal;
  }

  /** Products in this category and below it. */
  productCount(categoryId: number): number {
    return this.counts.get(categoryId) ?? 0;
  }

  get(categoryId: number): CategoryRow | undefined {
    return this.byId.get(categoryId);
  }

  fullName(categoryId: number): string {
    return this.byId.get(categoryId)?.fullName ?? '';
  }

  /** Whether the shop shows the category: it and every category above it are visible (decision 0428). */
  shown(categoryId: number): boolean {
    const category = this.byId.get(categoryId);
    if (!category) return false;
    return category.idChain.split('/').every((id) => this.byId.get(Number(id))?.visible !== false);
  }

  /** The section root and every category below it, roots first, then by display order. */
  subtree(rootId: number): CategoryRow[] {
    return [...this.byId.values()].filter((c) => c.rootId === rootId);
  }

  /** Every category, roots first, then by depth and display order. */
  all(): CategoryRow[] {
    return [...this.byId.values()];
  }

  allRules(): AccessRule[] {
    return [...this.rules.values()];
  }

  /** The rule that closes this category (its own, or its section root's) to the viewer, if any. */
  denyingRule(viewer: Viewer, categoryId: number): AccessRule | undefined {
    const category = this.byId.get(categoryId);
    const chain = category ? category.idChain.split('/').map(Number) : [categoryId];
    for (const id of chain) {
      const rule = this.rules.get(id);
      if (rule && !rule.brchTypes.some((t) => viewer.brchTypes.has(t))) return rule;
    }
    return undefined;
  }

  /** Section roots the viewer may not open, sorted: part of every cache key that depends on access. */
  deniedRootIds(viewer: Viewer): number[] {
    const denied = new Set<number>();
    for (const rule of this.rules.values()) {
      if (rule.brchTypes.some((t) => viewer.brchTypes.has(t))) continue;
      const root = this.byId.get(rule.categoryId)?.rootId ?? rule.categoryId;
      if (root === rule.categoryId) denied.add(root);
    }
    return [...denied].sort((a, b) => a - b);
  }
}

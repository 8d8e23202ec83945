import {
  AdminCategoryErrorCode,
  AdminCategoryLimits,
  AdminCategoryMessage,
  type AdminCategoryFields,
  type AdminCategoryNode,
} from '@shop/contract/admin-categories.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { denyMessage } from '../catalog/category-deny.ts';
import { CatalogTag, type CatalogService } from '../catalog/service.ts';
import * as repo from './category-admin-repository.ts';
import type { CodedMessage } from '@shop/contract/message-template.ts';

type Row = repo.CategoryRow;

const inUse = (message: string) => new AppError(409, AdminCategoryErrorCode.inUse, message);

/** What an audit row keeps of a category. */
const audited = (c: Row) => ({
  name: c.name,
  parentId: c.parentId,
  sortOrder: c.sortOrder,
  visible: c.visible,
  fullName: c.fullName,
});

/**
 * The category tree in the back office (issue 19 §3, decision 0428). Section roots stay where
 * the menu puts them; below them a category is named, ordered, shown or hidden, moved under
 * another parent of the same depth and section (so the products' three category columns keep
 * their meaning), created, or deleted when it holds nothing. Every change is audited and drops
 * the cached answers that show category names (`catalog:categories`) on every instance.
 */
export class CategoryAdminService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  async tree(): Promise<{ list: AdminCategoryNode[] }> {
    const [rows, rules, perLeaf] = await repo.treeRows(this.db);
    const byId = new Map(rows.map((r) => [r.categoryId, r]));
    const counts = new Map<number, number>();
    for (const { leaf, n } of perLeaf) {
      const chain = byId.get(leaf)?.idChain.split('/').map(Number) ?? [leaf];
      for (const id of chain) counts.set(id, (counts.get(id) ?? 0) + n);
    }
    const ruleOf = new Map(rules.map((r) => [r.categoryId, r]));
    const children = new Map<number | null, Row[]>();
    for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
    // tree order: each category followed by its children, by display order
    const list: AdminCategoryNode[] = [];
    const visit = (parentId: number | null) => {
      for (const c of children.get(parentId) ?? []) {
        list.push(nodeOf(c, counts.get(c.categoryId) ?? 0, ruleOf.get(c.categoryId) ?? null));
        visit(c.categoryId);
      }
    };
    visit(null);
    return { list };
  }

  async save(actor: AuditActor, categoryId: number | null, fields: AdminCategoryFields) {
    const id = await inTransaction(this.db, (tx) =>
      categoryId === null
        ? this.create(tx, actor, fields)
        : this.update(tx, actor, categoryId, fields),
    );
    await this.dropCaches();
    return this.node(id);
  }

  private async create(tx: Db, actor: AuditActor, fields: AdminCategoryFields) {
    if (fields.parentId === null)
      throw badRequest(AdminCategoryMessage.rootFixed, 'fields.parentId');
    const parent = await this.parentFor(tx, fields.parentId);
    const categoryId = await repo.nextCategoryId(tx);
    const row: Row = {
      categoryId,
      parentId: parent.categoryId,
      name: fields.name,
      idChain: `${parent.idChain}/${categoryId}`,
      fullName: `${parent.fullName} > ${fields.name}`,
      depth: parent.depth + 1,
      leaf: true,
      sortOrder: fields.sortOrder,
      rootId: parent.rootId,
      visible: fields.visible,
    };
    await repo.insertCategory(tx, row);
    if (parent.leaf) await repo.updateCategory(tx, parent.categoryId, { leaf: false });
    await withAudit(tx, actor, 'category.create', entity(categoryId), null, audited(row));
    return categoryId;
  }

  private async update(tx: Db, actor: AuditActor, categoryId: number, fields: AdminCategoryFields) {
    const before = await repo.lockCategory(tx, categoryId);
    if (!before) throw notFound(AdminCategoryMessage.notFound);
    if (before.parentId === null && (fields.parentId !== null || !fields.visible)) {
      throw badRequest(AdminCategoryMessage.rootFixed, 'fields.parentId');
    }
    if (before.parentId !== null && fields.parentId === null) {
      throw badRequest(AdminCategoryMessage.rootFixed, 'fields.parentId');
    }
    const moved = fields.parentId !== before.parentId;
    let parent: Row | null = null;
    if (before.parentId !== null) {
      parent = moved
        ? await this.parentFor(tx, fields.parentId!, before)
        : await repo.lockCategory(tx, before.parentId);
    }
    const after: Row = {
      ...before,
      name: fields.name,
      sortOrder: fields.sortOrder,
      visible: fields.visible,
      parentId: fields.parentId,
      idChain: parent ? `${parent.idChain}/${categoryId}` : before.idChain,
      fullName: parent ? `${parent.fullName} > ${fields.name}` : fields.name,
    };
    if (JSON.stringify(audited(before)) === JSON.stringify(audited(after))) return categoryId;

    const { categoryId: _id, ...values } = after;
    await repo.updateCategory(tx, categoryId, values);
    await this.renameBelow(tx, before, after);
    if (moved && parent) {
      await repo.moveProducts(tx, categoryId, parent.categoryId);
      if (parent.leaf) await repo.updateCategory(tx, parent.categoryId, { leaf: false });
      await this.leafAgainIfEmpty(tx, before.parentId!);
    }
    await withAudit(
      tx,
      actor,
      'category.update',
      entity(categoryId),
      audited(before),
      audited(after),
    );
    return categoryId;
  }

  async remove(actor: AuditActor, categoryId: number): Promise<void> {
    await inTransaction(this.db, async (tx) => {
      const before = await repo.lockCategory(tx, categoryId);
      if (!before) throw notFound(AdminCategoryMessage.notFound);
      if (before.parentId === null) throw badRequest(AdminCategoryMessage.rootFixed, 'categoryId');
      if ((await repo.childIds(tx, categoryId)).length > 0) {
        throw inUse(AdminCategoryMessage.hasChildren);
      }
      if (await repo.hasProducts(tx, categoryId)) throw inUse(AdminCategoryMessage.hasProducts);
      await repo.deleteCategory(tx, categoryId);
      await this.leafAgainIfEmpty(tx, before.parentId);
      await withAudit(tx, actor, 'category.delete', entity(categoryId), audited(before), null);
    });
    await this.dropCaches();
  }

  async saveRule(
    actor: AuditActor,
    categoryId: number,
    change: { ruleTexts: string[]; denyMsgOverride: string | null },
  ) {
    await inTransaction(this.db, async (tx) => {
      const before = await repo.ruleOf(tx, categoryId, true);
      if (!before) throw notFound(AdminCategoryMessage.ruleNotFound);
      const was = { ruleTexts: before.ruleTexts, denyMsgOverride: before.denyMsgOverride };
      if (JSON.stringify(was) === JSON.stringify(change)) return;
      await repo.updateRule(tx, categoryId, change);
      await withAudit(tx, actor, 'category.rule', entity(categoryId), was, change);
    });
    await this.dropCaches();
    return this.node(categoryId);
  }

  /** The parent a category goes under: existing, not too deep, same section, holding no products. */
  private async parentFor(tx: Db, parentId: number, moving?: Row): Promise<Row> {
    const parent = await repo.lockCategory(tx, parentId);
    if (!parent) throw badRequest(AdminCategoryMessage.parentNotFound, 'fields.parentId');
    if (moving && parent.rootId !== moving.rootId) {
      throw badRequest(AdminCategoryMessage.otherSection, 'fields.parentId');
    }
    if (moving && parent.depth !== moving.depth - 1) {
      throw badRequest(AdminCategoryMessage.sameDepthOnly, 'fields.parentId');
    }
    if (!moving && parent.depth + 1 > AdminCategoryLimits.maxDepth) {
      throw badRequest(AdminCategoryMessage.tooDeep, 'fields.parentId');
    }
    if (parent.leaf && (await repo.hasProducts(tx, parentId))) {
      throw badRequest(AdminCategoryMessage.parentHoldsProducts, 'fields.parentId');
    }
    return parent;
  }

  /** Names and id chains below a renamed or moved category follow it. */
  private async renameBelow(tx: Db, before: Row, after: Row): Promise<void> {
    if (before.fullName === after.fullName && before.idChain === after.idChain) return;
    const done = new Map<number, Row>([[after.categoryId, after]]);
    for (const child of await repo.descendants(tx, before)) {
      const parent = done.get(child.parentId!)!;
      const next = {
        ...child,
        idChain: `${parent.idChain}/${child.categoryId}`,
        fullName: `${parent.fullName} > ${child.name}`,
      };
      await repo.updateCategory(tx, child.categoryId, {
        idChain: next.idChain,
        fullName: next.fullName,
      });
      done.set(child.categoryId, next);
    }
  }

  /** A parent left without children holds products again (it is a leaf). */
  private async leafAgainIfEmpty(tx: Db, parentId: number): Promise<void> {
    const parent = await repo.lockCategory(tx, parentId);
    if (parent && parent.parentId !== null && (await repo.childIds(tx, parentId)).length === 0) {
      await repo.updateCategory(tx, parentId, { leaf: true });
    }
  }

  private async node(categoryId: number): Promise<AdminCategoryNode> {
    const found = (await this.tree()).list.find((c) => c.categoryId === categoryId);
    if (!found) throw notFound(AdminCategoryMessage.notFound);
    return found;
  }

  private dropCaches(): Promise<void> {
    return this.catalog.invalidateTags([CatalogTag.categories, CatalogTag.counts]);
  }
}

const entity = (id: number) => ({ type: 'category' as const, id });

function nodeOf(c: Row, productCount: number, rule: repo.RuleRow | null): AdminCategoryNode {
  return {
    categoryId: c.categoryId,
    parentId: c.parentId,
    rootId: c.rootId,
    name: c.name,
    fullName: c.fullName,
    depth: c.depth,
    leaf: c.leaf,
    sortOrder: c.sortOrder,
    visible: c.visible,
    productCount,
    rule: rule && {
      brchTypes: rule.brchTypes,
      ruleTexts: rule.ruleTexts,
      denyMsgOverride: rule.denyMsgOverride,
      ...denyMessageFields(denyMessage(rule)),
    },
  };
}

/** The member's restriction message as the tree answers it: the text, and its code and values. */
function denyMessageFields({ message, messageCode, messageParams }: CodedMessage) {
  return {
    denyMessage: message,
    ...(messageCode ? { denyMessageCode: messageCode } : {}),
    ...(messageParams ? { denyMessageParams: messageParams } : {}),
  };
}

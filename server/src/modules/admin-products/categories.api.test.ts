import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AdminCategoryMessage, type AdminCategoryNode } from '@shop/contract/admin-categories.ts';
import { queryRows } from '../../db/client.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';

const s = staffTestApp('merchandiser');
const db = () => s.db();

async function tree(): Promise<AdminCategoryNode[]> {
  const res = await s.call('GET', '/api/admin/category-tree');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ list: AdminCategoryNode[] }>().list;
}
const save = (categoryId: number | null, fields: object) =>
  s.call('POST', '/api/admin/category-save', { categoryId, fields });
const remove = (categoryId: number) => s.call('POST', '/api/admin/category-delete', { categoryId });

async function shopTree(rootId: number) {
  const res = await s.t.app.inject({
    method: 'POST',
    url: '/api/product-category-below-id',
    payload: { categoryId: rootId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ list: { categoryId: number; name: string }[] }>().list;
}
const shopList = (categoryId: number) =>
  s.t.app.inject({ method: 'POST', url: '/api/product-entry-list', payload: { categoryId } });

async function audits(entityId: number) {
  return queryRows<{ action: string; before: unknown; after: unknown }>(
    db(),
    sql`select action, before, after from audit_logs where entity_type = 'category' and entity_id = ${String(entityId)} order by audit_log_id`,
  );
}

/** A middle category with leaves below it, in an unrestricted section with another such middle. */
async function twoMiddles() {
  const list = await tree();
  const middles = list.filter((c) => c.depth === 1 && !c.leaf && c.productCount > 0);
  const open = middles.filter((m) => !list.find((c) => c.categoryId === m.rootId)?.rule);
  const a = open.find((m) => open.some((o) => o.rootId === m.rootId && o !== m))!;
  const b = open.find((o) => o.rootId === a.rootId && o !== a)!;
  return { list, a, b };
}

describe('the category tree', () => {
  it('creates, renames and hides a category: the shop follows at once, every change audited', async () => {
    const { a } = await twoMiddles();
    const created = await save(null, {
      parentId: a.categoryId,
      name: '새 학기 특강',
      sortOrder: 99,
      visible: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const node = created.json<{ data: AdminCategoryNode }>().data;
    expect(node).toMatchObject({
      parentId: a.categoryId,
      depth: 2,
      leaf: true,
      fullName: `${a.fullName} > 새 학기 특강`,
      productCount: 0,
    });
    expect((await shopTree(a.rootId)).map((c) => c.name)).toContain('새 학기 특강');

    const renamed = await save(node.categoryId, {
      parentId: a.categoryId,
      name: '겨울 특강',
      sortOrder: 99,
      visible: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ fullName: `${a.fullName} > 겨울 특강` });
    const names = (await shopTree(a.rootId)).map((c) => c.name);
    expect(names).not.toContain('겨울 특강');
    expect(names).not.toContain('새 학기 특강');
    expect((await shopList(node.categoryId)).statusCode).toBe(404);

    expect(await audits(node.categoryId)).toEqual([
      expect.objectContaining({ action: 'category.create', before: null }),
      {
        action: 'category.update',
        before: expect.objectContaining({ name: '새 학기 특강', visible: true }),
        after: expect.objectContaining({ name: '겨울 특강', visible: false }),
      },
    ]);

    // empty: it goes, and its parent is as before
    const gone = await remove(node.categoryId);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await tree()).find((c) => c.categoryId === node.categoryId)).toBeUndefined();
    expect((await audits(node.categoryId)).at(-1)).toMatchObject({
      action: 'category.delete',
      after: null,
    });
  });

  it('refuses to delete a category holding products or categories, says why, changes nothing', async () => {
    const { a } = await twoMiddles();
    const leaf = (await tree()).find((c) => c.parentId === a.categoryId && c.productCount > 0)!;

    const withProducts = await remove(leaf.categoryId);
    expect(withProducts.statusCode).toBe(409);
    expect(withProducts.json().error).toMatchObject({
      code: 'CATEGORY-IN-USE',
      message: AdminCategoryMessage.hasProducts,
    });
    const withChildren = await remove(a.categoryId);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().error.message).toBe(AdminCategoryMessage.hasChildren);
    const root = await remove(a.rootId);
    expect(root.statusCode).toBe(400);

    const after = await tree();
    expect(after.find((c) => c.categoryId === leaf.categoryId)).toEqual(leaf);
    expect(await audits(leaf.categoryId)).toEqual([]);
  });

  it('moves a leaf under another middle of its section: its products follow; never across sections', async () => {
    const { list, a, b } = await twoMiddles();
    const leaf = list.find((c) => c.parentId === a.categoryId && c.productCount > 0)!;
    const moved = await save(leaf.categoryId, {
      parentId: b.categoryId,
      name: leaf.name,
      sortOrder: leaf.sortOrder,
      visible: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      parentId: b.categoryId,
      fullName: `${b.fullName} > ${leaf.name}`,
    });
    const now = await tree();
    expect(now.find((c) => c.categoryId === b.categoryId)!.productCount).toBe(
      b.productCount + leaf.productCount,
    );
    const mids = await queryRows<{ mid: number }>(
      db(),
      sql`select distinct mid_category_id as mid from products where category_id = ${leaf.categoryId}`,
    );
    expect(mids).toEqual([{ mid: b.categoryId }]);

    const otherRoot = list.find((c) => c.depth === 1 && c.rootId !== a.rootId && !c.leaf)!;
    const across = await save(leaf.categoryId, {
      parentId: otherRoot.categoryId,
      name: leaf.name,
      sortOrder: leaf.sortOrder,
      visible: true,
    });
    expect(across.statusCode).toBe(400);
    expect(across.json().error.message).toBe(AdminCategoryMessage.otherSection);
  });

  it('refuses bad input and changes nothing', async () => {
    const { list, a } = await twoMiddles();
    const empty = await save(a.categoryId, {
      parentId: a.parentId,
      name: '   ',
      sortOrder: 0,
      visible: true,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(AdminCategoryMessage.nameRequired);
    const leaf = list.find((c) => c.depth === 2)!;
    const tooDeep = await save(null, {
      parentId: leaf.categoryId,
      name: '너무 깊은 분류',
      sortOrder: 0,
      visible: true,
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().error.message).toBe(AdminCategoryMessage.tooDeep);
    const hideRoot = await save(a.rootId, {
      parentId: null,
      name: list.find((c) => c.categoryId === a.rootId)!.name,
      sortOrder: 0,
      visible: false,
    });
    expect(hideRoot.statusCode).toBe(400);
    expect(await tree()).toEqual(list);
  });

  it("sets an access rule's texts and override: the shop's access list and message follow", async () => {
    const rule = (await tree()).find((c) => c.categoryId === 2697)!.rule!;
    const res = await s.call('POST', '/api/admin/category-rule-save', {
      categoryId: 2697,
      ruleTexts: ['CDI', '더오픈 재원생'],
      denyMsgOverride: '  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.rule).toMatchObject({
      ruleTexts: ['CDI', '더오픈 재원생'],
      denyMsgOverride: null,
      denyMessage: '이 메뉴는 CDI, 더오픈 재원생만 이용 가능합니다.',
      brchTypes: rule.brchTypes,
    });
    const state = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth-state-fetch',
      payload: { categoryIds: [2697] },
    });
    expect(state.json().categoryAccessList).toContainEqual({
      categoryId: 2697,
      denyMsgOverride: null,
      accessControlRule: [{ text: 'CDI' }, { text: '더오픈 재원생' }],
    });
    expect(await audits(2697)).toEqual([
      {
        action: 'category.rule',
        before: { ruleTexts: rule.ruleTexts, denyMsgOverride: rule.denyMsgOverride },
        after: { ruleTexts: ['CDI', '더오픈 재원생'], denyMsgOverride: null },
      },
    ]);
    const noRule = await s.call('POST', '/api/admin/category-rule-save', {
      categoryId: 364,
      ruleTexts: ['누구나'],
      denyMsgOverride: null,
    });
    expect(noRule.statusCode).toBe(404);
  });
});

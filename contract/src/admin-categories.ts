import { z } from 'zod';
import { defineCall } from './call.ts';
import { messageParams, rowId } from './common.ts';

/**
 * The category tree in the back office (issue 19 §3, decision 0428): names, display order, the
 * visible flag and the parent of every category below the sections' roots, and the texts of each
 * access rule (spec 1 §6). A category that holds products, or categories, is never deleted.
 */

export const AdminCategoryMessage = {
  notFound: '분류를 찾을 수 없습니다.',
  nameRequired: '분류 이름을 입력해 주세요.',
  parentNotFound: '상위 분류를 찾을 수 없습니다.',
  tooDeep: '분류는 메뉴(섹션) 아래 두 단계까지 만들 수 있습니다.',
  parentHoldsProducts:
    '상품이 들어 있는 분류 아래에는 하위 분류를 만들 수 없습니다. 상품을 먼저 다른 분류로 옮겨 주세요.',
  otherSection: '다른 메뉴(섹션)로는 옮길 수 없습니다.',
  sameDepthOnly: '같은 단계의 분류 아래로만 옮길 수 있습니다.',
  rootFixed: '메뉴(섹션)의 최상위 분류는 옮기거나 숨기거나 삭제할 수 없습니다.',
  hasProducts:
    '이 분류에 상품이 있어 삭제할 수 없습니다. 상품을 다른 분류로 옮긴 뒤 삭제해 주세요. (숨김 상품 포함)',
  hasChildren: '하위 분류가 있어 삭제할 수 없습니다. 하위 분류를 먼저 삭제해 주세요.',
  ruleNotFound: '이 분류에는 이용 제한 규칙이 없습니다.',
  ruleTextsRequired: '이용 대상 문구를 한 개 이상 입력해 주세요.',
} as const;

/** A deletion refused because the category still holds products or categories (409). */
export const AdminCategoryErrorCode = { inUse: 'CATEGORY-IN-USE' } as const;

export const AdminCategoryLimits = {
  nameMax: 50,
  sortMax: 9999,
  ruleTextMax: 50,
  ruleTexts: 10,
  denyMsgMax: 300,
  /** Depth of the deepest category: a section root is 0, the product columns go to 2. */
  maxDepth: 2,
} as const;

export const adminCategoryNode = z.object({
  categoryId: z.number().int(),
  parentId: z.number().int().nullable(),
  rootId: z.number().int(),
  name: z.string(),
  fullName: z.string(),
  depth: z.number().int(),
  leaf: z.boolean(),
  sortOrder: z.number().int(),
  visible: z.boolean(),
  /** Every product of this category and below it, hidden ones included (what deletion checks). */
  productCount: z.number().int(),
  rule: z
    .object({
      brchTypes: z.array(z.string()),
      ruleTexts: z.array(z.string()),
      denyMsgOverride: z.string().nullable(),
      /** The message a denied member sees: the override, or the one built from the texts. */
      denyMessage: z.string(),
      /** The built message's code and values, for its text in another language (decision 0305). */
      denyMessageCode: z.string().optional(),
      denyMessageParams: messageParams.optional(),
    })
    .nullable(),
});
export type AdminCategoryNode = z.infer<typeof adminCategoryNode>;

export const adminCategoryTree = defineCall({
  operationId: 'adminCategoryTree',
  tag: 'admin-products',
  method: 'GET',
  path: '/api/admin/category-tree',
  summary: 'Every category in tree order with its flags, product count and access rule',
  response: z.object({ list: z.array(adminCategoryNode) }),
});

export const adminCategoryFields = z.object({
  parentId: rowId.nullable(),
  name: z
    .string()
    .trim()
    .min(1, AdminCategoryMessage.nameRequired)
    .max(AdminCategoryLimits.nameMax),
  sortOrder: z.number().int().min(0).max(AdminCategoryLimits.sortMax),
  visible: z.boolean(),
});
export type AdminCategoryFields = z.infer<typeof adminCategoryFields>;

export const adminCategorySave = defineCall({
  operationId: 'adminCategorySave',
  tag: 'admin-products',
  method: 'POST',
  path: '/api/admin/category-save',
  summary: "Creates a category (no rowId) or changes one's name, order, visible flag or parent",
  body: z.object({ categoryId: rowId.nullable(), fields: adminCategoryFields }),
  response: z.object({ data: adminCategoryNode }),
});

export const adminCategoryDelete = defineCall({
  operationId: 'adminCategoryDelete',
  tag: 'admin-products',
  method: 'POST',
  path: '/api/admin/category-delete',
  summary: 'Deletes a category that holds no products and no categories',
  body: z.object({ categoryId: rowId }),
  response: z.object({ ok: z.literal(true) }),
});

export const adminCategoryRuleSave = defineCall({
  operationId: 'adminCategoryRuleSave',
  tag: 'admin-products',
  method: 'POST',
  path: '/api/admin/category-rule-save',
  summary: "Sets the texts and the override message of a category's access rule",
  body: z.object({
    categoryId: rowId,
    ruleTexts: z
      .array(z.string().trim().min(1).max(AdminCategoryLimits.ruleTextMax))
      .min(1, AdminCategoryMessage.ruleTextsRequired)
      .max(AdminCategoryLimits.ruleTexts),
    denyMsgOverride: z
      .string()
      .trim()
      .max(AdminCategoryLimits.denyMsgMax)
      .nullable()
      .transform((s) => (s ? s : null)),
  }),
  response: z.object({ data: adminCategoryNode }),
});

import { z } from 'zod';
import { defineCall } from './call.ts';
import { Limits, rowId, won } from './common.ts';
import { ProductKind } from './catalog.ts';
import { linePrice } from './line-prices.ts';
import { CatalogMessage } from './catalog-messages.ts';

/** Spec 1 §5: add-to-cart, checkout, delete and buy need at least one item. */
export const CartMessage = {
  nothingSelected: '하나 이상의 상품을 선택해 주세요.',
  nothingChecked: '하나 이상의 상품을 선택해 주세요',
  confirmDeleteOne: '상품을 삭제하시겠습니까?',
  confirmDeleteSelected: '선택한 상품을 삭제하시겠습니까?',
  qtyOverMax: '20개까지 수량선택 가능합니다',
  qtyNotNumber: '수량은 숫자여야 합니다.',
  qtyNotInteger: '수량은 정수여야 합니다.',
  qtyUnderMin: '수량은 1개 이상이어야 합니다.',
  /** A product the publisher marked 품절 (issue 19): shown, not sold. */
  soldOut: '품절된 상품입니다. 재입고 후 다시 주문해 주세요.',
  /** Ours: refusals of the cart's own calls and of the order rules. */
  notInCart: '장바구니에 없는 상품입니다.',
  sameLineTwice: '같은 장바구니 상품이 두 번 있습니다.',
  cannotBuy: '현재 구매할 수 없는 상품입니다.',
  singleOnly: '1개만 구매할 수 있는 상품입니다.',
  suppleRule: '보충교재는 같은 레벨의 전자책과 함께 구매하거나, 전자책 결제 후 구매할 수 있습니다.',
} as const;

/**
 * One refused item's line of the order rules (the cart's add, checkout), the product named first;
 * a refusal of several items joins the lines, each sent with its code and values (decision 0305).
 * `{name}` is the product's name, `{rules}` the category's access texts, `{text}` a category's own
 * restriction text written by staff (data, shown as written).
 */
export const OrderRuleMessage = {
  unknownProduct: `[상품번호 {productId}] ${CatalogMessage.noSuchProduct}`,
  soldOut: `[{name}] ${CartMessage.soldOut}`,
  cannotBuy: `[{name}] ${CartMessage.cannotBuy}`,
  singleOnly: `[{name}] ${CartMessage.singleOnly}`,
  suppleRule: `[{name}] ${CartMessage.suppleRule}`,
  categoryDenied: `[{name}] ${CatalogMessage.categoryDenied}`,
  categoryDeniedOverride: '[{name}] {text}',
} as const;

/** Cart tabs (spec 1 §2.6): 0 books (paper and smart books), 1 learning devices and teaching aids. */
export const CartTab = { books: 0, others: 1 } as const;
export const cartTabInx = z.union([z.literal(0), z.literal(1)]);
export type CartTabInx = z.infer<typeof cartTabInx>;

/** Quantity of one line: an integer 1–20 (spec 2 §5); anything else is refused with 400. */
export const qty = z
  .number({ error: CartMessage.qtyNotNumber })
  .int(CartMessage.qtyNotInteger)
  .min(Limits.qtyMin, CartMessage.qtyUnderMin)
  .max(Limits.qtyMax, CartMessage.qtyOverMax);

/** The class a material was billed for: student, branch and brand (spec 1 §3 lecture.cdi). */
export const cdi = z.object({
  stdId: rowId,
  brchId: rowId,
  brchType: z.string().min(1).max(40),
});
export type Cdi = z.infer<typeof cdi>;

/**
 * One item chosen for checkout (cart, billing list or product page). This is what the browser
 * keeps under the 'pay-…' key and what check-order-create and the order calls receive; cdi is
 * present when the item was billed to a student, cartId when it came from the cart.
 */
export const checkoutItem = z.object({
  productId: rowId,
  qty,
  cdi: cdi.nullable().default(null),
  cartId: rowId.nullable().default(null),
});
export type CheckoutItem = z.input<typeof checkoutItem>;

/**
 * What the browser keeps in its local cache under the 'pay-…' key for the pay page
 * (/mypage/pay-2/{key}); the pay page parses it with this schema.
 */
export const payHandOver = z.object({
  items: z.array(checkoutItem).min(1),
  createdAt: z.string(),
});
export type PayHandOver = z.infer<typeof payHandOver>;

const itemList = z.array(checkoutItem).min(1, CartMessage.nothingSelected).max(100);

/** The lecture a cart line was billed for, as the cart shows it. */
export const cartLecture = z.object({
  cdi: cdi.extend({ stdName: z.string(), brchName: z.string() }),
  courseName: z.string(),
  semesterName: z.string(),
  periodName: z.string(),
});
export type CartLecture = z.infer<typeof cartLecture>;

/** Material of a cart item (spec 1 §3). */
export const cartMaterial = z.object({
  productId: z.number().int(),
  qty: z.number().int(),
  canBuy: z.boolean(),
  shouldBuy: z.boolean(),
  canBuyMultiple: z.boolean(),
  isStb: z.boolean(),
  isSupple: z.boolean(),
  additionalNotice: z.string().nullable(),
  lecture: cartLecture.nullable(),
});
export type CartMaterial = z.infer<typeof cartMaterial>;

/** Cart item (spec 1 §3) with what the row shows. */
export const cartItem = z.object({
  cartId: z.number().int(),
  productId: z.number().int(),
  qty: z.number().int(),
  canBuy: z.boolean(),
  canBuyMultiple: z.boolean(),
  additionalNotice: z.string().nullable(),
  stockEntryId: z.number().int().nullable(),
  lectureStdId: z.number().int().nullable(),
  cdi: cdi.nullable(),
  materials: z.array(cartMaterial),
  displayName: z.string(),
  imageUrl: z.string(),
  kind: z.enum(ProductKind),
  isStb: z.boolean(),
  isSupple: z.boolean(),
  markedPrice: won,
  sellPrice: won,
  /**
   * The line's price parts with its class's class-history discount, as the price preview and the
   * order price it (0 discount when the class records do not answer).
   */
  price: linePrice,
  /** When the line was last added to or changed; it leaves the cart 30 days later. */
  updatedAt: z.string(),
});
export type CartItem = z.infer<typeof cartItem>;

export const cartMine = defineCall({
  operationId: 'cartMine',
  tag: 'cart',
  method: 'POST',
  path: '/api/member-svc/cart-mine',
  summary: "The member's cart lines of one tab (0 books, 1 devices and teaching aids)",
  body: z.object({ cartTabInx: z.coerce.number().pipe(cartTabInx).default(0) }),
  response: z.object({ list: z.array(cartItem), totalCount: z.number().int() }),
});

export const cartAdd = defineCall({
  operationId: 'cartAdd',
  tag: 'cart',
  method: 'POST',
  path: '/api/member-svc/cart-add',
  summary:
    'Adds items; an item already in the cart (same product and class) adds to its quantity, capped at 20 (1 for a product sold one at a time, every smart book); answers each line with its quantity now',
  body: z.object({
    list: z
      .array(checkoutItem.omit({ cartId: true }))
      .min(1, CartMessage.nothingSelected)
      .max(100),
  }),
  response: z.object({
    data: z.object({
      cartIds: z.array(z.number().int()),
      /** Each line as it is now: a line that was already in the cart says so (issue 16 item 5). */
      lines: z.array(
        z.object({
          cartId: z.number().int(),
          productId: z.number().int(),
          displayName: z.string(),
          qty: z.number().int(),
          alreadyInCart: z.boolean(),
        }),
      ),
    }),
  }),
});

export const cartUpdate = defineCall({
  operationId: 'cartUpdate',
  tag: 'cart',
  method: 'POST',
  path: '/api/member-svc/cart-update',
  summary: "Sets the quantity of the member's own cart lines",
  body: z.object({
    list: z
      .array(z.object({ cartId: rowId, qty }))
      .min(1)
      .max(100),
  }),
  response: z.object({ data: z.object({ updated: z.number().int() }) }),
});

export const cartDel = defineCall({
  operationId: 'cartDel',
  tag: 'cart',
  method: 'POST',
  path: '/api/member-svc/cart-del',
  summary: "Deletes the member's own cart lines",
  body: z.object({ cartIds: z.array(rowId).min(1, CartMessage.nothingSelected).max(200) }),
  response: z.object({ data: z.object({ deleted: z.number().int() }) }),
});

/**
 * Checks every rule before checkout opens: buyable, quantity, category access, the class's
 * student in the member's access list, the supplementary-book rule (OT-172). A refusal is one
 * error whose message names each refused item on its own line.
 */
export const checkOrderCreate = defineCall({
  operationId: 'checkOrderCreate',
  tag: 'cart',
  method: 'POST',
  path: '/api/member-svc/check-order-create',
  summary: 'Checks the chosen items against every order rule before checkout opens',
  body: z.object({ items: itemList }),
  response: z.object({ data: z.object({ checked: z.number().int() }) }),
});

/** Codes of refused items besides the spec's OT-172. */
export const CartErrorCode = {
  cannotBuy: 'CANNOT-BUY',
  soldOut: 'SOLD-OUT',
  singleOnly: 'SINGLE-ONLY',
  unknownProduct: 'UNKNOWN-PRODUCT',
  studentDenied: 'STUDENT-DENIED',
} as const;

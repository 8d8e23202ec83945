import { and, asc, eq, gt, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { ProductKind, SaleStatus } from '@shop/contract/catalog.ts';
import { namedStatement, type Db } from '../../db/client.ts';
import {
  deliveryFeeRates,
  freeDeliveryBenefits,
  freeDeliveryItems,
  sellingSeasons,
} from '../../db/schema/billing.ts';
import { products } from '../../db/schema/catalog.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import type { SeasonPeriod } from './delivery-fee-rules.ts';

/** Queries of the billing domain: one statement each, whatever the number of items. */

export interface ShopProduct {
  productId: number;
  displayName: string;
  imageUrl: string;
  kind: ProductKind;
  categoryId: number;
  markedPrice: number;
  sellPrice: number;
  canBuy: boolean;
  canBuyMultiple: boolean;
  isStb: boolean;
  isSupple: boolean;
  suppleEbookProductId: number | null;
  additionalNotice: string | null;
  freeDeliveryItem: boolean;
  saleStatus: SaleStatus;
}

const shopProductFields = {
  productId: products.productId,
  displayName: products.displayName,
  imageUrl: products.imageUrl,
  kind: products.kind,
  categoryId: products.categoryId,
  markedPrice: products.markedPrice,
  sellPrice: products.sellPrice,
  canBuy: products.canBuy,
  canBuyMultiple: products.canBuyMultiple,
  isStb: products.isStb,
  isSupple: products.isSupple,
  suppleEbookProductId: products.suppleEbookProductId,
  additionalNotice: products.additionalNotice,
  freeDeliveryItem: sql<boolean>`${freeDeliveryItems.productId} is not null`,
  saleStatus: products.saleStatus,
};

export async function productsByIds(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ShopProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(shopProductFields)
    .from(products)
    .leftJoin(freeDeliveryItems, eq(freeDeliveryItems.productId, products.productId))
    .where(inArray(products.productId, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [
      r.productId,
      { ...r, kind: r.kind as ProductKind, saleStatus: r.saleStatus as SaleStatus },
    ]),
  );
}

/**
 * The function of migration 0013: the same join as a statement, run with a generic plan (as a
 * prepared statement it was re-planned on every call, most of its cost).
 */
const priceInputStatement = namedStatement<PriceInputRow>(
  'price_inputs',
  sql`select * from shop_price_inputs(${sql.placeholder('ids')}::int[], ${sql.placeholder('at')}::timestamptz)`,
);

interface PriceInputRow {
  fee_won: number;
  season_id: number | null;
  season_code: string | null;
  season_name: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  product_id: number | null;
  display_name: string;
  image_url: string;
  kind: string;
  category_id: number;
  marked_price: number;
  sell_price: number;
  can_buy: boolean;
  can_buy_multiple: boolean;
  is_stb: boolean;
  is_supple: boolean;
  supple_ebook_product_id: number | null;
  additional_notice: string | null;
  free_delivery_item: boolean;
  sale_status: string;
}

/** node-postgres answers timestamptz as text here (Drizzle's raw parsers), PGlite as a Date. */
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** What a price is computed from: the items' products, the season of the moment and the fee. */
export interface PriceInputs {
  products: Map<number, ShopProduct>;
  season: SeasonPeriod | null;
  domesticFee: number;
}

/**
 * The price's inputs in one statement (productsByIds, seasonAt and the 'domestic' fee row): the
 * fee row with the season of `at` beside it, left-joined with the products, so the answer has
 * one row even when no product matches. Prepared once per connection (it runs on every price).
 */
export async function priceInputs(db: Db, ids: readonly number[], at: Date): Promise<PriceInputs> {
  const rows = await priceInputStatement(db, { ids: [...new Set(ids)], at });
  const first = rows[0];
  if (!first) throw new Error("delivery_fee_rates has no 'domestic' row");
  const byId = new Map<number, ShopProduct>();
  for (const r of rows) {
    if (r.product_id === null) continue; // no product matched: the fee row alone
    byId.set(r.product_id, {
      productId: r.product_id,
      displayName: r.display_name,
      imageUrl: r.image_url,
      kind: r.kind as ProductKind,
      categoryId: r.category_id,
      markedPrice: r.marked_price,
      sellPrice: r.sell_price,
      canBuy: r.can_buy,
      canBuyMultiple: r.can_buy_multiple,
      isStb: r.is_stb,
      isSupple: r.is_supple,
      suppleEbookProductId: r.supple_ebook_product_id,
      additionalNotice: r.additional_notice,
      freeDeliveryItem: r.free_delivery_item,
      saleStatus: r.sale_status as SaleStatus,
    });
  }
  return {
    products: byId,
    domesticFee: first.fee_won,
    season:
      first.season_id === null
        ? null
        : {
            seasonId: first.season_id,
            code: first.season_code!,
            name: first.season_name!,
            startsAt: toDate(first.starts_at!),
            endsAt: toDate(first.ends_at!),
          },
  };
}

/** The selling season of an instant, from the calendar table. */
export async function seasonAt(db: Db, at: Date): Promise<SeasonPeriod | null> {
  const [row] = await db
    .select()
    .from(sellingSeasons)
    .where(and(lte(sellingSeasons.startsAt, at), gt(sellingSeasons.endsAt, at)))
    .limit(1);
  return row ?? null;
}

/** The 'domestic' fee and the seasons ending after `at` and starting within a year of it. */
export async function deliveryTermsAt(db: Db, at: Date) {
  const yearAhead = new Date(at.getTime() + 365 * 86_400_000);
  const [fee, seasons] = await Promise.all([
    db
      .select({ feeWon: deliveryFeeRates.feeWon })
      .from(deliveryFeeRates)
      .where(eq(deliveryFeeRates.code, 'domestic')),
    db
      .select({
        code: sellingSeasons.code,
        startsAt: sellingSeasons.startsAt,
        endsAt: sellingSeasons.endsAt,
      })
      .from(sellingSeasons)
      .where(and(gt(sellingSeasons.endsAt, at), lt(sellingSeasons.startsAt, yearAhead)))
      .orderBy(asc(sellingSeasons.startsAt)),
  ]);
  if (!fee[0]) throw new Error("delivery_fee_rates has no 'domestic' row");
  return { domesticFeeWon: fee[0].feeWon, seasons };
}

export interface PaidItem {
  stdId: number;
  brchId: number | null;
  productId: number;
  orderId: number;
  orderItemId: number;
  orderItemProgressCd: string;
  orderedAt: Date;
}

/** The latest paid order item of each student and product (what the billing list shows as bought). */
export async function paidItemsOfStudents(db: Db, stdIds: readonly number[]): Promise<PaidItem[]> {
  if (stdIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([orderItems.stdId, orderItems.productId], {
      stdId: orderItems.stdId,
      brchId: orderItems.brchId,
      productId: orderItems.productId,
      orderId: orders.orderId,
      orderItemId: orderItems.orderItemId,
      orderItemProgressCd: orderItems.orderItemProgressCd,
      orderedAt: orders.orderedAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.stdId, [...stdIds]),
        eq(orders.status, 'paid'),
        gt(orderItems.qtyEffected, 0),
      ),
    )
    .orderBy(orderItems.stdId, orderItems.productId, sql`${orders.orderedAt} desc`);
  return rows.map((r) => ({ ...r, stdId: r.stdId! }));
}

/**
 * Of the given products, those paid in an order of this member or for one of these students
 * (the OT-172 rule: a supplementary book after payment of its e-book).
 */
export async function paidProductIds(
  db: Db,
  memberId: number,
  stdIds: readonly number[],
  productIds: readonly number[],
): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const byWhom =
    stdIds.length > 0
      ? sql`(${orders.memberId} = ${memberId} or ${inArray(orderItems.stdId, [...stdIds])})`
      : eq(orders.memberId, memberId);
  const rows = await db
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.productId, [...productIds]),
        eq(orders.status, 'paid'),
        gt(orderItems.qtyEffected, 0),
        byWhom,
      ),
    );
  return new Set(rows.map((r) => r.productId));
}

/** Distinct products bought per student and branch (key `${stdId}:${brchId}`). */
export async function paidCountsByBranch(
  db: Db,
  stdIds: readonly number[],
): Promise<Map<string, number>> {
  if (stdIds.length === 0) return new Map();
  const rows = await db
    .select({
      stdId: orderItems.stdId,
      brchId: orderItems.brchId,
      n: sql<number>`count(distinct ${orderItems.productId})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.orderId, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.stdId, [...stdIds]),
        isNotNull(orderItems.brchId),
        eq(orders.status, 'paid'),
        gt(orderItems.qtyEffected, 0),
      ),
    )
    .groupBy(orderItems.stdId, orderItems.brchId);
  return new Map(rows.map((r) => [`${r.stdId}:${r.brchId}`, r.n]));
}

/** Creates the benefit rows a season owes these students and brands (existing rows stay). */
export async function ensureBenefits(
  db: Db,
  seasonId: number,
  keys: readonly { stdId: number; brchType: string }[],
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(freeDeliveryBenefits)
    .values(keys.map((k) => ({ stdId: k.stdId, brchType: k.brchType, seasonId })))
    .onConflictDoNothing();
}

export interface BenefitRow {
  fdbId: number;
  stdId: number;
  brchType: string;
  orderId: number | null;
  orderStatus: string | null;
  orderedAt: Date | null;
}

export async function benefitsOf(
  db: Db,
  seasonId: number,
  stdIds: readonly number[],
): Promise<BenefitRow[]> {
  if (stdIds.length === 0) return [];
  return db
    .select({
      fdbId: freeDeliveryBenefits.fdbId,
      stdId: freeDeliveryBenefits.stdId,
      brchType: freeDeliveryBenefits.brchType,
      orderId: freeDeliveryBenefits.orderId,
      orderStatus: orders.status,
      orderedAt: orders.orderedAt,
    })
    .from(freeDeliveryBenefits)
    .leftJoin(orders, eq(orders.orderId, freeDeliveryBenefits.orderId))
    .where(
      and(
        eq(freeDeliveryBenefits.seasonId, seasonId),
        inArray(freeDeliveryBenefits.stdId, [...stdIds]),
      ),
    )
    .orderBy(freeDeliveryBenefits.stdId, freeDeliveryBenefits.fdbId);
}

import { and, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { ProductKind } from '@shop/contract/catalog.ts';
import type { Db } from '../../db/client.ts';
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
  return new Map(rows.map((r) => [r.productId, { ...r, kind: r.kind as ProductKind }]));
}

function priceInputStatement(db: Db) {
  const at = sql.placeholder('at');
  const rates = db
    .select({
      feeWon: deliveryFeeRates.feeWon,
      seasonId: sellingSeasons.seasonId,
      seasonCode: sql<string>`${sellingSeasons.code}`.as('season_code'),
      seasonName: sql<string>`${sellingSeasons.name}`.as('season_name'),
      startsAt: sellingSeasons.startsAt,
      endsAt: sellingSeasons.endsAt,
    })
    .from(deliveryFeeRates)
    .leftJoin(
      sellingSeasons,
      and(
        sql`${sellingSeasons.startsAt} <= ${at}::timestamptz`,
        sql`${sellingSeasons.endsAt} > ${at}::timestamptz`,
      ),
    )
    .where(eq(deliveryFeeRates.code, 'domestic'))
    .limit(1)
    .as('rates');
  return db
    .select({
      feeWon: rates.feeWon,
      seasonId: rates.seasonId,
      seasonCode: rates.seasonCode,
      seasonName: rates.seasonName,
      startsAt: rates.startsAt,
      endsAt: rates.endsAt,
      product: shopProductFields,
    })
    .from(rates)
    .leftJoin(products, sql`${products.productId} = any(${sql.placeholder('ids')}::int[])`)
    .leftJoin(freeDeliveryItems, eq(freeDeliveryItems.productId, products.productId))
    .prepare('price_inputs');
}
const priceInputStatements = new WeakMap<Db, ReturnType<typeof priceInputStatement>>();

/** What a price is computed from: the items' products, the season of the moment and the fee. */
export interface PriceInputs {
  products: Map<number, ShopProduct>;
  season: SeasonPeriod | null;
  domesticFee: number;
}

/**
 * The price's inputs in one statement (productsByIds, seasonAt and the 'domestic' fee row): the
 * fee row with the season of `at` beside it, left-joined with the products, so the answer has
 * one row even when no product matches. Prepared once per database (it runs on every price).
 */
export async function priceInputs(db: Db, ids: readonly number[], at: Date): Promise<PriceInputs> {
  let statement = priceInputStatements.get(db);
  if (!statement) {
    statement = priceInputStatement(db);
    priceInputStatements.set(db, statement);
  }
  const rows = await statement.execute({ ids: [...new Set(ids)], at });
  const first = rows[0];
  if (!first) throw new Error("delivery_fee_rates has no 'domestic' row");
  const byId = new Map<number, ShopProduct>();
  for (const { product: p } of rows) {
    // no product matched: drizzle may answer the left-joined object with null fields
    if (p?.productId != null) byId.set(p.productId, { ...p, kind: p.kind as ProductKind });
  }
  return {
    products: byId,
    domesticFee: first.feeWon,
    season:
      first.seasonId === null
        ? null
        : {
            seasonId: first.seasonId,
            code: first.seasonCode,
            name: first.seasonName,
            startsAt: first.startsAt!,
            endsAt: first.endsAt!,
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

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { orders } from './orders.ts';

/**
 * The selling-season calendar (spec 1 §9: spring Feb–Apr, summer May–Jul, autumn Aug–Oct, winter
 * Nov–Jan). Rows are data that staff may adjust; the migration fills the standard calendar at
 * midnight in Seoul. A season runs from startsAt (inclusive) to endsAt (exclusive).
 */
export const sellingSeasons = pgTable(
  'selling_seasons',
  {
    seasonId: serial('season_id').primaryKey(),
    /** spring, summer, autumn or winter. */
    code: text('code').notNull(),
    /** Shown to people: '2026 겨울'. */
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('selling_seasons_starts_unique').on(t.startsAt),
    index('selling_seasons_ends_idx').on(t.endsAt),
    check('selling_seasons_range_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Delivery fees in won by code ('domestic': 1,500 won for a parcel in Korea). */
export const deliveryFeeRates = pgTable('delivery_fee_rates', {
  code: text('code').primaryKey(),
  feeWon: integer('fee_won').notNull(),
  note: text('note'),
});

/**
 * The shop's EMS fee table, the one members are charged by (decision 0523): per EMS type
 * (premium_cd 31 EMS, 32 EMS premium), the post's zone (1-4, a nation's zone comes with the EMS
 * nation list) and weight bracket, the fee in won. A parcel pays the first bracket whose
 * up_to_grams is at least its weight; a parcel over the last bracket is refused. Migration 0035
 * filled it from the post's tariff; staff edit a fee or import the post's current tariff.
 */
export const emsFeeRates = pgTable(
  'ems_fee_rates',
  {
    premiumCd: text('premium_cd').notNull(),
    zone: integer('zone').notNull(),
    upToGrams: integer('up_to_grams').notNull(),
    feeWon: integer('fee_won').notNull(),
  },
  (t) => [
    primaryKey({ name: 'ems_fee_rates_pk', columns: [t.premiumCd, t.zone, t.upToGrams] }),
    check('ems_fee_rates_type_chk', sql`${t.premiumCd} in ('31', '32')`),
    check('ems_fee_rates_zone_chk', sql`${t.zone} between 1 and 4`),
    check('ems_fee_rates_grams_chk', sql`${t.upToGrams} > 0`),
    check('ems_fee_rates_fee_chk', sql`${t.feeWon} >= 0`),
  ],
);

/** Special-lecture items registered as shipped free (spec 1 §9). */
export const freeDeliveryItems = pgTable('free_delivery_items', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.productId),
  reason: text('reason').notNull(),
});

/**
 * One free delivery per student, enrolled brand and selling season. A row appears the first time
 * the benefit is shown; orderId is set by the order that uses it (and cleared again if that
 * order is dropped before payment). The unique key keeps a benefit from existing twice.
 */
export const freeDeliveryBenefits = pgTable(
  'free_delivery_benefits',
  {
    fdbId: serial('fdb_id').primaryKey(),
    stdId: integer('std_id').notNull(),
    brchType: text('brch_type').notNull(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => sellingSeasons.seasonId),
    orderId: integer('order_id').references(() => orders.orderId),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('free_delivery_benefits_unique').on(t.stdId, t.brchType, t.seasonId),
    index('free_delivery_benefits_order_idx').on(t.orderId),
    index('free_delivery_benefits_season_idx').on(t.seasonId, t.stdId),
  ],
);

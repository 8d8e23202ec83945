import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The home carousel's banners (spec 1 §2.5, decision 0431): a picture the server drew again
 * (`/files/banners/…webp`) or one it draws itself (`/banners/<section>.svg`), a link, a place
 * and a period; members get those switched on whose period holds now, in their order.
 */
export const carouselBanners = pgTable(
  'carousel_banners',
  {
    bannerId: serial('banner_id').primaryKey(),
    imageUrl: text('image_url').notNull(),
    altText: text('alt_text').notNull(),
    linkUrl: text('link_url').notNull(),
    sortOrder: integer('sort_order').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('carousel_banners_order_idx').on(t.active, t.sortOrder),
    check('carousel_banners_period_chk', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The guide page's four tabs (spec 3 §2, decision 0433): a title and sanitized HTML each. */
export const guideTabs = pgTable(
  'guide_tabs',
  {
    tabIndex: integer('tab_index').primaryKey(),
    title: text('title').notNull(),
    /** Sanitized when stored and again when read (decision 0328). */
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [check('guide_tabs_index_chk', sql`${t.tabIndex} between 0 and 3`)],
);

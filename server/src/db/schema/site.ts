import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const siteMenuItems = pgTable(
  'site_menu_items',
  {
    menuId: serial('menu_id').primaryKey(),
    groupCd: text('group_cd').notNull(),
    label: text('label').notNull(),
    path: text('path').notNull(),
    section: text('section'),
    visible: boolean('visible').notNull().default(true),
    requiresCategoryId: integer('requires_category_id'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('site_menu_items_order_idx').on(t.visible, t.sortOrder)],
);

export const sitePopups = pgTable(
  'site_popups',
  {
    sitePopupId: serial('site_popup_id').primaryKey(),
    title: text('title').notNull(),
    htmlContents: text('html_contents'),
    htmlMobile: text('html_mobile'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('site_popups_window_idx').on(t.active, t.startsAt, t.endsAt)],
);

/**
 * The seller's business identity (decision 0503): one row, id 1, the fields as the contract's
 * businessIdentity validates them; without the row the contract's defaults apply.
 */
export const siteIdentityRow = pgTable('site_identity', {
  id: integer('id').primaryKey(),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

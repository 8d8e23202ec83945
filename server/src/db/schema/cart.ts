import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

/**
 * Cart lines per member. A line is one product for one class (cdi; null when bought without
 * one); the unique key, with NULLs equal, lets concurrent cart-adds meet in one upsert. Lines
 * leave the cart 30 days after their last change, or once ordered and paid.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    cartId: serial('cart_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.productId),
    qty: integer('qty').notNull(),
    stdId: integer('std_id'),
    brchId: integer('brch_id'),
    brchType: text('brch_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_line_unique')
      .on(t.memberId, t.productId, t.stdId, t.brchId)
      .nullsNotDistinct(),
    index('cart_items_updated_idx').on(t.updatedAt),
    check('cart_items_qty_check', sql`${t.qty} between 1 and 20`),
  ],
);

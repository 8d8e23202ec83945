import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { staff } from './staff.ts';

/**
 * Internal notes of the back office on an order (issue 9 §2): never shown to the member. Added,
 * never changed or deleted; each addition is also in the audit log.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    orderNoteId: serial('order_note_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.staffId),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

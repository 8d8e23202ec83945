import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff.ts';

/** Reusable answers to 1:1 inquiries, kept by the staff (issue 9 §5). */
export const answerTemplates = pgTable(
  'answer_templates',
  {
    answerTemplateId: serial('answer_template_id').primaryKey(),
    title: text('title').notNull(),
    /** An inquiry category of server/src/modules/support/claim-categories.ts; null for any. */
    categoryName: text('category_name'),
    body: text('body').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => staff.staffId),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => staff.staffId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'answer_templates_length_chk',
      sql`char_length(${t.title}) <= 100 and char_length(${t.body}) <= 4000`,
    ),
  ],
);

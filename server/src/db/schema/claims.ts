import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * 1:1 inquiries ('claim website', spec 3 §3). A member's delete hides the row (deleted_at) rather
 * than removing it: consumer complaints and their handling are records the shop keeps for three
 * years (전자상거래법 시행령 §6), and the member can no longer see or restore it.
 */
export const claimWebSites = pgTable(
  'claim_web_sites',
  {
    claimWebSiteId: serial('claim_web_site_id').primaryKey(),
    memberId: integer('member_id').notNull(),
    categoryName: text('category_name').notNull(),
    title: text('title').notNull(),
    inquiryMemo: text('inquiry_memo').notNull(),
    writeDatetime: timestamp('write_datetime', { withTimezone: true }).notNull().defaultNow(),
    /** '답변대기' until staff answer, then '답변완료' (contract/src/claim.ts ClaimStatus). */
    answerStatusCd: text('answer_status_cd').notNull().default('답변대기'),
    handleMemo: text('handle_memo'),
    handleDatetime: timestamp('handle_datetime', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('claim_web_sites_member_idx')
      .on(t.memberId, t.claimWebSiteId.desc())
      .where(sql`${t.deletedAt} is null`),
    // the back office's queue: waiting inquiries, oldest first (server/src/modules/admin)
    index('claim_web_sites_queue_idx')
      .on(t.answerStatusCd, t.writeDatetime)
      .where(sql`${t.deletedAt} is null`),
    check('claim_web_sites_status_chk', sql`${t.answerStatusCd} in ('답변대기', '답변완료')`),
    check(
      'claim_web_sites_length_chk',
      sql`char_length(${t.title}) <= 100 and char_length(${t.inquiryMemo}) <= 4000`,
    ),
  ],
);

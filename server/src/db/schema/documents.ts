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
} from 'drizzle-orm/pg-core';

/**
 * The terms of use and the privacy policy, version by version (spec 1 §9, decision 0436). A
 * version is its effective day (Seoul, YYYY-MM-DD); the one in force is the latest not after
 * today. Its PDF is an upload under DATA_DIR (`file_key`) or, for the seeded versions, the text
 * the shop draws itself (null).
 */
export const policyVersions = pgTable(
  'policy_versions',
  {
    kind: text('kind').notNull(),
    version: text('version').notNull(),
    fileKey: text('file_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.version] }),
    check('policy_versions_kind_check', sql`${t.kind} in ('terms', 'privacy')`),
    check('policy_versions_version_check', sql`${t.version} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
  ],
);

/**
 * The learning-support downloads (spec 3 §2 support book and MP3 pages, decision 0437): book and
 * handout PDFs per track tab, and the MP3 zips. A row's file is an upload (`file_key`) or one of
 * the demo documents the shop draws (`generated_id`).
 */
export const supportDownloads = pgTable(
  'support_downloads',
  {
    downloadId: serial('download_id').primaryKey(),
    cate: text('cate').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order').notNull(),
    generatedId: text('generated_id').unique(),
    fileKey: text('file_key'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_downloads_cate_idx').on(t.cate, t.sortOrder, t.downloadId),
    check(
      'support_downloads_cate_check',
      sql`${t.cate} in ('Book1A', 'Book2A', 'Book3A', 'Book1B', 'Book2B', 'Book3B', 'HandoutA', 'HandoutB', 'MP3')`,
    ),
    check(
      'support_downloads_kind_check',
      sql`${t.kind} in ('worksheet', 'vocabulary', 'answer', 'test', 'handout', 'audio')`,
    ),
    check(
      'support_downloads_file_check',
      sql`${t.fileKey} is not null or ${t.generatedId} is not null`,
    ),
  ],
);

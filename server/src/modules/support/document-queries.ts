import { and, asc, eq } from 'drizzle-orm';
import type { DownloadCate } from '@shop/contract/support-downloads.ts';
import type { Db } from '../../db/client.ts';
import { policyVersions, supportDownloads } from '../../db/schema/documents.ts';

/** Reads of the published documents for the shop's pages (decisions 0436, 0437). */

export type PolicyRow = typeof policyVersions.$inferSelect;
export type DownloadRow = typeof supportDownloads.$inferSelect;

export function policyRows(db: Db): Promise<PolicyRow[]> {
  return db.select().from(policyVersions);
}

export async function policyRow(db: Db, kind: string, version: string): Promise<PolicyRow | null> {
  const [row] = await db
    .select()
    .from(policyVersions)
    .where(and(eq(policyVersions.kind, kind), eq(policyVersions.version, version)));
  return row ?? null;
}

export function downloadsOf(db: Db, cate: DownloadCate): Promise<DownloadRow[]> {
  return db
    .select()
    .from(supportDownloads)
    .where(eq(supportDownloads.cate, cate))
    .orderBy(asc(supportDownloads.sortOrder), asc(supportDownloads.downloadId));
}

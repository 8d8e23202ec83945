import { and, asc, eq, sql } from 'drizzle-orm';
import type { DownloadCate } from '@shop/contract/support-downloads.ts';
import type { Db } from '../../db/client.ts';
import { policyVersions, supportDownloads } from '../../db/schema/documents.ts';

/** The published documents as the back office reads and writes them (decisions 0436, 0437). */

export type PolicyRow = typeof policyVersions.$inferSelect;
export type DownloadRow = typeof supportDownloads.$inferSelect;

export function allPolicies(db: Db): Promise<PolicyRow[]> {
  return db.select().from(policyVersions);
}

/** Serializes publications: two uploads of one version run one after the other. */
export async function lockPolicies(tx: Db): Promise<void> {
  await tx.execute(sql`lock table ${policyVersions} in share row exclusive mode`);
}

export async function findPolicy(tx: Db, kind: string, version: string): Promise<PolicyRow | null> {
  const [row] = await tx
    .select()
    .from(policyVersions)
    .where(and(eq(policyVersions.kind, kind), eq(policyVersions.version, version)));
  return row ?? null;
}

export async function upsertPolicy(
  tx: Db,
  kind: string,
  version: string,
  fileKey: string,
): Promise<PolicyRow> {
  const [row] = await tx
    .insert(policyVersions)
    .values({ kind, version, fileKey })
    .onConflictDoUpdate({
      target: [policyVersions.kind, policyVersions.version],
      set: { fileKey, createdAt: sql`now()` },
    })
    .returning();
  return row!;
}

export function downloadsOfCate(db: Db, cate: DownloadCate): Promise<DownloadRow[]> {
  return db
    .select()
    .from(supportDownloads)
    .where(eq(supportDownloads.cate, cate))
    .orderBy(asc(supportDownloads.sortOrder), asc(supportDownloads.downloadId));
}

/** A tab's rows locked (in id order), so an order change and an addition run one at a time. */
export function lockCate(tx: Db, cate: DownloadCate): Promise<DownloadRow[]> {
  return tx
    .select()
    .from(supportDownloads)
    .where(eq(supportDownloads.cate, cate))
    .orderBy(asc(supportDownloads.downloadId))
    .for('update');
}

export async function lockDownload(tx: Db, downloadId: number): Promise<DownloadRow | null> {
  const [row] = await tx
    .select()
    .from(supportDownloads)
    .where(eq(supportDownloads.downloadId, downloadId))
    .for('update');
  return row ?? null;
}

export async function insertDownload(
  tx: Db,
  values: Omit<typeof supportDownloads.$inferInsert, 'downloadId' | 'updatedAt'>,
): Promise<DownloadRow> {
  const [row] = await tx.insert(supportDownloads).values(values).returning();
  return row!;
}

export async function updateDownload(
  tx: Db,
  downloadId: number,
  set: Partial<
    Pick<DownloadRow, 'cate' | 'kind' | 'name' | 'description' | 'fileKey' | 'sortOrder'>
  >,
): Promise<DownloadRow> {
  const [row] = await tx
    .update(supportDownloads)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(supportDownloads.downloadId, downloadId))
    .returning();
  return row!;
}

/** Sets each row's place: `ids[i]` gets i + 1, in one statement. */
export async function setOrder(tx: Db, ids: readonly number[]): Promise<void> {
  await tx.execute(sql`
    update ${supportDownloads} as d set sort_order = o.n, updated_at = now()
    from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, n)
    where d.download_id = o.id`);
}

export async function deletePolicy(tx: Db, kind: string, version: string): Promise<void> {
  await tx
    .delete(policyVersions)
    .where(and(eq(policyVersions.kind, kind), eq(policyVersions.version, version)));
}

export async function deleteDownload(tx: Db, downloadId: number): Promise<void> {
  await tx.delete(supportDownloads).where(eq(supportDownloads.downloadId, downloadId));
}

/** Whether a row still names the file (two downloads of one tab may share a content-named key). */
export async function fileKeyInUse(db: Db, fileKey: string): Promise<boolean> {
  const [download] = await db
    .select({ id: supportDownloads.downloadId })
    .from(supportDownloads)
    .where(eq(supportDownloads.fileKey, fileKey))
    .limit(1);
  if (download) return true;
  const [policy] = await db
    .select({ kind: policyVersions.kind })
    .from(policyVersions)
    .where(eq(policyVersions.fileKey, fileKey))
    .limit(1);
  return policy !== undefined;
}

import { sql } from 'drizzle-orm';
import { MP3_PACKS, supportBookEntries } from '@shop/contract/support-downloads.ts';
import type { Db } from '../client.ts';
import { supportDownloads } from '../schema/documents.ts';

/**
 * The demo's learning-support downloads (decision 0437): every generated support-book PDF in
 * its tab's order and the four audio packs, as rows the publisher edits; their files are the
 * documents the shop draws until an upload replaces them.
 */
export async function seedDemoDownloads(db: Db): Promise<void> {
  const position = new Map<string, number>();
  const next = (cate: string) => {
    const n = (position.get(cate) ?? 0) + 1;
    position.set(cate, n);
    return n;
  };
  const rows: (typeof supportDownloads.$inferInsert)[] = [
    ...supportBookEntries().map((e) => ({
      cate: e.cate,
      kind: e.kind,
      name: e.name,
      description: null,
      sortOrder: next(e.cate),
      generatedId: e.id,
    })),
    ...MP3_PACKS.map((p) => ({
      cate: 'MP3',
      kind: 'audio',
      name: p.name,
      description: p.description,
      sortOrder: next('MP3'),
      generatedId: p.id,
    })),
  ];
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(supportDownloads).values(rows.slice(i, i + 500));
  }
  await db.execute(
    sql`select setval(pg_get_serial_sequence('support_downloads', 'download_id'), (select max(download_id) from support_downloads))`,
  );
}

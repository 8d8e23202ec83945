import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { siteIdentityRow } from '../../db/schema/site.ts';

export async function readIdentity(db: Db, forUpdate = false): Promise<unknown> {
  const query = db.select({ data: siteIdentityRow.data }).from(siteIdentityRow);
  const [row] = await (forUpdate
    ? query.where(eq(siteIdentityRow.id, 1)).for('update')
    : query.where(eq(siteIdentityRow.id, 1)));
  return row?.data;
}

export async function writeIdentity(tx: Db, data: object): Promise<void> {
  await tx
    .insert(siteIdentityRow)
    .values({ id: 1, data })
    .onConflictDoUpdate({ target: siteIdentityRow.id, set: { data, updatedAt: new Date() } });
}

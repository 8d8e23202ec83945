import { and, arrayOverlaps, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchSynonyms as t } from '../../db/schema/search.ts';
import type { SynonymRow } from '../catalog/search-tuning-queries.ts';

/** The synonym groups as the back office writes them (decision 0393). */

/** One writer at a time until the transaction ends, so two groups never take the same term. */
export async function lockSynonyms(tx: Db): Promise<void> {
  await tx.execute(sql`lock table ${t} in share row exclusive mode`);
}

export async function synonymById(tx: Db, synonymId: number): Promise<SynonymRow | null> {
  const [row] = await tx.select().from(t).where(eq(t.synonymId, synonymId));
  return row ?? null;
}

/** A group other than `except` holding one of the terms. */
export async function groupHolding(
  tx: Db,
  terms: string[],
  except: number | null,
): Promise<SynonymRow | null> {
  const other = except === null ? sql`true` : ne(t.synonymId, except);
  const [row] = await tx
    .select()
    .from(t)
    .where(and(arrayOverlaps(t.terms, terms), other))
    .limit(1);
  return row ?? null;
}

export async function writeSynonym(
  tx: Db,
  synonymId: number | null,
  terms: string[],
): Promise<SynonymRow> {
  const [row] =
    synonymId === null
      ? await tx.insert(t).values({ terms }).returning()
      : await tx.update(t).set({ terms }).where(eq(t.synonymId, synonymId)).returning();
  return row!;
}

export async function deleteSynonym(tx: Db, synonymId: number): Promise<SynonymRow | null> {
  const [row] = await tx.delete(t).where(eq(t.synonymId, synonymId)).returning();
  return row ?? null;
}

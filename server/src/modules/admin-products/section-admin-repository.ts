import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sectionConfigs } from '../../db/schema/catalog.ts';

/** The sections' headers (section_configs) as the back office reads and writes them. */

export type SectionRow = typeof sectionConfigs.$inferSelect;

export function sectionRows(db: Db): Promise<SectionRow[]> {
  return db.select().from(sectionConfigs).orderBy(asc(sectionConfigs.section));
}

/** A section's header, locked until the transaction ends. */
export async function lockSection(tx: Db, section: string): Promise<SectionRow | null> {
  const [row] = await tx
    .select()
    .from(sectionConfigs)
    .where(eq(sectionConfigs.section, section))
    .for('update');
  return row ?? null;
}

export async function updateSection(
  tx: Db,
  section: string,
  values: { title: string; description: string } | { bannerUrl: string },
): Promise<SectionRow> {
  const [row] = await tx
    .update(sectionConfigs)
    .set(values)
    .where(eq(sectionConfigs.section, section))
    .returning();
  return row!;
}

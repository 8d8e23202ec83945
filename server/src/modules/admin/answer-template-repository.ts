import { asc, eq, sql } from 'drizzle-orm';
import type { AnswerTemplate } from '@shop/contract/admin-inquiries.ts';
import type { Db } from '../../db/client.ts';
import { answerTemplates } from '../../db/schema/answer-templates.ts';
import { staff } from '../../db/schema/staff.ts';

export type TemplateRow = typeof answerTemplates.$inferSelect;

const columns = {
  answerTemplateId: answerTemplates.answerTemplateId,
  title: answerTemplates.title,
  categoryName: answerTemplates.categoryName,
  body: answerTemplates.body,
  updatedAt: answerTemplates.updatedAt,
  updatedByName: staff.name,
};

/** Templates for any category first, then by category and title. */
export async function listTemplates(db: Db, answerTemplateId?: number): Promise<AnswerTemplate[]> {
  const rows = await db
    .select(columns)
    .from(answerTemplates)
    .innerJoin(staff, eq(staff.staffId, answerTemplates.updatedBy))
    .where(
      answerTemplateId === undefined
        ? undefined
        : eq(answerTemplates.answerTemplateId, answerTemplateId),
    )
    .orderBy(
      sql`${answerTemplates.categoryName} is not null`,
      asc(answerTemplates.categoryName),
      asc(answerTemplates.title),
      asc(answerTemplates.answerTemplateId),
    );
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

export async function lockTemplate(
  db: Db,
  answerTemplateId: number,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(answerTemplates)
    .where(eq(answerTemplates.answerTemplateId, answerTemplateId))
    .for('update');
  return row;
}

export async function insertTemplate(
  db: Db,
  row: { title: string; categoryName: string | null; body: string; staffId: number },
): Promise<number> {
  const [created] = await db
    .insert(answerTemplates)
    .values({
      title: row.title,
      categoryName: row.categoryName,
      body: row.body,
      createdBy: row.staffId,
      updatedBy: row.staffId,
    })
    .returning({ id: answerTemplates.answerTemplateId });
  return created!.id;
}

export async function updateTemplate(
  db: Db,
  answerTemplateId: number,
  row: { title: string; categoryName: string | null; body: string; staffId: number },
): Promise<void> {
  await db
    .update(answerTemplates)
    .set({
      title: row.title,
      categoryName: row.categoryName,
      body: row.body,
      updatedBy: row.staffId,
      updatedAt: sql`now()`,
    })
    .where(eq(answerTemplates.answerTemplateId, answerTemplateId));
}

export async function deleteTemplate(db: Db, answerTemplateId: number): Promise<void> {
  await db.delete(answerTemplates).where(eq(answerTemplates.answerTemplateId, answerTemplateId));
}

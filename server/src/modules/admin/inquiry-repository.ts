import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ClaimStatus, type ClaimWebSite } from '@shop/contract/claim.ts';
import type { InquiryQueueSummary } from '@shop/contract/admin-inquiries.ts';
import type { Db } from '../../db/client.ts';
import { claimWebSites } from '../../db/schema/claims.ts';

/**
 * The staff side of the members' 1:1 inquiries (table of server/src/modules/support). Hidden
 * (member-deleted) inquiries are out of the queue: only unanswered ones can be hidden.
 */

export type QueueStatus = '답변대기' | '답변완료' | 'all';

const columns = {
  claimWebSiteId: claimWebSites.claimWebSiteId,
  memberId: claimWebSites.memberId,
  categoryName: claimWebSites.categoryName,
  title: claimWebSites.title,
  inquiryMemo: claimWebSites.inquiryMemo,
  writeDatetime: claimWebSites.writeDatetime,
  answerStatusCd: claimWebSites.answerStatusCd,
  handleMemo: claimWebSites.handleMemo,
  handleDatetime: claimWebSites.handleDatetime,
};

export type InquiryRow = Pick<typeof claimWebSites.$inferSelect, keyof typeof columns>;

export function toClaimWire(row: InquiryRow): ClaimWebSite & { memberId: number } {
  return {
    claimWebSiteId: row.claimWebSiteId,
    memberId: row.memberId,
    categoryName: row.categoryName,
    title: row.title,
    inquiryMemo: row.inquiryMemo,
    writeDatetime: row.writeDatetime.toISOString(),
    answerStatusCd: row.answerStatusCd,
    handleMemo: row.handleMemo,
    handleDatetime: row.handleDatetime?.toISOString() ?? null,
  };
}

const visible = isNull(claimWebSites.deletedAt);

function queueWhere(status: QueueStatus, categoryName: string | undefined): SQL | undefined {
  return and(
    visible,
    status === 'all' ? undefined : eq(claimWebSites.answerStatusCd, status),
    categoryName ? eq(claimWebSites.categoryName, categoryName) : undefined,
  );
}

/** Waiting ones oldest first (the queue); answered ones newest answer first. */
function queueOrder(status: QueueStatus): SQL[] {
  if (status === ClaimStatus.waiting) {
    return [asc(claimWebSites.writeDatetime), asc(claimWebSites.claimWebSiteId)];
  }
  if (status === ClaimStatus.answered) {
    return [desc(claimWebSites.handleDatetime), desc(claimWebSites.claimWebSiteId)];
  }
  return [
    sql`${claimWebSites.answerStatusCd} = ${ClaimStatus.answered}`,
    asc(claimWebSites.writeDatetime),
    asc(claimWebSites.claimWebSiteId),
  ];
}

export async function listQueue(
  db: Db,
  filter: { status: QueueStatus; categoryName?: string | undefined },
  page: number,
  size: number,
): Promise<{ rows: InquiryRow[]; totalCount: number }> {
  const where = queueWhere(filter.status, filter.categoryName);
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(claimWebSites)
    .where(where)
    .orderBy(...queueOrder(filter.status))
    .limit(size)
    .offset((page - 1) * size);
  if (rows.length === 0 && page > 1) {
    const [total] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(claimWebSites)
      .where(where);
    return { rows: [], totalCount: total?.n ?? 0 };
  }
  return { rows: rows.map(({ total: _total, ...row }) => row), totalCount: rows[0]?.total ?? 0 };
}

/** Waiting inquiries by category (oldest first) and by age, in one statement. */
export async function waitingSummary(db: Db): Promise<InquiryQueueSummary> {
  const rows = await db
    .select({
      categoryName: claimWebSites.categoryName,
      waiting: sql<number>`count(*)`.mapWith(Number),
      oldest: sql<Date>`min(${claimWebSites.writeDatetime})`.mapWith(
        (v: string | Date) => new Date(v),
      ),
      underOneDay:
        sql<number>`count(*) filter (where ${claimWebSites.writeDatetime} > now() - interval '1 day')`.mapWith(
          Number,
        ),
      overThreeDays:
        sql<number>`count(*) filter (where ${claimWebSites.writeDatetime} <= now() - interval '3 days')`.mapWith(
          Number,
        ),
    })
    .from(claimWebSites)
    .where(and(visible, eq(claimWebSites.answerStatusCd, ClaimStatus.waiting)))
    .groupBy(claimWebSites.categoryName)
    .orderBy(sql`min(${claimWebSites.writeDatetime})`);
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const waiting = sum((r) => r.waiting);
  const underOneDay = sum((r) => r.underOneDay);
  const overThreeDays = sum((r) => r.overThreeDays);
  return {
    waiting,
    byAge: { underOneDay, oneToThreeDays: waiting - underOneDay - overThreeDays, overThreeDays },
    byCategory: rows.map((r) => ({
      categoryName: r.categoryName,
      waiting: r.waiting,
      oldestWriteDatetime: r.oldest.toISOString(),
    })),
  };
}

export async function findInquiry(db: Db, claimWebSiteId: number): Promise<InquiryRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(claimWebSites)
    .where(and(eq(claimWebSites.claimWebSiteId, claimWebSiteId), visible));
  return row;
}

/** The visible inquiry, locked until the transaction ends (an answer and a member's delete). */
export async function lockInquiry(db: Db, claimWebSiteId: number): Promise<InquiryRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(claimWebSites)
    .where(and(eq(claimWebSites.claimWebSiteId, claimWebSiteId), visible))
    .for('update');
  return row;
}

export async function writeAnswer(
  db: Db,
  claimWebSiteId: number,
  handleMemo: string,
): Promise<InquiryRow> {
  const [row] = await db
    .update(claimWebSites)
    .set({ handleMemo, handleDatetime: sql`now()`, answerStatusCd: ClaimStatus.answered })
    .where(eq(claimWebSites.claimWebSiteId, claimWebSiteId))
    .returning(columns);
  return row!;
}

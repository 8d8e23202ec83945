import { and, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import { ClaimStatus, type ClaimWebSite } from '@shop/contract/claim.ts';
import type { Db } from '../../db/client.ts';
import { claimWebSites } from '../../db/schema/claims.ts';

const visibleOf = (memberId: number) =>
  and(eq(claimWebSites.memberId, memberId), isNull(claimWebSites.deletedAt));

const listColumns = {
  claimWebSiteId: claimWebSites.claimWebSiteId,
  categoryName: claimWebSites.categoryName,
  title: claimWebSites.title,
  inquiryMemo: claimWebSites.inquiryMemo,
  writeDatetime: claimWebSites.writeDatetime,
  answerStatusCd: claimWebSites.answerStatusCd,
  handleMemo: claimWebSites.handleMemo,
  handleDatetime: claimWebSites.handleDatetime,
};

type ClaimRow = Pick<typeof claimWebSites.$inferSelect, keyof typeof listColumns>;

function toWire(row: ClaimRow): ClaimWebSite {
  return {
    ...row,
    writeDatetime: row.writeDatetime.toISOString(),
    handleDatetime: row.handleDatetime?.toISOString() ?? null,
  };
}

/** A member's visible inquiries, newest first: one page and the total in one statement. */
export async function listClaims(
  db: Db,
  memberId: number,
  page: number,
  size: number,
): Promise<{ list: ClaimWebSite[]; totalCount: number }> {
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(claimWebSites)
    .where(visibleOf(memberId))
    .orderBy(desc(claimWebSites.claimWebSiteId))
    .limit(size)
    .offset((page - 1) * size);
  if (rows.length === 0 && page > 1) {
    // past the last page the window count has no row to ride on
    const [total] = await db.select({ n: count() }).from(claimWebSites).where(visibleOf(memberId));
    return { list: [], totalCount: total?.n ?? 0 };
  }
  return {
    list: rows.map(({ total: _total, ...row }) => toWire(row)),
    totalCount: rows[0]?.total ?? 0,
  };
}

export async function insertClaim(
  db: Db,
  row: { memberId: number; categoryName: string; title: string; inquiryMemo: string },
): Promise<number> {
  const [created] = await db
    .insert(claimWebSites)
    .values(row)
    .returning({ id: claimWebSites.claimWebSiteId });
  return created!.id;
}

/**
 * Hides one unanswered inquiry of the member in a single statement, so an answer written at the
 * same moment can never be lost to a delete. Answers the id, or undefined when nothing matched.
 */
export async function hideUnansweredClaim(
  db: Db,
  memberId: number,
  claimWebSiteId: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(claimWebSites)
    .set({ deletedAt: sql`now()` })
    .where(
      and(
        eq(claimWebSites.claimWebSiteId, claimWebSiteId),
        visibleOf(memberId),
        ne(claimWebSites.answerStatusCd, ClaimStatus.answered),
      ),
    )
    .returning({ id: claimWebSites.claimWebSiteId });
  return row?.id;
}

/** The status of a member's visible inquiry, or undefined when the member has no such inquiry. */
export async function claimStatus(
  db: Db,
  memberId: number,
  claimWebSiteId: number,
): Promise<string | undefined> {
  const [row] = await db
    .select({ status: claimWebSites.answerStatusCd })
    .from(claimWebSites)
    .where(and(eq(claimWebSites.claimWebSiteId, claimWebSiteId), visibleOf(memberId)));
  return row?.status;
}

/** Inquiries the member wrote since a moment (the my-page summary). */
export async function countClaimsSince(db: Db, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(claimWebSites)
    .where(and(visibleOf(memberId), gte(claimWebSites.writeDatetime, since)));
  return row?.n ?? 0;
}

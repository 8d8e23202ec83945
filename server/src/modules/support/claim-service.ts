import {
  ClaimErrorCode,
  ClaimLimits,
  ClaimMessage,
  ClaimStatus,
  type ClaimWebSite,
} from '@shop/contract/claim.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { isClaimCategory } from './claim-categories.ts';
import * as repo from './claim-repository.ts';

export interface ClaimInput {
  categoryName: string;
  title: string;
  inquiryMemo: string;
}

/** 1:1 inquiries: a member reads, writes and deletes only its own (architecture §6). */
export class ClaimService {
  constructor(private readonly db: Db) {}

  async list(
    memberId: number,
    page: number,
  ): Promise<{ list: ClaimWebSite[]; totalCount: number; totalPages: number }> {
    const size = ClaimLimits.pageSize;
    const { list, totalCount } = await repo.listClaims(this.db, memberId, page, size);
    return { list, totalCount, totalPages: Math.ceil(totalCount / size) };
  }

  async create(memberId: number, input: ClaimInput): Promise<number> {
    if (!isClaimCategory(input.categoryName)) {
      throw badRequest(ClaimMessage.categoryRequired, 'categoryName');
    }
    return repo.insertClaim(this.db, {
      memberId,
      categoryName: input.categoryName,
      title: input.title,
      inquiryMemo: input.inquiryMemo.replace(/\r\n?/g, '\n'),
    });
  }

  /** An answered inquiry stays (409); another member's or a missing one reads as not found. */
  async remove(memberId: number, claimWebSiteId: number): Promise<void> {
    const hidden = await repo.hideUnansweredClaim(this.db, memberId, claimWebSiteId);
    if (hidden !== undefined) return;
    const status = await repo.claimStatus(this.db, memberId, claimWebSiteId);
    if (status === ClaimStatus.answered) {
      throw new AppError(409, ClaimErrorCode.answered, ClaimMessage.answeredNotDeletable);
    }
    throw notFound(ClaimMessage.notFound);
  }

  countSince(memberId: number, since: Date): Promise<number> {
    return repo.countClaimsSince(this.db, memberId, since);
  }
}

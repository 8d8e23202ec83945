import {
  InquiryAdminErrorCode,
  InquiryAdminMessage,
  InquiryQueueLimits,
  type InquiryQueueRow,
  type InquiryQueueSummary,
} from '@shop/contract/admin-inquiries.ts';
import { ClaimStatus, type ClaimWebSite } from '@shop/contract/claim.ts';
import type { Db } from '../../db/client.ts';
import { notify } from '../../db/notification-outbox.ts';
import { AppError, notFound } from '../../http/errors.ts';
import {
  ClassRecordsUnavailable,
  type ClassRecords,
} from '../../integrations/class-records/class-records.ts';
import { inTransaction, withAudit, type AuditActor } from './audit-log.ts';
import * as repo from './inquiry-repository.ts';
import { maskPhonesInText } from './personal-data-mask.ts';

export interface InquiryMember {
  memberId: number;
  name: string;
  loginId: string | null;
  phone: string | null;
}

function preview(memo: string): string {
  const flat = memo.replace(/\s+/g, ' ').trim();
  const cut =
    flat.length > InquiryQueueLimits.previewLength
      ? `${flat.slice(0, InquiryQueueLimits.previewLength)}…`
      : flat;
  return maskPhonesInText(cut);
}

/** The audited part of an inquiry's answer. */
const answerOf = (row: repo.InquiryRow) => ({
  answerStatusCd: row.answerStatusCd,
  handleMemo: row.handleMemo,
  handleDatetime: row.handleDatetime?.toISOString() ?? null,
});

/** Inquiry queue, detail (a logged view of personal data) and answers. */
export class InquiryAdminService {
  constructor(
    private readonly db: Db,
    private readonly classRecords: ClassRecords,
  ) {}

  async queue(
    filter: { status: repo.QueueStatus; categoryName?: string | undefined },
    page: number,
  ): Promise<{
    list: InquiryQueueRow[];
    totalCount: number;
    totalPages: number;
    summary: InquiryQueueSummary;
  }> {
    const size = InquiryQueueLimits.pageSize;
    const [{ rows, totalCount }, summary] = await Promise.all([
      repo.listQueue(this.db, filter, page, size),
      repo.waitingSummary(this.db),
    ]);
    return {
      list: rows.map((row) => ({
        claimWebSiteId: row.claimWebSiteId,
        memberId: row.memberId,
        categoryName: row.categoryName,
        title: row.title,
        preview: preview(row.inquiryMemo),
        writeDatetime: row.writeDatetime.toISOString(),
        answerStatusCd: row.answerStatusCd,
        handleDatetime: row.handleDatetime?.toISOString() ?? null,
      })),
      totalCount,
      totalPages: Math.ceil(totalCount / size),
      summary,
    };
  }

  /**
   * The inquiry and its member's contact in full (the academy's class records); the view is
   * logged as 'personalData.view'. Without that permission, or while the class records are
   * down, the contact is left out.
   */
  async detail(
    actor: AuditActor,
    claimWebSiteId: number,
    showContact: boolean,
  ): Promise<{ claim: ClaimWebSite & { memberId: number }; member: InquiryMember | null }> {
    const row = await repo.findInquiry(this.db, claimWebSiteId);
    if (!row) throw notFound(InquiryAdminMessage.notFound);
    if (!showContact) return { claim: repo.toClaimWire(row), member: null };
    const member = await this.memberOf(row.memberId);
    await inTransaction(this.db, (tx) =>
      withAudit(tx, actor, 'personalData.view', { type: 'claim', id: claimWebSiteId }, null, {
        viewed: 'inquiry',
        memberId: row.memberId,
        contactShown: member !== null,
      }),
    );
    return { claim: repo.toClaimWire(row), member };
  }

  /**
   * Answers (or, with `revise`, changes the answer of) a visible inquiry, audited and its
   * notification written (once per inquiry) in the same transaction. The row lock orders it with a member's delete: whichever comes second sees the
   * other's result.
   */
  async answer(
    actor: AuditActor,
    input: { claimWebSiteId: number; handleMemo: string; revise: boolean },
  ): Promise<ClaimWebSite> {
    const memo = input.handleMemo.replace(/\r\n?/g, '\n');
    return inTransaction(this.db, async (tx) => {
      const before = await repo.lockInquiry(tx, input.claimWebSiteId);
      if (!before) throw notFound(InquiryAdminMessage.notFound);
      if (before.answerStatusCd === ClaimStatus.answered && !input.revise) {
        throw new AppError(
          409,
          InquiryAdminErrorCode.alreadyAnswered,
          InquiryAdminMessage.alreadyAnswered,
        );
      }
      const after = await repo.writeAnswer(tx, input.claimWebSiteId, memo);
      // the member is told once per inquiry (decision 0502); a revised answer finds the key taken
      await notify(tx, 'inquiryAnswered', {
        memberId: before.memberId,
        ref: input.claimWebSiteId,
        vars: { 문의제목: before.title },
      });
      await withAudit(
        tx,
        actor,
        'inquiry.answer',
        { type: 'claim', id: input.claimWebSiteId },
        answerOf(before),
        answerOf(after),
      );
      const { memberId: _memberId, ...claim } = repo.toClaimWire(after);
      return claim;
    });
  }

  private async memberOf(memberId: number): Promise<InquiryMember | null> {
    try {
      const record = await this.classRecords.member(memberId);
      if (!record) return null;
      return {
        memberId,
        name: record.account.stdName,
        loginId: record.account.loginId,
        phone: record.account.stdHandPhone,
      };
    } catch (err) {
      if (err instanceof ClassRecordsUnavailable) return null;
      throw err;
    }
  }
}

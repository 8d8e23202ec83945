import { z } from 'zod';
import { RevokeMessage } from './revoke.ts';
import { firstRefusal, type Refusal } from './refusal.ts';

/** Digits, hyphens allowed between them (the form keeps digits only). */
const BANK_ACCOUNT = /^[0-9-]{6,30}$/;

/**
 * The second step of a cancel/return request (spec 3 §2, §5), written once: the refund account
 * of a virtual-account order (spec 3 §5 '환불 받을 계좌정보를 입력해주세요'), the saved address the
 * goods are collected from when something was shipped, and how a return fee is paid. What is
 * needed comes from the server's calculation (needsRefundAccount, needsRecall, recallFee).
 */
export const revokeChoice = z
  .object({
    needsRefundAccount: z.boolean(),
    bankName: z.string().nullable(),
    bankAccount: z.string().nullable(),
    bankAccountName: z.string().nullable(),
    needsRecall: z.boolean(),
    deliveryId: z.number().int().nullable(),
    recallFee: z.number().int().min(0),
    paymentTypeCd: z.enum(['신용카드', '가상계좌']).nullable(),
  })
  .superRefine((c, ctx) => {
    const refuse = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.needsRefundAccount) {
      const account = c.bankAccount?.trim() ?? '';
      if (!c.bankName?.trim()) return refuse('bankName', RevokeMessage.refundAccount);
      if (!BANK_ACCOUNT.test(account)) return refuse('bankAccount', RevokeMessage.refundAccount);
      if (!c.bankAccountName?.trim()) return refuse('bankAccountName', RevokeMessage.refundAccount);
    }
    if (c.needsRecall && !c.deliveryId) return refuse('deliveryId', RevokeMessage.recallAddress);
    if (c.recallFee > 0 && !c.paymentTypeCd) refuse('paymentTypeCd', RevokeMessage.choosePayment);
  });
export type RevokeChoice = z.input<typeof revokeChoice>;

export const firstRevokeRefusal = (choice: RevokeChoice): Refusal | null =>
  firstRefusal(revokeChoice, choice);

import { z } from 'zod';
import { RevokeMessage } from './revoke.ts';
import { firstRefusal, type Refusal } from './refusal.ts';

/** Digits, hyphens allowed between them (the form keeps digits only). */
const BANK_ACCOUNT = /^[0-9-]{6,30}$/;

interface AccountFields {
  bankName: string | null;
  bankAccount: string | null;
  bankAccountName: string | null;
}

/** The refund account's one rule (spec 3 §5): bank, account number, holder, in that order. */
function refuseIncompleteAccount(a: AccountFields, ctx: z.RefinementCtx): boolean {
  const refuse = (path: keyof AccountFields) =>
    ctx.addIssue({ code: 'custom', path: [path], message: RevokeMessage.refundAccount });
  if (!a.bankName?.trim()) refuse('bankName');
  else if (!BANK_ACCOUNT.test(a.bankAccount?.trim() ?? '')) refuse('bankAccount');
  else if (!a.bankAccountName?.trim()) refuse('bankAccountName');
  else return true;
  return false;
}

const accountFields = {
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  bankAccountName: z.string().nullable(),
};

/**
 * The refund account of a virtual-account order as the member's form types it (spec 3 §5
 * '환불 받을 계좌정보를 입력해주세요'): the first incomplete field is named, the form shows the
 * message beside it. `revokeChoice` runs the same rule when the server says an account is needed.
 */
export const refundAccountForm = z.object(accountFields).superRefine((a, ctx) => {
  refuseIncompleteAccount(a, ctx);
});
export type RefundAccountForm = z.input<typeof refundAccountForm>;

/**
 * The second step of a cancel/return request (spec 3 §2, §5), written once: the refund account
 * of a virtual-account order, the saved address the goods are collected from when something was
 * shipped, and how a return fee is paid. What is needed comes from the server's calculation
 * (needsRefundAccount, needsRecall, recallFee).
 */
export const revokeChoice = z
  .object({
    needsRefundAccount: z.boolean(),
    ...accountFields,
    needsRecall: z.boolean(),
    deliveryId: z.number().int().nullable(),
    recallFee: z.number().int().min(0),
    paymentTypeCd: z.enum(['신용카드', '가상계좌']).nullable(),
  })
  .superRefine((c, ctx) => {
    const refuse = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.needsRefundAccount && !refuseIncompleteAccount(c, ctx)) return;
    if (c.needsRecall && !c.deliveryId) return refuse('deliveryId', RevokeMessage.recallAddress);
    if (c.recallFee > 0 && !c.paymentTypeCd) refuse('paymentTypeCd', RevokeMessage.choosePayment);
  });
export type RevokeChoice = z.input<typeof revokeChoice>;

export const firstRevokeRefusal = (choice: RevokeChoice): Refusal | null =>
  firstRefusal(revokeChoice, choice);

import { cashReceiptChoice, storedRequest } from '@shop/contract/cash-receipt.ts';
import { CheckoutErrorCode, CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import type { PaymentTypeCd } from '@shop/contract/checkout.ts';
import { firstPaymentRefusal } from '@shop/contract/checkout-forms.ts';
import { isCurrentConsent, type ConsentVersions } from '@shop/contract/order-consent.ts';
import { firstRefusal } from '@shop/contract/refusal.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { ageBandOfMember, type Member } from '../auth/member-access.ts';
import type { OrderRequest } from './checkout-service.ts';
import type { NewOrder } from './order-repository.ts';

/**
 * The rules an order request must pass before it is priced and written (spec 2, decisions 0462–
 * 0464): the payment choice, the cash receipt, the consent and the rules for minors.
 */

/** The pay page's payment and delivery rules (the contract's), on the server's own total. */
export function assertPaymentChoice(
  request: OrderRequest,
  priceTotal: number,
  delivery: { needsAddress: boolean; deliveryId: number | null; shipsGoods: boolean },
): void {
  const refusal = firstPaymentRefusal({
    priceTotal,
    paymentTypeCd: request.paymentTypeCd,
    arsPhone: request.arsPhone,
    escrow: request.escrow === true,
    ...delivery,
  });
  if (refusal) throw badRequest(refusal.message, refusal.field);
}

/**
 * The cash receipt asked for (decision 0464), by the contract's rule: only a virtual-account order
 * asks (another method with a request is refused); stored as the use and the number in digits.
 */
export function cashReceiptOf(
  request: OrderRequest,
  paymentTypeCd: PaymentTypeCd,
): NewOrder['cashReceipt'] {
  const choice = request.cashReceipt ?? null;
  if (paymentTypeCd !== '가상계좌') {
    if (choice && choice.kind !== 'none') {
      throw badRequest(CheckoutMessage.cashReceipt.notVirtualAccount, 'cashReceipt.kind');
    }
    return null;
  }
  if (!choice) return null;
  const refusal = firstRefusal(cashReceiptChoice, choice);
  if (refusal) throw badRequest(refusal.message, `cashReceipt.${refusal.field}`);
  return storedRequest(choice);
}

/** 전자상거래법 §13 ②, 개인정보보호법 §17: no order without the ticked box of the texts in force. */
export function assertConsent(request: OrderRequest, inForce: ConsentVersions): void {
  if (!isCurrentConsent(request.consent, inForce)) {
    throw badRequest(CheckoutMessage.consentRequired, 'consent');
  }
}

/**
 * 민법 §5, 전자상거래법 §13 ④, 개인정보보호법 §22조의2 (decision 0463), by the age band the server
 * counts from the sign-in's birth year: an account under 14 cannot order (403; the parent account
 * pays); a student under 19 orders only from a page that showed the notice of 민법 §5 ② (400
 * otherwise). Answers whether the order records the notice as shown: only when it was required.
 */
export function assertMinorRules(
  member: Member,
  request: OrderRequest,
  inForce: ConsentVersions,
): boolean {
  const band = ageBandOfMember(member);
  if (band === 'child') {
    throw new AppError(403, CheckoutErrorCode.parentPays, CheckoutMessage.parentPays);
  }
  if (band !== 'minor') return false;
  // a missing or old consent is assertConsent's refusal
  if (isCurrentConsent(request.consent, inForce) && !request.consent!.minorsNotice) {
    throw badRequest(CheckoutMessage.minorsNoticeRequired, 'consent');
  }
  return true;
}

/** ZERO for a zero total; otherwise the method assertPaymentChoice let through. */
export function paymentTypeOf(request: OrderRequest, priceTotal: number): PaymentTypeCd {
  return priceTotal === 0 || !request.paymentTypeCd ? 'ZERO' : request.paymentTypeCd;
}

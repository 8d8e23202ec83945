import type { Won } from '@shop/contract/common.ts';
import type { TaxSplit } from '@shop/contract/tax-split.ts';
import { OutsideRefusal, OutsideUnavailable } from '../outside-errors.ts';

/**
 * Card payment gateway (INTEGRATIONS.md §4), modelled on the Korean standard-payment protocol.
 *
 * PC, two steps. (1) The shop's server signs the window form (`pcWindow`): mid, oid, price,
 * timestamp (ms), `signature = sha256(oid&price&timestamp)`, `verification = sha256(oid&price&
 * signKey&timestamp)`, `mKey = sha256(signKey)`, gopaymethod Card|VBank, returnUrl, closeUrl,
 * merchantData, and the 복합과세 split: `taxfree` (the tax-free part) and `tax` (the VAT inside the
 * rest; mobile P_TAXFREE, P_TAX), which the gateway checks add up. The pay page loads `<PG>/stdjs/INIStdPay.js` and calls `INIStdPay.pay(formId)`,
 * which posts the form into the gateway's popup. (2) The gateway posts the authentication result
 * to returnUrl: resultCode (`0000` ok, `V801` user cancel, others refused), resultMsg,
 * orderNumber, a one-time authToken, authUrl and netCancelUrl (`readPcReturn`). The shop approves
 * server-to-server at authUrl with the token signed again (`approvePc`); only hosts in
 * `approvalHosts` are ever called. If the shop cannot record the approval it calls netCancelUrl
 * (`netCancelPc`), so no money is taken for an order that was not recorded.
 *
 * Mobile: one form post of `P_` fields to `<PG mobile>/smart/payment` (`mobileWindow`; the amount
 * is protected by `P_CHKFAKE = base64(sha512(amount + oid + timestamp + signKey))`). The gateway
 * posts P_STATUS (`00` ok), P_TID, P_REQ_URL to P_NEXT_URL (`readMobileNext`); the shop approves by
 * posting P_MID + P_TID to P_REQ_URL (`approveMobile`, URL-encoded answer).
 *
 * Virtual account: approval issues the account (bank, number, holder, due date; 5 days unless
 * the shop asks for another day). The deposit comes later as a notification, PC format (`no_tid`,
 * `no_oid`, `amt_input`, …) to the merchant's notification URL, mobile format (`P_STATUS=02`,
 * `P_TID`, `P_AMT`, …) to P_NOTI_URL, signed with the notification secret (HMAC-SHA256 over the
 * sorted fields in `noti_sign` / `P_NOTI_SIGN`). `readDepositNotification` verifies and reads it;
 * the shop applies it once per tid, checks the amount against the order and answers plain `OK`
 * (anything else makes the gateway retry).
 *
 * Merchant API (JSON, `hashData = sha512(apiKey + mid + type + timestamp + JSON(data))`):
 * `/v2/pg/receipt` type receiptIssue | receiptCancel (현금영수증: price, taxFreePrice, tax, useOpt
 * 1 소득공제 | 2 지출증빙, regNum; answers the receipt's tid and approval number applNum),
 * `/v2/pg/refund` type refund | partialRefund (partial: price and confirmPrice = what remains
 * after it; more than remains is refused; taxFreePrice and tax: the tax-free part and the VAT of
 * the taxable part, which must fit in what remains of each), `/v2/pg/inquiry` (state of a tid or order number, for
 * recovery after a crash), `/v2/pg/settlement` (a day's approvals, deposits, refunds, net cancels).
 *
 * A refusal by the gateway is `GatewayRefused` (its code and message); no answer in time is
 * `GatewayTimeout` (the call may have been applied: inquire or net-cancel); any other failure to
 * talk to it is `GatewayUnavailable`.
 */

export type PayMethod = 'Card' | 'VBank';

export interface PaymentRequest {
  /** The gateway's order number (oid): unique per payment attempt, at most 40 characters. */
  orderNumber: string;
  price: Won;
  /** The taxable and tax-free parts of `price` (복합과세, decision 0461); they add up to it. */
  split: TaxSplit;
  payMethod: PayMethod;
  goodsName: string;
  buyerName: string;
  buyerTel: string;
  buyerEmail: string;
  /** Echoed back in every result and notification (e.g. the shop's order id). */
  merchantData: string;
  /** Last deposit day of a virtual account, YYYYMMDD in Seoul; default 5 days out. */
  vbankDueDate?: string;
  /** 구매안전서비스 (escrow): PC `acceptmethod` useescrow, mobile `P_RESERVED` useescrow=Y. */
  escrow?: boolean;
}

export interface WindowForm {
  /** Where the browser posts `fields` (PC: through the gateway script, in its popup). */
  windowUrl: string;
  /** PC only: the gateway's script defining `INIStdPay.pay(formId)`. */
  scriptUrl: string | null;
  fields: Record<string, string>;
}

export type PcAuthResult =
  | {
      ok: true;
      orderNumber: string;
      authToken: string;
      authUrl: string;
      netCancelUrl: string;
      merchantData: string;
    }
  | { ok: false; code: string; message: string; orderNumber: string; merchantData: string };
export type PcAuthSuccess = Extract<PcAuthResult, { ok: true }>;

export type MobileAuthResult =
  | {
      ok: true;
      tid: string;
      requestUrl: string;
      orderNumber: string;
      amount: Won;
      merchantData: string;
    }
  | { ok: false; code: string; message: string; orderNumber: string; merchantData: string };
export type MobileAuthSuccess = Extract<MobileAuthResult, { ok: true }>;

export interface VirtualAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  holder: string;
  depositorName: string;
  /** The last moment a deposit is accepted. */
  dueAt: Date;
}

export interface Approval {
  tid: string;
  orderNumber: string;
  price: Won;
  payMethod: PayMethod;
  approvedAt: Date;
  /** Card approval number; null for a virtual account. */
  approvalNumber: string | null;
  card: { code: string; name: string; maskedNumber: string; installmentMonths: number } | null;
  virtualAccount: VirtualAccount | null;
  merchantData: string;
}

export interface DepositNotification {
  format: 'pc' | 'mobile';
  tid: string;
  orderNumber: string;
  amount: Won;
  accountNumber: string;
  bankCode: string;
  depositor: string;
  depositedAt: Date;
}

export interface RefundAccount {
  bankCode: string;
  accountNumber: string;
  holder: string;
}

export interface RefundResult {
  /** The original transaction. */
  tid: string;
  /** A partial refund gets its own transaction id; a full refund keeps the original's. */
  refundTid: string;
  amount: Won | null;
  /** What the gateway still holds for the transaction after this refund (partial refunds). */
  remaining: Won | null;
  refundedAt: Date;
}

export type TransactionState =
  'authenticated' | 'approved' | 'vbankIssued' | 'deposited' | 'netCancelled' | 'refunded';

export interface TransactionStatus {
  tid: string;
  orderNumber: string;
  payMethod: PayMethod;
  state: TransactionState;
  price: Won;
  remaining: Won;
  /** Enough to record an approval the shop did not get to record (crash recovery). */
  approvedAt: Date | null;
  approvalNumber: string | null;
  virtualAccount: VirtualAccount | null;
}

export interface SettlementReport {
  /** YYYY-MM-DD, Seoul. */
  date: string;
  approvals: { tid: string; orderNumber: string; payMethod: PayMethod; amount: Won; at: Date }[];
  deposits: { tid: string; orderNumber: string; amount: Won; depositor: string; at: Date }[];
  refunds: {
    tid: string;
    refundTid: string;
    orderNumber: string;
    amount: Won;
    partial: boolean;
    at: Date;
  }[];
  netCancels: { tid: string; orderNumber: string; amount: Won; at: Date }[];
}

/** A cash receipt's use (현금영수증): income deduction (소득공제) or expense proof (지출증빙). */
export type CashReceiptUse = 'income' | 'expense';

export interface CashReceiptRequest {
  /** The payment's order number at the gateway. */
  orderNumber: string;
  amount: Won;
  /** The taxable and tax-free parts of `amount` (decision 0461). */
  split: TaxSplit;
  use: CashReceiptUse;
  /** Digits only: a mobile number (or the self-issue number 0100001234), or a business number. */
  identifier: string;
  goodsName: string;
  buyerName: string;
}

export interface IssuedCashReceipt {
  /** The receipt's own transaction id (what cancels it). */
  receiptTid: string;
  approvalNumber: string;
  issuedAt: Date;
}

export interface PaymentGateway {
  /** Signed PC window form; `returnUrl` gets the result, `closeUrl` closes the popup. */
  pcWindow(request: PaymentRequest, urls: { returnUrl: string; closeUrl: string }): WindowForm;
  /** Signed mobile window form; `nextUrl` gets the result, `notiUrl` the deposit notification. */
  mobileWindow(request: PaymentRequest, urls: { nextUrl: string; notiUrl: string }): WindowForm;
  /** Reads what the gateway posted to returnUrl; throws GatewayProtocolError when unreadable. */
  readPcReturn(posted: Record<string, unknown>): PcAuthResult;
  readMobileNext(posted: Record<string, unknown>): MobileAuthResult;
  /** Approves at authUrl; the gateway refuses another price. */
  approvePc(auth: PcAuthSuccess, price: Won): Promise<Approval>;
  /** Approves at P_REQ_URL; an amount other than `price` is net-cancelled and refused. */
  approveMobile(auth: MobileAuthSuccess, price: Won): Promise<Approval>;
  /** Undoes an approval (or voids its token) right after it; repeating it is harmless. */
  netCancelPc(auth: PcAuthSuccess, price: Won): Promise<void>;
  netCancelMobile(payment: { tid: string; orderNumber: string; price: Won }): Promise<void>;
  /** Verifies the signature and reads a deposit notification; throws NotificationRefused. */
  readDepositNotification(posted: Record<string, unknown>): DepositNotification;
  refund(request: {
    tid: string;
    reason: string;
    refundAccount?: RefundAccount;
  }): Promise<RefundResult>;
  /** `remainingAfter` must equal what the gateway holds minus `amount` (the gateway checks). */
  partialRefund(request: {
    tid: string;
    amount: Won;
    /** The taxable and tax-free parts of `amount`. */
    split: TaxSplit;
    remainingAfter: Won;
    reason: string;
    refundAccount?: RefundAccount;
  }): Promise<RefundResult>;
  /** The transaction of a tid, or the latest of an order number; null when unknown. */
  inquire(key: { tid: string } | { orderNumber: string }): Promise<TransactionStatus | null>;
  /** `date` YYYY-MM-DD (Seoul). */
  settlement(date: string): Promise<SettlementReport>;
  /** Issues a cash receipt (`/v2/pg/receipt` receiptIssue); refused: a bad identifier or split. */
  issueCashReceipt(request: CashReceiptRequest): Promise<IssuedCashReceipt>;
  /** Cancels a cash receipt by its own tid (receiptCancel); R605 when already cancelled. */
  cancelCashReceipt(receiptTid: string, reason: string): Promise<void>;
}

/** The gateway refused (result code other than success). */
export class GatewayRefused extends OutsideRefusal {
  constructor(
    readonly code: string,
    readonly gatewayMessage: string,
  ) {
    super(`gateway refused [${code}] ${gatewayMessage}`);
  }
}

/** The gateway could not be reached or answered with an HTTP error or nonsense. */
export class GatewayUnavailable extends OutsideUnavailable {}

/** No answer in time: the call may or may not have been applied. */
export class GatewayTimeout extends GatewayUnavailable {}

/** Something posted to the shop in the gateway's name that does not follow the protocol. */
export class GatewayProtocolError extends Error {}

/** An approval or net-cancel URL outside the configured gateway hosts; never called. */
export class UntrustedGatewayUrl extends Error {}

/** The gateway approved another amount than the order's; the approval was net-cancelled. */
export class AmountMismatch extends Error {}

/** A notification that must change nothing (bad signature, missing fields). */
export class NotificationRefused extends Error {
  constructor(readonly reason: string) {
    super(`notification refused: ${reason}`);
  }
}

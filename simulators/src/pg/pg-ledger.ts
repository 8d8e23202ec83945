import { randomBytes, randomInt } from 'node:crypto';
import type { CashReceipt } from './cash-receipts.ts';
import type { EscrowRecord } from './escrow.ts';

/**
 * What the gateway remembers, in the simulator process's memory (it outlives shop restarts, as
 * the real gateway does): opened payment windows, authenticated payments with their one-time
 * tokens, transactions with their approvals, virtual accounts, deposits and refunds, and the
 * event log the settlement report is built from.
 */

export type PayMethod = 'Card' | 'VBank';
export type Channel = 'pc' | 'mobile';
export type TxStatus =
  /** The person approved in the window; the shop has not asked for approval yet. */
  | 'authenticated'
  /** Card approved (money taken). */
  | 'approved'
  /** Virtual account issued by the approval; waiting for the deposit. */
  | 'vbankIssued'
  | 'deposited'
  /** Undone by the shop's net cancel right after approval. */
  | 'netCancelled'
  /** Refunded in full (or a virtual account cancelled before its deposit). */
  | 'refunded';

export interface Merchant {
  mid: string;
  name: string;
  signKey: string;
  apiKey: string;
  notiSecret: string;
  /** Where PC virtual-account deposits are notified (set in the merchant's admin, not per payment). */
  pcNotiUrl: string;
  /** Where the buyer's escrow decisions are notified (the merchant's admin setting). */
  escrowNotiUrl: string;
  /** Days after the delivery registration when a buyer's silence counts as confirmation. */
  escrowConfirmDays: number;
}

export interface WindowRequest {
  channel: Channel;
  mid: string;
  oid: string;
  price: number;
  /** The tax-free part of the price (복합과세); the rest is taxable. */
  taxFree: number;
  payMethod: PayMethod;
  goodName: string;
  buyerName: string;
  buyerTel: string;
  buyerEmail: string;
  /** PC: returnUrl; mobile: P_NEXT_URL. */
  returnUrl: string;
  closeUrl: string | null;
  /** Mobile: P_NOTI_URL; PC: the merchant's. */
  notiUrl: string | null;
  merchantData: string;
  /** Last day the virtual account takes deposits, YYYYMMDD (Asia/Seoul). */
  vbankDue: string | null;
  /** 구매안전서비스 asked for (PC `acceptmethod` useescrow, mobile `P_RESERVED` useescrow=Y). */
  escrow: boolean;
}

export interface VirtualAccount {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  holder: string;
  depositorName: string;
  /** YYYYMMDD and HHmmss, Asia/Seoul. */
  dueDate: string;
  dueTime: string;
}

export interface Refund {
  refundTid: string;
  price: number;
  /** The tax-free part of the refund. */
  taxFree: number;
  partial: boolean;
  at: Date;
}

export interface Transaction {
  tid: string;
  window: WindowRequest;
  status: TxStatus;
  authToken: string;
  authExpiresAt: number;
  tokenUsed: boolean;
  authenticatedAt: Date;
  approvedAt: Date | null;
  applNum: string | null;
  card: { code: string; name: string; number: string; quota: string } | null;
  vbank: VirtualAccount | null;
  deposit: { price: number; depositor: string; at: Date } | null;
  refunds: Refund[];
  /** The escrow's delivery and the buyer's decision; null for a payment without escrow. */
  escrow: EscrowRecord | null;
}

export type LedgerEvent =
  | { type: 'approval'; tid: string; oid: string; payMethod: PayMethod; price: number; at: Date }
  | { type: 'deposit'; tid: string; oid: string; price: number; depositor: string; at: Date }
  | {
      type: 'refund';
      tid: string;
      refundTid: string;
      oid: string;
      price: number;
      partial: boolean;
      at: Date;
    }
  | { type: 'netCancel'; tid: string; oid: string; price: number; at: Date };

export interface ApprovedImport {
  tid: string;
  oid: string;
  price: number;
  taxFree: number;
  goodName: string;
  buyerName: string;
  applNum: string;
  cardName: string;
  cardNumber: string;
  approvedAt: Date;
}

/** An auth token lives this long between the window and the shop's approval call. */
export const AUTH_TOKEN_TTL_MS = 10 * 60_000;
/** A net cancel is accepted this long after the approval (then only a refund undoes it). */
export const NET_CANCEL_WINDOW_MS = 60 * 60_000;

export class PgLedger {
  readonly windows = new Map<string, WindowRequest & { openedAt: number; decided: boolean }>();
  readonly transactions = new Map<string, Transaction>();
  readonly events: LedgerEvent[] = [];
  /** Cash receipts (현금영수증) by their own tid. */
  readonly receipts = new Map<string, CashReceipt>();
  /** Tests move the gateway's clock (virtual-account expiry) without waiting days. */
  clockOffsetMs = 0;
  /** The next approval answers this refusal instead (control surface). */
  declineNext: { code: string; message: string } | null = null;

  constructor(readonly merchant: Merchant) {}

  reset(): void {
    this.windows.clear();
    this.transactions.clear();
    this.events.length = 0;
    this.receipts.clear();
    this.clockOffsetMs = 0;
    this.declineNext = null;
  }

  now(): Date {
    return new Date(Date.now() + this.clockOffsetMs);
  }

  openWindow(request: WindowRequest): string {
    const id = randomBytes(12).toString('hex');
    this.windows.set(id, { ...request, openedAt: Date.now(), decided: false });
    return id;
  }

  byToken(authToken: string): Transaction | undefined {
    for (const tx of this.transactions.values()) if (tx.authToken === authToken) return tx;
    return undefined;
  }

  /** The latest transaction of an order number (a failed window can be followed by another). */
  byOid(oid: string): Transaction | undefined {
    let found: Transaction | undefined;
    for (const tx of this.transactions.values()) if (tx.window.oid === oid) found = tx;
    return found;
  }

  /** An order number already paid (or waiting for its deposit) cannot be paid again. */
  oidTaken(oid: string): boolean {
    for (const tx of this.transactions.values()) {
      if (tx.window.oid !== oid) continue;
      if (['approved', 'vbankIssued', 'deposited'].includes(tx.status)) return true;
    }
    return false;
  }

  authenticate(window: WindowRequest, details: Pick<Transaction, 'card' | 'vbank'>): Transaction {
    const now = this.now();
    const kind = window.payMethod === 'Card' ? 'CARD' : 'VBNK';
    const prefix = window.channel === 'pc' ? 'Stdpay' : 'INIMX_';
    const tx: Transaction = {
      tid: `${prefix}${kind}${window.mid}${compactTime(now)}${digits(6)}`,
      window,
      status: 'authenticated',
      authToken: randomBytes(32).toString('base64url'),
      authExpiresAt: now.getTime() + AUTH_TOKEN_TTL_MS,
      tokenUsed: false,
      authenticatedAt: now,
      approvedAt: null,
      applNum: null,
      ...details,
      deposit: null,
      refunds: [],
      escrow: window.escrow ? { delivery: null, decision: null } : null,
    };
    this.transactions.set(tx.tid, tx);
    return tx;
  }

  approve(tx: Transaction): void {
    const at = this.now();
    tx.tokenUsed = true;
    tx.approvedAt = at;
    tx.status = tx.window.payMethod === 'Card' ? 'approved' : 'vbankIssued';
    if (tx.window.payMethod === 'Card') tx.applNum = digits(8);
    this.events.push({
      type: 'approval',
      tid: tx.tid,
      oid: tx.window.oid,
      payMethod: tx.window.payMethod,
      price: tx.window.price,
      at,
    });
  }

  /**
   * An approved card payment the gateway is told it made before (the shop's demo seed, decision
   * 0260): kept as an approval of its own day, refundable as any other. A known tid is left as it is.
   */
  importApproved(entry: ApprovedImport): Transaction {
    const known = this.transactions.get(entry.tid);
    if (known) return known;
    const tx: Transaction = {
      tid: entry.tid,
      window: {
        channel: 'pc',
        mid: this.merchant.mid,
        oid: entry.oid,
        price: entry.price,
        taxFree: Math.min(entry.taxFree, entry.price),
        payMethod: 'Card',
        goodName: entry.goodName,
        buyerName: entry.buyerName,
        buyerTel: '',
        buyerEmail: '',
        returnUrl: '',
        closeUrl: null,
        notiUrl: null,
        merchantData: '',
        vbankDue: null,
        escrow: false,
      },
      status: 'approved',
      authToken: randomBytes(32).toString('base64url'),
      authExpiresAt: entry.approvedAt.getTime(),
      tokenUsed: true,
      authenticatedAt: entry.approvedAt,
      approvedAt: entry.approvedAt,
      applNum: entry.applNum,
      card: { code: '', name: entry.cardName, number: entry.cardNumber, quota: '00' },
      vbank: null,
      deposit: null,
      refunds: [],
      escrow: null,
    };
    this.transactions.set(tx.tid, tx);
    this.events.push({
      type: 'approval',
      tid: tx.tid,
      oid: entry.oid,
      payMethod: 'Card',
      price: entry.price,
      at: entry.approvedAt,
    });
    return tx;
  }

  netCancel(tx: Transaction): void {
    tx.tokenUsed = true;
    if (tx.status === 'authenticated' || tx.status === 'netCancelled') {
      tx.status = 'netCancelled';
      return;
    }
    tx.status = 'netCancelled';
    this.events.push({
      type: 'netCancel',
      tid: tx.tid,
      oid: tx.window.oid,
      price: tx.window.price,
      at: this.now(),
    });
  }

  /** What is still refundable: the card amount, or the deposit of a virtual account. */
  remaining(tx: Transaction): number {
    const paid =
      tx.window.payMethod === 'Card'
        ? ['approved', 'refunded'].includes(tx.status)
          ? tx.window.price
          : 0
        : (tx.deposit?.price ?? 0);
    return paid - tx.refunds.reduce((sum, r) => sum + r.price, 0);
  }

  refund(tx: Transaction, price: number, partial: boolean, taxFree: number): Refund {
    const refund: Refund = {
      refundTid: `${tx.tid.slice(0, 20)}R${compactTime(this.now())}${digits(5)}`,
      price,
      taxFree,
      partial,
      at: this.now(),
    };
    tx.refunds.push(refund);
    if (!partial || this.remaining(tx) === 0) tx.status = 'refunded';
    this.events.push({
      type: 'refund',
      tid: tx.tid,
      refundTid: refund.refundTid,
      oid: tx.window.oid,
      price,
      partial,
      at: refund.at,
    });
    return refund;
  }

  recordDeposit(tx: Transaction, price: number, depositor: string): void {
    const at = this.now();
    tx.deposit = { price, depositor, at };
    tx.status = 'deposited';
    this.events.push({ type: 'deposit', tid: tx.tid, oid: tx.window.oid, price, depositor, at });
  }
}

export function digits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(10));
  return out;
}

/** YYYYMMDDHHmmss in Asia/Seoul (the gateway's own time zone). */
export function compactTime(at: Date): string {
  const kst = new Date(at.getTime() + 9 * 3600_000).toISOString();
  return kst.slice(0, 19).replace(/[-T:]/g, '');
}

export function seoulDate(at: Date): string {
  return compactTime(at).slice(0, 8);
}

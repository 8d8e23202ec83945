import { randomBytes, randomInt } from 'node:crypto';

/**
 * What the ARS phone-payment service remembers (in the simulator's memory): payment requests
 * with their one-time pay codes, the text messages it sent, the card approvals made on the phone
 * and their cancellations.
 */

export type RequestStatus = 'pending' | 'approved' | 'cancelled' | 'expired';

export interface ArsRequest {
  requestId: string;
  orderNo: string;
  amount: number;
  /** The tax-free part of the amount (복합과세); the rest is taxable. */
  taxFree: number;
  phone: string;
  productName: string;
  buyerName: string;
  notiUrl: string;
  payCode: string;
  createdAt: Date;
  expiresAt: Date;
  status: RequestStatus;
  /** Declined card attempts on the phone; the code stays valid after a decline. */
  declines: number;
  approval: {
    tid: string;
    approvalNo: string;
    approvedAt: Date;
    cardName: string;
    cardNo: string;
    installment: string;
  } | null;
  cancelledAmount: number;
  /** The tax-free part of what was cancelled. */
  cancelledTaxFree: number;
  /** Why the request or its approval ended ('shop', 'replaced', 'not-confirmed'). */
  cancelReason: string | null;
}

export interface TextMessage {
  to: string;
  text: string;
  payCode: string;
  requestId: string;
  orderNo: string;
  at: string;
}

/** A request is valid this long (spec 2 §9: ARS authentication is valid 10 days). */
export const VALID_MS = 10 * 86_400_000;
export const ARS_NUMBER = '1588-0000';

export class ArsLedger {
  readonly requests = new Map<string, ArsRequest>();
  readonly outbox: TextMessage[] = [];
  clockOffsetMs = 0;

  constructor(readonly shopName: string) {}

  reset(): void {
    this.requests.clear();
    this.outbox.length = 0;
    this.clockOffsetMs = 0;
  }

  now(): Date {
    return new Date(Date.now() + this.clockOffsetMs);
  }

  /** Expiry is looked at whenever a request is read. */
  fresh(request: ArsRequest): ArsRequest {
    if (request.status === 'pending' && this.now() > request.expiresAt) request.status = 'expired';
    return request;
  }

  byOrder(orderNo: string): ArsRequest | undefined {
    let latest: ArsRequest | undefined;
    for (const r of this.requests.values()) if (r.orderNo === orderNo) latest = r;
    return latest && this.fresh(latest);
  }

  byPayCode(payCode: string): ArsRequest | undefined {
    for (const r of this.requests.values()) {
      if (r.payCode === payCode && this.fresh(r).status === 'pending') return r;
    }
    return undefined;
  }

  /** A new request for an order replaces its pending one: the old code stops working. */
  create(
    fields: Omit<
      ArsRequest,
      | 'requestId'
      | 'payCode'
      | 'createdAt'
      | 'expiresAt'
      | 'status'
      | 'declines'
      | 'approval'
      | 'cancelledAmount'
      | 'cancelledTaxFree'
      | 'cancelReason'
    >,
  ): ArsRequest {
    const previous = this.byOrder(fields.orderNo);
    if (previous?.status === 'pending') {
      previous.status = 'cancelled';
      previous.cancelReason = 'replaced';
    }
    const now = this.now();
    const request: ArsRequest = {
      ...fields,
      requestId: `ARS${randomBytes(6).toString('hex').toUpperCase()}`,
      payCode: this.newPayCode(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VALID_MS),
      status: 'pending',
      declines: 0,
      approval: null,
      cancelledAmount: 0,
      cancelledTaxFree: 0,
      cancelReason: null,
    };
    this.requests.set(request.requestId, request);
    const until = new Date(request.expiresAt.getTime() + 9 * 3_600_000).toISOString();
    this.outbox.push({
      to: fields.phone,
      text:
        `[${this.shopName}] ${fields.productName} ${fields.amount.toLocaleString('ko-KR')}원 ARS 결제 안내. ` +
        `${ARS_NUMBER}로 전화하여 결제코드 ${request.payCode}를 입력하세요. ` +
        `(유효기간 ${until.slice(5, 7)}/${until.slice(8, 10)} ${until.slice(11, 16)}까지)`,
      payCode: request.payCode,
      requestId: request.requestId,
      orderNo: fields.orderNo,
      at: now.toISOString(),
    });
    return request;
  }

  approve(
    request: ArsRequest,
    card: { cardName: string; cardNo: string; installment: string },
  ): void {
    request.status = 'approved';
    request.approval = {
      tid: `ARSX${compact(this.now())}${String(randomInt(1e6)).padStart(6, '0')}`,
      approvalNo: String(randomInt(1e7, 1e8)),
      approvedAt: this.now(),
      ...card,
    };
  }

  remaining(request: ArsRequest): number {
    return request.approval ? request.amount - request.cancelledAmount : 0;
  }

  /** The tax-free part of what is still charged. */
  remainingTaxFree(request: ArsRequest): number {
    return request.approval ? request.taxFree - request.cancelledTaxFree : 0;
  }

  private newPayCode(): string {
    for (;;) {
      const code = String(randomInt(100_000, 1_000_000));
      if (!this.byPayCode(code)) return code;
    }
  }
}

/** YYYYMMDDhhmmss in Asia/Seoul. */
export function compact(at: Date): string {
  return new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

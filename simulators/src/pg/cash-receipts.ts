import type { FastifyInstance } from 'fastify';
import { html, page, won } from '../html-page.ts';
import { apiHash, sameText } from './pg-hashes.ts';
import { compactTime, digits, type PgLedger } from './pg-ledger.ts';
import { readTaxFree, TAX_REFUSAL } from './tax-amounts.ts';
import { ACCENT } from './window-pages.ts';

/**
 * Cash receipts (현금영수증, INTEGRATIONS.md §7), modelled on the gateway's receipt API: the
 * merchant issues a receipt for a cash sale it already took (a virtual-account deposit) with the
 * amount and its 복합과세 split, the use (`useOpt` 1 소득공제 / 2 지출증빙) and the identifier
 * (`regNum`: a mobile number, the tax office's self-issue number 010-000-1234, or a business
 * number whose check digit is right), and cancels it by the receipt's own tid. JSON in and out at
 * `/v2/pg/receipt`, signed as the rest of the merchant API (`hashData`). `/receipts` lists them.
 */

export type ReceiptUse = '1' | '2';

export interface CashReceipt {
  receiptTid: string;
  oid: string;
  price: number;
  taxFree: number;
  useOpt: ReceiptUse;
  regNum: string;
  goodName: string;
  buyerName: string;
  applNum: string;
  issuedAt: Date;
  cancelledAt: Date | null;
}

/** The National Tax Service's number for a receipt nobody asked for (자진발급). */
export const SELF_ISSUE_NUMBER = '0100001234';

export const RECEIPT_REFUSAL = {
  mid: ['R101', '상점아이디가 일치하지 않습니다.'],
  hash: ['R100', '해시 검증에 실패했습니다. (hashData)'],
  request: ['R500', '요청 항목이 올바르지 않습니다.'],
  useOpt: ['R601', '현금영수증 용도(useOpt)는 1(소득공제) 또는 2(지출증빙)입니다.'],
  phone: ['R602', '소득공제용 식별번호(regNum)는 휴대전화번호여야 합니다.'],
  business: ['R603', '지출증빙용 식별번호(regNum)는 올바른 사업자등록번호여야 합니다.'],
  unknown: ['R604', '존재하지 않는 현금영수증입니다.'],
  cancelled: ['R605', '이미 취소된 현금영수증입니다.'],
  duplicate: ['R606', '이미 다른 내용으로 발급된 주문번호입니다.'],
  taxSplit: ['R310', TAX_REFUSAL],
} as const;

type Answer = Record<string, unknown> & { resultCode: string; resultMsg: string };
const refused = ([code, message]: readonly [string, string]): Answer => ({
  resultCode: code,
  resultMsg: message,
});

/** A 10-digit business registration number whose last digit is its check digit. */
export function businessNumberValid(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const d = [...value].map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += d[i]! * weights[i]!;
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

const MOBILE = /^01[016789]\d{7,8}$/;

function issue(ledger: PgLedger, data: Record<string, unknown>): Answer {
  const price = Number(data.price);
  const { oid, useOpt, regNum } = data;
  if (!Number.isInteger(price) || price <= 0 || typeof oid !== 'string' || !oid) {
    return refused(RECEIPT_REFUSAL.request);
  }
  if (useOpt !== '1' && useOpt !== '2') return refused(RECEIPT_REFUSAL.useOpt);
  const number = typeof regNum === 'string' ? regNum.replaceAll('-', '') : '';
  if (useOpt === '1' && !MOBILE.test(number)) return refused(RECEIPT_REFUSAL.phone);
  if (useOpt === '2' && !businessNumberValid(number)) return refused(RECEIPT_REFUSAL.business);
  const tax = readTaxFree(price, data.taxFreePrice, data.tax);
  if (typeof tax === 'string') return refused(RECEIPT_REFUSAL.taxSplit);
  // an order number is issued once: a repeat (an answer the merchant lost) gets the same receipt
  const known = [...ledger.receipts.values()].find((r) => r.oid === oid);
  if (known) {
    if (known.price !== price || known.regNum !== number) return refused(RECEIPT_REFUSAL.duplicate);
    return issuedAnswer(known);
  }
  const at = ledger.now();
  const receipt: CashReceipt = {
    receiptTid: `StdpayCSHR${ledger.merchant.mid}${compactTime(at)}${digits(6)}`,
    oid,
    price,
    taxFree: tax.taxFree,
    useOpt,
    regNum: number,
    goodName: typeof data.goodName === 'string' ? data.goodName : '',
    buyerName: typeof data.buyerName === 'string' ? data.buyerName : '',
    applNum: digits(9),
    issuedAt: at,
    cancelledAt: null,
  };
  ledger.receipts.set(receipt.receiptTid, receipt);
  return issuedAnswer(receipt);
}

function issuedAnswer(receipt: CashReceipt): Answer {
  const stamp = compactTime(receipt.issuedAt);
  return {
    resultCode: '00',
    resultMsg: '정상처리되었습니다.',
    tid: receipt.receiptTid,
    applNum: receipt.applNum,
    applDate: stamp.slice(0, 8),
    applTime: stamp.slice(8),
  };
}

function cancel(ledger: PgLedger, data: Record<string, unknown>): Answer {
  const receipt = typeof data.tid === 'string' ? ledger.receipts.get(data.tid) : undefined;
  if (!receipt) return refused(RECEIPT_REFUSAL.unknown);
  if (receipt.cancelledAt) return refused(RECEIPT_REFUSAL.cancelled);
  receipt.cancelledAt = ledger.now();
  const stamp = compactTime(receipt.cancelledAt);
  return {
    resultCode: '00',
    resultMsg: '정상처리되었습니다.',
    tid: receipt.receiptTid,
    cancelDate: stamp.slice(0, 8),
    cancelTime: stamp.slice(8),
  };
}

const USE_LABEL: Record<ReceiptUse, string> = { '1': '소득공제', '2': '지출증빙' };

const shownNumber = (r: CashReceipt) =>
  r.regNum === SELF_ISSUE_NUMBER
    ? '010-000-1234 (자진발급)'
    : r.useOpt === '2'
      ? `${r.regNum.slice(0, 3)}-${r.regNum.slice(3, 5)}-${r.regNum.slice(5)}`
      : `${r.regNum.slice(0, 3)}-****-${r.regNum.slice(-4)}`;

export function cashReceiptRoutes(app: FastifyInstance, ledger: PgLedger): void {
  app.post('/v2/pg/receipt', async (request): Promise<Answer> => {
    const body = (request.body ?? {}) as {
      mid?: string;
      type?: string;
      timestamp?: string;
      hashData?: string;
      data?: Record<string, unknown>;
    };
    const { mid, type, timestamp, data } = body;
    if (mid !== ledger.merchant.mid) return refused(RECEIPT_REFUSAL.mid);
    if (
      (type !== 'receiptIssue' && type !== 'receiptCancel') ||
      !/^\d{14}$/.test(timestamp ?? '')
    ) {
      return refused(RECEIPT_REFUSAL.request);
    }
    if (typeof data !== 'object' || data === null) return refused(RECEIPT_REFUSAL.request);
    if (!sameText(body.hashData, apiHash(ledger.merchant.apiKey, mid, type, timestamp!, data))) {
      return refused(RECEIPT_REFUSAL.hash);
    }
    return type === 'receiptIssue' ? issue(ledger, data) : cancel(ledger, data);
  });

  app.get('/_control/receipts', async () => ({
    list: [...ledger.receipts.values()].map((r) => ({
      ...r,
      issuedAt: r.issuedAt.toISOString(),
      cancelledAt: r.cancelledAt?.toISOString() ?? null,
    })),
  }));

  /** What a person at the gateway sees: every receipt, its use, number, amount and state. */
  app.get('/receipts', async (_request, reply) => {
    const rows = [...ledger.receipts.values()].reverse().map(
      (r) =>
        html`<tr>
          <td><code>${r.oid}</code><br /><span class="hint">${r.receiptTid}</span></td>
          <td>${USE_LABEL[r.useOpt]}<br /><span class="hint">${shownNumber(r)}</span></td>
          <td>
            ${won(r.price)}<br /><span class="hint"
              >과세 ${won(r.price - r.taxFree)} · 면세 ${won(r.taxFree)}</span
            >
          </td>
          <td>${r.applNum}</td>
          <td>${r.cancelledAt ? '취소' : '발급'}</td>
        </tr>`,
    );
    return reply.type('text/html; charset=utf-8').send(
      page(
        { title: '현금영수증 (시뮬레이터)', accent: ACCENT },
        html`<h1>현금영수증 발급 내역</h1>
          <p class="hint"><a href="${app.prefix}/">거래 내역</a></p>
          ${
            rows.length
              ? html`<table>
                  <thead>
                    <tr>
                      <th>주문</th>
                      <th>용도</th>
                      <th>금액</th>
                      <th>승인번호</th>
                      <th>상태</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${rows}
                  </tbody>
                </table>`
              : html`<p>아직 발급한 현금영수증이 없습니다.</p>`
          }`,
      ),
    );
  });
}

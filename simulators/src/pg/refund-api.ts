import type { FastifyInstance } from 'fastify';
import { apiHash, sameText } from './pg-hashes.ts';
import { escrowHeld } from './escrow.ts';
import { readTaxFree, remainingTaxFree, TAX_REFUSAL } from './tax-amounts.ts';
import { compactTime, seoulDate, type PgLedger, type Transaction } from './pg-ledger.ts';

/**
 * The merchant API (modelled on the gateway's v2 API): refund, partial refund, transaction
 * inquiry and the daily settlement report. JSON in and out; every request carries
 * `hashData = sha512(apiKey + mid + type + timestamp + JSON.stringify(data))`.
 */

interface ApiRequest {
  mid?: string;
  type?: string;
  timestamp?: string;
  clientIp?: string;
  hashData?: string;
  data?: Record<string, unknown>;
}

export type Answer = Record<string, unknown> & { resultCode: string; resultMsg: string };

export const API_REFUSAL = {
  mid: ['R101', '상점아이디가 일치하지 않습니다.'],
  hash: ['R100', '해시 검증에 실패했습니다. (hashData)'],
  request: ['R500', '요청 항목이 올바르지 않습니다.'],
  tid: ['R200', '존재하지 않는 거래입니다.'],
  overRemaining: ['R300', '취소 요청 금액이 취소 가능 금액을 초과합니다.'],
  confirmPrice: ['R301', '취소 후 남는 금액(confirmPrice)이 일치하지 않습니다.'],
  alreadyRefunded: ['R302', '이미 취소된 거래입니다.'],
  fullAfterPartial: [
    'R303',
    '부분취소된 거래는 전체취소할 수 없습니다. 남은 금액을 부분취소하세요.',
  ],
  notPaid: ['R304', '승인되지 않은 거래는 취소할 수 없습니다.'],
  refundAccount: [
    'R400',
    '입금된 가상계좌 거래는 환불계좌(refundAcctNum, refundBankCode, refundAcctName)가 필요합니다.',
  ],
  unpaidPartial: ['R401', '입금 전 가상계좌는 부분취소할 수 없습니다.'],
  taxSplit: ['R310', TAX_REFUSAL],
  escrowPartial: [
    'R402',
    '에스크로(구매안전서비스) 거래는 구매확정 전에는 부분취소할 수 없습니다. 전체취소하세요.',
  ],
} as const;

export const refused = ([code, message]: readonly [string, string]): Answer => ({
  resultCode: code,
  resultMsg: message,
});

export const ok = (fields: Record<string, unknown>): Answer => ({
  resultCode: '00',
  resultMsg: '정상처리되었습니다.',
  ...fields,
});

function refund(ledger: PgLedger, tx: Transaction, data: Record<string, unknown>): Answer {
  if (tx.status === 'refunded') return refused(API_REFUSAL.alreadyRefunded);
  if (tx.status === 'authenticated' || tx.status === 'netCancelled')
    return refused(API_REFUSAL.notPaid);
  if (tx.refunds.length > 0) return refused(API_REFUSAL.fullAfterPartial);
  const at = compactTime(ledger.now());
  if (tx.status === 'vbankIssued') {
    // nothing was paid: the account is closed, no money moves
    tx.status = 'refunded';
    return ok({ tid: tx.tid, cancelDate: at.slice(0, 8), cancelTime: at.slice(8) });
  }
  if (tx.status === 'deposited' && !hasRefundAccount(data))
    return refused(API_REFUSAL.refundAccount);
  ledger.refund(tx, ledger.remaining(tx), false, remainingTaxFree(tx));
  return ok({ tid: tx.tid, cancelDate: at.slice(0, 8), cancelTime: at.slice(8) });
}

function partialRefund(ledger: PgLedger, tx: Transaction, data: Record<string, unknown>): Answer {
  const price = Number(data.price);
  const confirmPrice = Number(data.confirmPrice);
  if (!Number.isInteger(price) || price <= 0 || !Number.isInteger(confirmPrice)) {
    return refused(API_REFUSAL.request);
  }
  if (tx.status === 'refunded') return refused(API_REFUSAL.alreadyRefunded);
  if (tx.status === 'authenticated' || tx.status === 'netCancelled')
    return refused(API_REFUSAL.notPaid);
  if (tx.status === 'vbankIssued') return refused(API_REFUSAL.unpaidPartial);
  if (escrowHeld(tx)) return refused(API_REFUSAL.escrowPartial);
  if (tx.status === 'deposited' && !hasRefundAccount(data))
    return refused(API_REFUSAL.refundAccount);
  const remaining = ledger.remaining(tx);
  if (price > remaining) return refused(API_REFUSAL.overRemaining);
  if (confirmPrice !== remaining - price) return refused(API_REFUSAL.confirmPrice);
  const tax = readTaxFree(price, data.taxFreePrice, data.tax);
  const heldTaxFree = remainingTaxFree(tx);
  // neither part may take more than the gateway still holds of it
  if (typeof tax === 'string' || tax.taxFree > heldTaxFree) return refused(API_REFUSAL.taxSplit);
  if (price - tax.taxFree > remaining - heldTaxFree) return refused(API_REFUSAL.taxSplit);
  const done = ledger.refund(tx, price, true, tax.taxFree);
  const at = compactTime(done.at);
  return ok({
    tid: done.refundTid,
    prtcTid: tx.tid,
    prtcPrice: String(price),
    prtcRemains: String(ledger.remaining(tx)),
    prtcTaxFreeRemains: String(remainingTaxFree(tx)),
    prtcCnt: String(tx.refunds.length),
    cancelDate: at.slice(0, 8),
    cancelTime: at.slice(8),
  });
}

function hasRefundAccount(data: Record<string, unknown>): boolean {
  return ['refundAcctNum', 'refundBankCode', 'refundAcctName'].every(
    (k) => typeof data[k] === 'string' && (data[k] as string).length > 0,
  );
}

export function inquiryAnswer(ledger: PgLedger, tx: Transaction): Answer {
  // the account exists only once the approval issued it
  const vbank = tx.approvedAt ? tx.vbank : null;
  return ok({
    tid: tx.tid,
    oid: tx.window.oid,
    payMethod: tx.window.payMethod,
    status: tx.status,
    price: String(tx.window.price),
    remains: String(ledger.remaining(tx)),
    taxFreePrice: String(tx.window.taxFree),
    taxFreeRemains: String(remainingTaxFree(tx)),
    applDate: tx.approvedAt ? compactTime(tx.approvedAt) : '',
    applNum: tx.applNum ?? '',
    vactNum: vbank?.accountNumber ?? '',
    vactBankCode: vbank?.bankCode ?? '',
    vactBankName: vbank?.bankName ?? '',
    vactName: vbank?.holder ?? '',
    vactInputName: vbank?.depositorName ?? '',
    vactDate: vbank?.dueDate ?? '',
    vactTime: vbank?.dueTime ?? '',
    depositPrice: tx.deposit ? String(tx.deposit.price) : '',
    depositDate: tx.deposit ? compactTime(tx.deposit.at) : '',
  });
}

function settlement(ledger: PgLedger, date: string): Answer {
  const ofDay = ledger.events.filter((e) => seoulDate(e.at) === date);
  const pick = <T extends (typeof ofDay)[number]['type']>(type: T) =>
    ofDay
      .filter((e) => e.type === type)
      .map(({ type: _type, at, ...rest }) => ({ ...rest, at: at.toISOString() }));
  return ok({
    date,
    approvals: pick('approval'),
    deposits: pick('deposit'),
    refunds: pick('refund'),
    netCancels: pick('netCancel'),
  });
}

/**
 * A merchant API call: the merchant id, one of `types`, a 14-digit timestamp and `hashData` over
 * the data checked before `run` sees it.
 */
export const signedApi =
  (
    ledger: PgLedger,
    types: string[],
    run: (body: ApiRequest & { data: Record<string, unknown> }) => Answer,
  ) =>
  async (request: { body: unknown }): Promise<Answer> => {
    const body = (request.body ?? {}) as ApiRequest;
    const { mid, type, timestamp, data } = body;
    if (mid !== ledger.merchant.mid) return refused(API_REFUSAL.mid);
    if (!type || !types.includes(type) || !/^\d{14}$/.test(timestamp ?? '')) {
      return refused(API_REFUSAL.request);
    }
    if (typeof data !== 'object' || data === null) return refused(API_REFUSAL.request);
    const expected = apiHash(ledger.merchant.apiKey, mid, type, timestamp!, data);
    if (!sameText(body.hashData, expected)) return refused(API_REFUSAL.hash);
    return run({ ...body, data });
  };

export function refundApiRoutes(app: FastifyInstance, ledger: PgLedger): void {
  const handle = (
    types: string[],
    run: (body: ApiRequest & { data: Record<string, unknown> }) => Answer,
  ) => signedApi(ledger, types, run);

  const transactionOf = (data: Record<string, unknown>) =>
    typeof data.tid === 'string'
      ? ledger.transactions.get(data.tid)
      : typeof data.oid === 'string'
        ? ledger.byOid(data.oid)
        : undefined;

  app.post(
    '/v2/pg/refund',
    handle(['refund', 'partialRefund'], ({ type, data }) => {
      const tx = typeof data.tid === 'string' ? ledger.transactions.get(data.tid) : undefined;
      if (!tx) return refused(API_REFUSAL.tid);
      return type === 'refund' ? refund(ledger, tx, data) : partialRefund(ledger, tx, data);
    }),
  );

  app.post(
    '/v2/pg/inquiry',
    handle(['inquiry'], ({ data }) => {
      const tx = transactionOf(data);
      return tx ? inquiryAnswer(ledger, tx) : refused(API_REFUSAL.tid);
    }),
  );

  app.post(
    '/v2/pg/settlement',
    handle(['settlement'], ({ data }) =>
      typeof data.date === 'string' && /^\d{8}$/.test(data.date)
        ? settlement(ledger, data.date)
        : refused(API_REFUSAL.request),
    ),
  );
}

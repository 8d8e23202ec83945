import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formSignature } from '../form-signature.ts';
import { ARS_NUMBER, compact, type ArsLedger, type ArsRequest } from './ars-ledger.ts';
import type { ArsShop } from './ars-payments.ts';
import { readTaxFree } from '../pg/tax-amounts.ts';

/** 복합과세: the tax-free part and the VAT of the rest must add up to the amount (decision 0461). */
const TAX_REFUSAL = [
  '2002',
  '복합과세 금액(tax_free_amount, vat)이 결제금액과 맞지 않습니다.',
] as const;

/** The tax-free part a form names for `amount`; null when missing or not adding up. */
function taxFreeOf(form: Form, amount: number): number | null {
  if (!form.tax_free_amount || !form.vat) return null;
  const read = readTaxFree(amount, form.tax_free_amount, form.vat);
  return typeof read === 'string' ? null : read.taxFree;
}

/**
 * The service's API for shops: form posts signed with the shared secret (`sign`, HMAC-SHA256 over
 * the other fields sorted by name), JSON answers with `result_code` `0000` for success.
 * - `/api/v1/ars/request`: text a pay code for an order and amount to a phone; the amount's
 *   복합과세 split (`tax_free_amount`, `vat` of the rest) is required and must add up;
 * - `/api/v1/ars/cancel`: cancel a pending request, or all or part of an approved payment (a
 *   part names its split, within what remains of each part);
 * - `/api/v1/ars/status`: the state of an order's latest request.
 */

type Form = Record<string, string | undefined>;
type Answer = Record<string, string> & { result_code: string; result_msg: string };

const refusal = (code: string, message: string): Answer => ({
  result_code: code,
  result_msg: message,
});
const ok = (fields: Record<string, string>): Answer => ({
  result_code: '0000',
  result_msg: '정상',
  ...fields,
});

/** Requests are accepted within this much of the service's clock. */
const TIMESTAMP_SKEW_MS = 10 * 60_000;

function authenticate(form: Form, shop: ArsShop): Answer | null {
  if (form.shop_id !== shop.shopId) return refusal('1002', '등록되지 않은 상점입니다.');
  const { sign, ...rest } = form;
  const fields = Object.fromEntries(
    Object.entries(rest).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const expected = Buffer.from(formSignature(fields, shop.secret));
  const given = Buffer.from(sign ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return refusal('1001', '서명(sign)이 올바르지 않습니다.');
  }
  const ts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(form.timestamp ?? '');
  const at = ts ? Date.UTC(+ts[1]!, +ts[2]! - 1, +ts[3]!, +ts[4]! - 9, +ts[5]!, +ts[6]!) : NaN;
  if (!(Math.abs(Date.now() - at) <= TIMESTAMP_SKEW_MS)) {
    return refusal('1003', '요청 시각(timestamp)이 허용 범위를 벗어났습니다.');
  }
  return null;
}

function statusFields(ledger: ArsLedger, r: ArsRequest): Record<string, string> {
  return {
    request_id: r.requestId,
    order_no: r.orderNo,
    status: r.status,
    amount: String(r.amount),
    remaining: String(ledger.remaining(r)),
    tax_free_remaining: String(ledger.remainingTaxFree(r)),
    tid: r.approval?.tid ?? '',
    approval_no: r.approval?.approvalNo ?? '',
    approved_at: r.approval ? compact(r.approval.approvedAt) : '',
    card_name: r.approval?.cardName ?? '',
    expires_at: compact(r.expiresAt),
    cancel_reason: r.cancelReason ?? '',
  };
}

function validRequest(form: Form): string | null {
  if (!form.order_no || form.order_no.length > 40) return 'order_no';
  if (!/^\d{3,8}$/.test(form.amount ?? '') || Number(form.amount) < 100) return 'amount';
  if (!/^01[016789]-?\d{3,4}-?\d{4}$/.test(form.phone ?? '')) return 'phone';
  if (!form.product_name || form.product_name.length > 100) return 'product_name';
  try {
    const url = new URL(form.noti_url ?? '');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'noti_url';
  } catch {
    return 'noti_url';
  }
  return null;
}

export function arsApiRoutes(app: FastifyInstance, ledger: ArsLedger, shop: ArsShop): void {
  app.post<{ Body: Form }>('/api/v1/ars/request', async (request) => {
    const form = request.body ?? {};
    const denied = authenticate(form, shop);
    if (denied) return denied;
    const bad = validRequest(form);
    if (bad) return refusal('2001', `요청 항목이 올바르지 않습니다. (${bad})`);
    const taxFree = taxFreeOf(form, Number(form.amount));
    if (taxFree === null) return refusal(...TAX_REFUSAL);
    const created = ledger.create({
      orderNo: form.order_no!,
      amount: Number(form.amount),
      taxFree,
      phone: form.phone!.replace(/\D/g, ''),
      productName: form.product_name!,
      buyerName: form.buyer_name ?? '',
      notiUrl: form.noti_url!,
    });
    return ok({
      request_id: created.requestId,
      ars_number: ARS_NUMBER,
      expires_at: compact(created.expiresAt),
    });
  });

  app.post<{ Body: Form }>('/api/v1/ars/status', async (request) => {
    const form = request.body ?? {};
    const denied = authenticate(form, shop);
    if (denied) return denied;
    const found = ledger.byOrder(form.order_no ?? '');
    return found
      ? ok(statusFields(ledger, found))
      : refusal('3001', '요청 내역이 없는 주문입니다.');
  });

  app.post<{ Body: Form }>('/api/v1/ars/cancel', async (request) => {
    const form = request.body ?? {};
    const denied = authenticate(form, shop);
    if (denied) return denied;
    const found = ledger.byOrder(form.order_no ?? '');
    if (!found) return refusal('3001', '요청 내역이 없는 주문입니다.');
    if (found.status === 'cancelled' || found.status === 'expired') {
      return refusal('3002', `취소할 수 없는 상태입니다. (${found.status})`);
    }
    if (found.status === 'pending') {
      found.status = 'cancelled';
      found.cancelReason = 'shop';
      return ok({ ...statusFields(ledger, found), cancelled_amount: '0' });
    }
    const remaining = ledger.remaining(found);
    const amount = form.cancel_amount ? Number(form.cancel_amount) : remaining;
    if (!Number.isInteger(amount) || amount <= 0)
      return refusal('2001', '요청 항목이 올바르지 않습니다. (cancel_amount)');
    if (amount > remaining) return refusal('3003', '취소 금액이 남은 결제 금액보다 큽니다.');
    const heldTaxFree = ledger.remainingTaxFree(found);
    // a partial cancel names its split; a whole one takes what is left of each part
    const taxFree = form.cancel_amount ? taxFreeOf(form, amount) : heldTaxFree;
    if (taxFree === null || taxFree > heldTaxFree || amount - taxFree > remaining - heldTaxFree) {
      return refusal(...TAX_REFUSAL);
    }
    found.cancelledAmount += amount;
    found.cancelledTaxFree += taxFree;
    if (ledger.remaining(found) === 0) {
      found.status = 'cancelled';
      found.cancelReason = 'shop';
    }
    return ok({ ...statusFields(ledger, found), cancelled_amount: String(amount) });
  });
}

import { mobileCheck, sameText, windowHashes } from './pg-hashes.ts';
import type { Merchant, PayMethod, WindowRequest } from './pg-ledger.ts';
import { readTaxFree } from './tax-amounts.ts';

/**
 * Reads the form a shop posts to the payment window, PC (standard-payment names) or mobile
 * (`P_` names), and checks what the gateway checks before it shows anything: merchant, amount,
 * and the hashes that bind amount and order to the merchant's key. Errors are the window's text.
 */

type Form = Record<string, string | undefined>;

const MAX_OID = 40;

export function readPcWindow(form: Form, merchant: Merchant): WindowRequest | string {
  const { mid, oid, price, timestamp } = form;
  if (mid !== merchant.mid) return '등록되지 않은 상점아이디(mid)입니다.';
  if (!oid || oid.length > MAX_OID) return '주문번호(oid)가 올바르지 않습니다.';
  if (!price || !/^[1-9]\d{0,8}$/.test(price)) return '결제금액(price)이 올바르지 않습니다.';
  if (!timestamp || !/^\d{13}$/.test(timestamp)) return 'timestamp 값이 올바르지 않습니다.';
  const expected = windowHashes(oid, price, timestamp, merchant.signKey);
  if (!sameText(form.signature, expected.signature)) return '위변조 체크(signature) 실패입니다.';
  if (!sameText(form.verification, expected.verification)) {
    return '위변조 체크(verification) 실패입니다. 결제금액이나 주문번호가 변경되었습니다.';
  }
  if (!sameText(form.mKey, expected.mKey)) return '상점 키(mKey)가 일치하지 않습니다.';
  const payMethod = payMethodOf(form.gopaymethod);
  if (!payMethod) return '지원하지 않는 결제수단(gopaymethod)입니다. (Card, VBank)';
  const returnUrl = absoluteUrl(form.returnUrl);
  if (!returnUrl) return '결과 수신 URL(returnUrl)이 올바르지 않습니다.';
  const tax = readTaxFree(Number(price), form.taxfree, form.tax);
  if (typeof tax === 'string') return tax;
  return {
    channel: 'pc',
    mid,
    oid,
    price: Number(price),
    taxFree: tax.taxFree,
    payMethod,
    goodName: (form.goodname ?? '').slice(0, 80),
    buyerName: (form.buyername ?? '').slice(0, 30),
    buyerTel: form.buyertel ?? '',
    buyerEmail: form.buyeremail ?? '',
    returnUrl,
    closeUrl: absoluteUrl(form.closeUrl),
    notiUrl: null,
    merchantData: form.merchantData ?? '',
    vbankDue: vbankDueOf(form.acceptmethod),
    escrow: /(^|:)useescrow(:|$)/i.test(form.acceptmethod ?? ''),
  };
}

export function readMobileWindow(form: Form, merchant: Merchant): WindowRequest | string {
  const { P_MID: mid, P_OID: oid, P_AMT: amount, P_TIMESTAMP: timestamp } = form;
  if (mid !== merchant.mid) return '등록되지 않은 상점아이디(P_MID)입니다.';
  if (!oid || oid.length > MAX_OID) return '주문번호(P_OID)가 올바르지 않습니다.';
  if (!amount || !/^[1-9]\d{0,8}$/.test(amount)) return '결제금액(P_AMT)이 올바르지 않습니다.';
  if (!timestamp || !/^\d{13}$/.test(timestamp)) return 'P_TIMESTAMP 값이 올바르지 않습니다.';
  const check = mobileCheck(amount, oid, timestamp, merchant.signKey);
  if (!sameText(form.P_CHKFAKE, check)) {
    return '위변조 체크(P_CHKFAKE) 실패입니다. 결제금액이나 주문번호가 변경되었습니다.';
  }
  const payMethod = payMethodOf(form.P_INI_PAYMENT);
  if (!payMethod) return '지원하지 않는 결제수단(P_INI_PAYMENT)입니다. (CARD, VBANK)';
  const nextUrl = absoluteUrl(form.P_NEXT_URL);
  if (!nextUrl) return '인증 결과 수신 URL(P_NEXT_URL)이 올바르지 않습니다.';
  const due = form.P_VBANK_DT;
  const tax = readTaxFree(Number(amount), form.P_TAXFREE, form.P_TAX);
  if (typeof tax === 'string') return tax;
  return {
    channel: 'mobile',
    mid,
    oid,
    price: Number(amount),
    taxFree: tax.taxFree,
    payMethod,
    goodName: (form.P_GOODS ?? '').slice(0, 80),
    buyerName: (form.P_UNAME ?? '').slice(0, 30),
    buyerTel: form.P_MOBILE ?? '',
    buyerEmail: form.P_EMAIL ?? '',
    returnUrl: nextUrl,
    closeUrl: null,
    notiUrl: absoluteUrl(form.P_NOTI_URL),
    merchantData: form.P_NOTI ?? '',
    vbankDue: due && /^\d{8}$/.test(due) ? due : null,
    escrow: /(^|&)useescrow=Y(&|$)/.test(form.P_RESERVED ?? ''),
  };
}

function payMethodOf(value: string | undefined): PayMethod | null {
  const v = (value ?? '').toLowerCase();
  if (v === 'card') return 'Card';
  if (v === 'vbank') return 'VBank';
  return null;
}

/** `acceptmethod` may carry `vbank(YYYYMMDD)`: the last deposit day the shop wants. */
function vbankDueOf(acceptmethod: string | undefined): string | null {
  const match = /vbank\((\d{8})\)/i.exec(acceptmethod ?? '');
  return match?.[1] ?? null;
}

function absoluteUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

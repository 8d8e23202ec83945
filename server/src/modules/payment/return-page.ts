import type { PayFailReason } from '@shop/contract/checkout.ts';

/**
 * The page the gateway's window lands on after the shop handled its result: it sends the pay
 * page (the popup's opener) or, on mobile, the window itself to the result page. The strict CSP
 * forbids inline scripts, so the shop's own /static/pay-return.js does it from data-target.
 */
export function returnPage(target: string): string {
  const href = target.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>결제 결과</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<script src="/static/pay-return.js" data-target="${href}"></script></head>
<body><p>결제 결과 화면으로 이동합니다. <a href="${href}">이동하지 않으면 여기를 누르세요.</a></p></body></html>`;
}

export function resultTarget(
  outcome:
    | { ok: true; orderId: number; pgType: string }
    | { ok: false; reason: PayFailReason; orderId?: number | undefined },
): string {
  return outcome.ok
    ? `/mypage/payment-ok/${outcome.pgType}/${outcome.orderId}`
    : failTarget(outcome.reason, outcome.orderId);
}

/**
 * The failure page with the shop's own reason (the page shows its text for it) and the order it
 * offers to pay again ('다시 결제') or open.
 */
export function failTarget(reason: PayFailReason, orderId?: number): string {
  const order = orderId ? `&orderId=${orderId}` : '';
  return `/mypage/payment-fail?resultMsg=${reason}${order}`;
}

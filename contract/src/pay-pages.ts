/**
 * The shop's pages that open the card gateway's window (decision 0330): the pay page, the
 * failure page's '다시 결제', the order list and detail ('다시 결제' of an unpaid order) and the
 * cancel/return request (its return fee). Only these documents' CSP lets the gateway's script
 * run, and the web enters them by a full page load, because a single-page app keeps the CSP of
 * the document it was first loaded as.
 */
const PAY_PAGES = [
  /^\/mypage\/pay-2\/[^/]+$/i,
  /^\/mypage\/payment-fail$/i,
  /^\/mypage\/order\/list$/i,
  /^\/mypage\/order\/detail\/[^/]+$/i,
  /^\/mypage\/revoke\/create$/i,
];

/** Whether a page path (no query) is a pay page; a trailing slash is the same page. */
export function isPayPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAY_PAGES.some((page) => page.test(path));
}

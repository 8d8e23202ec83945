// Codes, limits and names shared by the server and the web app, without zod: the web app imports
// them from here, so its first load does not carry common.ts's classic schemas (common.ts
// re-exports them under the same names).

/** Error codes the web client reacts to (spec 1 §8) and the ones the server uses for itself. */
export const ErrorCode = {
  validation: 'BAD-REQUEST',
  notFound: 'NOT-FOUND',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  categoryDenied: 'CATEGORY-DENIED',
  tooManyRequests: 'HTTP-429',
  loginMismatch: 'PN-409',
  suppleRule: 'OT-172',
  address: 'CREVERSE-ADDR',
  idempotencyMismatch: 'IDEMPOTENCY-MISMATCH',
  internal: 'INTERNAL',
  outsideRefused: 'OUTSIDE-REFUSED',
  outsideUnavailable: 'OUTSIDE-UNAVAILABLE',
} as const;

export const Limits = {
  qtyMin: 1,
  qtyMax: 20,
  listPageSize: 20,
  productListVisiblePages: 10,
  revokeListVisiblePages: 9,
  searchMinLength: 2,
  faqWidgetEntries: 5,
  cartRetentionDays: 30,
  cartQtySaveDelayMs: 750,
  pageBuildDebounceMs: 100,
  billingLoaderMinMs: 500,
  authCheckIntervalMs: 10_000,
  summaryMonths: 3,
  localCacheKeys: 64,
  extraMenuCategoryId: 2697,
  defaultProductId: 1,
} as const;

export const Breakpoints = { xs: 600, sm: 960, md: 1264, lg: 1904 } as const;

/** Response header carrying the session expiry in epoch milliseconds. */
export const SESSION_EXPIRE_HEADER = 'x-session-expire';
/** Request header carrying the context uuid (CSRF defence for state-changing calls). */
export const CONTEXT_UUID_HEADER = 'x-context-uuid';
/**
 * The shop's guide as a PDF, linked from every page's header (written by `npm run guide:pdf`);
 * here rather than beside the downloads table, which only the support pages load.
 */
export const GUIDE_PDF_PATH = '/files/guide/shop-guide.pdf';
/** Cookie the web app sets on start with its own origin; gateway return addresses are built from it. */
export const FRONT_ORIGIN_COOKIE = 'front_origin';

/**
 * The domains the API's calls are grouped by: each call of the contract names one as its tag, and
 * the OpenAPI document lists them with these descriptions (only the server imports this file).
 */
export const API_TAGS = {
  site: 'The shell: site popup and main menu.',
  auth: 'Sign-in through the academy SSO and the session state of the page.',
  member: "The signed-in member's my-page summary.",
  catalog: 'Product lists, product detail, search, category tabs and section banners.',
  billing: "The academy's billing list and price previews.",
  cart: 'The cart and the order check before the pay page.',
  checkout:
    'The pay page: products, addresses, overseas (EMS) delivery, order creation, payment windows.',
  orders: "The member's orders and cancelling an unpaid order.",
  revoke: 'Cancel and return requests: calculation, creation, return fee, list and detail.',
  support: 'FAQ and 1:1 inquiries.',
  'admin-auth': 'Back office: staff sign-in, session and own password.',
  'admin-staff': 'Back office: staff accounts and roles (administrators).',
  'admin-audit': 'Back office: the audit log (administrators).',
  'admin-inquiries': "Back office: answering members' 1:1 inquiries and answer templates.",
  'admin-orders': 'Back office: order search and fulfilment.',
  'admin-payments': 'Back office: virtual-account deposits and the daily reconciliation.',
  'admin-products': 'Back office: products, their fields and sale status (merchandisers).',
  'admin-content': "Back office: the site popup and the shop's other content (merchandisers).",
  'admin-fees': 'Back office: the selling-season calendar and the delivery fees (merchandisers).',
  'admin-reports': 'Back office: sales reports (finance).',
  'admin-revokes': 'Back office: processing cancel and return requests.',
  'admin-records':
    'Back office: how long records are kept, their purge (dry run, then the real run) and member erasure.',
  dev: 'Developer tools (only with DEV_TOOLS=on, never in production).',
} as const;

export type ApiTag = keyof typeof API_TAGS;

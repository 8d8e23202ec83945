import {
  FINANCE,
  ORDERS_READ,
  RECALLS,
  REFUNDS,
  REVOKES_READ,
  type RoleMatrixRow,
  WAREHOUSE,
} from './roles.ts';

/** Orders and shipping, deposits and reports, cancellations and returns. */
export const ORDERS_AND_MONEY_ROUTES: RoleMatrixRow[] = [
  {
    method: 'GET',
    path: '/api/admin/orders',
    allowed: ORDERS_READ,
    input: () => '?progress=결제완료',
  },
  { method: 'GET', path: '/api/admin/order', allowed: ORDERS_READ, input: () => '?orderId=1' },
  { method: 'GET', path: '/api/admin/notice-templates', allowed: ORDERS_READ, input: () => '' },
  {
    method: 'POST',
    path: '/api/admin/order-note',
    allowed: ORDERS_READ,
    input: () => ({ orderId: 1, body: '권한 검사 메모' }),
  },
  {
    method: 'POST',
    path: '/api/admin/order-prepare',
    allowed: WAREHOUSE,
    input: () => ({ orderId: 1 }),
  },
  {
    method: 'POST',
    path: '/api/admin/order-ship',
    allowed: WAREHOUSE,
    input: () => ({ orderId: 1, logisticCd: 'CJ', invoiceNo: '123456789012' }),
  },
  {
    method: 'POST',
    path: '/api/admin/order-deliver',
    allowed: WAREHOUSE,
    input: () => ({ orderId: 1 }),
  },
  {
    method: 'POST',
    path: '/api/admin/order-withdrawal-exception',
    allowed: RECALLS,
    input: () => ({ orderId: 1, reason: '권한 검사' }),
  },
  {
    method: 'POST',
    path: '/api/admin/order-shipment-csv',
    allowed: WAREHOUSE,
    input: () => ({
      encoding: 'utf-8',
      contentBase64: Buffer.from('orderId,courier,invoice\n1,CJ,123456789012\n').toString('base64'),
    }),
  },
  { method: 'GET', path: '/api/admin/deposits', allowed: FINANCE, input: () => '?state=expired' },
  {
    method: 'POST',
    path: '/api/admin/deposit-confirm',
    allowed: FINANCE,
    input: () => ({ paymentId: 99_999_999, reason: '권한 검사' }),
  },
  {
    method: 'GET',
    path: '/api/admin/reconciliation',
    allowed: FINANCE,
    input: () => '?from=2020-01-01&to=2020-01-01',
  },
  {
    method: 'GET',
    path: '/api/admin/sales-report',
    allowed: FINANCE,
    input: () => '?from=2020-01-01&to=2020-01-01',
  },
  {
    method: 'GET',
    path: '/api/admin/sales-report-csv',
    allowed: FINANCE,
    input: () => '?from=2020-01-01&to=2020-01-01&table=daily',
  },
  { method: 'GET', path: '/api/admin/revokes', allowed: REVOKES_READ, input: () => '' },
  { method: 'GET', path: '/api/admin/revoke', allowed: REVOKES_READ, input: () => '?revokeId=1' },
  {
    method: 'POST',
    path: '/api/admin/revoke-pickup',
    allowed: RECALLS,
    input: () => ({
      revokeId: 99_999_999,
      recallLogisticCd: 'CJ',
      recallInvoiceNumber: '650000000001',
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/revoke-inspect',
    allowed: RECALLS,
    input: () => ({ revokeId: 99_999_999 }),
  },
  {
    method: 'POST',
    path: '/api/admin/revoke-refund',
    allowed: REFUNDS,
    input: () => ({ revokeId: 99_999_999 }),
  },
  {
    method: 'POST',
    path: '/api/admin/revoke-refund-override',
    allowed: REFUNDS,
    input: () => ({ revokeId: 99_999_999, refundTotal: 1000, reason: '권한 검사' }),
  },
  {
    method: 'POST',
    path: '/api/admin/revoke-reject',
    allowed: RECALLS,
    input: () => ({ revokeId: 99_999_999, rejectReason: '권한 검사' }),
  },
];

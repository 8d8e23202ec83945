import { useMatches } from 'react-router';

/**
 * Whether the page shown is the pay page or a payment result (a route whose handle says
 * `paymentPage`): no site popup over it, and on a phone it comes before the my-page summary.
 */
export function usePaymentPage(): boolean {
  return useMatches().some(
    (m) =>
      typeof m.handle === 'object' &&
      m.handle !== null &&
      'paymentPage' in m.handle &&
      m.handle.paymentPage === true,
  );
}

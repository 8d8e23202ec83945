import { z } from 'zod';
import { defineCall } from '@shop/contract/call.ts';

/**
 * The main page needs only the order count of the last 3 months. The full call (counts and the
 * wait-banking list) arrives in the contract with the sign-in issue; switch to it then.
 */
export const fetchOrderCount = defineCall({
  method: 'POST',
  path: '/api/member-svc/fetch-order-statistics',
  summary: 'Order statistics of the last 3 months (main page: the order count)',
  body: z.object({}),
  response: z.object({ data: z.object({ orderCount: z.number().int() }) }),
});

import { CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import { ClaimMessage } from '@shop/contract/claim.ts';
import type { ActionLimit } from './action-limits.ts';

/**
 * The per-object and per-member limits of what costs money or floods staff (decision 0326),
 * beside the global per-address limit that academies behind one address share.
 */
export const MemberLimits = {
  /** ARS payment texts cost a fee each: 3 per order in 10 minutes. */
  arsTextsPerOrder: {
    name: 'ars-order',
    max: 3,
    windowMs: 10 * 60_000,
    message: CheckoutMessage.arsTooOften,
  },
  /** 1:1 inquiries are read by staff: 20 per member in an hour. */
  inquiriesPerMember: {
    name: 'inquiry-member',
    max: 20,
    windowMs: 60 * 60_000,
    message: ClaimMessage.tooMany,
  },
} as const satisfies Record<string, ActionLimit>;

import { test } from '@playwright/test';
import {
  cardOrderCancelledInFull,
  virtualAccountOrderCancelledToAccount,
} from './cancel-journeys.ts';
import {
  agedReturnFeeByVirtualAccount,
  changeOfMindReturnFeeByCard,
  lateChangeOfMindRefusedThenDefective,
} from './return-journeys.ts';
import { listPeriodsAndDetail } from './revoke-list-journey.ts';

/**
 * Cancel and return requests (spec 3, issue 7): a paid card order cancelled in full before
 * shipping, part of the demo delivered order returned for a change of mind with the 5,000 won
 * return fee paid by card in the gateway's popup, a virtual-account order cancelled to a refund
 * account, a shipped order aged 20 days whose return fee goes to a virtual account, a change of
 * mind 8 days after delivery refused and the same order returned as defective without a fee
 * (decision 0500), then the list and the detail pages. One shop for the file: the later tests read the
 * requests the earlier ones made, so they stay in this file in this order; their steps are in
 * cancel-journeys.ts, return-journeys.ts and revoke-list-journey.ts.
 */
// each test pays in the gateway window and runs axe several times: more than the default minute
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('a paid card order not yet shipped is cancelled in full and refunded at once', ({
  page,
  request,
}, info) => cardOrderCancelledInFull({ page, request }, info));

test('part of the delivered order is returned for a change of mind, the 5,000 won fee paid by card', ({
  page,
  request,
}, info) => changeOfMindReturnFeeByCard({ page, request }, info));

test('a virtual-account order is cancelled to the refund account given on a phone', ({
  page,
  request,
}, info) => virtualAccountOrderCancelledToAccount({ page, request }, info));

test('a shipped card order aged 20 days by the test clock: the return fee by virtual account', ({
  page,
  request,
}, info) => agedReturnFeeByVirtualAccount({ page, request }, info));

test('the list: period shortcuts, dates in the query, the end-before-start check, rows to the detail', ({
  page,
  request,
}, info) => listPeriodsAndDetail({ page, request }, info));

test('8 days after delivery a change of mind is refused with the reason; returned as defective, without a fee', ({
  page,
  request,
}, info) => lateChangeOfMindRefusedThenDefective({ page, request }, info));

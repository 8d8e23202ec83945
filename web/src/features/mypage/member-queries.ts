import { queryOptions } from '@tanstack/react-query';
import {
  fetchBuySummaryStatistics,
  fetchCartStatistics,
  fetchOrderStatistics,
} from '@shop/contract/member.ts';
import { callApi } from '../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';

/**
 * The signed-in member's statistics (spec 1 §7). Keys start with MEMBER_QUERY_KEY, so signing
 * out or an expired session drops them. Use only while signed in (`enabled: authenticated`).
 */
export const orderStatisticsQuery = queryOptions({
  queryKey: [...MEMBER_QUERY_KEY, 'order-statistics'],
  queryFn: async () => (await callApi(fetchOrderStatistics)).data,
});

export const cartStatisticsQuery = queryOptions({
  queryKey: [...MEMBER_QUERY_KEY, 'cart-statistics'],
  queryFn: async () => (await callApi(fetchCartStatistics)).data,
});

export const buySummaryQuery = queryOptions({
  queryKey: [...MEMBER_QUERY_KEY, 'buy-summary'],
  queryFn: async () => (await callApi(fetchBuySummaryStatistics)).buySummaryList,
});

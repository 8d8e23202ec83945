import { queryOptions } from '@tanstack/react-query';
import { cartMine, type CartTabInx } from '@shop/contract/cart.ts';
import { fetchCartStatistics } from '@shop/contract/member.ts';
import { callApi } from '../../lib/api-client.ts';
import { CART_QUERY_KEY, CART_STATISTICS_KEY } from './cart-actions.ts';

export const cartMineQuery = (cartTabInx: CartTabInx) =>
  queryOptions({
    queryKey: [...CART_QUERY_KEY, 'mine', cartTabInx],
    queryFn: async () => callApi(cartMine, { body: { cartTabInx } }),
    staleTime: 0,
  });

/** The same query (and key) as the my-page shell's cart counts. */
export const cartStatisticsQuery = queryOptions({
  queryKey: CART_STATISTICS_KEY,
  queryFn: async () => (await callApi(fetchCartStatistics)).data,
});

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { orderForCreateRevoke } from '@shop/contract/revoke.ts';
import { revokeDetail, revokeList } from '@shop/contract/revoke-views.ts';
import { callApi } from '../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';

export const orderForRevokeQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'order-for-create-revoke', orderId],
    queryFn: async () => (await callApi(orderForCreateRevoke, { body: { orderId } })).data,
    enabled: orderId > 0,
    // the answer decides what may be requested: always read it fresh
    staleTime: 0,
    gcTime: 0,
  });

export const revokeDetailQuery = (revokeId: number) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'revoke-detail', revokeId],
    queryFn: async () => (await callApi(revokeDetail, { body: { revokeId } })).data,
    enabled: revokeId > 0,
  });

export const revokeListQuery = (page: number, startDate: string, endDate: string) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'revoke-list', page, startDate, endDate],
    queryFn: () => callApi(revokeList, { body: { page, startDate, endDate } }),
    placeholderData: keepPreviousData,
  });

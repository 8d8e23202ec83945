import { deliveryCsvUpload } from '@shop/contract/admin-delivery-csv.ts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminOrderDetail,
  adminOrderList,
  orderDeliver,
  orderNoteAdd,
  orderPrepare,
  orderShip,
  orderWithdrawalException,
  shipmentCsvUpload,
} from '@shop/contract/admin-orders.ts';
import type { CallBody, CallQuery } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const ordersKey = [...ADMIN_KEY, 'orders'] as const;

export type OrderFilters = Omit<NonNullable<CallQuery<typeof adminOrderList>>, 'page'>;

export const orderListQuery = (filters: OrderFilters, page: number) =>
  queryOptions({
    queryKey: [...ordersKey, 'list', filters, page],
    queryFn: ({ signal }) => adminCall(adminOrderList, { query: { ...filters, page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** Opening the detail is a logged view of personal data: fetched once per opening. */
export const orderDetailQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...ordersKey, 'detail', orderId],
    queryFn: ({ signal }) => adminCall(adminOrderDetail, { query: { orderId }, signal }),
    staleTime: Infinity,
    gcTime: 0,
  });

/** A change of an order: the list and the open detail are read again. */
function useOrderChange<B, R>(run: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
  });
}

export const usePrepareOrder = () =>
  useOrderChange((orderId: number) => adminCall(orderPrepare, { body: { orderId } }));
export const useDeliverOrder = () =>
  useOrderChange((orderId: number) => adminCall(orderDeliver, { body: { orderId } }));
export const useShipOrder = () =>
  useOrderChange((body: CallBody<typeof orderShip>) => adminCall(orderShip, { body }));
export const useAddOrderNote = () =>
  useOrderChange((body: CallBody<typeof orderNoteAdd>) => adminCall(orderNoteAdd, { body }));

export const useWithdrawalException = () =>
  useOrderChange((body: CallBody<typeof orderWithdrawalException>) =>
    adminCall(orderWithdrawalException, { body }),
  );

export function useShipmentCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof shipmentCsvUpload>) =>
      adminCall(shipmentCsvUpload, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
    // the per-line errors are shown in the dialog, not in an alert
    meta: { silentErrors: true },
  });
}

/** The courier's status file: its 배송완료 lines deliver their orders (decision 0510). */
export function useDeliveryCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof deliveryCsvUpload>) =>
      adminCall(deliveryCsvUpload, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
    meta: { silentErrors: true },
  });
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { depositConfirm, depositList, reconciliation } from '@shop/contract/admin-payments.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const paymentsKey = [...ADMIN_KEY, 'payments'] as const;

export const depositListQuery = (state: 'waiting' | 'expired', page: number) =>
  queryOptions({
    queryKey: [...paymentsKey, 'deposits', state, page],
    queryFn: ({ signal }) => adminCall(depositList, { query: { state, page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const reconciliationQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...paymentsKey, 'reconciliation', from, to],
    queryFn: ({ signal }) => adminCall(reconciliation, { query: { from, to }, signal }),
    staleTime: 60_000,
  });

export function useConfirmDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof depositConfirm>) => adminCall(depositConfirm, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsKey }),
        queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'orders'] }),
      ]),
  });
}

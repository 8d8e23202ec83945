import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRecommendedList, adminRecommendedSave } from '@shop/contract/admin-content.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const recommendedKey = [...ADMIN_KEY, 'recommended'] as const;

export const recommendedQuery = queryOptions({
  queryKey: recommendedKey,
  queryFn: ({ signal }) => adminCall(adminRecommendedList, { signal }),
});

export function useSaveRecommended() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof adminRecommendedSave>) =>
      adminCall(adminRecommendedSave, { body }),
    onSuccess: (res) => queryClient.setQueryData(recommendedKey, { list: res.data.list }),
  });
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminFaqDelete, adminFaqList, adminFaqSave } from '@shop/contract/admin-faq.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const faqKey = [...ADMIN_KEY, 'faq'] as const;

export const faqListQuery = (categoryCd: string | undefined) =>
  queryOptions({
    queryKey: [...faqKey, categoryCd ?? 'all'],
    queryFn: ({ signal }) => adminCall(adminFaqList, { query: { categoryCd }, signal }),
    placeholderData: keepPreviousData,
  });

function useFaqChange<B, R>(run: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: faqKey }),
  });
}

export const useSaveFaq = () =>
  useFaqChange((body: CallBody<typeof adminFaqSave>) => adminCall(adminFaqSave, { body }));

export const useDeleteFaq = () =>
  useFaqChange((body: CallBody<typeof adminFaqDelete>) => adminCall(adminFaqDelete, { body }));

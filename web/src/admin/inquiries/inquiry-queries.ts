import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  answerTemplateDelete,
  answerTemplateList,
  answerTemplateSave,
  inquiryAnswer,
  inquiryDetail,
  inquiryQueue,
} from '@shop/contract/admin-inquiries.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { claimWebSiteCategoryChoices } from '@shop/contract/claim.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

export type QueueStatus = '답변대기' | '답변완료' | 'all';
const inquiriesKey = [...ADMIN_KEY, 'inquiries'] as const;
const templatesKey = [...ADMIN_KEY, 'templates'] as const;

export const inquiryQueueQuery = (status: QueueStatus, categoryName: string, page: number) =>
  queryOptions({
    queryKey: [...inquiriesKey, 'queue', status, categoryName, page],
    queryFn: ({ signal }) =>
      adminCall(inquiryQueue, {
        query: { status, page, ...(categoryName ? { categoryName } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** Opening the detail is logged by the server, so it is fetched once per opening. */
export const inquiryDetailQuery = (claimWebSiteId: number) =>
  queryOptions({
    queryKey: [...inquiriesKey, 'detail', claimWebSiteId],
    queryFn: ({ signal }) => adminCall(inquiryDetail, { query: { claimWebSiteId }, signal }),
    staleTime: Infinity,
    gcTime: 0,
  });

export function useAnswerInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof inquiryAnswer>) => adminCall(inquiryAnswer, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiriesKey }),
  });
}

/** The inquiry categories a member chooses from (the queue's filter, a template's category). */
export const claimCategoriesQuery = queryOptions({
  queryKey: [...ADMIN_KEY, 'claim-categories'],
  queryFn: ({ signal }) => adminCall(claimWebSiteCategoryChoices, { signal }),
  staleTime: Infinity,
});

export const answerTemplatesQuery = queryOptions({
  queryKey: templatesKey,
  queryFn: ({ signal }) => adminCall(answerTemplateList, { signal }),
});

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof answerTemplateSave>) =>
      adminCall(answerTemplateSave, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerTemplateId: number) =>
      adminCall(answerTemplateDelete, { body: { answerTemplateId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

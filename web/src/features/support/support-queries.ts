import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  claimWebSiteCategoryChoices,
  claimWebsiteCreate,
  claimWebsiteDel,
  claimWebsiteListQuery,
} from '@shop/contract/claim.ts';
import {
  faqCategoryChoices,
  faqListOfCategory,
  faqListQuery,
  faqListTop10,
} from '@shop/contract/faq.ts';
import { supportDownloadList, type DownloadCate } from '@shop/contract/support-downloads.ts';
import { callApi } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';

const HOUR = 60 * 60 * 1000;

/** One tab of the learning-support downloads, in the publisher's order (decision 0437). */
export const supportDownloadsQuery = (cate: DownloadCate) =>
  queryOptions({
    queryKey: ['support-downloads', cate],
    queryFn: async () => (await callApi(supportDownloadList, { query: { cate } })).list,
    staleTime: 5 * 60 * 1000,
  });

export const faqCategoriesQuery = queryOptions({
  queryKey: ['faq-category-choices'],
  queryFn: async () => (await callApi(faqCategoryChoices)).list,
  staleTime: HOUR,
});

export const faqTop10Query = queryOptions({
  queryKey: ['faq-list-top10'],
  queryFn: async () => (await callApi(faqListTop10)).list,
  staleTime: HOUR,
});

export const faqOfCategoryQuery = (category: string) =>
  queryOptions({
    queryKey: ['faq-list-of-category', category],
    queryFn: async () => (await callApi(faqListOfCategory, { query: { category } })).list,
    staleTime: HOUR,
  });

export const faqSearchQuery = (searchWord: string) =>
  queryOptions({
    queryKey: ['faq-list-query', searchWord],
    queryFn: async () => (await callApi(faqListQuery, { query: { searchWord } })).list,
    staleTime: HOUR,
  });

export const claimCategoriesQuery = queryOptions({
  queryKey: ['claim-web-site-category-choices'],
  queryFn: async () => (await callApi(claimWebSiteCategoryChoices)).list,
  staleTime: HOUR,
});

/** The member's inquiries; under MEMBER_QUERY_KEY so signing out drops them. */
const CLAIM_LIST_KEY = [...MEMBER_QUERY_KEY, 'claim-website-list'] as const;

export const claimListQuery = (page: number) =>
  queryOptions({
    queryKey: [...CLAIM_LIST_KEY, page],
    queryFn: () => callApi(claimWebsiteListQuery, { body: { page } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** After a write or delete: the list and the my-page counts are read again. */
async function refreshAfterChange(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: CLAIM_LIST_KEY }),
    queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, 'order-statistics'] }),
  ]);
}

export async function createClaim(body: {
  categoryName: string;
  title: string;
  inquiryMemo: string;
}): Promise<number> {
  const { data } = await callApi(claimWebsiteCreate, { body });
  await refreshAfterChange();
  return data.claimWebSiteId;
}

export async function deleteClaim(claimWebSiteId: number): Promise<void> {
  await callApi(claimWebsiteDel, { body: { claimWebSiteId } });
  await refreshAfterChange();
}

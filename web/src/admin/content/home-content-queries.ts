import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCarouselBannerList,
  adminCarouselBannerSave,
  adminFaqCategoryDelete,
  adminFaqCategoryList,
  adminFaqCategorySave,
  adminGuideTabList,
  adminGuideTabSave,
} from '@shop/contract/admin-home-content.ts';
import type { Call, CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const bannersKey = [...ADMIN_KEY, 'carousel-banners'] as const;
const faqCategoriesKey = [...ADMIN_KEY, 'faq-categories'] as const;
const guideKey = [...ADMIN_KEY, 'guide-tabs'] as const;
/** The FAQ entries' list names categories: it is read again after a category changes. */
const faqKey = [...ADMIN_KEY, 'faq'] as const;

export const bannerListQuery = queryOptions({
  queryKey: bannersKey,
  queryFn: ({ signal }) => adminCall(adminCarouselBannerList, { signal }),
});

export const faqCategoryListQuery = queryOptions({
  queryKey: faqCategoriesKey,
  queryFn: ({ signal }) => adminCall(adminFaqCategoryList, { signal }),
});

export const guideTabListQuery = queryOptions({
  queryKey: guideKey,
  queryFn: ({ signal }) => adminCall(adminGuideTabList, { signal }),
});

/** A change whose success reads the given lists again. */
function useChange<C extends Call>(call: C, keys: (readonly string[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<C>) => adminCall(call, { body }),
    onSuccess: () =>
      Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSaveBanner = () => useChange(adminCarouselBannerSave, [bannersKey]);
export const useSaveFaqCategory = () => useChange(adminFaqCategorySave, [faqCategoriesKey, faqKey]);
export const useDeleteFaqCategory = () =>
  useChange(adminFaqCategoryDelete, [faqCategoriesKey, faqKey]);
export const useSaveGuideTab = () => useChange(adminGuideTabSave, [guideKey]);

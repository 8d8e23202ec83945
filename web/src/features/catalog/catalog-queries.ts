import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  productCategoryBelowId,
  productEntryById,
  productEntryList,
  searchProductEntryList,
  sectionConfigCall,
  type ProductSort,
} from '@shop/contract/catalog.ts';
import { Limits } from '@shop/contract/constants.ts';
import { callApi } from '../../lib/api-client.ts';

export function sectionConfigQuery(section: string) {
  return queryOptions({
    queryKey: ['catalog', 'section-config', section],
    queryFn: ({ signal }) => callApi(sectionConfigCall, { query: { section }, signal }),
    staleTime: 10 * 60_000,
  });
}

/** Category trees are cached per section (spec 3 §7) for the life of the page. */
export function categoryTreeQuery(sectionCategoryId: number) {
  return queryOptions({
    queryKey: ['catalog', 'category-tree', sectionCategoryId],
    queryFn: ({ signal }) =>
      callApi(productCategoryBelowId, { body: { categoryId: sectionCategoryId }, signal }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

export function productListQuery(q: { categoryId: number; sort: ProductSort; page: number }) {
  return queryOptions({
    queryKey: ['catalog', 'product-list', q.categoryId, q.sort, q.page],
    queryFn: ({ signal }) =>
      callApi(productEntryList, {
        body: { ...q, itemsPerPage: Limits.listPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A product id as the address gives it, or null when it cannot be one (spec 3 §2: product 1 then). */
export function productIdOf(param: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(param) || Number(param) > 2_147_483_647) return null;
  return Number(param);
}

export function productDetailQuery(productId: number) {
  return queryOptions({
    queryKey: ['catalog', 'product', productId],
    queryFn: ({ signal }) => callApi(productEntryById, { query: { productId }, signal }),
    // a missing product is sent to product 1 rather than announced
    meta: { silentErrors: true },
  });
}

/** asTyped: the words as typed, without the keyboard reading or the closest word (issue 22). */
export function searchQuery(searchWord: string, page: number, asTyped = false) {
  return queryOptions({
    queryKey: ['catalog', 'search', searchWord, page, asTyped],
    queryFn: ({ signal }) =>
      callApi(searchProductEntryList, {
        body: {
          searchWord,
          page,
          itemsPerPage: Limits.listPageSize,
          ...(asTyped && { asTyped }),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCategoryList,
  adminProductDetail,
  adminProductList,
  adminProductSaleStatus,
  adminProductSave,
} from '@shop/contract/admin-products.ts';
import { adminProductCover } from '@shop/contract/admin-images.ts';
import {
  adminProductCsvApply,
  adminProductCsvExport,
  adminProductCsvPreview,
} from '@shop/contract/admin-product-csv.ts';
import { ApiError, BAD_RESPONSE_CODE, errorFromBody, withQuery } from '../../lib/api-client.ts';
import type { CallBody, CallQuery } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const productsKey = [...ADMIN_KEY, 'products'] as const;

export type ProductFilters = Omit<NonNullable<CallQuery<typeof adminProductList>>, 'page'>;

export const productListQuery = (filters: ProductFilters, page: number) =>
  queryOptions({
    queryKey: [...productsKey, 'list', filters, page],
    queryFn: ({ signal }) => adminCall(adminProductList, { query: { ...filters, page }, signal }),
    placeholderData: keepPreviousData,
  });

export const productDetailQuery = (productId: number) =>
  queryOptions({
    queryKey: [...productsKey, 'detail', productId],
    queryFn: ({ signal }) => adminCall(adminProductDetail, { query: { productId }, signal }),
  });

export const categoryListQuery = queryOptions({
  queryKey: [...ADMIN_KEY, 'categories'],
  queryFn: ({ signal }) => adminCall(adminCategoryList, { signal }),
  staleTime: 60_000,
});

/** A change of a product: the lists, the open detail and the category counts are read again. */
function useProductChange<B, R>(run: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: productsKey });
      await queryClient.invalidateQueries({ queryKey: categoryListQuery.queryKey });
    },
  });
}

export const useSaveProduct = () =>
  useProductChange((body: CallBody<typeof adminProductSave>) =>
    adminCall(adminProductSave, { body }),
  );

export const useSetSaleStatus = () =>
  useProductChange((body: CallBody<typeof adminProductSaleStatus>) =>
    adminCall(adminProductSaleStatus, { body }),
  );

export const useProductCover = () =>
  useProductChange((body: CallBody<typeof adminProductCover>) =>
    adminCall(adminProductCover, { body }),
  );

/** A file's preview writes nothing: no query is read again. */
export const useProductCsvPreview = () =>
  useMutation({
    mutationFn: (body: CallBody<typeof adminProductCsvPreview>) =>
      adminCall(adminProductCsvPreview, { body }),
  });

export const useProductCsvApply = () =>
  useProductChange((body: CallBody<typeof adminProductCsvApply>) =>
    adminCall(adminProductCsvApply, { body }),
  );

/**
 * Downloads the CSV of the list's filters: fetched first, so that a refusal (too many products)
 * is said on the page instead of being saved as the file.
 */
export async function downloadProductCsv(filters: ProductFilters): Promise<void> {
  const response = await fetch(withQuery(adminProductCsvExport.path, filters), {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const answer: unknown = await response.json().catch(() => undefined);
    if (answer !== null && typeof answer === 'object' && 'error' in answer) {
      throw errorFromBody(response.status, answer);
    }
    throw new ApiError(response.status, BAD_RESPONSE_CODE, response.statusText);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'products.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

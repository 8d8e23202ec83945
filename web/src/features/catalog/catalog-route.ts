import { preload } from 'react-dom';
import type { LoaderFunctionArgs } from 'react-router';
import { sectionBannerOf, sectionByName } from '@shop/contract/sections.ts';
import { queryClient } from '../../lib/query-client.ts';
import {
  categoryTreeQuery,
  productDetailQuery,
  productIdOf,
  productListQuery,
  sectionConfigQuery,
} from './catalog-queries.ts';
import { readListState } from './list-query-state.ts';

/**
 * The catalog pages' first data, started by their routes' loaders while the router still loads
 * the pages' code (decision 0285): the data is on its way when the page first renders, instead of
 * being asked for by that render. Nothing here is awaited, so a slow answer never holds the page
 * back; the page reads the same queries and shows its skeleton until they answer.
 */

/** Product detail: the product, then its cover (the page's largest element) as soon as it is known. */
export function startProductDetail({ params }: LoaderFunctionArgs): null {
  const productId = productIdOf(params.productId ?? '');
  if (productId === null) return null;
  queryClient
    .ensureQueryData(productDetailQuery(productId))
    .then(({ data }) => preload(data.imageUrl, { as: 'image', fetchPriority: 'high' }))
    // a missing product: the page sends the visitor to product 1
    .catch(() => undefined);
  return null;
}

/** A section's header: its banner (the list page's largest element) and its title. */
export function startSectionHeader({ params }: LoaderFunctionArgs): void {
  const def = sectionByName(params.section ?? '');
  if (!def) return;
  preload(sectionBannerOf(def.section), { as: 'image', fetchPriority: 'high' });
  void queryClient.prefetchQuery(sectionConfigQuery(def.section));
}

/**
 * A section's category tree and, when the whole section is listed, its page of products. A
 * category named in the address is checked against the tree first (the page does that), so
 * its page waits for the page.
 */
export function startProductList({ params, request }: LoaderFunctionArgs): void {
  const def = sectionByName(params.section ?? '');
  if (!def) return;
  void queryClient.prefetchQuery(categoryTreeQuery(def.categoryId));
  const state = readListState(new URL(request.url).searchParams);
  if (state.categoryId !== null) return;
  void queryClient.prefetchQuery(
    productListQuery({ categoryId: def.categoryId, sort: state.sort, page: state.page }),
  );
}

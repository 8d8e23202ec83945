import * as z from 'zod/mini';
import { defineCall } from './call.ts';
import { won } from './mini-fields.ts';

/*
 * The catalogue's calls of the shop's front: the home page's recommended products and the
 * header's search suggestions. Every page loads them; the lists, the search and the detail
 * (catalog.ts) load with the catalogue's pages.
 */

export const recommendedProduct = z.object({
  productId: z.number().check(z.int()),
  displayName: z.string(),
  imageUrl: z.string(),
  sellPrice: won,
});
export type RecommendedProduct = z.infer<typeof recommendedProduct>;

export const productEntryRecommend = defineCall({
  operationId: 'productEntryRecommend',
  tag: 'catalog',
  method: 'GET',
  path: '/api/product-entry-recommend',
  summary: 'Recommended products of the main page',
  response: z.object({ list: z.array(recommendedProduct) }),
});

/** Suggestions as you type (issue 22): at most this many names. */
export const SUGGESTION_LIMIT = 8;

export const searchSuggestions = defineCall({
  operationId: 'searchSuggestions',
  tag: 'catalog',
  method: 'GET',
  path: '/api/search-suggestions',
  summary: 'Product names for what is being typed in the search box',
  query: z.object({ q: z.string().check(z.trim(), z.maxLength(100)) }),
  response: z.object({
    list: z.array(z.object({ productId: z.number().check(z.int()), displayName: z.string() })),
  }),
});

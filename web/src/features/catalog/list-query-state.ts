import { ProductSort } from '@shop/contract/catalog.ts';

/**
 * The product list's state is its query string (spec 3 §2: page, sort, categoryId), so back and
 * forward restore it. Values that cannot be right fall back to the defaults.
 */
export interface ListState {
  page: number;
  sort: ProductSort;
  /** null: the whole section (its root category). */
  categoryId: number | null;
}

export const DEFAULT_SORT: ProductSort = 'sortName.asc';

function positiveInt(value: string | null): number | null {
  if (value === null || !/^[1-9][0-9]{0,8}$/.test(value)) return null;
  return Number(value);
}

export function readListState(params: URLSearchParams): ListState {
  const sort = params.get('sort');
  return {
    page: positiveInt(params.get('page')) ?? 1,
    sort: ProductSort.find((s) => s === sort) ?? DEFAULT_SORT,
    categoryId: positiveInt(params.get('categoryId')),
  };
}

export function listSearch(state: ListState): string {
  const params = new URLSearchParams({ page: String(state.page), sort: state.sort });
  if (state.categoryId !== null) params.set('categoryId', String(state.categoryId));
  return `?${params.toString()}`;
}

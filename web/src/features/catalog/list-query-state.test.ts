import { describe, expect, it } from 'vitest';
import { listSearch, readListState } from './list-query-state.ts';

const read = (search: string) => readListState(new URLSearchParams(search));

describe('product list query state', () => {
  it('defaults to page 1, name order and the whole section', () => {
    expect(read('')).toEqual({ page: 1, sort: 'sortName.asc', categoryId: null });
  });

  it('reads page, sort and category', () => {
    expect(read('?page=3&sort=sellPrice.desc&categoryId=12361')).toEqual({
      page: 3,
      sort: 'sellPrice.desc',
      categoryId: 12361,
    });
  });

  it('falls back to the default for values that cannot be right', () => {
    expect(read('?page=0&sort=price&categoryId=abc')).toEqual(read(''));
    expect(read('?page=-2&categoryId=1.5')).toEqual(read(''));
    expect(read('?page=99999999999')).toEqual(read(''));
  });

  it('writes a query string that reads back the same', () => {
    const state = { page: 2, sort: 'sellPrice.asc' as const, categoryId: 42 };
    expect(listSearch(state)).toBe('?page=2&sort=sellPrice.asc&categoryId=42');
    expect(read(listSearch(state))).toEqual(state);
    expect(listSearch({ ...state, categoryId: null })).toBe('?page=2&sort=sellPrice.asc');
  });
});

// The catalog latency step's requests (bench/catalog-latency.ts): issue 22's query classes, each
// with its p95 target, and the requests sent for each row of the table.
import { SECTIONS } from '@shop/contract/sections.ts';

export const TARGET_MS = 10;

/** Issue 22's query classes; each has one p95 target. */
export const CLASSES = {
  plain: 5,
  phrase: 5,
  isbn: TARGET_MS,
  initials: 8,
  unspaced: 8,
  'keyboard slip': 8,
  suggestions: 3,
  list: TARGET_MS,
} as const;
export type QueryClass = keyof typeof CLASSES;

export interface Case {
  name: string;
  class: QueryClass;
  path: string;
  body: (i: number) => unknown;
  /** A GET call: body(i) is its query string's values. */
  get?: boolean;
}

const general1 = SECTIONS.find((s) => s.section === 'general-1')!.categoryId;
const sorts = ['sortName.asc', 'sellPrice.desc', 'sellPrice.asc'] as const;
const search = (searchWord: string) => (i: number) => ({ searchWord, page: 1 + (i % 3) });

export const CASES: Case[] = [
  {
    name: "search '수학' (2 syllables)",
    class: 'plain',
    path: '/api/search-product-entry-list',
    body: search('수학'),
  },
  {
    name: "search '초등 국어 독해' (3 words)",
    class: 'phrase',
    path: '/api/search-product-entry-list',
    body: search('초등 국어 독해'),
  },
  {
    name: "search 'grammar'",
    class: 'plain',
    path: '/api/search-product-entry-list',
    body: search('grammar'),
  },
  {
    name: "search '979-11-6413' (ISBN)",
    class: 'isbn',
    path: '/api/search-product-entry-list',
    body: search('979-11-6413'),
  },
  // issue 22: how Koreans type (initial consonants, no spaces, the keyboard left in English)
  {
    name: "search 'ㅅㅎ' (initials)",
    class: 'initials',
    path: '/api/search-product-entry-list',
    body: search('ㅅㅎ'),
  },
  {
    name: "search 'ㅇㅇㄷㅎ' (4 initials)",
    class: 'initials',
    path: '/api/search-product-entry-list',
    body: search('ㅇㅇㄷㅎ'),
  },
  {
    name: "search '수ㅎ' (syllable + initial)",
    class: 'initials',
    path: '/api/search-product-entry-list',
    body: search('수ㅎ'),
  },
  {
    name: "search '영어교재' (unspaced)",
    class: 'unspaced',
    path: '/api/search-product-entry-list',
    body: search('영어교재'),
  },
  {
    name: "search 'tngkr' (keyboard slip)",
    class: 'keyboard slip',
    path: '/api/search-product-entry-list',
    body: search('tngkr'),
  },
  {
    name: "suggestions 'ㅇㅇ', '영ㅇ', '수하'",
    class: 'suggestions',
    path: '/api/search-suggestions',
    get: true,
    body: (i) => ({ q: ['ㅇㅇ', '영ㅇ', '수하'][i % 3] }),
  },
  {
    name: 'product-list page (general-1)',
    class: 'list',
    path: '/api/product-entry-list',
    // pages 1–40 of the section root in every sort
    body: (i) => ({ categoryId: general1, sort: sorts[i % 3], page: 1 + ((i * 7) % 40) }),
  },
];

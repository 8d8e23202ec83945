import { describe, expect, it } from 'vitest';
import { isPriceCapped, lowestSalePrice } from '@shop/contract/book-price-cap.ts';
import type { ProductKind } from '@shop/contract/catalog.ts';
import { SECTIONS } from '@shop/contract/sections.ts';
import { buildCatalogSeed } from './catalog-data.ts';
import { FREE_BOOKLET_NAME, FREE_BOOKLET_SECTION } from './catalog-free-booklet.ts';

const seed = buildCatalogSeed();
/** The free guide booklet is the one product outside the ranges of its kind. */
const generated = seed.products.filter((p) => p.displayName !== FREE_BOOKLET_NAME);
const categoryById = new Map(seed.categories.map((c) => [c.categoryId, c]));

describe('buildCatalogSeed', () => {
  it('is deterministic', () => {
    expect(buildCatalogSeed()).toEqual(seed);
  });

  it('has a root category and a section config for every section', () => {
    for (const def of SECTIONS) {
      const root = categoryById.get(def.categoryId);
      expect(root, def.section).toMatchObject({
        parentId: null,
        depth: 0,
        rootId: def.categoryId,
        idChain: String(def.categoryId),
        leaf: false,
      });
      const config = seed.sectionConfigs.find((c) => c.section === def.section);
      expect(config?.categoryId).toBe(def.categoryId);
      expect(config?.bannerUrl).toBe(`/banners/${def.section}.svg`);
      expect(root?.fullName).toBe(config?.title);
    }
    expect(seed.sectionConfigs).toHaveLength(SECTIONS.length);
  });

  it('builds a consistent category tree of depth at most 2', () => {
    const ids = seed.categories.map((c) => c.categoryId);
    expect(new Set(ids).size).toBe(ids.length);
    const roots = new Set(SECTIONS.map((s) => s.categoryId));
    for (const c of seed.categories) {
      const chain = c.idChain.split('/').map(Number);
      expect(chain.at(-1)).toBe(c.categoryId);
      expect(c.depth).toBe(chain.length - 1);
      expect(c.depth).toBeLessThanOrEqual(2);
      expect(c.rootId).toBe(chain[0]);
      if (c.depth === 0) continue;
      expect(roots.has(c.categoryId), `generated id ${c.categoryId}`).toBe(false);
      const parent = categoryById.get(c.parentId ?? -1);
      expect(parent, `parent of ${c.categoryId}`).toBeDefined();
      expect(c.idChain).toBe(`${parent?.idChain}/${c.categoryId}`);
      expect(c.fullName).toBe(`${parent?.fullName} > ${c.name}`);
      expect(c.rootId).toBe(parent?.rootId);
    }
    for (const c of seed.categories) {
      const hasChildren = seed.categories.some((x) => x.parentId === c.categoryId);
      expect(c.leaf, `leaf flag of ${c.categoryId}`).toBe(!hasChildren);
    }
    for (const def of SECTIONS) {
      const mids = seed.categories.filter((c) => c.parentId === def.categoryId);
      expect(mids.length).toBeGreaterThanOrEqual(2);
      expect(mids.length).toBeLessThanOrEqual(4);
    }
  });

  it('has at least 700 products, at least 20 in every section, on leaves with matching ancestors', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(700);
    for (const def of SECTIONS) {
      const count = seed.products.filter((p) => p.rootCategoryId === def.categoryId).length;
      expect(count, def.section).toBeGreaterThanOrEqual(20);
    }
    const productLeaves = new Set(seed.products.map((p) => p.categoryId));
    for (const c of seed.categories.filter((x) => x.leaf)) {
      expect(productLeaves.has(c.categoryId), `products on leaf ${c.categoryId}`).toBe(true);
    }
    for (const p of seed.products) {
      const leaf = categoryById.get(p.categoryId);
      expect(leaf?.leaf, `leaf of product ${p.productId}`).toBe(true);
      const chain = (leaf?.idChain ?? '').split('/').map(Number);
      expect(p.rootCategoryId).toBe(chain[0]);
      expect(p.midCategoryId).toBe(chain[1]);
    }
  });

  it('uses unique ids and ISBNs, and ISBNs only on books and smart books', () => {
    expect(seed.products.map((p) => p.productId)).toEqual(seed.products.map((_, i) => i + 1));
    const isbns = seed.products.map((p) => p.isbn).filter((x): x is string => !!x);
    expect(new Set(isbns).size).toBe(isbns.length);
    for (const p of generated) {
      if (p.kind === 'book' || p.kind === 'stb') {
        expect(p.isbn).toMatch(/^97[89]-\d+-\d+-\d+-\d$/);
        expect(p.isbn?.replace(/-/g, '')).toHaveLength(13);
      } else {
        expect(p.isbn).toBeNull();
      }
    }
    const names = seed.products.map((p) => p.displayName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the fields of each kind plausible', () => {
    const ranges = {
      book: [8_000, 35_000],
      stb: [5_000, 20_000],
      device: [50_000, 450_000],
      aid: [10_000, 120_000],
    } as const;
    for (const p of generated) {
      const [min, max] = ranges[p.kind as keyof typeof ranges];
      expect(p.sellPrice % 100).toBe(0);
      expect(p.sellPrice).toBeGreaterThanOrEqual(min);
      expect(p.sellPrice).toBeLessThanOrEqual(max);
      expect(p.markedPrice).toBeGreaterThanOrEqual(p.sellPrice);
      if (isPriceCapped(p.kind as ProductKind)) {
        expect(p.sellPrice).toBeGreaterThanOrEqual(lowestSalePrice(p.markedPrice));
      }
      expect(p.publishedDate).toMatch(/^20(1[89]|2[0-6])-\d\d-\d\d$/);
      expect(p.imageUrl).toBe(`/covers/${p.productId}.svg`);
      expect(p.isStb).toBe(p.kind === 'stb');
      if (p.kind === 'stb') {
        expect(p).toMatchObject({ paperSize: null, shipWeightG: 0, canOversea: false });
        expect(p.supportDevice).toBeTruthy();
        expect(p.fileSize).toMatch(/^\d+MB$/);
      }
      if (p.kind === 'book') {
        expect(p.shipWeightG).toBeGreaterThanOrEqual(200);
        expect(p.shipWeightG).toBeLessThanOrEqual(1500);
      } else {
        expect(p.canOversea).toBe(false);
      }
    }
    expect(seed.products.some((p) => p.kind === 'device' && p.sellPrice >= 300_000)).toBe(true);
    const first = seed.products[0];
    expect(first).toMatchObject({ productId: 1, kind: 'book', isSupple: false, canBuy: true });
    expect(first?.html).toBeTruthy();
    const ranks = seed.products.map((p) => p.recommendRank).filter((r) => r != null);
    expect([...ranks].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('ends with one free guide booklet, a paper book of a general section, sold one at a time', () => {
    const free = seed.products.filter((p) => p.sellPrice === 0);
    expect(free.map((p) => p.displayName)).toEqual([FREE_BOOKLET_NAME]);
    const booklet = free[0]!;
    expect(booklet.productId).toBe(seed.products.length);
    expect(booklet.rootCategoryId).toBe(
      SECTIONS.find((s) => s.section === FREE_BOOKLET_SECTION)!.categoryId,
    );
    expect(booklet).toMatchObject({
      kind: 'book',
      markedPrice: 0,
      canBuy: true,
      canBuyMultiple: false,
      canOversea: false,
      isStb: false,
      recommendRank: null,
    });
  });

  it('pairs every supplementary book with an existing smart book of the same section', () => {
    const supple = seed.products.filter((p) => p.isSupple);
    expect(supple.length).toBeGreaterThanOrEqual(3);
    for (const p of supple) {
      const ebook = seed.products.find((x) => x.productId === p.suppleEbookProductId);
      expect(ebook?.kind, `e-book of ${p.productId}`).toBe('stb');
      expect(ebook?.rootCategoryId).toBe(p.rootCategoryId);
      expect(p.kind).toBe('book');
    }
    const sections = new Set(
      supple.map((p) => SECTIONS.find((s) => s.categoryId === p.rootCategoryId)?.section),
    );
    expect([...sections].sort()).toEqual(['April', 'CDI', 'THEOPEN']);
  });

  it('contains the words the search tests look for', () => {
    const names = seed.products.map((p) => p.displayName).join('\n');
    for (const word of [
      '수학',
      '영어',
      '국어',
      '과학',
      '독해',
      '문법',
      'Reading',
      'Grammar',
      'Math',
    ]) {
      expect(names, word).toContain(word);
    }
  });

  it('has the main menu, the popups and the FAQ', () => {
    const menuIds = seed.menuItems.map((m) => m.menuId);
    expect(new Set(menuIds).size).toBe(menuIds.length);
    expect(seed.menuItems.filter((m) => m.visible === false)).toHaveLength(1);
    expect(seed.menuItems.find((m) => m.section === 'creverse_etc')?.requiresCategoryId).toBe(2697);
    expect(seed.menuItems.find((m) => m.path === '/extern-product-list/coding-aux')?.section).toBe(
      null,
    );
    for (const def of SECTIONS) {
      expect(seed.menuItems.find((m) => m.section === def.section)?.groupCd).toBe(def.group);
    }
    expect(seed.popups.filter((p) => p.active !== false).map((p) => p.sitePopupId)).toEqual([1]);

    const faqIds = seed.faqEntries.map((f) => f.faqId);
    expect(new Set(faqIds).size).toBe(faqIds.length);
    expect(seed.faqEntries.length).toBeGreaterThanOrEqual(45);
    for (const cd of ['PRODUCT', 'ORDER', 'DELIVERY', 'RETURN']) {
      expect(seed.faqEntries.filter((f) => f.categoryCd === cd).length, cd).toBeGreaterThanOrEqual(
        8,
      );
    }
    const cds = new Set(seed.faqCategories.map((c) => c.categoryCd));
    expect(seed.faqEntries.every((f) => cds.has(f.categoryCd))).toBe(true);
    const top = seed.faqEntries.map((f) => f.top10Rank).filter((r) => r != null);
    expect([...top].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(
      seed.faqEntries.some((f) => f.categoryCd === 'DELIVERY' && f.htmlContents.includes('EMS')),
    ).toBe(true);
  });
});

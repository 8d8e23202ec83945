/** Generates the demo products, spread over every leaf of every section. */
import type { products } from '../schema/catalog.ts';
import type { CategoryBuild, LeafContext } from './catalog-categories.ts';
import {
  authorFor,
  BINDINGS,
  COMPRISAL,
  DELIVERY_HTML,
  describeHtml,
  IsbnIssuer,
  NOTICES,
  PAPER_SIZES,
  prices,
  publishedDate,
  SUPPLE_NOTICE,
  SUPPORT_DEVICES,
} from './catalog-product-fields.ts';
import { isTaxFreeKind } from '@shop/contract/tax-split.ts';
import { freeBooklet } from './catalog-free-booklet.ts';
import type { SeedKind } from './catalog-seed-types.ts';
import { hashString, seedRandom, type SeedRandom } from './seed-random.ts';

export type ProductSeedRow = Omit<
  typeof products.$inferInsert,
  'searchGrams' | 'searchText' | 'searchName' | 'isbnDigits'
> & { productId: number };

/** Sections whose recommended product (rank 1..12, in this order) is shown on the main page. */
const RECOMMEND_SECTIONS = [
  'CDI',
  'THEOPEN',
  'April',
  'i-Garten',
  'talent',
  'NOISY',
  'coding',
  'general-1',
  'general-2',
  'general-3',
  'tablet',
  'smart-pen',
] as const;

/** A smart book's name says e-book after the title: its badge already says 스마트북. */
const STB_SUFFIX = ' (전자책)';

function fill(stem: string, vol: number): string {
  return stem.replace('{n}', String(vol));
}

/** Hands out product names of one leaf in a natural order, never repeating a name of the catalog. */
class LeafNamer {
  private readonly pointers = new Map<SeedKind, number>();

  constructor(
    private readonly ctx: LeafContext,
    private readonly used: Set<string>,
  ) {}

  private combos(kind: SeedKind): string[] {
    const { stems, vols, suffixes, seed } = this.ctx;
    const volList: number[] = [];
    const hasVol = stems.some((s) => s.includes('{n}'));
    for (let v = vols[0]; v <= (hasVol ? vols[1] : vols[0]); v += 1) volList.push(v);
    const out: string[] = [];
    // A smart book is the e-book edition of a paper book, so it takes the same suffixes.
    const prefix = kind === 'stb' || kind === 'book' ? seed.brand : '';
    const edition = kind === 'stb' ? STB_SUFFIX : '';
    for (const suffix of suffixes) {
      for (const vol of volList)
        for (const stem of stems) out.push(`${prefix}${fill(stem, vol)}${suffix}${edition}`);
    }
    return out;
  }

  reserve(name: string): string {
    let candidate = name;
    for (let edition = 2; this.used.has(candidate); edition += 1)
      candidate = `${name} (${edition}판)`;
    this.used.add(candidate);
    return candidate;
  }

  next(kind: SeedKind): string {
    const list = this.combos(kind);
    let p = this.pointers.get(kind) ?? 0;
    while (p < list.length && this.used.has(list[p] as string)) p += 1;
    this.pointers.set(kind, p + 1);
    return this.reserve(list[p % list.length] as string);
  }
}

function chooseKind(ctx: LeafContext, rng: SeedRandom): SeedKind {
  if (ctx.kinds) return rng.pick(ctx.kinds);
  const entries = Object.entries(ctx.seed.weights) as [SeedKind, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = rng.next() * total;
  for (const [kind, weight] of entries) {
    r -= weight;
    if (r < 0) return kind;
  }
  return entries[entries.length - 1]?.[0] ?? 'book';
}

function makeProduct(
  productId: number,
  ctx: LeafContext,
  kind: SeedKind,
  displayName: string,
  isbns: IsbnIssuer,
  rng: SeedRandom,
): ProductSeedRow {
  const maker = rng.pick(ctx.makers);
  const bookLike = kind === 'book' || kind === 'stb';
  const comprisal = rng.pick(COMPRISAL[kind]);
  const pages = bookLike ? rng.int(6, 30) * 8 : null;
  const { sellPrice, markedPrice } = prices(
    kind,
    kind === 'device' || kind === 'aid' ? ctx.price : undefined,
    rng,
  );
  const multipleOff = kind === 'device' ? 0.75 : kind === 'stb' ? 0.2 : 0.02;
  const weight =
    kind === 'book'
      ? Math.min(1500, Math.max(200, (pages ?? 100) * 5 + rng.int(0, 120)))
      : kind === 'stb'
        ? 0
        : rng.int(300, 2500);
  return {
    productId,
    categoryId: ctx.leafId,
    midCategoryId: ctx.midId,
    rootCategoryId: ctx.rootId,
    kind,
    displayName,
    author: bookLike ? authorFor(ctx.seed.authorStyle, ctx.seed.brand, maker, rng) : null,
    manufacture: maker,
    isbn: bookLike ? isbns.next(maker) : null,
    publishedDate: publishedDate(rng),
    language: bookLike ? ctx.seed.language : '한국어',
    paperSize: kind === 'book' ? rng.pick(PAPER_SIZES) : null,
    pages,
    comprisal,
    bookBinding: kind === 'book' ? rng.pick(BINDINGS) : null,
    certificationMark: !bookLike && rng.chance(0.6) ? 'KC' : '해당없음',
    deliveryHtml: DELIVERY_HTML[kind],
    canOversea: kind === 'book' && rng.chance(0.3),
    html:
      productId === 1 || rng.chance(0.85)
        ? describeHtml(
            productId,
            kind,
            displayName,
            `${ctx.seed.title} > ${ctx.midName}`,
            comprisal,
            rng,
          )
        : null,
    isStb: kind === 'stb',
    supportDevice: kind === 'stb' ? rng.pick(SUPPORT_DEVICES) : null,
    fileSize: kind === 'stb' ? `${rng.int(80, 900)}MB` : null,
    markedPrice,
    sellPrice,
    taxFree: isTaxFreeKind(kind),
    canBuy: productId === 1 || !rng.chance(0.015),
    // the draw is kept for every kind so that the other fields stay as they were
    canBuyMultiple: (productId === 1 || !rng.chance(multipleOff)) && kind !== 'stb',
    additionalNotice: rng.chance(0.1) ? NOTICES[kind] : null,
    isSupple: false,
    suppleEbookProductId: null,
    shipWeightG: weight,
    imageUrl: `/covers/${productId}.svg`,
    recommendRank: null,
  };
}

export function buildProducts(tree: CategoryBuild): ProductSeedRow[] {
  const rows: ProductSeedRow[] = [];
  const used = new Set<string>();
  const isbns = new IsbnIssuer();

  for (const { seed, leaves } of tree.leavesBySection) {
    const rng = seedRandom(hashString(seed.section));
    const seenMids = new Set<number>();
    leaves.forEach((ctx, li) => {
      const quota =
        Math.floor(seed.count / leaves.length) + (li < seed.count % leaves.length ? 1 : 0);
      const namer = new LeafNamer(ctx, used);
      // The e-book / supplementary pair of a level takes the level's last volume; reserve its name first.
      const pairLevel = seed.supple && !ctx.kinds && !seenMids.has(ctx.midId);
      seenMids.add(ctx.midId);
      const pairStem = fill(ctx.stems[0] ?? ctx.leafName, ctx.vols[1]);
      const pairEbook = pairLevel ? namer.reserve(`${seed.brand}${pairStem}${STB_SUFFIX}`) : '';
      const pairBook = pairLevel ? namer.reserve(`${seed.brand}${pairStem} 보충교재`) : '';
      for (let k = 0; k < quota; k += 1) {
        const productId = rows.length + 1;
        const kind = productId === 1 ? 'book' : chooseKind(ctx, rng);
        rows.push(makeProduct(productId, ctx, kind, namer.next(kind), isbns, rng));
      }
      if (pairLevel) {
        const ebook = makeProduct(rows.length + 1, ctx, 'stb', pairEbook, isbns, rng);
        ebook.canBuy = true;
        rows.push(ebook);
        const book = makeProduct(rows.length + 1, ctx, 'book', pairBook, isbns, rng);
        Object.assign(book, {
          canBuy: true,
          isSupple: true,
          suppleEbookProductId: ebook.productId,
          additionalNotice: SUPPLE_NOTICE,
        });
        rows.push(book);
      }
    });
  }
  assignRecommendations(rows, tree);
  rows.push(freeBooklet(rows.length + 1, tree));
  return rows;
}

function assignRecommendations(rows: ProductSeedRow[], tree: CategoryBuild): void {
  RECOMMEND_SECTIONS.forEach((section, i) => {
    // From the section's first leaf: the tablets of 'tablet', the pens of 'smart-pen', and so on.
    const leafId = tree.leavesBySection.find((s) => s.seed.section === section)?.leaves[0]?.leafId;
    const candidates = rows.filter((p) => p.categoryId === leafId && p.canBuy && !p.isSupple);
    const chosen = candidates[(i * 3 + 1) % candidates.length];
    if (!chosen) throw new Error(`no product to recommend in ${section}`);
    chosen.recommendRank = i + 1;
  });
}

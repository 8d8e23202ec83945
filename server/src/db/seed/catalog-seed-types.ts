/** Shapes of the hand-written catalog tables the demo catalog is generated from. */
export type SeedKind = 'book' | 'stb' | 'device' | 'aid';

/** Product-name and pricing hints shared by sections, mid-levels and leaves (the nearest one wins). */
export interface SeedHints {
  /** Volume numbers used for '{n}' in stems, both inclusive. */
  vols?: readonly [number, number];
  kinds?: readonly SeedKind[];
  makers?: readonly string[];
  /** Paper-book name suffixes, or device/aid variant suffixes. */
  suffixes?: readonly string[];
  /** Sell-price range in won for devices and aids. */
  price?: readonly [number, number];
}

/** A category whose products are listed: name and product-name stems ('{n}' = volume). */
export interface LeafSeed extends SeedHints {
  name: string;
  stems: readonly string[];
}

/** A depth-1 category: either with leaves below it, or a leaf itself (with stems). */
export interface MidSeed extends SeedHints {
  name: string;
  leaves?: readonly LeafSeed[];
  stems?: readonly string[];
}

export interface SectionSeed extends SeedHints {
  section: string;
  /** Korean title of the section page and its root category. */
  title: string;
  /** Short label of the main-menu item. */
  menuLabel: string;
  description: string;
  /** Prefix of product names ('CDI '), or ''. */
  brand: string;
  language: '한국어' | '영어';
  authorStyle: 'en' | 'ko' | 'none';
  /** Relative weights of the product kinds. */
  weights: Partial<Record<SeedKind, number>>;
  /** How many products (besides supplementary pairs) the section gets. */
  count: number;
  /** Whether each level gets a supplementary paper book paired with its e-book. */
  supple?: boolean;
  mids: readonly MidSeed[];
}

export function leaf(name: string, stems: readonly string[], hints: SeedHints = {}): LeafSeed {
  return { name, stems, ...hints };
}

export function mid(name: string, leaves: readonly LeafSeed[], hints: SeedHints = {}): MidSeed {
  return { name, leaves, ...hints };
}

/** A depth-1 category that is itself a leaf. */
export function midLeaf(name: string, stems: readonly string[], hints: SeedHints = {}): MidSeed {
  return { name, stems, ...hints };
}

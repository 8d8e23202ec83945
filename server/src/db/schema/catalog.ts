import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    categoryId: integer('category_id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** Ancestor ids joined by '/', root first, the category itself last: '364/3640/36401'. */
    idChain: text('id_chain').notNull(),
    /** Ancestor names joined by ' > ', as shown in search results. */
    fullName: text('full_name').notNull(),
    depth: integer('depth').notNull(),
    leaf: boolean('leaf').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    rootId: integer('root_id').notNull(),
    /** Shown in the shop's tab tree; a hidden category's list answers 404 (decision 0428). */
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [index('categories_root_idx').on(t.rootId, t.depth, t.sortOrder)],
);

export const sectionConfigs = pgTable('section_configs', {
  section: text('section').primaryKey(),
  categoryId: integer('category_id').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  bannerUrl: text('banner_url'),
});

export const products = pgTable(
  'products',
  {
    productId: serial('product_id').primaryKey(),
    /** Leaf category, and its ancestors one and two levels up, so every tab of a section is one index range. */
    categoryId: integer('category_id').notNull(),
    midCategoryId: integer('mid_category_id'),
    rootCategoryId: integer('root_category_id').notNull(),
    kind: text('kind').notNull(),
    displayName: text('display_name').notNull(),
    author: text('author'),
    manufacture: text('manufacture'),
    isbn: text('isbn'),
    /** ISBN digits only, for prefix search with or without hyphens. */
    isbnDigits: text('isbn_digits'),
    publishedDate: date('published_date'),
    language: text('language'),
    paperSize: text('paper_size'),
    pages: integer('pages'),
    comprisal: text('comprisal'),
    bookBinding: text('book_binding'),
    certificationMark: text('certification_mark'),
    deliveryHtml: text('delivery_html'),
    canOversea: boolean('can_oversea').notNull().default(false),
    html: text('html'),
    isStb: boolean('is_stb').notNull().default(false),
    supportDevice: text('support_device'),
    fileSize: text('file_size'),
    markedPrice: integer('marked_price').notNull(),
    sellPrice: integer('sell_price').notNull(),
    /**
     * VAT-exempt (면세, 부가가치세법 §26 ① 8: books and e-books); devices and aids are taxable
     * (decision 0461). Staff set it; new rows and the migration take it from the kind.
     */
    taxFree: boolean('tax_free').notNull().default(false),
    canBuy: boolean('can_buy').notNull().default(true),
    canBuyMultiple: boolean('can_buy_multiple').notNull().default(true),
    /** contract/src/catalog.ts SaleStatus: 'hidden' rows are left out of lists, counts and search. */
    saleStatus: text('sale_status').notNull().default('onSale'),
    additionalNotice: text('additional_notice'),
    /** Supplementary book (isSupple): sold only with, or after payment of, the e-book of the same level. */
    isSupple: boolean('is_supple').notNull().default(false),
    suppleEbookProductId: integer('supple_ebook_product_id'),
    /** EMS fees are priced by weight. */
    shipWeightG: integer('ship_weight_g').notNull().default(0),
    imageUrl: text('image_url').notNull(),
    recommendRank: integer('recommend_rank'),
    /** Character bigrams of name, author, publisher and ISBN digits (architecture §7). */
    searchGrams: text('search_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lower-cased name, author and publisher, for the exact recheck of a gram match. */
    searchText: text('search_text').notNull().default(''),
    /** Lower-cased name alone, for ranking name matches above author and publisher matches. */
    searchName: text('search_name').notNull().default(''),
    /** The normalized name without spaces (spacing-insensitive and initial-consonant search). */
    searchCompact: text('search_compact').notNull().default(''),
    /** Bigrams of searchCompact and of its initial consonants (lib/search-grams.ts spellingIndexOf). */
    spellGrams: text('spell_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the list indexes hold only the products members may see, so a list page stays one range
    // of one index (the list query repeats the predicate as a literal: LISTED_PRODUCTS)
    index('products_leaf_name_idx')
      .on(t.categoryId, t.displayName, t.productId)
      .where(sql`${t.saleStatus} <> 'hidden'`),
    index('products_leaf_price_idx')
      .on(t.categoryId, t.sellPrice, t.productId)
      .where(sql`${t.saleStatus} <> 'hidden'`),
    index('products_mid_name_idx')
      .on(t.midCategoryId, t.displayName, t.productId)
      .where(sql`${t.saleStatus} <> 'hidden'`),
    index('products_mid_price_idx')
      .on(t.midCategoryId, t.sellPrice, t.productId)
      .where(sql`${t.saleStatus} <> 'hidden'`),
    index('products_root_name_idx')
      .on(t.rootCategoryId, t.displayName, t.productId)
      .where(sql`${t.saleStatus} <> 'hidden'`),
    index('products_root_price_idx')
      .on(t.rootCategoryId, t.sellPrice, t.productId)
      .where(sql`${t.saleStatus} <> 'hidden'`),
    // every product of a category, hidden ones too: deleting or moving a category (decision 0428)
    index('products_category_idx').on(t.categoryId),
    // the back office's list, newest first
    index('products_created_idx').on(t.createdAt, t.productId),
    check('products_sale_status_chk', sql`${t.saleStatus} in ('onSale', 'soldOut', 'hidden')`),
    // a smart book is one licence per student: never more than one (decision 0254)
    check('products_stb_single_chk', sql`not (${t.isStb} and ${t.canBuyMultiple})`),
    index('products_recommend_idx')
      .on(t.recommendRank)
      .where(sql`${t.recommendRank} is not null`),
  ],
);

/** Which column holds a category of this depth, so every tab is one range of one index. */
export function categoryColumn(depth: number) {
  if (depth === 0) return products.rootCategoryId;
  if (depth === 1) return products.midCategoryId;
  return products.categoryId;
}

/**
 * The search columns of every product again, in a narrow table of their own that a trigger keeps
 * in step with products (migration 0006): a search visits every matching row to rank and count
 * it, and a narrow row with the name first is several times cheaper to read than a product row.
 * Writers go on filling the search columns of products; they never write here.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.productId, { onDelete: 'cascade', onUpdate: 'cascade' }),
    rootCategoryId: integer('root_category_id').notNull(),
    searchName: text('search_name').notNull(),
    searchText: text('search_text').notNull(),
    isbnDigits: text('isbn_digits'),
    searchGrams: text('search_grams').array().notNull(),
    searchCompact: text('search_compact').notNull().default(''),
    spellGrams: text('spell_grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The compact name's syllables as their initial consonants, other characters kept (a typed
     * jamo as '*'): search_initials_of, migration 0027 (decision 0505).
     */
    searchInitials: text('search_initials')
      .notNull()
      .generatedAlwaysAs(sql`search_initials_of(search_compact)`),
  },
  (t) => [
    // names whose initials start with an initial-consonant query, in rank order (decision 0505)
    index('product_search_initials_idx').on(
      sql`${t.searchInitials} collate "C"`,
      sql`${t.searchName} collate "C"`,
      t.productId,
      t.rootCategoryId,
    ),
    // spacing-insensitive and initial-consonant queries (issue 22), rechecked on search_compact
    index('product_search_spell_idx').using('gin', t.spellGrams).with({ fastupdate: false }),
    // fastupdate off: catalog writes are rare, and a pending list would make searches scan it (and the planner avoid the index)
    index('product_search_grams_idx').using('gin', t.searchGrams).with({ fastupdate: false }),
    index('product_search_isbn_idx').using('btree', sql`${t.isbnDigits} text_pattern_ops`),
    // the search's rank order within a tier, with the section for the access filter: a page of a
    // frequent word is read from here in order instead of ranking every match
    index('product_search_name_idx').on(
      sql`${t.searchName} collate "C"`,
      t.productId,
      t.rootCategoryId,
      // an initials query's other tier walked in name order, index-only (decision 0395)
      t.searchInitials,
    ),
  ],
);

/**
 * How many products of a section hold a term in their searchable text: every substring of two or
 * more characters of every word (a query word matches exactly the products holding it as a term),
 * counted once for products holding it in the name and once for those holding it only in author
 * or publisher. Kept by statement triggers on product_search (migration 0007), so a one-word
 * search knows its exact total and the size of each rank tier without visiting its matches.
 */
export const searchTermCounts = pgTable(
  'search_term_counts',
  {
    term: text('term').notNull(),
    rootCategoryId: integer('root_category_id').notNull(),
    inName: boolean('in_name').notNull(),
    products: integer('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.term, t.rootCategoryId, t.inName] })],
);

/**
 * A category only members enrolled in one of brchTypes may open (spec 1 §6); everyone else,
 * signed-out visitors included, gets the menu-restriction dialog and a 403 from the server.
 */
export const categoryAccessRules = pgTable('category_access_rules', {
  categoryId: integer('category_id').primaryKey(),
  brchTypes: text('brch_types').array().notNull(),
  ruleTexts: text('rule_texts').array().notNull(),
  denyMsgOverride: text('deny_msg_override'),
});

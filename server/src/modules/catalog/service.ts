import type {
  CategoryNode,
  ProductEntry,
  ProductSort,
  SectionConfig,
} from '@shop/contract/catalog.ts';
import type { RecommendedProduct } from '@shop/contract/catalog-front.ts';
import type { AuthState } from '@shop/contract/auth.ts';
import { CatalogMessage } from '@shop/contract/catalog-messages.ts';
import { ErrorCode } from '@shop/contract/common.ts';
import { sectionBannerOf, sectionByName } from '@shop/contract/sections.ts';
import type { Db } from '../../db/client.ts';
import { codedRefusal, notFound } from '../../http/errors.ts';
import type { ResponseCache } from '../../http/response-cache.ts';
import type { FirstPaint } from '../../http/web-app.ts';
import type { Viewer } from '../auth/viewer.ts';
import { CategoryDirectory } from './category-directory.ts';
import { denyMessage } from './category-deny.ts';
import { paged, toEntry } from './product-rows.ts';
import * as repo from './repository.ts';
import { SearchStatements, searchProductsPage } from './search-queries.ts';
import { isPhraseSearch, phraseSearch } from './phrase-search-queries.ts';
import { searchTermsOf } from '../../lib/search-grams.ts';
import { keyboardSlipOf, suggestionQueryOf } from '../../lib/hangul-search.ts';
import { SuggestionStatements } from './suggestion-queries.ts';
import { WordStatements } from './word-search-queries.ts';
import { closestWord, planSearch, type SearchPlan } from './search-plan-queries.ts';
import { SpellingStatements } from './spelling-search-queries.ts';
import { closestNames } from './closest-names.ts';
import { SearchTermLog } from './search-term-log.ts';
import { synonymMapOf, type SynonymMap } from './search-synonyms.ts';
import { synonymRows } from './search-tuning-queries.ts';

export const CATALOG_TAG = 'catalog';

/**
 * The narrower tags of the cached catalog answers, so that a change drops only the answers it
 * affects (a product's price: its detail, its section's lists, searches, and the recommended
 * list if it is on it). Every answer also carries CATALOG_TAG, which drops them all.
 */
export const CatalogTag = {
  /** Category names, tree and access rules: the directory and every answer that shows them. */
  categories: 'catalog:categories',
  /**
   * Products per category (a product created, moved, hidden or shown): reloads the directory;
   * the answers that show a count carry the section's tag, which such a change drops too.
   */
  counts: 'catalog:counts',
  product: (productId: number) => `catalog:product:${productId}`,
  section: (rootCategoryId: number) => `catalog:section:${rootCategoryId}`,
  search: 'catalog:search',
  recommend: 'catalog:recommend',
} as const;

const DIRECTORY_TAGS = new Set<string>([CATALOG_TAG, CatalogTag.categories, CatalogTag.counts]);
const SEARCH_TAGS = new Set<string>([CATALOG_TAG, CatalogTag.search]);

/** The total of an answer, read without parsing its list (a string holds no bare quote). */
const TOTAL_KEY = '"totalCount":';

function totalOf(json: Buffer): number {
  const at = json.lastIndexOf(TOTAL_KEY);
  const from = at + TOTAL_KEY.length;
  return at < 0 ? 0 : Number.parseInt(json.subarray(from, from + 12).toString(), 10);
}

export class CatalogService {
  private directory: Promise<CategoryDirectory> | undefined;
  private readonly listStatements: repo.ListStatements;
  private readonly searchStatements: SearchStatements;
  private readonly phraseStatements: SearchStatements;
  private readonly wordStatements: WordStatements;
  private readonly spellingStatements: SpellingStatements;
  private readonly suggestionStatements: SuggestionStatements;
  private synonyms: Promise<SynonymMap> | undefined;
  /** What shoppers search, per day (the back office reads it). */
  readonly termLog: SearchTermLog;

  constructor(
    private readonly db: Db,
    private readonly cache: ResponseCache,
  ) {
    this.listStatements = new repo.ListStatements(db);
    this.searchStatements = new SearchStatements(db);
    this.phraseStatements = new SearchStatements(db, phraseSearch);
    this.wordStatements = new WordStatements(db);
    this.spellingStatements = new SpellingStatements(db);
    this.suggestionStatements = new SuggestionStatements(db);
    this.termLog = new SearchTermLog(db);
    // the directory (categories, rules, product counts) follows every catalog change, the
    // synonyms every change of searches (the back office drops the search tag)
    cache.onDrop((tag) => {
      if (DIRECTORY_TAGS.has(tag)) this.directory = undefined;
      if (SEARCH_TAGS.has(tag)) this.synonyms = undefined;
    });
  }

  categories(): Promise<CategoryDirectory> {
    this.directory ??= CategoryDirectory.load(this.db).catch((err: unknown) => {
      this.directory = undefined;
      throw err;
    });
    return this.directory;
  }

  /** After a catalog change: drops the cached answers and the directory, here and elsewhere. */
  async invalidate(): Promise<void> {
    this.directory = undefined;
    await this.cache.invalidate(CATALOG_TAG);
  }

  /** Which of the asked categories (all when none are asked) the viewer may open, and every rule. */
  async categoryAccess(
    viewer: Viewer,
    asked: readonly number[],
  ): Promise<Pick<AuthState, 'accessiableCategoryIds' | 'categoryAccessList'>> {
    const directory = await this.categories();
    const rules = directory.allRules();
    const ids = asked.length ? asked : rules.map((r) => r.categoryId);
    return {
      accessiableCategoryIds: ids.filter((id) => !directory.denyingRule(viewer, id)),
      categoryAccessList: rules.map((r) => ({
        categoryId: r.categoryId,
        denyMsgOverride: r.denyMsgOverride,
        accessControlRule: r.ruleTexts.map((text) => ({ text })),
      })),
    };
  }

  /** After a change of some products: drops the answers tagged so, here and elsewhere. */
  async invalidateTags(tags: string[]): Promise<void> {
    await this.cache.invalidate(...tags);
  }

  async assertCategoryAllowed(viewer: Viewer, categoryId: number): Promise<void> {
    const rule = (await this.categories()).denyingRule(viewer, categoryId);
    if (rule) throw codedRefusal(403, ErrorCode.categoryDenied, denyMessage(rule));
  }

  async recommendedJson(viewer: Viewer): Promise<Buffer | string> {
    const denied = (await this.categories()).deniedRootIds(viewer);
    const tags = [CATALOG_TAG, CatalogTag.recommend];
    return this.cache.get(`recommend:${denied.join(',')}`, tags, async () => {
      const rows = await repo.recommendedProducts(this.db);
      const list: RecommendedProduct[] = rows
        .filter((r) => !denied.includes(r.rootCategoryId))
        .slice(0, 12)
        .map(({ productId, displayName, imageUrl, sellPrice }) => ({
          productId,
          displayName,
          imageUrl,
          sellPrice,
        }));
      return { list };
    });
  }

  async listJson(
    viewer: Viewer,
    q: { categoryId: number; sort: ProductSort; page: number; itemsPerPage: number },
  ): Promise<Buffer> {
    const directory = await this.categories();
    const category = directory.get(q.categoryId);
    if (!category || !directory.shown(q.categoryId)) throw notFound(CatalogMessage.noSuchCategory);
    await this.assertCategoryAllowed(viewer, q.categoryId);
    const key = `list:${q.categoryId}:${q.sort}:${q.page}:${q.itemsPerPage}`;
    // the page's total is the directory's count, which only a change in this section moves
    const tags = [CATALOG_TAG, CatalogTag.categories, CatalogTag.section(category.rootId)];
    return this.cache.get(key, tags, () => this.list(directory, category.depth, q));
  }

  /** The uncached list path: one query for the page's rows; the count is the directory's. */
  async list(
    directory: CategoryDirectory,
    depth: number,
    q: { categoryId: number; sort: ProductSort; page: number; itemsPerPage: number },
  ) {
    const rows = await this.listStatements.page(
      { depth, categoryId: q.categoryId },
      q.sort,
      q.page,
      q.itemsPerPage,
    );
    return paged(
      { rows, totalCount: directory.productCount(q.categoryId) },
      q.itemsPerPage,
      directory,
    );
  }

  private synonymMap(): Promise<SynonymMap> {
    this.synonyms ??= synonymRows(this.db)
      .then(synonymMapOf)
      .catch((err: unknown) => {
        this.synonyms = undefined;
        throw err;
      });
    return this.synonyms;
  }

  /**
   * A search, counted per day on its first page (item 6); a first page without results also
   * names the popular searches (item 5), which change more often than the cached answer.
   */
  async searchJson(
    viewer: Viewer,
    q: { searchWord: string; page: number; itemsPerPage: number; asTyped?: boolean | undefined },
  ): Promise<Buffer | string> {
    const json = await this.cachedSearchJson(viewer, q);
    if (q.page !== 1) return json;
    const found = totalOf(json) > 0;
    this.termLog.record(q.searchWord, found);
    if (found) return json;
    const popularSearches = await this.termLog.popular();
    return JSON.stringify({ ...(JSON.parse(json.toString()) as object), popularSearches });
  }

  /** Results are the same for everyone with the same access, so popular words come from the cache. */
  private async cachedSearchJson(
    viewer: Viewer,
    q: { searchWord: string; page: number; itemsPerPage: number; asTyped?: boolean | undefined },
  ): Promise<Buffer> {
    const directory = await this.categories();
    const denied = directory.deniedRootIds(viewer);
    const terms = searchTermsOf(q.searchWord);
    // the keyboard reading depends on case (Shift types ㅆ), which the terms fold
    const slip = q.asTyped ? 'as-typed' : (keyboardSlipOf(q.searchWord) ?? '');
    const key = `search:${denied.join(',')}:${JSON.stringify(terms)}:${slip}:${q.page}:${q.itemsPerPage}`;
    return this.cache.get(
      key,
      [CATALOG_TAG, CatalogTag.categories, CatalogTag.search],
      async () => {
        const synonyms = await this.synonymMap();
        const plan = await planSearch(this.db, q.searchWord, {
          asTyped: q.asTyped === true,
          synonyms,
        });
        let searchedAs = plan.searchedAs;
        let page = await this.searchPage(plan, denied, q, directory);
        if (page.totalCount === 0 && !q.asTyped) {
          // a typo: the closest word of the catalog is searched instead, and said so
          const closest = await closestWord(this.db, searchedAs ?? q.searchWord);
          const retried =
            closest &&
            (await this.searchPage(await planSearch(this.db, closest), denied, q, directory));
          if (retried && retried.totalCount > 0) {
            page = retried;
            searchedAs = closest;
          }
        }
        const nearest =
          page.totalCount === 0 && q.page === 1
            ? {
                closestNames: await closestNames(
                  this.db,
                  this.suggestionStatements,
                  searchedAs ?? q.searchWord,
                  denied,
                ),
              }
            : {};
        return {
          ...paged(page, q.itemsPerPage, directory),
          ...(searchedAs && { searchedAs }),
          ...nearest,
        };
      },
    );
  }

  /** One page of the statement the plan names (search-plan-queries.ts). */
  private async searchPage(
    plan: SearchPlan,
    denied: number[],
    q: { page: number; itemsPerPage: number },
    directory: CategoryDirectory,
  ): Promise<repo.Page<repo.ProductRowRecord>> {
    if (plan.kind === 'spelling') {
      return this.spellingStatements.page(plan.search, denied, q.page, q.itemsPerPage);
    }
    const { terms } = plan;
    const [word] = terms.words;
    return word !== undefined && terms.words.length === 1 && !terms.isbnPrefix && terms.grams.length
      ? this.wordStatements.page(
          { word, grams: terms.grams },
          denied,
          q.page,
          q.itemsPerPage,
          directory.catalogSize(),
        )
      : searchProductsPage(
          isPhraseSearch(terms) ? this.phraseStatements : this.searchStatements,
          terms,
          denied,
          q.page,
          q.itemsPerPage,
        );
  }

  /** Suggestions as you type (suggestion-queries.ts); cached like searches, per access. */
  async suggestionsJson(viewer: Viewer, typed: string): Promise<Buffer | string> {
    const query = suggestionQueryOf(typed);
    if (!query) return JSON.stringify({ list: [] });
    const denied = (await this.categories()).deniedRootIds(viewer);
    const key = `suggest:${denied.join(',')}:${query.pattern}`;
    return this.cache.get(
      key,
      [CATALOG_TAG, CatalogTag.categories, CatalogTag.search],
      async () => ({
        list: await this.suggestionStatements.names(query, denied),
      }),
    );
  }

  /**
   * A product's detail answer, cached as it is sent; cached beside it, the category its access is
   * checked on, so that a hit is neither parsed nor written again.
   */
  async productJson(viewer: Viewer, productId: number): Promise<Buffer | string> {
    const directory = await this.categories();
    const tags = [CATALOG_TAG, CatalogTag.categories, CatalogTag.product(productId)];
    let stored: Promise<repo.ProductRecord | undefined> | undefined;
    // one read for both entries when both are missing
    const shown = () =>
      (stored ??= repo
        .findProduct(this.db, productId)
        .then((p) => (p?.saleStatus === 'hidden' ? undefined : p)));
    const access = await this.cache.get(`product-access:${productId}`, tags, async () => {
      const p = await shown();
      return p ? (p.categoryId ?? p.rootCategoryId) : null;
    });
    const categoryId = JSON.parse(access.toString()) as number | null;
    if (categoryId === null) throw notFound(CatalogMessage.noSuchProduct);
    await this.assertCategoryAllowed(viewer, categoryId);
    return this.cache.get(`product:${productId}`, tags, async () => {
      const p = await shown();
      // hidden since the access entry was made: refused, and nothing cached
      if (!p) throw notFound(CatalogMessage.noSuchProduct);
      return { data: toEntry(p, directory) };
    });
  }

  /**
   * A catalog page's largest image (its LCP element), for the page's HTML to draw and fetch with
   * the document instead of after the JavaScript (decision 0287): a product's cover, a section's
   * banner, as the visitor may see them. Nothing for another page or one that would be refused.
   */
  async firstPaintOf(viewer: Viewer, path: string): Promise<FirstPaint | undefined> {
    const detail = /^\/product-detail\/(\d{1,9})$/.exec(path);
    if (detail) {
      const text = await this.productJson(viewer, Number(detail[1])).catch(() => undefined);
      const image = text && (JSON.parse(text.toString()) as { data: ProductEntry }).data.imageUrl;
      return image ? { page: 'product-detail', image } : undefined;
    }
    const list = /^\/product-list\/([^/]{1,40})$/.exec(path);
    const section = list && sectionByName(decodeURIComponent(list[1] ?? ''));
    if (!section) return undefined;
    const allowed = await this.assertCategoryAllowed(viewer, section.categoryId).then(
      () => true,
      () => false,
    );
    const config = allowed && (await repo.sectionConfigOf(this.db, section.section));
    if (!config) return undefined;
    return { page: 'product-list', image: config.bannerUrl ?? sectionBannerOf(section.section) };
  }

  async categoryTreeJson(categoryId: number): Promise<Buffer | string> {
    return this.cache.get(`tree:${categoryId}`, [CATALOG_TAG, CatalogTag.categories], async () => {
      const directory = await this.categories();
      const root = directory.get(categoryId);
      if (!root) return { list: [] };
      const shown = directory.subtree(root.rootId).filter((c) => directory.shown(c.categoryId));
      const list: CategoryNode[] = shown.map((c) => ({
        categoryId: c.categoryId,
        idChain: c.idChain,
        parent: c.parentId,
        leaf: c.leaf,
        name: c.name,
      }));
      return { list };
    });
  }

  async sectionConfig(section: string): Promise<SectionConfig> {
    const row = await repo.sectionConfigOf(this.db, section);
    if (!row) throw notFound(CatalogMessage.noSuchMenu);
    return row;
  }
}

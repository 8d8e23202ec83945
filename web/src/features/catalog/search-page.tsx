import { useQuery } from '@tanstack/react-query';
import { josa } from 'es-hangul';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Limits } from '@shop/contract/constants.ts';
import { Paginator } from '../../ui/paginator.tsx';
import { useCatalogText } from './catalog-i18n.ts';
import { searchQuery } from './catalog-queries.ts';
import { ListMessage, ListSkeleton } from './list-states.tsx';
import { ProductRows } from './product-rows.tsx';
import { SearchEmpty } from './search-empty.tsx';

function readPage(value: string | null): number {
  return value !== null && /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : 1;
}

/** The link of the notice: the same words searched as typed. */
function asTypedSearch(word: string, page?: number): string {
  const params = new URLSearchParams({ searchWord: word, asTyped: '1' });
  if (page) params.set('page', String(page));
  return `?${params}`;
}

/** '‘영어’로 검색한 결과입니다' when the server searched another word than the one typed. */
function SearchedAsNotice({ word, searchedAs }: { word: string; searchedAs: string }) {
  const { t } = useCatalogText();
  const particle = josa(searchedAs, '으로/로').slice(searchedAs.length);
  return (
    <p className="rounded-md bg-brand-50 px-4 py-3 text-[15px] text-slate-800" role="status">
      {t('search.searchedAs', { word: searchedAs, josa: particle })}{' '}
      <Link
        to={{ pathname: '/search-global', search: asTypedSearch(word) }}
        className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2"
      >
        {t('search.searchTyped', { word })}
      </Link>
    </p>
  );
}

function SearchResults({ word, page, asTyped }: { word: string; page: number; asTyped: boolean }) {
  const { t } = useCatalogText();
  const navigate = useNavigate();
  // Mounted once per navigation: the same word searched again reloads (spec 1 §5).
  const results = useQuery({ ...searchQuery(word, page, asTyped), refetchOnMount: 'always' });
  const data = results.data;
  const goToPage = (next: number) =>
    void navigate({
      search: asTyped
        ? asTypedSearch(word, next)
        : `?${new URLSearchParams({ searchWord: word, page: String(next) })}`,
    });
  return (
    <div className="space-y-5">
      <h1 className="text-xl font-bold text-slate-900 xs:text-2xl">
        {t('search.result', { word })}
        {data && (
          <span className="ml-2 text-base font-semibold text-brand-700 xs:text-lg">
            {t(data.totalCountAtLeast ? 'search.countAtLeast' : 'search.count', {
              count: data.totalCount.toLocaleString('ko-KR'),
            })}
          </span>
        )}
      </h1>
      {data?.searchedAs && <SearchedAsNotice word={word} searchedAs={data.searchedAs} />}
      {results.isError && !data ? (
        <ListMessage
          message={t('list.loadFailed')}
          action={t('list.retry')}
          onAction={() => void results.refetch()}
        />
      ) : !data ? (
        <ListSkeleton />
      ) : data.list.length === 0 ? (
        <SearchEmpty
          word={word}
          closestNames={data.closestNames}
          popularSearches={data.popularSearches}
        />
      ) : (
        <div className={results.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <ProductRows
            key={data.list.map((r) => r.productId).join(',')}
            rows={data.list}
            showCategory
          />
        </div>
      )}
      {data && (
        <Paginator
          page={page}
          totalPages={data.totalPages}
          visiblePages={Limits.productListVisiblePages}
          onChange={goToPage}
        />
      )}
    </div>
  );
}

/** Global search results (spec 3 §2): /search-global?searchWord, at least 2 characters. */
export function SearchPage() {
  const { t } = useCatalogText();
  const [params] = useSearchParams();
  const location = useLocation();
  // the server takes up to 100 characters, as the header's search box does
  const word = (params.get('searchWord') ?? '').trim().slice(0, 100);
  const page = readPage(params.get('page'));
  const asTyped = params.get('asTyped') === '1';
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6 xs:py-8">
      {word.length < Limits.searchMinLength ? (
        <div className="space-y-5">
          <h1 className="text-xl font-bold text-slate-900 xs:text-2xl">{t('search.heading')}</h1>
          <ListMessage message={t('search.tooShort')} />
        </div>
      ) : (
        <SearchResults key={location.key} word={word} page={page} asTyped={asTyped} />
      )}
    </div>
  );
}

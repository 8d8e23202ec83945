import { Link } from 'react-router';
import { useCatalogText } from './catalog-i18n.ts';
import { ListMessage } from './list-states.tsx';

/**
 * A search without results is not a dead end (issue 22 item 5): the closest product names and the
 * week's popular searches, both sent by the server with the empty first page.
 */
export function SearchEmpty({
  word,
  closestNames = [],
  popularSearches = [],
}: {
  word: string;
  closestNames?: { productId: number; displayName: string }[] | undefined;
  popularSearches?: string[] | undefined;
}) {
  const { t } = useCatalogText();
  return (
    <ListMessage message={t('search.empty', { word })} hint={t('search.emptyHint')}>
      <div className="mx-auto mt-6 max-w-xl space-y-5 text-left">
        {closestNames.length > 0 && (
          <section aria-labelledby="search-closest">
            <h2 id="search-closest" className="text-sm font-semibold text-slate-900">
              {t('search.closest')}
            </h2>
            <ul className="mt-2 space-y-1">
              {closestNames.map((p) => (
                <li key={p.productId}>
                  <Link
                    to={`/product-detail/${p.productId}`}
                    className="block py-1.5 text-[15px] text-brand-700 underline underline-offset-2"
                  >
                    {p.displayName}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        {popularSearches.length > 0 && (
          <section aria-labelledby="search-popular">
            <h2 id="search-popular" className="text-sm font-semibold text-slate-900">
              {t('search.popular')}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {popularSearches.map((term) => (
                <li key={term}>
                  <Link
                    to={{
                      pathname: '/search-global',
                      search: `?${new URLSearchParams({ searchWord: term })}`,
                    }}
                    className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:border-brand-600"
                  >
                    {term}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </ListMessage>
  );
}

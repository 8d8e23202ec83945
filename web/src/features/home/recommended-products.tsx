import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { productEntryRecommend, type RecommendedProduct } from '@shop/contract/catalog-front.ts';
import { callApi } from '../../lib/api-client.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Price } from '../../ui/price.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 xs:grid-cols-3 sm:grid-cols-4 md:grid-cols-5';

/** Items that complete a row at this column count: a half-empty last row looks broken. */
const fullRows = (count: number, columns: number) =>
  count <= columns ? count : count - (count % columns);

/** Shows the card only where it falls in a full row (2, 3, 4, 5 columns as the grid widens). */
function rowFillClass(index: number, count: number): string {
  const shown = (columns: number) => index < fullRows(count, columns);
  return [
    shown(2) ? 'block' : 'hidden',
    shown(3) ? 'xs:block' : 'xs:hidden',
    shown(4) ? 'sm:block' : 'sm:hidden',
    shown(5) ? 'md:block' : 'md:hidden',
  ].join(' ');
}

function ProductCard({ product, className }: { product: RecommendedProduct; className: string }) {
  return (
    <li className={className}>
      <Link to={`/product-detail/${product.productId}`} className="group block rounded-xl">
        <div className="overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
          <img
            src={product.imageUrl}
            alt=""
            width="300"
            height="420"
            loading="lazy"
            decoding="async"
            className="aspect-[5/7] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        </div>
        <p className="mt-3 line-clamp-2 text-sm leading-snug font-medium text-slate-800 group-hover:text-brand-700">
          {product.displayName}
        </p>
        <Price
          amount={product.sellPrice}
          className="mt-1 block text-base font-bold text-slate-900"
        />
      </Link>
    </li>
  );
}

/** The recommended grid of the main page; each product links to its detail page. */
export function RecommendedProducts() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['product-entry-recommend'],
    queryFn: () => callApi(productEntryRecommend),
  });
  return (
    <section aria-labelledby="home-recommended">
      <h2 id="home-recommended" className="mb-5 text-xl font-bold text-slate-900 xs:text-2xl">
        {t('home.recommended.title')}
      </h2>
      {isPending ? (
        <div className={GRID} aria-hidden="true">
          {Array.from({ length: 10 }, (_, i) => (
            <div key={i}>
              <Skeleton className="aspect-[5/7] w-full" />
              <Skeleton className="mt-3 h-4 w-4/5" />
              <Skeleton className="mt-2 h-4 w-1/3" />
            </div>
          ))}
        </div>
      ) : isError && !data ? (
        <LoadFailed
          message={t('home.recommended.failed')}
          onRetry={() => void refetch()}
          className="rounded-xl bg-slate-50 py-12"
        />
      ) : data?.list.length ? (
        <ul className={GRID}>
          {data.list.map((product, i) => (
            <ProductCard
              key={product.productId}
              product={product}
              className={rowFillClass(i, data.list.length)}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl bg-slate-50 py-12 text-center text-slate-600">
          {t('home.recommended.empty')}
        </p>
      )}
    </section>
  );
}

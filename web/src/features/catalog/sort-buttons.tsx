import { Link } from 'react-router';
import { ProductSort } from '@shop/contract/catalog.ts';
import { useCatalogText, type CatalogTextKey } from './catalog-i18n.ts';

const LABEL: Record<ProductSort, CatalogTextKey> = {
  'sortName.asc': 'list.sortName',
  'sellPrice.desc': 'list.sortPriceDesc',
  'sellPrice.asc': 'list.sortPriceAsc',
};

/** Name (default), highest price, lowest price (spec 3 §9), as links to page 1 of each order. */
export function SortButtons({
  sort,
  hrefOf,
}: {
  sort: ProductSort;
  hrefOf: (sort: ProductSort) => string;
}) {
  const { t } = useCatalogText();
  return (
    <ul aria-label={t('list.sortLabel')} className="flex items-center text-sm">
      {ProductSort.map((s, i) => (
        <li key={s} className="flex items-center">
          {i > 0 && <span aria-hidden="true" className="mx-1 h-3 w-px bg-slate-300 xs:mx-2" />}
          <Link
            to={hrefOf(s)}
            aria-current={s === sort ? 'true' : undefined}
            className={`rounded px-1.5 py-1 ${s === sort ? 'font-bold text-brand-700' : 'text-slate-600 hover:text-slate-900'}`}
          >
            {t(LABEL[s])}
          </Link>
        </li>
      ))}
    </ul>
  );
}

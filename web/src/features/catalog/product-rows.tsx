import { coverThumbOf } from '@shop/contract/cover-url.ts';
import { useId } from 'react';
import { Link } from 'react-router';
import { canPurchase, type ProductRow } from '@shop/contract/catalog.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { formatWon } from '../../lib/format.ts';
import { CartIcon } from '../../ui/icons.tsx';
import { Price } from '../../ui/price.tsx';
import { QuantityCounter } from '../../ui/quantity-counter.tsx';
import { useCatalogText } from './catalog-i18n.ts';
import { usePurchase, type PurchaseLine } from './use-purchase.ts';
import { useRowSelection } from './use-row-selection.ts';

const small = 'px-3 py-2 text-[13px] whitespace-nowrap';

/** 품절 (issue 19): shown, not sold. */
export function SoldOutBadge() {
  const { t } = useCatalogText();
  return (
    <span className="mr-1.5 inline-block rounded bg-red-600 px-1.5 py-0.5 align-[1px] text-[11px] font-bold text-white">
      {t('table.soldOutBadge')}
    </span>
  );
}

function KindBadge({ row }: { row: ProductRow }) {
  const { t } = useCatalogText();
  const label =
    row.kind === 'stb'
      ? t('table.smartBook')
      : row.kind === 'device'
        ? t('table.device')
        : row.kind === 'aid'
          ? t('table.aid')
          : null;
  if (!label) return null;
  return (
    <span className="mr-1.5 inline-block rounded bg-brand-50 px-1.5 py-0.5 align-[1px] text-[11px] font-semibold text-brand-700">
      {label}
    </span>
  );
}

interface RowProps {
  row: ProductRow;
  showCategory: boolean;
  checked: boolean;
  qty: number;
  onCheck: (checked: boolean) => void;
  onQty: (qty: number) => void;
  line: PurchaseLine;
  purchase: ReturnType<typeof usePurchase>;
}

function ProductRowItem({
  row,
  showCategory,
  checked,
  qty,
  onCheck,
  onQty,
  line,
  purchase,
}: RowProps) {
  const { t } = useCatalogText();
  const nameId = useId();
  const href = `/product-detail/${row.productId}`;
  const byline = [row.author, row.manufacture].filter(Boolean).join(' · ');
  const purchasable = canPurchase(row);
  const soldOut = row.saleStatus === 'soldOut';
  return (
    <li className="grid grid-cols-[auto_auto_minmax(0,1fr)] gap-x-3 gap-y-3 border-b border-slate-200 py-4 sm:grid-cols-[auto_auto_minmax(0,1fr)_8rem_auto_auto] sm:items-center sm:gap-x-5">
      <input
        type="checkbox"
        className="mt-1 h-5 w-5 accent-brand-700 sm:mt-0"
        checked={checked}
        disabled={!purchasable}
        onChange={(e) => onCheck(e.target.checked)}
        aria-label={t('table.selectRow', { name: row.displayName })}
      />
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block w-16 shrink-0 xs:w-[72px]">
        <img
          src={coverThumbOf(row.imageUrl)}
          alt=""
          width="72"
          height="100"
          loading="lazy"
          decoding="async"
          className="aspect-[5/7] w-full rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
        />
      </Link>
      <div className="min-w-0">
        {showCategory && (
          <p className="mb-1 truncate text-xs text-slate-500">{row.categoryFullName}</p>
        )}
        <p className="text-[15px] leading-snug font-medium text-slate-900">
          {soldOut && <SoldOutBadge />}
          <KindBadge row={row} />
          <Link id={nameId} to={href} className="hover:text-brand-700 hover:underline">
            {row.displayName}
          </Link>
        </p>
        {byline && <p className="mt-1 truncate text-[13px] text-slate-600">{byline}</p>}
        {!soldOut && (!row.canBuy || !row.canBuyMultiple) && (
          <p className="mt-1 text-xs font-medium text-amber-700">
            {!row.canBuy ? t('table.soldOut') : t('table.singleOnly')}
          </p>
        )}
      </div>
      <div className="col-span-3 flex flex-wrap items-center justify-between gap-3 pl-8 sm:contents">
        <div className="text-left sm:text-right">
          {row.markedPrice > row.sellPrice && (
            <span className="block text-xs text-slate-500 line-through">
              <span className="sr-only">{t('detail.markedPrice')} </span>
              {formatWon(row.markedPrice)}
            </span>
          )}
          <Price amount={row.sellPrice} className="text-base font-bold text-slate-900" />
        </div>
        <QuantityCounter
          value={row.canBuyMultiple ? qty : 1}
          onChange={onQty}
          disabled={!row.canBuyMultiple || !purchasable}
          label={row.displayName}
        />
        <div className="flex w-full gap-2 xs:w-auto sm:flex-col">
          <button
            type="button"
            className={`${secondaryButton} ${small} flex-1`}
            disabled={!purchasable || purchase.busy}
            onClick={() => void purchase.addToCart([line])}
            aria-describedby={nameId}
          >
            <CartIcon size={16} />
            {t('table.addToCart')}
          </button>
          <button
            type="button"
            className={`${primaryButton} ${small} flex-1`}
            disabled={!purchasable || purchase.busy}
            onClick={() => void purchase.buyNow([line])}
            aria-describedby={nameId}
          >
            {t('table.buyNow')}
          </button>
        </div>
      </div>
    </li>
  );
}

/**
 * Rows of a product list or of search results: select-all, per-row check box, quantity (1–20,
 * disabled when the product cannot be bought more than once), and add-to-cart / buy-now per row
 * and for the checked rows. Key it by the page so a new page starts unchecked.
 */
export function ProductRows({
  rows,
  showCategory = false,
}: {
  rows: readonly ProductRow[];
  showCategory?: boolean;
}) {
  const { t } = useCatalogText();
  const selection = useRowSelection(rows);
  const purchase = usePurchase();
  const selectAllId = useId();
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-y-2 border-slate-800 bg-slate-50 px-1 py-3 xs:px-3">
        <label htmlFor={selectAllId} className="flex items-center gap-2 text-sm font-medium">
          <input
            id={selectAllId}
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={selection.allChecked}
            disabled={!selection.canSelectAny}
            onChange={selection.toggleAll}
          />
          {t('table.selectAll')}
          <span className="text-slate-500">
            ({t('table.selected', { count: selection.selectedLines.length })})
          </span>
        </label>
        <div className="flex w-full gap-2 xs:w-auto">
          <button
            type="button"
            className={`${secondaryButton} ${small} flex-1`}
            disabled={purchase.busy}
            onClick={() => void purchase.addToCart(selection.selectedLines)}
          >
            {t('table.addSelected')}
          </button>
          <button
            type="button"
            className={`${primaryButton} ${small} flex-1`}
            disabled={purchase.busy}
            onClick={() => void purchase.buyNow(selection.selectedLines)}
          >
            {t('table.buySelected')}
          </button>
        </div>
      </div>
      <ul aria-label={t('table.caption')}>
        {rows.map((row) => {
          const choice = selection.choice(row.productId);
          return (
            <ProductRowItem
              key={row.productId}
              row={row}
              showCategory={showCategory}
              checked={choice.checked}
              qty={choice.qty}
              onCheck={(checked) => selection.setChecked(row.productId, checked)}
              onQty={(qty) => selection.setQty(row.productId, qty)}
              line={selection.lineOf(row)}
              purchase={purchase}
            />
          );
        })}
      </ul>
    </div>
  );
}

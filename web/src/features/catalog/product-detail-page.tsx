import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { canPurchase, type ProductEntry } from '@shop/contract/catalog.ts';
import { ErrorCode, Limits } from '@shop/contract/constants.ts';
import { ApiError } from '../../lib/api-client.ts';
import { reportError } from '../../lib/error-alerts.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { formatWon } from '../../lib/format.ts';
import { CartIcon } from '../../ui/icons.tsx';
import { Price } from '../../ui/price.tsx';
import { QuantityCounter } from '../../ui/quantity-counter.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useCatalogText } from './catalog-i18n.ts';
import { productDetailQuery, productIdOf } from './catalog-queries.ts';
import { ListMessage } from './list-states.tsx';
import { ProductInfoTable } from './product-info-table.tsx';
import { ProductNotices } from './product-notices.tsx';
import { SoldOutBadge } from './product-rows.tsx';
import { usePurchase } from './use-purchase.ts';

const DEFAULT_PATH = `/product-detail/${Limits.defaultProductId}`;

function PurchaseBox({ product }: { product: ProductEntry }) {
  const { t } = useCatalogText();
  const [qty, setQty] = useState(1);
  const purchase = usePurchase();
  const effectiveQty = product.canBuyMultiple ? qty : 1;
  const line = { productId: product.productId, qty: effectiveQty, kind: product.kind };
  const purchasable = canPurchase(product);
  return (
    <div className="space-y-4 rounded-xl bg-slate-50 p-4 xs:p-5">
      <div className="flex items-center justify-between gap-3">
        <span className="text-sm font-medium text-slate-700">{t('detail.quantity')}</span>
        <QuantityCounter
          value={effectiveQty}
          onChange={setQty}
          disabled={!product.canBuyMultiple || !purchasable}
          label={product.displayName}
        />
      </div>
      {!product.canBuyMultiple && purchasable && (
        <p className="text-xs text-amber-700">{t('detail.singleOnly')}</p>
      )}
      <div className="flex items-baseline justify-between border-t border-slate-200 pt-4">
        <span className="text-sm font-medium text-slate-700">{t('detail.total')}</span>
        <output aria-live="polite" className="text-2xl font-bold text-brand-700">
          {formatWon(product.sellPrice * effectiveQty)}
        </output>
      </div>
      {!purchasable && (
        <p role="status" className="text-sm font-medium text-red-700">
          {product.saleStatus === 'soldOut' ? t('detail.soldOut') : t('detail.cannotBuy')}
        </p>
      )}
      {/* on a phone the buttons stay at the bottom of the screen while the details scroll */}
      <div
        data-testid="buy-bar"
        className="grid grid-cols-2 gap-2 max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 max-sm:z-30 max-sm:border-t max-sm:border-slate-200 max-sm:bg-white max-sm:px-4 max-sm:py-3 max-sm:shadow-[0_-4px_12px_rgba(15,23,42,0.08)]"
      >
        <button
          type="button"
          className={secondaryButton}
          disabled={!purchasable || purchase.busy}
          onClick={() => void purchase.addToCart([line])}
        >
          <CartIcon size={18} />
          {t('detail.addToCart')}
        </button>
        <button
          type="button"
          className={primaryButton}
          disabled={!purchasable || purchase.busy}
          onClick={() => void purchase.buyNow([line])}
        >
          {t('detail.buyNow')}
        </button>
      </div>
    </div>
  );
}

function ProductSummary({ product }: { product: ProductEntry }) {
  const { t } = useCatalogText();
  const byline = [product.author, product.manufacture].filter(Boolean).join(' · ');
  return (
    <div className="grid gap-6 xs:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-10">
      <div className="mx-auto w-full max-w-[240px] xs:max-w-none">
        <img
          src={product.imageUrl}
          alt={product.displayName}
          width="300"
          height="420"
          fetchPriority="high"
          className="aspect-[5/7] w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
        />
      </div>
      <div className="space-y-5">
        <div>
          <p className="text-xs text-slate-500" aria-label={t('detail.breadcrumb')}>
            {product.categoryFullName}
          </p>
          <h1 className="mt-1.5 text-xl leading-snug font-bold text-slate-900 xs:text-2xl">
            {product.saleStatus === 'soldOut' && <SoldOutBadge />}
            {product.displayName}
          </h1>
          {byline && <p className="mt-1.5 text-sm text-slate-600">{byline}</p>}
        </div>
        <dl className="space-y-2.5 border-y border-slate-200 py-4 text-sm">
          {product.markedPrice > product.sellPrice && (
            <div className="flex gap-3">
              <dt className="w-20 shrink-0 text-slate-600">{t('detail.markedPrice')}</dt>
              <dd className="text-slate-500 line-through">{formatWon(product.markedPrice)}</dd>
            </div>
          )}
          <div className="flex items-baseline gap-3">
            <dt className="w-20 shrink-0 text-slate-600">{t('detail.sellPrice')}</dt>
            <dd>
              <Price amount={product.sellPrice} className="text-xl font-bold text-slate-900" />
            </dd>
          </div>
          <div className="flex gap-3">
            <dt className="w-20 shrink-0 text-slate-600">{t('detail.deliveryFee')}</dt>
            <dd className="min-w-0 text-slate-800 [&_p]:leading-relaxed">
              {product.deliveryHtml ? <SafeHtml html={product.deliveryHtml} /> : t('detail.none')}
            </dd>
          </div>
          <div className="flex gap-3">
            <dt className="w-20 shrink-0 text-slate-600">{t('detail.oversea')}</dt>
            <dd className={product.canOversea ? 'text-slate-800' : 'text-slate-500'}>
              {product.canOversea ? t('detail.overseaYes') : t('detail.overseaNo')}
            </dd>
          </div>
        </dl>
        {product.additionalNotice && (
          <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
            {product.additionalNotice}
          </p>
        )}
        <PurchaseBox key={product.productId} product={product} />
      </div>
    </div>
  );
}

function ProductDetail({ productId }: { productId: number }) {
  const { t } = useCatalogText();
  const navigate = useNavigate();
  const { data, error } = useQuery(productDetailQuery(productId));
  const missing = error instanceof ApiError && error.code === ErrorCode.notFound;
  useEffect(() => {
    if (!error) return;
    // spec 3 §2: an invalid product id shows product 1
    if (missing && productId !== Limits.defaultProductId)
      void navigate(DEFAULT_PATH, { replace: true });
    else void reportError(error);
  }, [error, missing, productId, navigate]);

  if (error) {
    return (
      <ListMessage message={t('detail.notFound')}>
        <Link to="/" className={`${secondaryButton} mt-5`}>
          {t('detail.home')}
        </Link>
      </ListMessage>
    );
  }
  if (!data) {
    return (
      <div aria-hidden="true" className="grid gap-6 xs:grid-cols-[2fr_3fr] sm:gap-10">
        <Skeleton className="aspect-[5/7] w-full" />
        <div className="space-y-3">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-8 w-4/5" />
          <Skeleton className="h-40 w-full" />
        </div>
      </div>
    );
  }
  const product = data.data;
  return (
    <article className="space-y-10">
      <ProductSummary product={product} />
      <section aria-labelledby="product-info" className="space-y-3">
        <h2 id="product-info" className="text-lg font-bold text-slate-900">
          {t('detail.infoTitle')}
        </h2>
        <ProductInfoTable product={product} />
      </section>
      <section aria-labelledby="product-description" className="space-y-3">
        <h2 id="product-description" className="text-lg font-bold text-slate-900">
          {t('detail.descriptionTitle')}
        </h2>
        {product.html?.trim() ? (
          <SafeHtml
            html={product.html}
            className="space-y-3 border-t-2 border-slate-800 pt-4 text-[15px] leading-relaxed text-slate-800 [&_h3]:text-base [&_h3]:font-bold [&_img]:h-auto [&_img]:max-w-full [&_li]:ml-5 [&_li]:list-disc"
          />
        ) : (
          <p className="border-t-2 border-slate-800 py-10 text-center text-slate-600">
            {t('detail.noDescription')}
          </p>
        )}
      </section>
      <ProductNotices smartBook={product.isStb} />
    </article>
  );
}

/** Product detail (spec 3 §2): /product-detail/{productId}; an invalid id shows product 1. */
export function ProductDetailPage() {
  const productId = productIdOf(useParams().productId ?? '');
  if (productId === null) return <Navigate to={DEFAULT_PATH} replace />;
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-6 max-sm:pb-24 xs:py-10">
      <ProductDetail key={productId} productId={productId} />
    </div>
  );
}

import type { LinePrice, PriceSubtotals } from '@shop/contract/line-prices.ts';
import { usePageText } from '../i18n/page-texts.ts';
import { formatWon } from '../lib/format.ts';

/** A discount as the pages write it: '−1,000원' (nothing off: '0원'). */
export const minusWon = (amount: number) => (amount > 0 ? `−${formatWon(amount)}` : formatWon(0));

/**
 * One row's price parts as the server computed them (decision 0255): 정가, 판매가, 수강 이력
 * 할인 per unit and the row's 합계 with its quantity. A column of label and amount on a phone,
 * four columns from the sm width.
 */
export function LinePriceParts({ price, name }: { price: LinePrice; name: string }) {
  const { t } = usePageText();
  const pair = 'flex items-baseline justify-between gap-3 sm:block';
  return (
    <dl
      aria-label={t('price.line.label', { name })}
      className="grid gap-x-4 gap-y-0.5 text-xs sm:grid-cols-4 sm:text-right"
      data-testid="line-price"
      data-qty={price.qty}
    >
      <div className={pair}>
        <dt className="text-slate-500">{t('price.line.list')}</dt>
        <dd className="text-slate-700" data-testid="line-list">
          {formatWon(price.listPrice)}
        </dd>
      </div>
      <div className={pair}>
        <dt className="text-slate-500">{t('price.line.sale')}</dt>
        <dd className="text-slate-700" data-testid="line-sale">
          {formatWon(price.salePrice)}
        </dd>
      </div>
      <div className={pair}>
        <dt className="text-slate-500">{t('price.line.classDiscount')}</dt>
        <dd
          className={price.classDiscount > 0 ? 'font-semibold text-emerald-700' : 'text-slate-700'}
          data-testid="line-class-discount"
        >
          {minusWon(price.classDiscount)}
        </dd>
      </div>
      <div className={pair}>
        <dt className="text-slate-600">{t('price.line.total', { count: price.qty })}</dt>
        <dd className="text-sm font-bold text-slate-900" data-testid="line-total">
          {formatWon(price.lineTotal)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The subtotals above 상품 금액: 정가 합계, 판매가 할인 and 수강 이력 할인, each a `<div>` of
 * `<dt>` and `<dd>` with the caller's row style, for a `<dl>` of totals.
 */
export function SubtotalRows({
  subtotals,
  rowClassName,
  labelClassName,
  valueClassName,
}: {
  subtotals: PriceSubtotals;
  rowClassName: string;
  labelClassName?: string;
  valueClassName?: string;
}) {
  const { t } = usePageText();
  const rows = [
    ['listTotal', formatWon(subtotals.listPriceTotal), 'subtotal-list'],
    ['saleDiscountTotal', minusWon(subtotals.saleDiscountTotal), 'subtotal-sale-discount'],
    ['classDiscountTotal', minusWon(subtotals.classDiscountTotal), 'subtotal-class-discount'],
  ] as const;
  return (
    <>
      {rows.map(([label, value, testId]) => (
        <div key={label} className={rowClassName}>
          <dt className={labelClassName}>{t(`price.${label}`)}</dt>
          <dd className={valueClassName} data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </>
  );
}

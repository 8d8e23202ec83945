import type { CheckoutItem } from '@shop/contract/cart.ts';
import type { PayProduct } from '@shop/contract/checkout.ts';
import type { LinePrice } from '@shop/contract/line-prices.ts';
import { LinePriceParts } from '../../ui/line-price.tsx';
import { QuantityCounter } from '../../ui/quantity-counter.tsx';
import { useCheckoutText } from './checkout-i18n.ts';

/**
 * The pay page's item rows (spec 2 §2.1, §4.5): image, name, quantity 1–20, delete, and the
 * row's price parts from the server's price preview (`lines`, in the items' order; shown once the
 * preview prices these very items).
 */
export function PayItems({
  items,
  products,
  lines,
  onQty,
  onRemove,
}: {
  items: readonly CheckoutItem[];
  products: readonly PayProduct[] | undefined;
  lines: readonly LinePrice[] | undefined;
  onQty: (index: number, qty: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useCheckoutText();
  return (
    <section aria-labelledby="pay-items-title">
      <h2 id="pay-items-title" className="mb-2 font-semibold">
        {t('items.title')}
      </h2>
      <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        {items.map((item, index) => {
          const info = products?.find((x) => x.productId === item.productId);
          const name = info?.displayName ?? '';
          const price = lines?.length === items.length ? lines[index] : undefined;
          return (
            <li
              key={`${item.productId}-${index}`}
              className="grid grid-cols-[3rem_1fr_auto] items-center gap-x-3 gap-y-2 p-3"
              data-testid="pay-row"
            >
              {info ? (
                <img
                  src={info.imageUrl}
                  alt=""
                  width={48}
                  height={64}
                  className="row-span-2 h-16 w-12 self-start rounded object-cover"
                />
              ) : (
                <span className="row-span-2 h-16 w-12 self-start rounded bg-slate-100" />
              )}
              <span className="text-sm text-slate-900">{name}</span>
              <button
                type="button"
                className="justify-self-end text-sm text-slate-600 underline disabled:no-underline disabled:opacity-50"
                aria-label={`${t('items.remove')} (${name})`}
                disabled={items.length === 1}
                onClick={() => onRemove(index)}
              >
                {t('items.remove')}
              </button>
              <div>
                <QuantityCounter
                  value={item.qty}
                  disabled={info ? !info.canBuyMultiple : true}
                  label={`${t('items.qty')} (${name})`}
                  onChange={(qty) => onQty(index, qty)}
                />
              </div>
              <div className="col-span-2 col-start-2">
                {price && price.qty === item.qty ? (
                  <LinePriceParts price={price} name={name} />
                ) : (
                  <span className="block h-4 w-full animate-pulse rounded bg-slate-100" />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

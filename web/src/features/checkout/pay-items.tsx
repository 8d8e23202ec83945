import type { CheckoutItem } from '@shop/contract/cart.ts';
import type { PayProduct } from '@shop/contract/checkout.ts';
import { Price } from '../../ui/price.tsx';
import { QuantityCounter } from '../../ui/quantity-counter.tsx';
import { useCheckoutText } from './checkout-i18n.ts';

/** The pay page's item rows (spec 2 §2.1, §4.5): image, name, quantity 1–20, price, delete. */
export function PayItems({
  items,
  products,
  onQty,
  onRemove,
}: {
  items: readonly CheckoutItem[];
  products: readonly PayProduct[] | undefined;
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
          return (
            <li
              key={`${item.productId}-${index}`}
              className="grid grid-cols-[3rem_1fr_auto] items-center gap-x-3 gap-y-2 p-3 sm:grid-cols-[3rem_1fr_auto_6rem_auto]"
            >
              {info ? (
                <img
                  src={info.imageUrl}
                  alt=""
                  width={48}
                  height={64}
                  className="row-span-2 h-16 w-12 rounded object-cover sm:row-span-1"
                />
              ) : (
                <span className="row-span-2 h-16 w-12 rounded bg-slate-100 sm:row-span-1" />
              )}
              <span className="text-sm text-slate-900">{name}</span>
              <button
                type="button"
                className="justify-self-end text-sm text-slate-600 underline disabled:no-underline disabled:opacity-50 sm:order-last"
                aria-label={`${t('items.remove')} (${name})`}
                disabled={items.length === 1}
                onClick={() => onRemove(index)}
              >
                {t('items.remove')}
              </button>
              <QuantityCounter
                value={item.qty}
                disabled={info ? !info.canBuyMultiple : true}
                label={`${t('items.qty')} (${name})`}
                onChange={(qty) => onQty(index, qty)}
              />
              {info ? (
                <Price amount={info.sellPrice * item.qty} className="text-right" />
              ) : (
                <span />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

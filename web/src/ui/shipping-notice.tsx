import { usePageText } from '../i18n/page-texts.ts';
import { useDeliveryTermsVars } from './delivery-terms.ts';

/** The shipping rules (spec 1 §2.6, §9) under the cart and on the pay page. */
export function ShippingNotice() {
  const { t: pt, lines: pl, messages } = usePageText();
  const terms = useDeliveryTermsVars();
  // the lines quoting the fee and the seasons wait for them (a moment; the notice ends the page)
  const items = pl('shippingNotice.items', terms ?? {}).filter(
    (_, i) => terms || !messages.shippingNotice.items[i]!.includes('{{'),
  );
  return (
    <section
      aria-labelledby="shipping-notice-title"
      className="rounded-2xl bg-slate-50 p-4 text-xs leading-relaxed text-slate-700"
    >
      <h2 id="shipping-notice-title" className="mb-2 text-sm font-bold text-slate-900">
        {pt('shippingNotice.title')}
      </h2>
      <ul className="list-disc space-y-1 pl-4">
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}

import { usePageText } from '../i18n/page-texts.ts';

/** The shipping rules (spec 1 §2.6, §9) under the cart and on the pay page. */
export function ShippingNotice() {
  const { t: pt, lines: pl } = usePageText();
  const items = pl('shippingNotice.items');
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

import { CustomerCentre } from './customer-centre.tsx';
import { FaqWidget } from './faq-widget.tsx';
import { RecommendedProducts } from './recommended-products.tsx';

/**
 * The home page below its first screen: recommended products, the FAQ and the customer centre.
 * A module of its own (home-page.tsx loads it lazily), so the first render draws only the banner
 * and the greeting and these follow in their own, smaller tasks (decision 0285).
 */
export default function HomeBelowFold() {
  return (
    <>
      <RecommendedProducts />
      <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <FaqWidget />
        <CustomerCentre />
      </div>
    </>
  );
}

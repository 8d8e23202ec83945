import { useQuery } from '@tanstack/react-query';
import { ORDER_THIRD_PARTIES } from '@shop/contract/order-consent.ts';
import { policyVersionsQuery } from '../../lib/policy-versions-query.ts';
import { useCheckoutText } from './checkout-i18n.ts';

/**
 * The order's consent (전자상거래법 §13 ②, 개인정보보호법 §17, decision 0462): the order's
 * summary, the purchase terms, the third parties that receive personal data, and a box that starts
 * unticked; the pay button refuses to go on until it is ticked.
 */
export function OrderConsentBox({
  count,
  total,
  oversea,
  checked,
  onChange,
}: {
  count: number;
  total: number | undefined;
  oversea: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useCheckoutText();
  const parties = ORDER_THIRD_PARTIES.filter((p) => p.id !== 'ems' || oversea);
  // the versions in force, published as data (decision 0436)
  const inForce = useQuery(policyVersionsQuery).data?.inForce;
  return (
    <section
      aria-labelledby="consent-title"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm"
    >
      <h2 id="consent-title" className="font-semibold">
        {t('consent.title')}
      </h2>
      <p className="text-slate-700">
        {t('consent.summary', { count, total: total === undefined ? '-' : total.toLocaleString() })}
      </p>
      <details className="rounded-lg bg-slate-50 p-3">
        <summary className="cursor-pointer font-medium">
          {t('consent.terms', { version: inForce?.terms ?? '-' })}
        </summary>
        <p className="mt-2 text-slate-700">{t('consent.termsText')}</p>
      </details>
      <details className="rounded-lg bg-slate-50 p-3">
        <summary className="cursor-pointer font-medium">
          {t('consent.thirdParties', { version: inForce?.privacy ?? '-' })}
        </summary>
        <ul className="mt-2 space-y-2 text-slate-700">
          {parties.map((p) => (
            <li key={p.id} className="rounded-md bg-white p-2">
              <p className="font-medium text-slate-900">{p.name}</p>
              <p>
                {t('consent.purpose')}: {p.purpose}
              </p>
              <p>
                {t('consent.items')}: {p.items}
              </p>
              <p>
                {t('consent.keep')}: {p.keep}
              </p>
            </li>
          ))}
        </ul>
      </details>
      <label htmlFor="order-consent" className="flex items-start gap-2 font-medium">
        <input
          id="order-consent"
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{t('consent.agree')}</span>
      </label>
    </section>
  );
}

import type { PaymentTypeCd } from '@shop/contract/checkout.ts';
import { useCheckoutText } from './checkout-i18n.ts';

export type Method = Exclude<PaymentTypeCd, 'ZERO'>;
const METHODS = [
  { value: '신용카드', key: 'payment.card' },
  { value: '가상계좌', key: 'payment.vbank' },
  { value: 'ARS', key: 'payment.ars' },
] as const;

/** Card payments from this amount need a public certificate (spec 2 §9). */
const CERT_FROM = 300_000;

/** Payment method radio (card, virtual account, ARS with its phone input), spec 2 §2.1. */
export function PaymentMethodSection({
  method,
  onMethod,
  arsPhone,
  onArsPhone,
  priceTotal,
}: {
  method: Method | null;
  onMethod: (m: Method) => void;
  arsPhone: string;
  onArsPhone: (phone: string) => void;
  priceTotal: number | undefined;
}) {
  const { t } = useCheckoutText();
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 font-semibold">{t('payment.title')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {METHODS.map((m) => (
          <label key={m.value} className="flex items-center gap-1.5">
            <input
              type="radio"
              name="method"
              checked={method === m.value}
              onChange={() => onMethod(m.value)}
            />
            {t(m.key)}
          </label>
        ))}
      </div>
      {method === 'ARS' && (
        <label className="mt-3 block text-sm font-medium text-slate-800">
          {t('payment.arsPhone')}
          <input
            className="mt-1 w-full max-w-xs rounded-lg border border-slate-300 px-3 py-2 font-normal"
            inputMode="tel"
            autoComplete="tel"
            value={arsPhone}
            onChange={(e) => onArsPhone(e.target.value)}
          />
        </label>
      )}
      {method === '신용카드' && (priceTotal ?? 0) >= CERT_FROM && (
        <a
          className="mt-3 inline-block text-sm text-brand-800 underline"
          href="/static/public-cert-guide.html"
          target="_blank"
          rel="noreferrer"
        >
          {t('payment.certGuide')}
        </a>
      )}
    </fieldset>
  );
}

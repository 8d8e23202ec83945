import { useState } from 'react';
import type { OrderView } from '@shop/contract/orders.ts';
import { formatDateTime, formatWon } from '../../lib/format.ts';
import { secondaryButton } from '../../ui/button-styles.ts';
import { useCheckoutText } from './checkout-i18n.ts';

const row = 'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1.5';

/**
 * What a member needs to pay an issued virtual account, first on the result page (issue 16
 * item 7): bank, number with a copy button, holder, amount and the due date with its time.
 */
export function VirtualAccountNotice({ order }: { order: OrderView }) {
  const { t } = useCheckoutText();
  const [copied, setCopied] = useState<'copied' | 'copyFailed' | null>(null);
  const account = order.virtualAccount;
  if (!account || !order.payDueDatetime) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.accountNumber);
      setCopied('copied');
    } catch {
      setCopied('copyFailed');
    }
  };
  return (
    <section
      aria-labelledby="vbank-title"
      className="rounded-xl border-2 border-brand-700 bg-white p-4 text-sm"
    >
      <h2 id="vbank-title" className="mb-2 text-base font-bold">
        {t('ok.account.title')}
      </h2>
      <dl className="divide-y divide-slate-100">
        <div className={row}>
          <dt className="text-slate-600">{t('ok.account.bank')}</dt>
          <dd className="font-semibold">{account.bankName}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t('ok.account.number')}</dt>
          <dd className="flex items-center gap-2">
            <span className="text-lg font-bold tracking-wide">{account.accountNumber}</span>
            <button
              type="button"
              className={secondaryButton.replace('px-4 py-2.5', 'px-3 py-1.5')}
              onClick={() => void copy()}
            >
              {t('ok.account.copy')}
            </button>
          </dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t('ok.account.holder')}</dt>
          <dd>{account.holder}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t('ok.account.amount')}</dt>
          <dd className="text-lg font-bold text-brand-700">{formatWon(order.priceTotal)}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600">{t('ok.account.due')}</dt>
          <dd className="font-semibold">{formatDateTime(order.payDueDatetime)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-slate-600">{t('ok.account.dueNote')}</p>
      <p role="status" className="mt-1 text-brand-700 empty:hidden">
        {copied ? t(`ok.account.${copied}`) : ''}
      </p>
    </section>
  );
}

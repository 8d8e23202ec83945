import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useMypageText } from './mypage-i18n.ts';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { DateText } from '../../ui/date-text.tsx';
import { ModalFrame } from '../../ui/dialogs/dialog-frame.tsx';
import { Price } from '../../ui/price.tsx';
import { orderStatisticsQuery } from './member-queries.ts';

/**
 * Orders waiting for the bank deposit (spec 1 §2.3): a notice with the count, and a dialog listing
 * them, each linking to its order detail, with the advice on changing the payment method.
 */
export function WaitBankingNotice() {
  const { t } = useMypageText();
  const shell = useTranslation();
  const { data } = useQuery(orderStatisticsQuery);
  const [open, setOpen] = useState(false);
  if (!data || data.waitBankingCount === 0) return null;
  return (
    <>
      <div
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200"
      >
        <p className="flex-1 font-semibold">
          {t('waitBanking.notice', { count: data.waitBankingCount })}
        </p>
        <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
          {t('waitBanking.show')}
        </button>
      </div>
      {open && (
        <ModalFrame
          title={t('waitBanking.title')}
          onClose={() => setOpen(false)}
          width="md"
          footer={
            <>
              <Link
                to="/mypage/order/list"
                className={secondaryButton}
                onClick={() => setOpen(false)}
              >
                {t('waitBanking.goOrders')}
              </Link>
              <button type="button" className={primaryButton} onClick={() => setOpen(false)}>
                {shell.t('dialog.ok')}
              </button>
            </>
          }
        >
          <ul className="divide-y divide-slate-100">
            {data.waitBankingList.map((order) => (
              <li key={order.orderId}>
                <Link
                  to={`/mypage/order/detail/${order.orderId}`}
                  onClick={() => setOpen(false)}
                  className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3 hover:text-brand-700"
                >
                  <DateText value={order.orderedDatetime} className="text-sm text-slate-600" />
                  <span className="min-w-0 flex-1 font-semibold">{order.productSummary}</span>
                  <Price amount={order.priceTotal} className="font-bold" />
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm leading-relaxed text-slate-700">
            {t('waitBanking.advice')}
          </p>
        </ModalFrame>
      )}
    </>
  );
}

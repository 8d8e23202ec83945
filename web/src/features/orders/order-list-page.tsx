import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OrderLimits, orderList } from '@shop/contract/orders.ts';
import { callApi } from '../../lib/api-client.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { formatDate, formatWon } from '../../lib/format.ts';
import { Paginator } from '../../ui/paginator.tsx';
import { monthsBack, seoulToday } from '../../lib/format.ts';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';
import { OrderPayActions } from './order-pay-actions.tsx';
import { ordersText, useOrdersText } from './orders-i18n.ts';

/** /mypage/order/list?page&startDate&endDate (spec 2 §2.3). */
export function OrderListPage() {
  const { t } = useOrdersText();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? 1) || 1;
  const startDate = params.get('startDate') ?? monthsBack(OrderLimits.defaultMonths);
  const endDate = params.get('endDate') ?? seoulToday();
  const [start, setStart] = useState(startDate);
  const [end, setEnd] = useState(endDate);
  const query = useQuery({
    queryKey: [...MEMBER_QUERY_KEY, 'order-list', page, startDate, endDate],
    queryFn: () => callApi(orderList, { body: { page, startDate, endDate } }),
  });
  const search = async (s: string, e: string) => {
    if (e < s) return alertDialog(ordersText('list.endBeforeStart'));
    setStart(s);
    setEnd(e);
    setParams({ page: '1', startDate: s, endDate: e });
  };
  const d = query.data;
  return (
    <section className="space-y-4" aria-labelledby="orders-title">
      <h1 id="orders-title" className="text-xl font-bold">
        {t('list.title')}
      </h1>
      <div className="flex flex-wrap items-end gap-2 rounded-xl border bg-white p-3 text-sm">
        {[3, 6, 12].map((m) => (
          <button
            key={m}
            type="button"
            className={secondaryButton}
            onClick={() => void search(monthsBack(m), seoulToday())}
          >
            {m === 12 ? t('list.year') : t('list.months', { count: m })}
          </button>
        ))}
        <label>
          {t('list.startDate')}{' '}
          <input
            type="date"
            className="rounded border px-2 py-1"
            value={start}
            onChange={(e) => setStart(e.target.value)}
          />
        </label>
        <label>
          {t('list.endDate')}{' '}
          <input
            type="date"
            className="rounded border px-2 py-1"
            value={end}
            onChange={(e) => setEnd(e.target.value)}
          />
        </label>
        <button type="button" className={primaryButton} onClick={() => void search(start, end)}>
          {t('list.search')}
        </button>
      </div>
      {d && (
        <p className="text-sm">
          {t('list.counts', { paid: d.paidCount, wait: d.waitCount, drop: d.dropCount })}
        </p>
      )}
      <ul className="divide-y rounded-xl border bg-white">
        {d?.list.length === 0 && <li className="p-4 text-sm">{t('list.empty')}</li>}
        {d?.list.map((o) => (
          <li key={o.orderId} className="flex flex-wrap items-center gap-3 p-3 text-sm">
            <img src={o.imageUrl} alt="" className="h-14 w-10 rounded object-cover" />
            <Link
              className="min-w-0 flex-1 basis-52 underline"
              to={`/mypage/order/detail/${o.orderId}`}
            >
              {formatDate(o.orderedDatetime)} · {o.productSummary}
            </Link>
            <span>{formatWon(o.priceTotal)}</span>
            <span>{o.orderProgressCd}</span>
            {o.canRevoke && (
              <Link className="underline" to={`/mypage/revoke/create?orderId=${o.orderId}`}>
                {t('list.revoke')}
              </Link>
            )}
            <OrderPayActions order={o} />
          </li>
        ))}
      </ul>
      {d && d.totalPages > 1 && (
        <Paginator
          page={page}
          totalPages={d.totalPages}
          visiblePages={OrderLimits.visiblePages}
          onChange={(p) => setParams({ page: String(p), startDate, endDate })}
        />
      )}
      <Link className="text-sm underline" to="/cs/faq?categoryCd=order">
        {t('list.faq')}
      </Link>
    </section>
  );
}

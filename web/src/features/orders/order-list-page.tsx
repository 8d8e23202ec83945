import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { OrderLimits, orderList } from '@shop/contract/orders.ts';
import { callApi } from '../../lib/api-client.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { Paginator } from '../../ui/paginator.tsx';
import { monthsBack, seoulToday } from '../../lib/format.ts';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';
import { OrderListRow } from './order-list-row.tsx';
import { ordersText, useOrdersText } from './orders-i18n.ts';

/** The FAQ category of orders and payments (its code in the FAQ's categories). */
const FAQ_ORDER_CATEGORY = 'ORDER';

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
        <dl
          aria-label={t('list.counters')}
          className="grid grid-cols-3 divide-x divide-slate-200 rounded-xl border border-slate-200 bg-white text-center text-sm"
        >
          {(
            [
              ['paid', d.paidCount],
              ['wait', d.waitCount],
              ['drop', d.dropCount],
            ] as const
          ).map(([key, count]) => (
            <div key={key} className="flex flex-col-reverse gap-1 p-3">
              <dt className="text-slate-600">{t(`list.counter.${key}`)}</dt>
              <dd className="text-lg font-bold">{t('list.countUnit', { count })}</dd>
            </div>
          ))}
        </dl>
      )}
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {d?.list.length === 0 && <li className="p-4 text-sm">{t('list.empty')}</li>}
        {d?.list.map((o) => (
          <OrderListRow key={o.orderId} order={o} />
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
      <Link className="text-sm underline" to={`/cs/faq?categoryCd=${FAQ_ORDER_CATEGORY}`}>
        {t('list.faq')}
      </Link>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { orderNotices } from '@shop/contract/notifications.ts';
import { callApi } from '../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useOrdersText } from './orders-i18n.ts';

/** What the shop told the member about this order, as sent (decision 0502). */
export function OrderNotices({ orderId }: { orderId: number }) {
  const { t } = useOrdersText();
  const { data } = useQuery({
    queryKey: [...MEMBER_QUERY_KEY, 'order-notices', orderId],
    queryFn: async () => (await callApi(orderNotices, { body: { orderId } })).list,
    enabled: orderId > 0,
  });
  if (!data) return null;
  return (
    <section aria-labelledby="order-notices-title" className="rounded-xl border bg-white p-4">
      <h2 id="order-notices-title" className="mb-2 text-base font-bold">
        {t('notices.title')}
      </h2>
      {data.length === 0 ? (
        <p className="text-sm text-slate-600">{t('notices.empty')}</p>
      ) : (
        <ul className="divide-y">
          {data.map((n, i) => (
            <li key={i} className="py-3 text-sm">
              <details>
                <summary className="flex cursor-pointer flex-wrap gap-x-3 gap-y-1">
                  <span className="font-medium">{n.title}</span>
                  <span className="text-slate-600">{t(`notices.channel.${n.channel}`)}</span>
                  <span className="text-slate-600">{formatDateTime(n.sentDatetime)}</span>
                </summary>
                <p className="mt-2 whitespace-pre-wrap break-all rounded bg-slate-50 p-3">
                  {n.text}
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

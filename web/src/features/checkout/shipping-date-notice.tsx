import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { shipDay } from '@shop/contract/business-days.ts';
import { holidayList } from '@shop/contract/holidays.ts';
import { callApi } from '../../lib/api-client.ts';
import { ShippingNotice } from '../../ui/shipping-notice.tsx';
import { useCheckoutText } from './checkout-i18n.ts';

const NO_HOLIDAYS: ReadonlySet<string> = new Set();

/**
 * The pay page's shipping-date notice: when this order would ship if paid now, and the rules;
 * business days per the holiday table (decision 0504).
 */
export function ShippingDateNotice() {
  const { t, lines } = useCheckoutText();
  const [now, setNow] = useState(() => new Date());
  const { data: holidays = NO_HOLIDAYS } = useQuery({
    queryKey: ['holidays'],
    queryFn: async () => new Set((await callApi(holidayList, {})).list.map((h) => h.day)),
    staleTime: 3_600_000,
  });
  useEffect(() => {
    // the answer changes at 13:00 and at midnight: a page left open stays right
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const day = shipDay(now, holidays);
  const weekday = lines('shipping.weekdays')[day.weekday] ?? '';
  return (
    <div className="space-y-2">
      <p
        className="rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
        data-testid="ship-date"
      >
        <span className="mr-1 font-bold">{t('shipping.title')}</span>
        {day.today
          ? t('shipping.today', { date: day.date })
          : t('shipping.later', { date: day.date, weekday })}
      </p>
      <ShippingNotice />
    </div>
  );
}

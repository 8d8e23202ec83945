import { queryOptions, useQuery } from '@tanstack/react-query';
import { deliveryTerms, SeasonCode } from '@shop/contract/billing.ts';
import type { Vars } from '../i18n/text-namespace.ts';
import { usePageText } from '../i18n/page-texts.ts';
import { callApi } from '../lib/api-client.ts';
import { formatDayRange } from '../lib/day-range.ts';
import { formatWon } from '../lib/format.ts';

export const deliveryTermsQuery = queryOptions({
  queryKey: ['delivery-terms'],
  queryFn: () => callApi(deliveryTerms),
  staleTime: 5 * 60_000,
  // the notice's two lines wait for it; the page's own calls report a failing shop
  meta: { silentErrors: true },
});

/**
 * The fee and the seasons the shipping notices quote, from the data staff change (issue 19 §5),
 * in the current language: { fee: '1,500원', seasons: '봄 2~4월, 여름 5~7월, …' }; null until
 * they arrive. Each season once, in the year's order.
 */
export function useDeliveryTermsVars(): Vars | null {
  const { data } = useQuery(deliveryTermsQuery);
  const { t } = usePageText();
  if (!data) return null;
  const seasons = SeasonCode.flatMap((code) => {
    const next = data.seasons.find((s) => s.code === code);
    return next
      ? [`${t(`seasonNames.${code}`)} ${formatDayRange(next.startDate, next.endDate)}`]
      : [];
  });
  return { fee: formatWon(data.domesticFeeWon), seasons: seasons.join(', ') };
}

import { queryOptions } from '@tanstack/react-query';
import { creverseLectures } from '@shop/contract/billing.ts';
import { Limits } from '@shop/contract/constants.ts';
import { fetchBuySummaryStatistics } from '@shop/contract/member.ts';
import { callApi } from '../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';

/** Member keys are dropped at sign-out; the buy summary's key is the my-page shell's. */
export const BUY_SUMMARY_KEY = [...MEMBER_QUERY_KEY, 'buy-summary'] as const;

export const buySummaryQuery = queryOptions({
  queryKey: BUY_SUMMARY_KEY,
  queryFn: async () => (await callApi(fetchBuySummaryStatistics)).buySummaryList,
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One student's lectures; the loader shows at least 0.5 s (spec 1 §9) so it never flickers. */
export const lecturesQuery = (stdId: number) =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'lectures', stdId],
    queryFn: async () => {
      const [answer] = await Promise.all([
        callApi(creverseLectures, { body: { stdId } }),
        pause(Limits.billingLoaderMinMs),
      ]);
      return answer.list;
    },
    staleTime: 0,
    meta: { silentErrors: true },
  });

import { redirect, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../lib/query-client.ts';
import { authStateQuery } from '../../lib/auth-state-query.ts';
import { buySummaryQuery } from './billing-queries.ts';

/**
 * /mypage/class-material without a student (spec 1 §2.7): the first student of the buy summary,
 * else the first of the access list, else the page stays empty.
 */
export async function billingLoader({ params }: LoaderFunctionArgs) {
  if (params.stdId !== undefined) {
    if (!/^\d+$/.test(params.stdId)) throw redirect('/404');
    return null;
  }
  const auth = await queryClient.ensureQueryData(authStateQuery);
  if (!auth.authenticated) return null;
  const summaries = await queryClient.ensureQueryData(buySummaryQuery).catch(() => []);
  const first = summaries[0]?.stdId ?? auth.creverseAcl?.list[0]?.stdId;
  if (first !== undefined) throw redirect(`/mypage/class-material/${first}`);
  return null;
}

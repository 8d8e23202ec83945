import { queryOptions } from '@tanstack/react-query';
import { policyVersionList } from '@shop/contract/support-downloads.ts';
import { callApi } from './api-client.ts';

/**
 * The published terms and privacy-policy versions (decision 0436): the footer's viewer lists them
 * and the pay page's consent names (and sends) the ones in force. Kept a minute: a version
 * published or coming into force is seen at the next page that asks.
 */
export const policyVersionsQuery = queryOptions({
  queryKey: ['policy-versions'],
  queryFn: () => callApi(policyVersionList),
  staleTime: 60_000,
});

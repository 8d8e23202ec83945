import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { CallResponse } from '@shop/contract/call.ts';
import type { CheckoutItem } from '@shop/contract/cart.ts';
import { calculatePriceOversea, overseaConfigAndNation } from '@shop/contract/checkout-oversea.ts';
import { callApi } from '../../lib/api-client.ts';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';
import { checkoutText } from './checkout-i18n.ts';
import type { OverseaCost } from './oversea-cost-dialog.tsx';

export type OverseaConfig = CallResponse<typeof overseaConfigAndNation>['data'];
export type Nation = OverseaConfig['nations'][number];

/** The overseas settings and EMS nations; they change rarely. */
export function useOverseaConfig() {
  return useQuery({
    queryKey: ['oversea-config-and-nation'],
    queryFn: async () => (await callApi(overseaConfigAndNation)).data,
    staleTime: 10 * 60_000,
  });
}

/** The memo of a limited nation (the server answers each with the memo to show), or null. */
export function limitMemo(config: OverseaConfig['config'], nationCd: string): string | null {
  const entry = config.limitedNations.find((n) => n.nationCd === nationCd);
  if (!entry) return null;
  return entry.memo || config.limitedMemo || checkoutText('oversea.limited');
}

/**
 * The EMS price preview of the chosen nation (spec 2 §4.4): switching to overseas, choosing a
 * country or changing an item re-prices; a limited nation is not priced. Every new fee or country
 * opens the cost notice once.
 */
export function useOverseaPrice(
  items: readonly CheckoutItem[],
  nation: Nation | undefined,
  enabled: boolean,
) {
  const body = nation && {
    premiumCd: nation.premiumCd,
    nationCd: nation.nationCd,
    nationName: nation.nationName,
    items: items.map(({ productId, qty, cdi = null, cartId = null }) => ({
      productId,
      qty,
      cdi,
      cartId,
    })),
  };
  const query = useQuery({
    queryKey: [...MEMBER_QUERY_KEY, 'price-preview-oversea', body],
    queryFn: async () => (await callApi(calculatePriceOversea, { body: body! })).data,
    enabled: enabled && !!body && items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  // while re-pricing the same nation the last answer stays on screen; another nation's never
  const data =
    enabled && nation && query.data?.nationName === nation.nationName ? query.data : undefined;
  const [cost, setCost] = useState<OverseaCost | null>(null);
  const shown = useRef('');
  useEffect(() => {
    if (!data || !nation || query.isPlaceholderData) return;
    const key = `${nation.nationCd}:${data.deliveryPriceTotal}`;
    if (key === shown.current) return;
    shown.current = key;
    setCost({
      countryName: data.nationName,
      premiumCd: data.premiumCd,
      deliveryCost: data.deliveryPriceTotal,
    });
  }, [data, nation, query.isPlaceholderData]);
  return {
    preview: data,
    calculating: query.isFetching,
    error: query.error,
    refetch: query.refetch,
    cost,
    closeCost: () => setCost(null),
  };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MenuGroup } from '@shop/contract/sections.ts';
import { siteMenu, type MenuItem } from '@shop/contract/site.ts';
import { callApi } from '../../lib/api-client.ts';
import { useAuthState } from '../../lib/use-auth-state.ts';

export const MENU_GROUP_ORDER: readonly MenuGroup[] = [
  MenuGroup.publisher,
  MenuGroup.general,
  MenuGroup.devices,
];

export interface MenuGroupView {
  group: MenuGroup;
  items: MenuItem[];
}

const siteMenuQuery = queryOptions({
  queryKey: ['site-menu'],
  queryFn: () => callApi(siteMenu),
  staleTime: 5 * 60_000,
});

/**
 * The three menu groups. The server sends only visible items; an item tied to a category
 * (the hidden '{provider}_etc' section, spec 1 §4) shows only when that category is open.
 */
export function useSiteMenu(): { groups: MenuGroupView[]; isPending: boolean } {
  const { data, isPending } = useQuery(siteMenuQuery);
  const { accessibleCategoryIds } = useAuthState();
  const groups = useMemo(() => {
    const items = (data?.list ?? []).filter(
      (item) =>
        item.requiresCategoryId === null || accessibleCategoryIds.has(item.requiresCategoryId),
    );
    return MENU_GROUP_ORDER.map((group) => ({
      group,
      items: items.filter((item) => item.group === group),
    }));
  }, [data, accessibleCategoryIds]);
  return { groups, isPending };
}

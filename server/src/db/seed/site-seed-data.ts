/** The main menu and the site popups of the demo data. */
import { SECTIONS, type MenuGroup } from '@shop/contract/sections.ts';
import type { siteMenuItems, sitePopups } from '../schema/site.ts';
import { sectionSeed } from './catalog-categories.ts';

export type MenuItemRow = typeof siteMenuItems.$inferInsert;
export type PopupRow = typeof sitePopups.$inferInsert;

interface ExtraItem {
  label: string;
  path: string;
  section: string | null;
  visible: boolean;
}

/** Items besides one per section, appended to their group. */
const EXTRA_ITEMS: Readonly<Partial<Record<MenuGroup, readonly ExtraItem[]>>> = {
  // Hidden on purpose: proves that only visible items reach the menu.
  general: [
    { label: '지난 교재', path: '/product-list/general-4', section: 'general-4', visible: false },
  ],
  devices: [
    {
      label: '외부 구매 교구',
      path: '/extern-product-list/coding-aux',
      section: null,
      visible: true,
    },
  ],
};

/** The item of this section is hidden unless the member may access that category (spec 1 §9). */
const REQUIRES_CATEGORY: Readonly<Record<string, number>> = { creverse_etc: 2697 };

export function buildMenuItems(): MenuItemRow[] {
  const rows: MenuItemRow[] = [];
  const groups: MenuGroup[] = ['publisher', 'general', 'devices'];
  for (const groupCd of groups) {
    for (const def of SECTIONS.filter((s) => s.group === groupCd)) {
      rows.push({
        menuId: rows.length + 1,
        groupCd,
        label: sectionSeed(def.section).menuLabel,
        path: `/product-list/${def.section}`,
        section: def.section,
        visible: true,
        requiresCategoryId: REQUIRES_CATEGORY[def.section] ?? null,
        sortOrder: (rows.length + 1) * 10,
      });
    }
    for (const extra of EXTRA_ITEMS[groupCd] ?? []) {
      rows.push({
        menuId: rows.length + 1,
        groupCd,
        ...extra,
        requiresCategoryId: null,
        sortOrder: (rows.length + 1) * 10,
      });
    }
  }
  return rows;
}

export function buildPopups(): PopupRow[] {
  return [
    {
      sitePopupId: 1,
      title: '배송 안내',
      htmlContents:
        '<h3>배송 안내</h3>' +
        '<p>평일(월~금) <strong>13시 이전 결제</strong> 시 당일 출고되며, 출고 후 2~3일 이내에 받아 보실 수 있습니다.</p>' +
        '<ul><li>금요일 13시 이후 결제 건은 다음 주 월요일에 출고됩니다.</li>' +
        '<li>주말과 공휴일에는 출고하지 않습니다.</li>' +
        '<li>스마트북(전자책)은 배송되지 않으며 결제 후 바로 이용할 수 있습니다.</li></ul>',
      htmlMobile:
        '<p><strong>평일 13시 이전 결제 시 당일 출고</strong></p><p>주말·공휴일은 출고하지 않습니다.</p>',
      startsAt: new Date('2024-01-01T00:00:00+09:00'),
      endsAt: new Date('2099-12-31T23:59:59+09:00'),
      active: true,
    },
    {
      sitePopupId: 2,
      title: '설 연휴 배송 휴무 안내',
      htmlContents:
        '<p>설 연휴 기간에는 배송이 중단됩니다. 연휴 전 마지막 출고일을 확인해 주세요.</p>',
      htmlMobile: '<p>설 연휴 기간에는 배송이 중단됩니다.</p>',
      startsAt: new Date('2024-01-01T00:00:00+09:00'),
      endsAt: new Date('2099-12-31T23:59:59+09:00'),
      active: false,
    },
  ];
}

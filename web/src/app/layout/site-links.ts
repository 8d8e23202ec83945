import type { menuKo } from './menu-ko.ts';

type SiteMapKey = keyof typeof menuKo.siteMap;

/** Support and my-page links shared by the site map and the mobile menu. */
export const SUPPORT_LINKS: readonly { key: SiteMapKey; to: string }[] = [
  { key: 'faq', to: '/cs/faq' },
  { key: 'guide', to: '/cs/guide' },
  { key: 'claim', to: '/mypage/claim/list' },
];

export const MYPAGE_LINKS: readonly { key: SiteMapKey; to: string }[] = [
  { key: 'billing', to: '/mypage/class-material' },
  { key: 'cart', to: '/mypage/cart' },
  { key: 'orders', to: '/mypage/order/list' },
  { key: 'revokes', to: '/mypage/revoke/list' },
  { key: 'claim', to: '/mypage/claim/list' },
  { key: 'mp3', to: '/mypage/support/mp3' },
  { key: 'book', to: '/mypage/support/book' },
];

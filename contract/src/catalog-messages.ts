// The catalogue's refusals, apart from catalog.ts for the same reason as auth-messages.ts: the home
// page loads catalog.ts, the web reads these only through the lazy message codes.

/** The catalogue's refusals (ours): what a member asks for does not exist (or is hidden). */
export const CatalogMessage = {
  noSuchCategory: '존재하지 않는 카테고리입니다.',
  noSuchProduct: '존재하지 않는 상품입니다.',
  noSuchMenu: '존재하지 않는 메뉴입니다.',
  /** Spec 1 §6 menu restriction; `{rules}` the category's access texts, joined (data, as written). */
  categoryDenied: '이 메뉴는 {rules}만 이용 가능합니다.',
} as const;

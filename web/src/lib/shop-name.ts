import { i18n } from '../i18n/i18n.ts';

const PLACEHOLDER = '__SHOP_NAME__';

/** The shop's name from <meta name="shop-name"> (filled in by the server, a setting). */
export function shopName(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="shop-name"]');
  const name = meta?.content.trim();
  return name && name !== PLACEHOLDER ? name : i18n.t('shop.defaultName');
}

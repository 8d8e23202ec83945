import { BRANDS, type BrandCode } from '@shop/contract/brands.ts';
import { i18n } from './i18n.ts';

/** An academy brand's name in the page's language; a code not in the table as it came. */
export function brandLabel(code: string): string {
  return code in BRANDS ? i18n.t(`brands.${code as BrandCode}`) : code;
}

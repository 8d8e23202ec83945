import { useMemo } from 'react';
import { i18n, useTranslation } from '../../i18n/i18n.ts';
import { catalogEn } from './catalog-en.ts';
import { catalogKo } from './catalog-ko.ts';

/**
 * The catalog's texts are a translator namespace of their own, registered when a catalog page's
 * chunk loads: the shell's ko.ts (in the home page's initial bundle) stays as it is.
 */
const NS = 'catalog';

type Messages<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : Messages<T[K]>;
};
export type CatalogMessages = Messages<typeof catalogKo>;

type Keys<T, Want, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Want
    ? `${P}${K}`
    : T[K] extends string | readonly string[]
      ? never
      : Keys<T[K], Want, `${P}${K}.`>;
}[keyof T & string];
export type CatalogTextKey = Keys<typeof catalogKo, string>;
type CatalogListKey = Keys<typeof catalogKo, readonly string[]>;

for (const [lng, messages] of [
  ['ko', catalogKo],
  ['en', catalogEn],
] as const) {
  if (!i18n.hasResourceBundle(lng, NS)) i18n.addResourceBundle(lng, NS, messages);
}

// The shell's keys are typed by its ko.ts; this namespace is typed by CatalogTextKey instead.
const fixed = (lng: string | null) => i18n.getFixedT(lng, NS);

/** The catalog's texts in the current language; re-renders when the language changes. */
export function useCatalogText() {
  const { language } = useTranslation();
  return useMemo(() => {
    const t = fixed(language || null);
    return {
      t: (key: CatalogTextKey, vars?: Record<string, string | number>) => String(t(key, vars)),
      lines: (key: CatalogListKey) => t(key, { returnObjects: true }) as readonly string[],
    };
  }, [language]);
}

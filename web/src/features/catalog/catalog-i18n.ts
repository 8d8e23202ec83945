import { useMemo } from 'react';
import { i18n, useTranslation } from '../../i18n/i18n.ts';
import { catalogEn } from './catalog-en.ts';
import { catalogKo } from './catalog-ko.ts';

/**
 * The catalog's texts are an i18next namespace of their own, registered when a catalog page's
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

type UntypedT = (key: string, options?: Record<string, unknown>) => unknown;
// The shell types i18next by its own ko.ts; this namespace is typed by CatalogTextKey instead.
const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (
  lng: string | null,
  ns: string,
) => UntypedT;
const fixed = (lng: string | null = null) => getFixedT(lng, NS);

/** One text, outside React (event handlers, loaders). */
export function catalogText(key: CatalogTextKey, vars?: Record<string, string | number>): string {
  return String(fixed()(key, vars));
}

/** The catalog's texts in the current language; re-renders when the language changes. */
export function useCatalogText() {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useMemo(() => {
    const t = fixed(language || null);
    return {
      t: (key: CatalogTextKey, vars?: Record<string, string | number>) => String(t(key, vars)),
      lines: (key: CatalogListKey) => t(key, { returnObjects: true }) as readonly string[],
    };
  }, [language]);
}

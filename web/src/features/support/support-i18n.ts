import { useMemo } from 'react';
import { i18n, useTranslation } from '../../i18n/i18n.ts';
import { supportEn } from './support-en.ts';
import { supportKo } from './support-ko.ts';

/**
 * The support pages' texts are an i18next namespace of their own, registered when a support
 * page's chunk loads (the shell's ko.ts stays as it is). Lists and tables of the guide are read
 * as structured texts of the current language.
 */
const NS = 'support';

type Text<T> = T extends string ? string : { readonly [K in keyof T]: Text<T[K]> };
export type SupportMessages = Text<typeof supportKo>;

type Keys<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : Keys<T[K], `${P}${K}.`>;
}[keyof T & string];
export type SupportTextKey = Keys<typeof supportKo>;

for (const [lng, messages] of [
  ['ko', supportKo],
  ['en', supportEn],
] as const) {
  if (!i18n.hasResourceBundle(lng, NS)) i18n.addResourceBundle(lng, NS, messages);
}

type UntypedT = (key: string, options?: Record<string, unknown>) => unknown;
// The shell types i18next by its own ko.ts; this namespace is typed by SupportTextKey instead.
const getFixedT = i18n.getFixedT.bind(i18n) as unknown as (
  lng: string | null,
  ns: string,
) => UntypedT;

const textsOf = (language: string | undefined): SupportMessages =>
  language?.startsWith('en') ? supportEn : supportKo;

/** One text, outside React (event handlers). */
export function supportText(key: SupportTextKey, vars?: Record<string, string | number>): string {
  return String(getFixedT(null, NS)(key, vars));
}

/** The support texts in the current language; re-renders when the language changes. */
export function useSupportText() {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  return useMemo(() => {
    const t = getFixedT(language || null, NS);
    return {
      t: (key: SupportTextKey, vars?: Record<string, string | number>) => String(t(key, vars)),
      texts: textsOf(language),
    };
  }, [language]);
}

import { useMemo } from 'react';
import { i18n, useTranslation } from './i18n.ts';

/** The English texts of a namespace: the same keys (and list lengths) as the Korean ones. */
export type Messages<T> = T extends string ? string : { readonly [K in keyof T]: Messages<T[K]> };

/** Dotted paths of a namespace's entries that hold `Want` (texts, or lists of texts). */
export type KeysOf<T, Want, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Want
    ? `${P}${K}`
    : T[K] extends string | readonly unknown[]
      ? never
      : KeysOf<T[K], Want, `${P}${K}.`>;
}[keyof T & string];

export type Vars = Record<string, string | number>;

/**
 * A feature's texts as a translator namespace of its own, registered when the feature's chunk
 * loads, so the home page's first load carries none of them. Typed by the feature's Korean texts.
 */
export function textNamespace<Ko extends object>(ns: string, ko: Ko, en: Messages<Ko>) {
  type TextKey = KeysOf<Ko, string>;
  type ListKey = KeysOf<Ko, readonly string[]>;
  for (const [lng, messages] of [
    ['ko', ko],
    ['en', en],
  ] as const) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, messages);
  }
  const fixed = (lng: string | null) => i18n.getFixedT(lng, ns);

  /** One text outside React (event handlers, query error handlers). */
  const text = (key: TextKey, vars?: Vars): string => String(fixed(null)(key, vars));

  /** The namespace in the current language; re-renders when the language changes. */
  function useTexts() {
    const { language } = useTranslation();
    return useMemo(() => {
      const t = fixed(language || null);
      return {
        t: (key: TextKey, vars?: Vars) => String(t(key, vars)),
        lines: (key: ListKey, vars?: Vars) =>
          t(key, { ...vars, returnObjects: true }) as readonly string[],
        /** The whole namespace, for structured texts (tables, nested lists). */
        messages: (language.startsWith('en') ? en : ko) as Messages<Ko>,
      };
    }, [language]);
  }

  return { text, useTexts };
}

import { useMemo } from 'react';
import { i18n, useTranslation } from '../../i18n/i18n.ts';
import { adminEn } from './admin-en.ts';
import { adminKo } from './admin-ko.ts';

/**
 * The back office's texts: a translator namespace of its own, registered when the admin chunk
 * loads, so the shop's first load carries none of them.
 */
const NS = 'admin';

type Messages<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : Messages<T[K]>;
};
export type AdminMessages = Messages<typeof adminKo>;

type Keys<T, Want, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends Want
    ? `${P}${K}`
    : T[K] extends string | readonly string[]
      ? never
      : Keys<T[K], Want, `${P}${K}.`>;
}[keyof T & string];
export type AdminTextKey = Keys<typeof adminKo, string>;
type AdminListKey = Keys<typeof adminKo, readonly string[]>;

for (const [lng, messages] of [
  ['ko', adminKo],
  ['en', adminEn],
] as const) {
  if (!i18n.hasResourceBundle(lng, NS)) i18n.addResourceBundle(lng, NS, messages);
}

const fixed = (lng: string | null) => i18n.getFixedT(lng, NS);

export type AdminT = (key: AdminTextKey, vars?: Record<string, string | number>) => string;

/** One text outside React (query error handlers). */
export const adminText: AdminT = (key, vars) => String(fixed(null)(key, vars));

/**
 * A text whose key is built from a code the server sent (a role, an action); the code itself
 * when there is no text for it (an action a later module added).
 */
export function codeText(
  t: AdminT,
  group: 'roles' | 'actions' | 'entities' | 'permissions',
  code: string,
) {
  const key = `${group}.${code}` as AdminTextKey;
  const text = t(key);
  return text === key ? code : text;
}

/** The back office's texts in the current language; re-renders when the language changes. */
export function useAdminText() {
  const { language } = useTranslation();
  return useMemo(() => {
    const t = fixed(language || null);
    return {
      t: ((key, vars) => String(t(key, vars))) as AdminT,
      lines: (key: AdminListKey) => t(key, { returnObjects: true }) as readonly string[],
    };
  }, [language]);
}

import { textNamespace, type KeysOf, type Messages } from '../../i18n/text-namespace.ts';
import { adminEn } from './admin-en.ts';
import { adminKo } from './admin-ko.ts';

/**
 * The back office's texts: a translator namespace of its own, registered when the admin chunk
 * loads, so the shop's first load carries none of them.
 */
export type AdminMessages = Messages<typeof adminKo>;
export type AdminTextKey = KeysOf<typeof adminKo, string>;

const admin = textNamespace('admin', adminKo, adminEn);

export type AdminT = (key: AdminTextKey, vars?: Record<string, string | number>) => string;

/** One text outside React (query error handlers). */
export const adminText: AdminT = admin.text;

/**
 * A text whose key is built from a code the server sent (a role, an action); the code itself
 * when there is no text for it (an action a later module added).
 */
export function codeText(
  t: AdminT,
  group: 'roles' | 'actions' | 'entities' | 'permissions' | 'fields',
  code: string,
) {
  const key = `${group}.${code}` as AdminTextKey;
  const text = t(key);
  return text === key ? code : text;
}

/** The back office's texts in the current language; re-renders when the language changes. */
export function useAdminText() {
  const { t, lines } = admin.useTexts();
  return { t: t as AdminT, lines };
}

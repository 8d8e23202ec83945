import { i18n } from './i18n.ts';
import { loadEnglishRefusals } from './refusal-text.ts';

export const LANGUAGES = ['ko', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the browser keeps the chosen language (per browser, not per account). */
export const LANGUAGE_STORAGE_KEY = 'shop.language';

const isLanguage = (value: string | null | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '');

/** `?lang=en` (a shared link) first, then the browser's earlier choice, else Korean. */
export function requestedLanguage(search: string, stored: string | null): Language {
  const asked = new URLSearchParams(search).get('lang');
  if (isLanguage(asked)) return asked;
  return isLanguage(stored) ? stored : 'ko';
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Shows the app in `lng`: English's texts load first (the shell's and the English of the
 * server's refusals), then every text re-renders and `<html lang>` follows. The choice is kept.
 */
export async function switchLanguage(lng: Language): Promise<void> {
  if (lng === 'en') {
    const [{ en }] = await Promise.all([import('./en.ts'), loadEnglishRefusals()]);
    if (!i18n.hasResourceBundle('en', 'translation'))
      i18n.addResourceBundle('en', 'translation', en);
  }
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // private mode without storage: the choice lasts for this page only
  }
  document.documentElement.lang = lng;
  await i18n.changeLanguage(lng);
}

/** Before the first render: the language of `?lang=` or of the browser's earlier choice. */
export async function startInChosenLanguage(): Promise<void> {
  const lng = requestedLanguage(location.search, storedLanguage());
  if (lng !== 'ko') await switchLanguage(lng);
}

import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ko } from './ko.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ko };
  }
}

/** The app's one i18next instance: Korean, bundled; English loads when chosen. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { ko: { translation: ko } },
  lng: 'ko',
  fallbackLng: 'ko',
  // Resources are bundled, so the instance is ready synchronously.
  initAsync: false,
  interpolation: { escapeValue: false },
});

export async function switchLanguage(lng: 'ko' | 'en'): Promise<void> {
  if (lng === 'en' && !i18n.hasResourceBundle('en', 'translation')) {
    const { en } = await import('./en.ts');
    i18n.addResourceBundle('en', 'translation', en);
  }
  await i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
}

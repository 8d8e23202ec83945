import { useTranslation } from '../i18n/i18n.ts';
import { switchLanguage, type Language } from '../i18n/language.ts';

/** Each language named in itself, so a reader of either finds their own. */
const CHOICES: readonly { lng: Language; label: string }[] = [
  { lng: 'ko', label: '한국어' },
  { lng: 'en', label: 'English' },
];

/**
 * The 한국어 / English switch of the header, the phone menu and the back office: the chosen
 * language is pressed; choosing the other shows every text in it and keeps it for this browser.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, language } = useTranslation();
  const current: Language = language.startsWith('en') ? 'en' : 'ko';
  return (
    <div
      role="group"
      aria-label={t('header.language')}
      className={`flex items-center ${className}`}
    >
      {CHOICES.map(({ lng, label }, n) => (
        <span key={lng} className="flex items-center">
          {n > 0 && (
            <span aria-hidden="true" className="px-0.5 text-slate-400">
              /
            </span>
          )}
          <button
            type="button"
            lang={lng}
            aria-pressed={current === lng}
            onClick={() => void switchLanguage(lng)}
            className="rounded px-1.5 py-1 text-slate-600 hover:text-brand-700 aria-pressed:font-bold aria-pressed:text-brand-800"
          >
            {label}
          </button>
        </span>
      ))}
    </div>
  );
}

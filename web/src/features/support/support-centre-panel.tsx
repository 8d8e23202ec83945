import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { ChatIcon, PhoneIcon } from '../../ui/icons.tsx';
import { useSupportText } from './support-i18n.ts';

/** Spec 3 §9: the FAQ side panel sticks 160 px below the top with 20 px below it (FaqLimits). */
const STICKY = 'md:sticky md:top-[160px] md:mb-[20px]';

/**
 * The support-centre box: the 1:1 inquiry shortcut, the two phone lines and the hours (spec 3
 * FAQ side panel; the numbers are the shell's stand-ins, shared with the home page).
 */
export function SupportCentrePanel({
  sticky = false,
  withInquiry = true,
}: {
  sticky?: boolean;
  withInquiry?: boolean;
}) {
  const { t } = useSupportText();
  const { t: shell } = useTranslation();
  const lines = [
    { brands: shell('home.cs.line1'), phone: shell('home.cs.phone1') },
    { brands: shell('home.cs.line2'), phone: shell('home.cs.phone2') },
  ];
  return (
    <div className={`space-y-4 ${sticky ? STICKY : ''}`}>
      {withInquiry && (
        <section
          aria-labelledby="support-claim-title"
          className="rounded-2xl border border-brand-100 bg-brand-50 p-5"
        >
          <h2
            id="support-claim-title"
            className="flex items-center gap-2 text-base font-bold text-brand-900"
          >
            <ChatIcon size={18} />
            {t('centre.claimTitle')}
          </h2>
          <p className="mt-2 text-sm text-slate-700">{t('centre.claimBody')}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link to="/mypage/claim/write" className={primaryButton}>
              {t('centre.claimWrite')}
            </Link>
            <Link to="/mypage/claim/list" className={secondaryButton}>
              {t('centre.claimList')}
            </Link>
          </div>
        </section>
      )}
      <section
        aria-labelledby="support-centre-title"
        className="rounded-2xl bg-slate-900 p-5 text-white"
      >
        <h2 id="support-centre-title" className="flex items-center gap-2 text-base font-bold">
          <PhoneIcon size={18} />
          {t('centre.title')}
        </h2>
        <ul className="mt-3 space-y-3">
          {lines.map((line) => (
            <li key={line.phone}>
              <p className="text-xs text-slate-300">{line.brands}</p>
              <a
                href={`tel:${line.phone.replaceAll('-', '')}`}
                className="text-xl font-extrabold tracking-wide tabular-nums hover:underline"
              >
                {line.phone}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3 border-t border-slate-700 pt-3 text-sm text-slate-200">
          {t('centre.hours')}
        </p>
        <Link
          to="/cs/guide"
          className="mt-2 inline-block text-sm font-semibold text-white underline-offset-4 hover:underline"
        >
          {t('centre.guide')}
        </Link>
      </section>
    </div>
  );
}

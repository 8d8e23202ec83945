import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { PhoneIcon } from '../../ui/icons.tsx';

/**
 * Customer-centre numbers for two brand groups and the hours (spec 1 §2.5). The spec does not
 * show the numbers; the ones in ko.ts are representative stand-ins.
 */
export function CustomerCentre() {
  const { t } = useTranslation();
  const lines = [
    { brands: t('home.cs.line1'), phone: t('home.cs.phone1') },
    { brands: t('home.cs.line2'), phone: t('home.cs.phone2') },
  ];
  return (
    <section aria-labelledby="home-cs" className="rounded-2xl bg-slate-900 p-5 text-white xs:p-6">
      <h2 id="home-cs" className="flex items-center gap-2 text-lg font-bold">
        <PhoneIcon size={20} />
        {t('home.cs.title')}
      </h2>
      <ul className="mt-4 space-y-4">
        {lines.map((line) => (
          <li key={line.phone}>
            <p className="text-xs text-slate-300">
              {line.brands} · {t('home.cs.representative')}
            </p>
            <a
              href={`tel:${line.phone.replaceAll('-', '')}`}
              className="text-2xl font-extrabold tracking-wide tabular-nums hover:underline"
            >
              {line.phone}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 border-t border-slate-700 pt-4 text-sm text-slate-200">
        {t('home.cs.hours')}
      </p>
      <Link
        to="/cs/guide"
        className="mt-3 inline-block text-sm font-semibold text-white underline-offset-4 hover:underline"
      >
        {t('home.cs.guide')}
      </Link>
    </section>
  );
}

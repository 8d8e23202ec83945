import { brandName } from '@shop/contract/brands.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { FAMILY_SITES } from '../../ui/external-links.ts';
import { AccountLinks } from './account-links.tsx';

/** The top strip: sister-brand sites on the left, member links on the right (tablet and up). */
export function BrandStrip() {
  const { t } = useTranslation();
  return (
    <div className="hidden border-b border-slate-200 bg-slate-50 text-xs xs:block">
      <div className="mx-auto flex h-9 max-w-[1200px] items-center justify-between gap-4 px-4">
        <nav aria-label={t('header.familySites')}>
          <ul className="flex items-center gap-0.5 sm:gap-2">
            {FAMILY_SITES.map((site) => (
              <li key={site.brand}>
                <a
                  href={site.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded px-1.5 py-1 font-medium text-slate-600 hover:text-brand-700"
                >
                  {brandName(site.brand)}
                  <span className="sr-only"> ({t('common.newWindow')})</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('header.utilities')}>
          <AccountLinks />
        </nav>
      </div>
    </div>
  );
}

import { useTranslation } from '../../i18n/i18n.ts';
import { AccountLinks } from './account-links.tsx';
import { FamilySiteList } from './family-site-list.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';

/**
 * The top strip: sister-brand sites on the left, member links and the language switch on the
 * right (tablet and up; the phone menu has its own switch).
 */
export function BrandStrip() {
  const { t } = useTranslation();
  return (
    <div className="hidden border-b border-slate-200 bg-slate-50 text-xs xs:block">
      <div className="mx-auto flex h-9 max-w-[1200px] items-center justify-between gap-4 px-4">
        <nav aria-label={t('header.familySites')}>
          <FamilySiteList
            listClassName="flex items-center gap-0.5 sm:gap-2"
            linkClassName="rounded px-1.5 py-1 font-medium text-slate-600 hover:text-brand-700"
          />
        </nav>
        <div className="flex items-center gap-3">
          <nav aria-label={t('header.utilities')}>
            <AccountLinks />
          </nav>
          <LanguageSwitch className="border-l border-slate-200 pl-2" />
        </div>
      </div>
    </div>
  );
}

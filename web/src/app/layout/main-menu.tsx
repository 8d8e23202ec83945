import { Suspense, lazy, useId, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { useSiteMenu, type MenuGroupView } from '../../features/site/use-site-menu.ts';
import { ChevronDownIcon, MenuIcon } from '../../ui/icons.tsx';

const SiteMapDialog = lazy(() => import('./site-map-dialog.tsx'));

/** One group with its sub-menu: opens on hover, keyboard focus or click; Esc closes it. */
function MenuGroupEntry({ view }: { view: MenuGroupView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const label = t(`menuGroups.${view.group}`);

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    event.currentTarget.querySelector('button')?.focus();
  };

  return (
    <li
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        onFocus={(e) => {
          // Keyboard focus arriving from outside opens it; focus returned by Esc does not.
          const fromInside = e.currentTarget.parentElement?.contains(e.relatedTarget);
          if (!fromInside && e.currentTarget.matches(':focus-visible')) setOpen(true);
        }}
        className={`flex h-12 items-center gap-1 px-3 text-[15px] font-bold sm:px-5 ${open ? 'text-brand-700' : 'text-slate-800'}`}
      >
        {label}
        <ChevronDownIcon size={16} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-40 min-w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <ul aria-label={t('header.subMenu', { group: label })}>
          {view.items.map((item) => (
            <li key={item.menuId}>
              <Link
                to={item.path}
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The desktop menu: full site map, three groups, and the support button (spec 1 §2.2). */
export function MainMenu() {
  const { t } = useTranslation();
  const { groups } = useSiteMenu();
  const [siteMapOpen, setSiteMapOpen] = useState(false);
  return (
    <nav aria-label={t('header.mainMenu')} className="hidden border-t border-slate-100 xs:block">
      <div className="mx-auto flex max-w-[1200px] items-center px-4">
        <button
          type="button"
          onClick={() => setSiteMapOpen(true)}
          aria-haspopup="dialog"
          className="mr-2 flex h-12 items-center gap-2 pr-3 text-[15px] font-bold text-slate-800 hover:text-brand-700 sm:mr-4"
        >
          <MenuIcon size={20} />
          {t('header.allMenu')}
        </button>
        <ul className="flex items-center">
          {groups.map((view) => (
            <MenuGroupEntry key={view.group} view={view} />
          ))}
        </ul>
        <Link
          to="/cs/guide"
          className="ml-auto rounded-full border border-brand-200 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('header.support')}
        </Link>
      </div>
      {siteMapOpen && (
        <Suspense fallback={null}>
          <SiteMapDialog groups={groups} onClose={() => setSiteMapOpen(false)} />
        </Suspense>
      )}
    </nav>
  );
}

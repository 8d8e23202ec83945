import { Suspense, lazy, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { MenuIcon } from '../../ui/icons.tsx';

const MobileMenu = lazy(() => import('./mobile-menu.tsx'));

/** The hamburger of phones (up to 600 px); the drawer's code loads on first use. */
export function MobileMenuButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label={t('header.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-ml-2 flex h-10 w-10 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 xs:hidden"
      >
        <MenuIcon size={24} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

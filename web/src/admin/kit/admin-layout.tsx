import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { MenuIcon } from '../../ui/icons.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { codeText, useAdminText } from '../i18n/admin-i18n.ts';
import { visibleNav } from './admin-nav.ts';
import { useSignOut, useStaffSession } from './admin-session.ts';
import { badge } from './admin-styles.ts';

/** Sets '<page> - 관리자' as the document title. */
export function useAdminTitle(title: string): void {
  const { t } = useAdminText();
  const app = t('app.title');
  useEffect(() => {
    document.title = `${title} - ${app}`;
  }, [title, app]);
}

function SideLink({ to, children, coming }: { to: string; children: ReactNode; coming?: boolean }) {
  const { t } = useAdminText();
  return (
    <NavLink
      to={to === '' ? '/admin' : `/admin/${to}`}
      end={to === ''}
      className={({ isActive }) =>
        `flex items-center justify-between rounded-md px-3 py-2 text-sm ${
          isActive
            ? 'bg-white/15 font-semibold text-white'
            : 'text-slate-300 hover:bg-white/10 hover:text-white'
        }`
      }
    >
      <span>{children}</span>
      {coming && (
        <span className="rounded bg-slate-700 px-1.5 py-0.5 text-[11px] font-semibold text-slate-200">
          {t('nav.comingSoon')}
        </span>
      )}
    </NavLink>
  );
}

/**
 * Sidebar by role, top bar with the signed-in staff member, and the page. Below 768 px the
 * sidebar folds away behind a menu button (over the page, closed by choosing a page or outside).
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useAdminText();
  const { state, can } = useStaffSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  if (!state) return null;
  const role = codeText(t, 'roles', state.staff.role);

  return (
    <div className="flex min-h-dvh bg-slate-100">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('app.skipToContent')}
      </a>
      {menuOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-900/40 md:hidden"
          onClick={() => setMenuOpen(false)}
        />
      )}
      <aside
        id="admin-sidebar"
        className={`fixed inset-y-0 left-0 z-40 h-dvh w-60 shrink-0 flex-col bg-slate-900 md:sticky md:top-0 md:flex ${
          menuOpen ? 'flex' : 'hidden'
        }`}
      >
        <div className="border-b border-white/10 px-5 py-5">
          <p className="text-base font-bold text-white">{t('app.title')}</p>
        </div>
        <nav
          aria-label={t('app.mainNav')}
          className="flex-1 overflow-y-auto px-3 py-4"
          // choosing a page folds the phone's menu away
          onClick={(e) => (e.target as HTMLElement).closest('a') && setMenuOpen(false)}
        >
          {visibleNav(can).map((group) => (
            <div key={group.label ?? 'home'} className="mb-4">
              {group.label && (
                <p className="px-3 pb-1.5 text-[11px] font-semibold tracking-wide text-slate-400 uppercase">
                  {t(group.label)}
                </p>
              )}
              <ul className="space-y-0.5">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <SideLink to={item.to} coming={item.coming}>
                      {t(item.label)}
                    </SideLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex min-h-14 flex-wrap items-center justify-end gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-4 py-2 md:px-8">
          <button
            type="button"
            className="mr-auto inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-semibold text-slate-700 md:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon size={18} />
            {t('app.menu')}
          </button>
          <LanguageSwitch className="text-sm" />
          <span className="text-sm text-slate-700">
            <span className="font-semibold">{state.staff.name}</span>{' '}
            <span className={`${badge} bg-brand-50 text-brand-800`}>{role}</span>
          </span>
          <NavLink
            to="/admin/password"
            className="text-sm text-slate-600 hover:text-slate-900 hover:underline"
          >
            {t('nav.password')}
          </NavLink>
          <button
            type="button"
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
            onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/admin/login') })}
          >
            {t('app.signOut')}
          </button>
        </header>
        <main id="admin-main" className="flex-1 px-4 py-5 md:px-8 md:py-7">
          {children}
        </main>
      </div>
    </div>
  );
}

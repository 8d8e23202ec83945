import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { NavLink } from 'react-router';
import { usePageText } from '../../i18n/page-texts.ts';

const PAGES = [
  { to: '/dev-login', key: 'devLogin' },
  { to: '/creverse/access', key: 'creverseAccess' },
  { to: '/dev-creverse-link-test', key: 'devLinkTest' },
  { to: '/dps-mapping', key: 'dpsMapping' },
] as const;

/** Developer pages sit outside the shop layout (spec 1 §2.1); this frame links them together. */
export function DevFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { t: pt } = usePageText();
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-slate-900 text-white">
        <div className="mx-auto flex max-w-4xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <NavLink to="/" className="font-bold">
            {pt('dev.frame.shop')}
          </NavLink>
          <span className="rounded bg-amber-400 px-2 py-0.5 text-xs font-bold text-slate-900">
            {pt('dev.frame.badge')}
          </span>
          <nav aria-label={pt('dev.frame.nav')} className="flex flex-wrap gap-1 text-sm">
            {PAGES.map((p) => (
              <NavLink
                key={p.to}
                to={p.to}
                className={({ isActive }) =>
                  `rounded px-2 py-1 ${isActive ? 'bg-white/20 font-semibold' : 'hover:bg-white/10'}`
                }
              >
                {t(`titles.${p.key}`)}
              </NavLink>
            ))}
          </nav>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <div className="mt-6 space-y-6">{children}</div>
      </main>
    </div>
  );
}

export const field =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600';
export const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

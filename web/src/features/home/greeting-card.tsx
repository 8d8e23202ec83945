import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { goToSignIn, SSO_PATH } from '../../lib/sign-in.ts';
import { useAuthState } from '../../lib/use-auth-state.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { BoxIcon, ChatIcon, ReturnIcon } from '../../ui/icons.tsx';
import { orderStatisticsQuery } from '../mypage/member-queries.ts';

function OrderCount() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery({
    ...orderStatisticsQuery,
    // The greeting tolerates a failure with its own line instead of an alert.
    meta: { silentErrors: true },
  });
  if (isPending) return <Skeleton className="mt-3 h-6 w-40" />;
  if (isError)
    return <p className="mt-3 text-sm text-slate-600">{t('home.greeting.ordersUnavailable')}</p>;
  return (
    <Link
      to="/mypage/order/list"
      className="mt-3 inline-flex items-baseline gap-2 rounded-lg text-slate-700 hover:text-brand-700"
    >
      <span className="text-sm">{t('home.greeting.orders')}</span>
      <span className="text-2xl font-extrabold text-brand-700">
        {t('home.greeting.ordersCount', { count: data.orderCount })}
      </span>
    </Link>
  );
}

function QuickLink({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col items-center justify-center gap-2 rounded-xl bg-white px-2 py-4 text-center text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:text-brand-700 hover:ring-brand-200"
      >
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </Link>
    </li>
  );
}

/** Greeting with the recent order count (signed in) or the sign-in link, and quick links. */
export function GreetingCard() {
  const { t } = useTranslation();
  const { ready, authenticated, accountName } = useAuthState();
  return (
    <section
      aria-labelledby="home-greeting"
      className="grid gap-5 rounded-2xl bg-brand-50 p-5 xs:p-6 sm:grid-cols-[1fr_minmax(0,420px)] sm:items-center"
    >
      <div>
        <h2 id="home-greeting" className="text-lg font-bold text-slate-900 xs:text-xl">
          {ready && authenticated
            ? t('home.greeting.hello', { name: accountName ?? '' })
            : t('home.greeting.title')}
        </h2>
        {ready && authenticated && <OrderCount />}
        {/* Until the session is known the visitor's line keeps its place, hidden, so the page
            below does not move when it shows (most first visits are visitors). */}
        {!(ready && authenticated) && (
          <div
            className={`mt-2 flex flex-wrap items-center gap-x-4 gap-y-3 ${ready ? '' : 'invisible'}`}
          >
            <p className="text-sm text-slate-700">{t('home.greeting.guest')}</p>
            <a
              href={SSO_PATH}
              onClick={(event) => {
                event.preventDefault();
                goToSignIn();
              }}
              className="inline-flex items-center rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('home.greeting.signIn')}
            </a>
          </div>
        )}
      </div>
      <nav aria-label={t('home.quickLinks.title')}>
        <ul className="grid grid-cols-3 gap-2 xs:gap-3">
          <QuickLink
            to="/mypage/claim/list"
            icon={<ChatIcon />}
            label={t('home.quickLinks.claim')}
          />
          <QuickLink
            to="/mypage/order/list"
            icon={<BoxIcon />}
            label={t('home.quickLinks.orders')}
          />
          <QuickLink
            to="/mypage/revoke/list"
            icon={<ReturnIcon />}
            label={t('home.quickLinks.revokes')}
          />
        </ul>
      </nav>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { mypageText, useMypageText } from './mypage-i18n.ts';
import { NavLink } from 'react-router';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { ChatIcon, ExternalIcon } from '../../ui/icons.tsx';
import { isChromeNotEdge } from './child-card-rules.ts';
import { cartStatisticsQuery } from './member-queries.ts';
import { ONE_TO_ONE_CHAT_URL, SMART_BOOK_SAMPLE_URL, SMART_BOOK_SITE_URL } from './mypage-links.ts';

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <NavLink
        to={to}
        className={({ isActive }) =>
          `block rounded-lg px-3 py-2 text-sm ${
            isActive
              ? 'bg-brand-50 font-bold text-brand-800'
              : 'text-slate-700 hover:bg-slate-50 hover:text-brand-700'
          }`
        }
      >
        {children}
      </NavLink>
    </li>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h2 className="px-3 pb-1 text-xs font-bold tracking-wide text-slate-500">{title}</h2>
      <ul>{children}</ul>
    </section>
  );
}

/** Spec 1 §6: the Smart Book site opens only in Chrome (not Edge); elsewhere an alert asks for it. */
function openSmartBookSite(): void {
  if (isChromeNotEdge(navigator.userAgent)) {
    window.open(SMART_BOOK_SITE_URL, '_blank', 'noopener');
  } else {
    void alertDialog(mypageText('banners.chromeOnly'));
  }
}

function openSmartBookSample(): void {
  window.open(SMART_BOOK_SAMPLE_URL, 'smartbook-sample', 'popup,width=1024,height=768,noopener');
}

const banner =
  'flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left text-sm font-semibold shadow-sm ring-1 ring-slate-200 hover:ring-brand-200';

/** My-page left menu: shopping, consultation and learning support, then the banners. */
export function MypageSideMenu() {
  const { t } = useMypageText();
  const shell = useTranslation();
  const { data: cart } = useQuery(cartStatisticsQuery);
  const cartCount = cart ? cart.cartBookCount + cart.cartOtherCount : undefined;
  return (
    <aside className="space-y-5">
      <nav
        aria-label={t('menu.label')}
        className="grid grid-cols-2 gap-x-2 gap-y-4 rounded-2xl bg-white p-3 ring-1 ring-slate-200 xs:grid-cols-3 sm:grid-cols-1"
      >
        <Group title={t('menu.shopping')}>
          <MenuLink to="/mypage/class-material">{t('menu.billing')}</MenuLink>
          <MenuLink to="/mypage/cart">
            {t('menu.cart')}
            {cartCount !== undefined && cartCount > 0 && (
              <span className="ml-1.5 rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">
                {cartCount}
              </span>
            )}
          </MenuLink>
          <MenuLink to="/mypage/order/list">{t('menu.orders')}</MenuLink>
          <MenuLink to="/mypage/revoke/list">{t('menu.revokes')}</MenuLink>
        </Group>
        <Group title={t('menu.consultation')}>
          <MenuLink to="/mypage/claim/list">{t('menu.claims')}</MenuLink>
        </Group>
        <Group title={t('menu.support')}>
          <MenuLink to="/mypage/support/mp3">{t('menu.mp3')}</MenuLink>
          <MenuLink to="/mypage/support/book">{t('menu.book')}</MenuLink>
        </Group>
      </nav>
      <ul className="grid gap-2 xs:grid-cols-3 sm:grid-cols-1" aria-label={t('banners.label')}>
        <li>
          <a
            href={ONE_TO_ONE_CHAT_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={`${banner} bg-amber-50 text-amber-950`}
          >
            <ChatIcon />
            <span className="flex-1">
              {t('banners.chat')}
              <span className="block text-xs font-normal text-amber-900">
                {t('banners.chatHint')}
              </span>
            </span>
            <span className="sr-only"> ({shell.t('common.newWindow')})</span>
          </a>
        </li>
        <li>
          <button
            type="button"
            onClick={openSmartBookSite}
            className={`${banner} bg-brand-50 text-brand-900`}
          >
            <ExternalIcon />
            <span className="flex-1">
              {t('banners.smartBook')}
              <span className="block text-xs font-normal text-brand-800">
                {t('banners.smartBookHint')}
              </span>
            </span>
          </button>
        </li>
        <li>
          <button
            type="button"
            onClick={openSmartBookSample}
            className={`${banner} bg-emerald-50 text-emerald-950`}
          >
            <ExternalIcon />
            <span className="flex-1">
              {t('banners.sample')}
              <span className="block text-xs font-normal text-emerald-900">
                {t('banners.sampleHint')}
              </span>
            </span>
          </button>
        </li>
      </ul>
    </aside>
  );
}

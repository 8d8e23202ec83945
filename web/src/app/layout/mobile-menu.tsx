import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useMenuText } from './menu-i18n.ts';
import { Link } from 'react-router';
import { goToSignIn, goToLogout } from '../../lib/sign-in.ts';
import { useAuthState } from '../../lib/use-auth-state.ts';
import { useSiteMenu } from '../../features/site/use-site-menu.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { SIGN_UP_URL } from '../../ui/external-links.ts';
import { FamilySiteList } from './family-site-list.tsx';
import { LanguageSwitch } from '../../ui/language-switch.tsx';
import { NativeDialog } from '../../ui/dialogs/native-dialog.tsx';
import { BoxIcon, ChatIcon, ChevronDownIcon, CloseIcon, ReturnIcon } from '../../ui/icons.tsx';
import { SUPPORT_LINKS } from './site-links.ts';

function Accordion({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="group border-b border-slate-100">
      <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-3.5 font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDownIcon
          size={18}
          className="text-slate-500 transition-transform group-open:rotate-180"
        />
      </summary>
      <ul className="bg-slate-50 px-5 py-2">{children}</ul>
    </details>
  );
}

/** The phone menu (spec 1 §2.2): account, shortcuts, section accordion and family sites. */
export default function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { t: tm } = useMenuText();
  const { authenticated, accountName } = useAuthState();
  const { groups } = useSiteMenu();
  const titleId = useId();
  const subLink = 'block py-2 text-sm text-slate-700 hover:text-brand-700';
  const shortcuts = [
    { to: '/mypage/order/list', label: tm('mobileMenu.orderList'), icon: <BoxIcon /> },
    { to: '/mypage/revoke/list', label: tm('mobileMenu.revokeList'), icon: <ReturnIcon /> },
    { to: '/mypage/claim/list', label: tm('mobileMenu.claimList'), icon: <ChatIcon /> },
  ];

  return (
    <NativeDialog
      onClose={onClose}
      labelledBy={titleId}
      className="inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-[min(88vw,360px)] max-w-none flex-col overflow-y-auto bg-white shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
        <h2 id={titleId} className="text-lg font-bold">
          {tm('mobileMenu.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('common.close')}
          className="-mr-2 rounded-full p-2 hover:bg-slate-100"
        >
          <CloseIcon />
        </button>
      </div>

      <div className="bg-brand-50 px-5 py-5">
        {authenticated ? (
          <div className="flex items-center justify-between gap-3">
            <p className="font-semibold text-slate-900">
              {tm('mobileMenu.greeting', { name: accountName ?? '' })}
            </p>
            <button type="button" className={secondaryButton} onClick={() => void goToLogout()}>
              {t('header.logout')}
            </button>
          </div>
        ) : (
          <>
            <p className="text-sm text-slate-700">{tm('mobileMenu.guest')}</p>
            <div className="mt-3 grid grid-cols-2 gap-2">
              <button type="button" className={primaryButton} onClick={() => goToSignIn()}>
                {t('header.signIn')}
              </button>
              <a
                href={SIGN_UP_URL}
                target="_blank"
                rel="noopener noreferrer"
                className={secondaryButton}
              >
                {t('header.signUp')}
                <span className="sr-only"> ({t('common.newWindow')})</span>
              </a>
            </div>
          </>
        )}
      </div>

      <LanguageSwitch className="justify-end border-b border-slate-200 px-4 py-2 text-sm" />

      <nav aria-label={tm('mobileMenu.shortcuts')} className="border-b border-slate-200">
        <ul className="grid grid-cols-3">
          {shortcuts.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                onClick={onClose}
                className="flex flex-col items-center gap-1.5 py-4 text-xs font-medium text-slate-700 hover:text-brand-700"
              >
                <span className="text-brand-700">{s.icon}</span>
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <nav aria-label={tm('mobileMenu.sections')}>
        {groups.map((view) => (
          <Accordion key={view.group} title={t(`menuGroups.${view.group}`)}>
            {view.items.map((item) => (
              <li key={item.menuId}>
                <Link to={item.path} onClick={onClose} className={subLink}>
                  {item.label}
                </Link>
              </li>
            ))}
          </Accordion>
        ))}
        <Accordion title={tm('siteMap.support')}>
          {SUPPORT_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} onClick={onClose} className={subLink}>
                {tm(`siteMap.${l.key}`)}
              </Link>
            </li>
          ))}
        </Accordion>
      </nav>

      <nav aria-label={tm('mobileMenu.familySites')} className="mt-auto px-5 py-5">
        <h3 className="mb-2 text-xs font-semibold text-slate-600">
          {tm('mobileMenu.familySites')}
        </h3>
        <FamilySiteList
          listClassName="flex flex-wrap gap-2"
          linkClassName="block rounded-full border border-slate-300 px-3 py-1 text-xs text-slate-700"
        />
      </nav>
    </NativeDialog>
  );
}

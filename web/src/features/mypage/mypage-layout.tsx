import type { AuthState } from '@shop/contract/auth.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useMypageText } from './mypage-i18n.ts';
import { Outlet, useLocation } from 'react-router';
import { primaryButton } from '../../ui/button-styles.ts';
import { goToSignIn } from '../../lib/sign-in.ts';
import { useAuthState } from '../../lib/use-auth-state.ts';
import { usePaymentPage } from '../../lib/use-payment-page.ts';
import { ChildCardCarousel } from './child-card-carousel.tsx';
import { MypageSideMenu } from './mypage-side-menu.tsx';
import { SummaryBar } from './summary-bar.tsx';
import { WaitBankingNotice } from './wait-banking-notice.tsx';

/** The student of the billing page (mypage/class-material/{stdId}), whose card reads 'selected'. */
function selectedStdId(pathname: string): number | null {
  const match = /^\/mypage\/class-material\/(\d+)/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** Shown when the session ran out while a my-page was open (spec 1 §4 reset). */
function SignInNeeded() {
  const { t } = useMypageText();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <h1 className="text-xl font-bold text-slate-900">{t('signedOut.title')}</h1>
      <p className="mt-3 text-slate-600">{t('signedOut.body')}</p>
      <button type="button" className={`${primaryButton} mt-6`} onClick={() => goToSignIn()}>
        {t('signedOut.signIn')}
      </button>
    </div>
  );
}

/** The billing cards' title in the account's own words: a student's, an institute's, a parent's. */
function childrenTitleKey(state: AuthState) {
  if (state.creverseAcl?.isInstituteAccount) return 'children.titleInstitute' as const;
  return state.creverseAccount?.loginType === 'S'
    ? ('children.titleStudent' as const)
    : ('children.title' as const);
}

/** My-page frame (spec 1 §2.2): summary bar and child cards, left menu, the page itself. */
export function MypageLayout() {
  const { t } = useMypageText();
  const shell = useTranslation();
  const { pathname } = useLocation();
  const { ready, authenticated, accountName, state } = useAuthState();
  const paymentPage = usePaymentPage();
  if (ready && !authenticated) return <SignInNeeded />;
  // on a phone the pay page and the payment results lead, the summary follows (issue 16 item 7)
  const lead = paymentPage ? 'max-sm:order-first' : '';
  return (
    <div className="mx-auto flex max-w-[1200px] flex-col gap-5 px-4 py-6 xs:py-8">
      <h1 className="sr-only">{shell.t('titles.mypage')}</h1>
      <WaitBankingNotice />
      <div className="space-y-4 rounded-3xl bg-brand-900 p-3 xs:p-4">
        <SummaryBar name={accountName} />
        <section aria-labelledby="mypage-children" className="px-1 pb-1 text-white">
          <h2 id="mypage-children" className="mb-3 text-sm font-bold text-brand-100">
            {t(childrenTitleKey(state))}
          </h2>
          <ChildCardCarousel
            title={t(childrenTitleKey(state))}
            selectedStdId={selectedStdId(pathname)}
            isInstituteAccount={state.creverseAcl?.isInstituteAccount ?? false}
          />
        </section>
      </div>
      <div className={`grid gap-6 sm:grid-cols-[220px_minmax(0,1fr)] ${lead}`}>
        <div id="mypage-content" className="min-w-0 sm:order-last">
          <Outlet />
        </div>
        <MypageSideMenu />
      </div>
    </div>
  );
}

import { useTranslation } from '../../i18n/i18n.ts';
import { Outlet } from 'react-router';
import { SitePopup } from '../../features/site/site-popup.tsx';
import { usePaymentPage } from '../../lib/use-payment-page.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Header, page content and footer around every shop page (spec 1 §2.1 '/'). */
export function MainLayout() {
  const { t } = useTranslation();
  const paymentPage = usePaymentPage();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('header.skipToContent')}
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
      {!paymentPage && <SitePopup />}
    </div>
  );
}

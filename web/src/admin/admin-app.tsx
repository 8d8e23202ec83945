import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { StaffErrorCode } from '@shop/contract/admin-auth.ts';
import type { StaffPermission } from '@shop/contract/admin-permissions.ts';
import { alertDialog } from '../ui/dialogs/dialog-store.ts';
import './admin.css';
import { ApiError } from '../lib/api-client.ts';
import { isSignedOut } from './kit/admin-api.ts';
import { adminText } from './i18n/admin-i18n.ts';
import { AdminLayout } from './kit/admin-layout.tsx';
import { staffSessionQuery, useStaffSession } from './kit/admin-session.ts';
import { NotAllowed } from './kit/admin-ui.tsx';
import { AuditPage } from './audit/audit-page.tsx';
import { RecordsPage } from './records/records-page.tsx';
import { CategoriesPage } from './products/categories-page.tsx';
import { DashboardPage } from './dashboard/dashboard-page.tsx';
import { EmsFeesPage } from './fees/ems-fees-page.tsx';
import { FeesPage } from './fees/fees-page.tsx';
import { HolidaysPage } from './fees/holidays-page.tsx';
import { DownloadsPage } from './content/downloads-page.tsx';
import { FaqPage } from './content/faq-page.tsx';
import { PoliciesPage } from './content/policies-page.tsx';
import { BannersPage } from './content/banners-page.tsx';
import { FaqCategoriesPage } from './content/faq-categories-page.tsx';
import { GuideTabsPage } from './content/guide-tabs-page.tsx';
import { RecommendedPage } from './content/recommended-page.tsx';
import { SiteIdentityPage } from './content/site-identity-page.tsx';
import { SitePopupsPage } from './content/site-popups-page.tsx';
import { InquiryQueuePage } from './inquiries/inquiry-queue-page.tsx';
import { LoginPage } from './account/login-page.tsx';
import { NoticeTemplatesPage } from './orders/notice-templates-page.tsx';
import { OrdersPage } from './orders/orders-page.tsx';
import { PasswordPage } from './account/password-page.tsx';
import { PaymentsPage } from './payments/payments-page.tsx';
import { ProductsPage } from './products/products-page.tsx';
import { ReportsPage } from './reports/reports-page.tsx';
import { SectionsPage } from './products/sections-page.tsx';
import { SearchTuningPage } from './products/search-tuning-page.tsx';
import { RefundsDuePage } from './returns/refunds-due-page.tsx';
import { ReturnsPage } from './returns/returns-page.tsx';
import { StaffPage } from './staff/staff-page.tsx';
import { TemplatesPage } from './inquiries/templates-page.tsx';

/**
 * The back office's own query client: its cache never mixes with the shop's member data, and
 * its errors are answered here (a lost staff session goes back to the sign-in page).
 */
function createAdminQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => !query.meta?.silentErrors && void onError(error),
    }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => !mutation.meta?.silentErrors && void onError(error),
    }),
    defaultOptions: { queries: { retry: false, staleTime: 15_000 } },
  });
  const onError = async (error: unknown) => {
    if (isSignedOut(error)) {
      client.setQueryData(staffSessionQuery.queryKey, null);
      await alertDialog(adminText('app.sessionEnded'));
      return;
    }
    if (error instanceof ApiError && error.code === StaffErrorCode.passwordChangeRequired) {
      await client.invalidateQueries({ queryKey: staffSessionQuery.queryKey });
      return;
    }
    await alertDialog(error instanceof ApiError ? error.message : adminText('app.requestFailed'));
  };
  return client;
}

/** Signed-in staff only; a temporary password must be changed before anything else. */
function RequireStaff({ children }: { children: ReactNode }) {
  const { ready, state } = useStaffSession();
  const location = useLocation();
  if (!ready) return null;
  if (!state) {
    const next = encodeURIComponent(location.pathname);
    return <Navigate to={`/admin/login?next=${next}`} replace />;
  }
  if (state.staff.mustChangePassword && location.pathname !== '/admin/password') {
    return <Navigate to="/admin/password" replace />;
  }
  return children;
}

function Allowed({ permission, children }: { permission: StaffPermission; children: ReactNode }) {
  const { can } = useStaffSession();
  return can(permission) ? children : <NotAllowed />;
}

interface AdminPage {
  element: ReactNode;
  /** Null: any signed-in staff member. */
  permission: StaffPermission | null;
}

/**
 * The pages under /admin, matched here rather than with nested <Routes>: the router's module
 * sits in the shop's entry chunk, and every export the back office used from it would be kept
 * there (decision 0073).
 */
const PAGES: Record<string, AdminPage> = {
  '': { element: <DashboardPage />, permission: null },
  password: { element: <PasswordPage />, permission: null },
  inquiries: { element: <InquiryQueuePage />, permission: 'inquiries.read' },
  templates: { element: <TemplatesPage />, permission: 'inquiries.read' },
  orders: { element: <OrdersPage />, permission: 'orders.read' },
  'notice-templates': { element: <NoticeTemplatesPage />, permission: 'orders.read' },
  payments: { element: <PaymentsPage />, permission: 'payments.read' },
  reports: { element: <ReportsPage />, permission: 'reports.read' },
  returns: { element: <ReturnsPage />, permission: 'revokes.read' },
  'refunds-due': { element: <RefundsDuePage />, permission: 'revokes.read' },
  products: { element: <ProductsPage />, permission: 'catalog.manage' },
  search: { element: <SearchTuningPage />, permission: 'catalog.manage' },
  sections: { element: <SectionsPage />, permission: 'catalog.manage' },
  categories: { element: <CategoriesPage />, permission: 'catalog.manage' },
  fees: { element: <FeesPage />, permission: 'fees.manage' },
  'ems-fees': { element: <EmsFeesPage />, permission: 'fees.manage' },
  holidays: { element: <HolidaysPage />, permission: 'fees.manage' },
  banners: { element: <BannersPage />, permission: 'content.manage' },
  popups: { element: <SitePopupsPage />, permission: 'content.manage' },
  recommended: { element: <RecommendedPage />, permission: 'content.manage' },
  faq: { element: <FaqPage />, permission: 'content.manage' },
  downloads: { element: <DownloadsPage />, permission: 'content.manage' },
  policies: { element: <PoliciesPage />, permission: 'content.manage' },
  'faq-categories': { element: <FaqCategoriesPage />, permission: 'content.manage' },
  guide: { element: <GuideTabsPage />, permission: 'content.manage' },
  'site-identity': { element: <SiteIdentityPage />, permission: 'content.manage' },
  staff: { element: <StaffPage />, permission: 'staff.manage' },
  audit: { element: <AuditPage />, permission: 'audit.read' },
  records: { element: <RecordsPage />, permission: 'records.manage' },
};

function AdminRoutes() {
  const { pathname } = useLocation();
  const path = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  if (path === 'login') return <LoginPage />;
  const page = PAGES[path];
  if (!page) return <Navigate to="/admin" replace />;
  return (
    <RequireStaff>
      <AdminLayout>
        {page.permission ? (
          <Allowed permission={page.permission}>{page.element}</Allowed>
        ) : (
          page.element
        )}
      </AdminLayout>
    </RequireStaff>
  );
}

/** The back office at /admin/*: a lazily loaded chunk of its own, outside the shop's layout. */
export function AdminApp() {
  const [client] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={client}>
      <div className="min-h-dvh bg-slate-100 text-slate-900">
        <AdminRoutes />
      </div>
    </QueryClientProvider>
  );
}

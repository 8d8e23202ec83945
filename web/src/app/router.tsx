import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { enterPayPageAsDocument } from '../lib/pay-page-load.ts';
import { attachRouter } from '../lib/router-view.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import type { RouteHandle } from './route-handle.ts';

// The guards read the auth state through the query client: they load with the shell, not in the
// entry (decision 0015).
const requireSignIn = async (args: LoaderFunctionArgs) =>
  (await import('../lib/route-guards.ts')).requireSignIn(args);
const requireCategoryAccess = async (args: LoaderFunctionArgs) =>
  (await import('../lib/route-guards.ts')).requireCategoryAccess(args);

// The catalog pages' first data starts while the router loads their code (decision 0285).
const catalogRoute = () => import('../features/catalog/catalog-route.ts');
/** A product list: its header at once, its tree and products once the section may be opened. */
const productListLoader = async (args: LoaderFunctionArgs) => {
  const catalog = catalogRoute().then((route) => {
    route.startSectionHeader(args);
    return route;
  });
  const [allowed, route] = await Promise.all([requireCategoryAccess(args), catalog]);
  route.startProductList(args);
  return allowed;
};
const productDetailLoader = async (args: LoaderFunctionArgs) =>
  (await catalogRoute()).startProductDetail(args);

const titled = (titleKey: RouteHandle['titleKey']) => ({
  handle: { titleKey } satisfies RouteHandle,
});
const paymentPage = (titleKey: RouteHandle['titleKey']) => ({
  handle: { titleKey, paymentPage: true } satisfies RouteHandle,
});
/** A page that opens the gateway's window: a document of its own (decision 0330). */
const gatewayPage = { loader: (args: LoaderFunctionArgs) => enterPayPageAsDocument(args) };

/** My-page children (spec 1 §2.1), each a lazy page. */
const mypageRoutes: RouteObject[] = [
  { index: true, loader: () => redirect('/mypage/class-material') },
  {
    path: 'pay-2/:cacheKey',
    ...gatewayPage,
    ...paymentPage('pay'),
    lazy: async () => ({ Component: (await import('../features/checkout/pay-page.tsx')).PayPage }),
  },
  {
    path: 'payment-ok/:pgType/:orderId',
    ...paymentPage('paymentOk'),
    lazy: async () => ({
      Component: (await import('../features/checkout/payment-result-pages.tsx')).PaymentOkPage,
    }),
  },
  {
    path: 'payment-fail',
    ...gatewayPage,
    ...paymentPage('paymentFail'),
    lazy: async () => ({
      Component: (await import('../features/checkout/payment-result-pages.tsx')).PaymentFailPage,
    }),
  },
  {
    path: 'cart',
    ...titled('cart'),
    lazy: async () => ({ Component: (await import('../features/cart/cart-page.tsx')).CartPage }),
  },
  {
    path: 'class-material/:stdId?',
    ...titled('billing'),
    lazy: async () => {
      const [page, route] = await Promise.all([
        import('../features/billing/billing-page.tsx'),
        import('../features/billing/billing-route.ts'),
      ]);
      return { Component: page.BillingPage, loader: route.billingLoader };
    },
  },
  {
    path: 'order/list',
    ...gatewayPage,
    ...titled('orderList'),
    lazy: async () => ({
      Component: (await import('../features/orders/order-list-page.tsx')).OrderListPage,
    }),
  },
  {
    path: 'order/detail/:orderId',
    ...gatewayPage,
    ...titled('orderDetail'),
    lazy: async () => ({
      Component: (await import('../features/orders/order-detail-page.tsx')).OrderDetailPage,
    }),
  },
  {
    path: 'revoke/create',
    ...gatewayPage,
    ...titled('revokeCreate'),
    lazy: async () => ({
      Component: (await import('../features/revoke/revoke-create-page.tsx')).RevokeCreatePage,
    }),
  },
  {
    path: 'revoke/list',
    ...titled('revokeList'),
    lazy: async () => ({
      Component: (await import('../features/revoke/revoke-list-page.tsx')).RevokeListPage,
    }),
  },
  {
    path: 'revoke/detail/:revokeId',
    ...titled('revokeDetail'),
    lazy: async () => ({
      Component: (await import('../features/revoke/revoke-detail-page.tsx')).RevokeDetailPage,
    }),
  },
  {
    path: 'cancel-success/:revokeId',
    ...titled('cancelSuccess'),
    lazy: async () => ({
      Component: (await import('../features/revoke/revoke-success-pages.tsx')).CancelSuccessPage,
    }),
  },
  {
    path: 'recall-success/:pgType/:revokeId',
    ...titled('recallSuccess'),
    lazy: async () => ({
      Component: (await import('../features/revoke/revoke-success-pages.tsx')).RecallSuccessPage,
    }),
  },
  // the first route table had the success pages under revoke/; the spec's paths are above
  {
    path: 'revoke/cancel-success/:revokeId',
    loader: ({ params }) => redirect(`/mypage/cancel-success/${params.revokeId ?? ''}`),
  },
  {
    path: 'revoke/recall-success/:pgType/:revokeId',
    loader: ({ params }) =>
      redirect(`/mypage/recall-success/${params.pgType ?? ''}/${params.revokeId ?? ''}`),
  },
  {
    path: 'claim/list',
    ...titled('claimList'),
    lazy: async () => ({
      Component: (await import('../features/support/claim-list-page.tsx')).ClaimListPage,
    }),
  },
  {
    path: 'claim/write',
    ...titled('claimWrite'),
    lazy: async () => ({
      Component: (await import('../features/support/claim-write-page.tsx')).ClaimWritePage,
    }),
  },
  {
    path: 'support/book',
    ...titled('supportBook'),
    lazy: async () => ({
      Component: (await import('../features/support/support-book-page.tsx')).SupportBookPage,
    }),
  },
  {
    path: 'support/mp3',
    ...titled('supportMp3'),
    lazy: async () => ({
      Component: (await import('../features/support/support-mp3-page.tsx')).SupportMp3Page,
    }),
  },
  {
    path: 'counseling/list',
    ...titled('counselingList'),
    lazy: async () => {
      const { CounselingPage } = await import('../features/support/counseling-page.tsx');
      return { Component: () => <CounselingPage mode="list" /> };
    },
  },
  {
    path: 'counseling/write',
    ...titled('counselingWrite'),
    lazy: async () => {
      const { CounselingPage } = await import('../features/support/counseling-page.tsx');
      return { Component: () => <CounselingPage mode="write" /> };
    },
  },
];

const shopRoutes: RouteObject[] = [
  {
    index: true,
    ...titled('home'),
    lazy: async () => ({ Component: (await import('../features/home/home-page.tsx')).HomePage }),
  },
  {
    path: 'search-global',
    ...titled('search'),
    lazy: async () => ({
      Component: (await import('../features/catalog/search-page.tsx')).SearchPage,
    }),
  },
  {
    path: 'extern-product-list/:section',
    loader: requireCategoryAccess,
    ...titled('externProductList'),
    lazy: async () => ({
      Component: (await import('../features/catalog/extern-product-list-page.tsx'))
        .ExternProductListPage,
    }),
  },
  {
    path: 'product-list/:section',
    loader: productListLoader,
    ...titled('productList'),
    lazy: async () => ({
      Component: (await import('../features/catalog/product-list-page.tsx')).ProductListPage,
    }),
  },
  {
    path: 'product-detail/:productId',
    loader: productDetailLoader,
    ...titled('productDetail'),
    lazy: async () => ({
      Component: (await import('../features/catalog/product-detail-page.tsx')).ProductDetailPage,
    }),
  },
  {
    path: 'cs/faq',
    ...titled('faq'),
    lazy: async () => ({ Component: (await import('../features/support/faq-page.tsx')).FaqPage }),
  },
  {
    path: 'cs/guide/:tabInx?',
    ...titled('guide'),
    lazy: async () => ({
      Component: (await import('../features/support/guide-page.tsx')).GuidePage,
    }),
  },
  {
    path: 'mypage',
    loader: requireSignIn,
    ...titled('mypage'),
    lazy: async () => ({
      Component: (await import('../features/mypage/mypage-layout.tsx')).MypageLayout,
    }),
    children: mypageRoutes,
  },
];

export const routes: RouteObject[] = [
  {
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({ Component: (await import('./app-shell.tsx')).AppShell }),
    children: [
      {
        path: '/',
        lazy: async () => ({
          Component: (await import('./layout/main-layout.tsx')).MainLayout,
        }),
        children: shopRoutes,
      },
      {
        path: '/creverse-logined',
        ...titled('loginSync'),
        lazy: async () => ({
          Component: (await import('../features/auth/login-sync-page.tsx')).LoginSyncPage,
        }),
      },
      {
        path: '/dev-login',
        ...titled('devLogin'),
        lazy: async () => ({
          Component: (await import('../features/dev/dev-login-page.tsx')).DevLoginPage,
        }),
      },
      {
        path: '/creverse/access',
        ...titled('creverseAccess'),
        lazy: async () => ({
          Component: (await import('../features/dev/creverse-access-page.tsx')).CreverseAccessPage,
        }),
      },
      {
        path: '/dev-creverse-link-test',
        ...titled('devLinkTest'),
        lazy: async () => ({
          Component: (await import('../features/dev/link-test-page.tsx')).LinkTestPage,
        }),
      },
      {
        path: '/dps-mapping',
        ...titled('dpsMapping'),
        lazy: async () => ({
          Component: (await import('../features/dev/dps-mapping-page.tsx')).DpsMappingPage,
        }),
      },
      {
        path: '/404',
        ...titled('notFound'),
        lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }),
      },
      { path: '*', loader: () => redirect('/404') },
    ],
  },
  {
    // The back office (issue 9): a chunk and a layout of its own, outside the shop's frame.
    path: '/admin/*',
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    lazy: async () => ({ Component: (await import('../admin/admin-app.tsx')).AdminApp }),
  },
];

export const router = createBrowserRouter(routes);
attachRouter(router);

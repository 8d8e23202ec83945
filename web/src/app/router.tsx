import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { AppRoot } from './app-root.tsx';
import { MainLayout } from './layout/main-layout.tsx';
import { attachRouter, requireCategoryAccess, requireSignIn } from './route-guards.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { placeholder, type RouteHandle } from './route-table-helpers.tsx';

const titled = (titleKey: RouteHandle['titleKey']) => ({
  handle: { titleKey } satisfies RouteHandle,
});

/** My-page children (spec 1 §2.1); each issue swaps its placeholder for a lazy page. */
const mypageRoutes: RouteObject[] = [
  { index: true, loader: () => redirect('/mypage/class-material') },
  { path: 'pay-2/:cacheKey', ...placeholder('pay', 'checkout') },
  { path: 'payment-ok/:pgType/:orderId', ...placeholder('paymentOk', 'checkout') },
  { path: 'payment-fail', ...placeholder('paymentFail', 'checkout') },
  { path: 'cart', ...placeholder('cart', 'cartBilling') },
  { path: 'class-material/:stdId?', ...placeholder('billing', 'cartBilling') },
  { path: 'order/list', ...placeholder('orderList', 'orders') },
  { path: 'order/detail/:orderId', ...placeholder('orderDetail', 'orders') },
  { path: 'revoke/create', ...placeholder('revokeCreate', 'revoke') },
  { path: 'revoke/list', ...placeholder('revokeList', 'revoke') },
  { path: 'revoke/detail/:revokeId', ...placeholder('revokeDetail', 'revoke') },
  { path: 'revoke/cancel-success/:revokeId', ...placeholder('cancelSuccess', 'revoke') },
  { path: 'revoke/recall-success/:pgType/:revokeId', ...placeholder('recallSuccess', 'revoke') },
  { path: 'claim/list', ...placeholder('claimList', 'support') },
  { path: 'claim/write', ...placeholder('claimWrite', 'support') },
  { path: 'support/book', ...placeholder('supportBook', 'support') },
  { path: 'support/mp3', ...placeholder('supportMp3', 'support') },
  { path: 'counseling/list', ...placeholder('counselingList', 'support') },
  { path: 'counseling/write', ...placeholder('counselingWrite', 'support') },
];

const shopRoutes: RouteObject[] = [
  {
    index: true,
    ...titled('home'),
    lazy: async () => ({ Component: (await import('../features/home/home-page.tsx')).HomePage }),
  },
  { path: 'search-global', ...placeholder('search', 'browsing') },
  {
    path: 'extern-product-list/:section',
    loader: requireCategoryAccess,
    ...placeholder('externProductList', 'browsing'),
  },
  {
    path: 'product-list/:section',
    loader: requireCategoryAccess,
    ...placeholder('productList', 'browsing'),
  },
  { path: 'product-detail/:productId', ...placeholder('productDetail', 'browsing') },
  { path: 'cs/faq', ...placeholder('faq', 'support') },
  { path: 'cs/guide/:tabInx?', ...placeholder('guide', 'support') },
  { path: 'mypage', loader: requireSignIn, ...titled('mypage'), children: mypageRoutes },
];

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: '/', Component: MainLayout, children: shopRoutes },
      { path: '/creverse-logined', ...placeholder('loginSync', 'signIn') },
      { path: '/dev-login', ...placeholder('devLogin', 'devTools') },
      { path: '/creverse/access', ...placeholder('creverseAccess', 'devTools') },
      { path: '/dev-creverse-link-test', ...placeholder('devLinkTest', 'devTools') },
      { path: '/dps-mapping', ...placeholder('dpsMapping', 'devTools') },
      {
        path: '/404',
        ...titled('notFound'),
        lazy: async () => ({ Component: (await import('./not-found-page.tsx')).NotFoundPage }),
      },
      { path: '*', loader: () => redirect('/404') },
    ],
  },
];

export const router = createBrowserRouter(routes);
attachRouter(router);

import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { enterPayPageAsDocument } from '../lib/pay-page-load.ts';
import { titled, type RouteHandle } from './route-handle.ts';

const paymentPage = (titleKey: RouteHandle['titleKey']) => ({
  handle: { titleKey, paymentPage: true } satisfies RouteHandle,
});
/** A page that opens the gateway's window: a document of its own (decision 0330). */
const gatewayPage = { loader: (args: LoaderFunctionArgs) => enterPayPageAsDocument(args) };

/** My-page children (spec 1 §2.1), each a lazy page; /mypage itself is in router.tsx. */
export const mypageRoutes: RouteObject[] = [
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

import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { attachRouter } from '../lib/router-view.ts';
import { PageLoading } from './page-loading.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { titled } from './route-handle.ts';

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

const MYPAGE_ROUTE_ID = 'mypage';

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
    // its pages are found on the first visit under /mypage (patchRoutesOnNavigation below)
    id: MYPAGE_ROUTE_ID,
    path: 'mypage',
    loader: requireSignIn,
    ...titled('mypage'),
    lazy: async () => ({
      Component: (await import('../features/mypage/mypage-layout.tsx')).MypageLayout,
    }),
    children: [{ index: true, loader: () => redirect('/mypage/class-material') }],
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

/**
 * The my-page's pages (mypage-routes.tsx) join the route table when a path under /mypage is first
 * visited, as a document or by a link: the entry carries neither their routes nor the lists of
 * what each page's code needs (decision 0522).
 */
async function discoverMypageRoutes({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string, children: RouteObject[]) => void;
}): Promise<void> {
  if (!/^\/mypage\//i.test(path)) return;
  patch(MYPAGE_ROUTE_ID, (await import('./mypage-routes.tsx')).mypageRoutes);
}

export const router = createBrowserRouter(routes, {
  patchRoutesOnNavigation: discoverMypageRoutes,
});
attachRouter(router);

import { createPath, redirect, replace, type LoaderFunctionArgs } from 'react-router';
import { sectionByName } from '@shop/contract/sections.ts';
import { authStateQuery } from './auth-state-query.ts';
import { canOpenCategory, restrictionMessage } from './category-access.ts';
import { goToSignIn } from './sign-in.ts';
import { menuRestrictionDialog } from '../ui/dialogs/dialog-store.ts';
import { queryClient } from './query-client.ts';
import { attachedRouter } from './router-view.ts';

/** My-page routes: a visitor is sent to sign-in, coming back here afterwards (spec 1 §4). */
export async function requireSignIn({ request }: LoaderFunctionArgs): Promise<null> {
  const auth = await queryClient.ensureQueryData(authStateQuery);
  if (auth.authenticated) return null;
  const url = new URL(request.url);
  goToSignIn(url.pathname + url.search);
  // The browser is leaving for the SSO: keep this navigation pending rather than show the page.
  return new Promise<never>(() => {});
}

/**
 * Product-list routes: a section the member may not open shows the menu-restriction dialog and
 * the navigation is cancelled (we stay where we were; on a direct load, the home page).
 */
export async function requireCategoryAccess({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const section = sectionByName(params.section ?? '');
  if (!section) {
    // External-vendor sections are the vendor's own names; ours must exist.
    if (url.pathname.startsWith('/extern-product-list/')) return null;
    throw redirect('/404');
  }
  const auth = await queryClient.ensureQueryData(authStateQuery);
  if (canOpenCategory(auth, section.categoryId)) return null;

  const target = url.pathname + url.search;
  void menuRestrictionDialog({
    message: restrictionMessage(auth, section.categoryId),
    onSignIn: auth.authenticated ? undefined : () => goToSignIn(target),
  });
  throw replace(pathToStayOn(url.pathname));
}

function pathToStayOn(targetPath: string): string {
  const state = attachedRouter()?.state;
  if (!state?.initialized || state.location.pathname === targetPath) return '/';
  return createPath(state.location);
}

// First import: configures zod before any contract schema is built.
import './lib/zod-without-eval.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { FRONT_ORIGIN_COOKIE } from '@shop/contract/constants.ts';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { startInChosenLanguage } from './i18n/language.ts';
import './styles.css';

// The server builds payment-gateway return addresses from this cookie (spec 1 §7).
document.cookie = `${FRONT_ORIGIN_COOKIE}=${encodeURIComponent(window.location.origin)}; path=/; SameSite=Lax`;

// No payment script here (spec 1 §7 loads it on start): the strict CSP and the bundle budget keep it on the pay pages.

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
// The first render is a transition: React renders it in slices of a few milliseconds instead of
// one long task (Total Blocking Time), and the static first paint stays until it commits (React
// clears the container then). StrictMode's double rendering runs in development only.
const render = () => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
};

// English (the browser's earlier choice or ?lang=en) loads before the first render, so the page
// is drawn once in its language. Not a top-level await: the English chunks import this entry's
// shared code, which would wait for this module to finish.
void startInChosenLanguage().finally(renderWhenRouted);

// The home page arrives with a first paint in #root (index.html): keep it until the router has the
// page's code, so the first render draws the page itself instead of the loading indicator.
function renderWhenRouted() {
  if (container?.firstElementChild && !router.state.initialized) {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      render();
    });
  } else {
    render();
  }
}

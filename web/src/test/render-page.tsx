import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import type * as core from 'zod/v4/core';
import type { Call } from '@shop/contract/call.ts';
import { setSessionFromAuth } from '../lib/session-context.ts';
import { DialogHost } from '../ui/dialogs/dialog-host.tsx';

/** One answer of the stubbed API: the call's response, or a function of the request's body. */
export interface ApiRoute {
  call: Call;
  answer: unknown;
}

/** A route of the stubbed API, typed by the contract's call. */
export function route<C extends Call>(
  call: C,
  answer: core.input<C['response']> | ((body: unknown) => core.input<C['response']>),
): ApiRoute {
  return { call, answer };
}

export interface ApiRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * Stubs `fetch` with the given routes (the web's API client is the only caller) and returns the
 * requests it saw. A request no route answers fails the test with its method and path.
 */
export function stubApi(routes: ApiRoute[]): ApiRequest[] {
  const requests: ApiRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://shop.test');
    const method = init.method ?? 'GET';
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, path: url.pathname, query: url.searchParams, body });
    const found = routes.find((r) => r.call.method === method && r.call.path === url.pathname);
    if (!found) throw new Error(`no stubbed answer for ${method} ${url.pathname}`);
    const answer = typeof found.answer === 'function' ? found.answer(body) : found.answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return requests;
}

const rendered: QueryClient[] = [];
afterEach(() => {
  // unmounted and its queries dropped before the stub goes: nothing left reaches a real fetch
  cleanup();
  for (const client of rendered.splice(0)) client.clear();
  vi.unstubAllGlobals();
});

/**
 * Renders a page at `url` as the app does: its route pattern (for `useParams`), a fresh query
 * client without retries, and the dialog host that shows alerts and confirms.
 */
export function renderPage(element: ReactElement, { path, url }: { path: string; url: string }) {
  // the app shell has read the auth state: the page's calls carry its context (decision 0250)
  setSessionFromAuth('context-of-the-test', null);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  rendered.push(queryClient);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <DialogHost />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

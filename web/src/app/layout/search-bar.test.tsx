import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SearchBar } from './search-bar.tsx';
import { SUGGEST_DEBOUNCE_MS } from './search-suggestions.ts';

// The header search's suggestions (issue 22, decision 0391): asked once per pause in typing, a
// request typed past aborted, and the list worked with ↓ ↑ Enter Esc. The pause is the fake
// clock's, so the test does not depend on how fast a loaded machine types.

interface Pending {
  q: string;
  signal: AbortSignal;
  answer(names: string[]): void;
}
let pending: Pending[];

beforeEach(() => {
  pending = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // the query library's batching otherwise waits on the (fake) clock
  notifyManager.setScheduler((callback) => queueMicrotask(callback));
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://shop.test');
    if (url.pathname !== '/api/search-suggestions') throw new Error(`unexpected ${url.pathname}`);
    return new Promise<Response>((resolve, reject) => {
      const signal = init.signal!;
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      pending.push({
        q: url.searchParams.get('q') ?? '',
        signal,
        answer: (names) =>
          resolve(
            new Response(
              JSON.stringify({
                list: names.map((displayName, i) => ({ productId: 100 + i, displayName })),
              }),
              { status: 200, headers: { 'Content-Type': 'application/json' } },
            ),
          ),
      });
    });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  notifyManager.setScheduler((callback) => setTimeout(callback, 0));
});

function ProductPage() {
  return <p>product {useParams().id}</p>;
}

function renderBar() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SearchBar /> },
      { path: '/product-detail/:id', element: <ProductPage /> },
      { path: '/search-global', element: <p>results</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Lets the clock run `ms` and the answers' promises settle. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const box = () => screen.getByRole('combobox');
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const key = (k: string) => fireEvent.keyDown(box(), { key: k });

it('asks once per pause, aborts the request typed past, and shows the last pause’s names', async () => {
  renderBar();
  box().focus();
  type('ㅇ');
  type('ㅇㅇ');
  await pass(SUGGEST_DEBOUNCE_MS - 1);
  expect(pending).toHaveLength(0);
  await pass(1);
  expect(pending.map((p) => p.q)).toEqual(['ㅇㅇ']);
  // typed on before that answer came: one more call after the next pause, the first aborted
  type('ㅇㅇㄷ');
  type('ㅇㅇㄷㅎ');
  await pass(SUGGEST_DEBOUNCE_MS);
  expect(pending.map((p) => p.q)).toEqual(['ㅇㅇ', 'ㅇㅇㄷㅎ']);
  expect(pending[0]!.signal.aborted).toBe(true);
  expect(pending[1]!.signal.aborted).toBe(false);
  pending[1]!.answer(['영어 독해 1', '영어 독해 2']);
  await pass(0);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    '영어 독해 1',
    '영어 독해 2',
  ]);
  expect(box().getAttribute('aria-expanded')).toBe('true');
  // one character: no call, no list
  type('ㅇ');
  await pass(SUGGEST_DEBOUNCE_MS);
  expect(pending).toHaveLength(2);
  expect(box().getAttribute('aria-expanded')).toBe('false');
});

it('moves through the names with the arrow keys, opens the chosen one with Enter, closes with Esc', async () => {
  const router = renderBar();
  box().focus();
  type('영ㅇ');
  await pass(SUGGEST_DEBOUNCE_MS);
  pending[0]!.answer(['영어 독해 1', '영어 문법 2', '영어 듣기 3']);
  await pass(0);
  const options = () => screen.getAllByRole('option');
  const chosen = () => options().findIndex((o) => o.getAttribute('aria-selected') === 'true');
  expect(chosen()).toBe(-1);
  key('ArrowDown');
  expect(chosen()).toBe(0);
  expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
  key('ArrowDown');
  key('ArrowDown');
  expect(chosen()).toBe(2);
  // past the last name: back to the box, then round to the last again
  key('ArrowDown');
  expect(chosen()).toBe(-1);
  expect(box().getAttribute('aria-activedescendant')).toBeNull();
  key('ArrowUp');
  expect(chosen()).toBe(2);
  key('ArrowUp');
  expect(chosen()).toBe(1);
  // Esc closes the list and forgets the choice; ↓ opens it again
  key('Escape');
  expect(box().getAttribute('aria-expanded')).toBe('false');
  expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
  key('ArrowDown');
  expect(box().getAttribute('aria-expanded')).toBe('true');
  expect(chosen()).toBe(-1);
  key('ArrowDown');
  key('ArrowDown');
  expect(pending).toHaveLength(1);
  await act(async () => {
    fireEvent.submit(box().closest('form')!);
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(router.state.location.pathname).toBe('/product-detail/101');
  expect(screen.getByText('product 101')).toBeTruthy();
});

it('searches the words with Enter when no name is chosen', async () => {
  const router = renderBar();
  box().focus();
  type('영어');
  await pass(SUGGEST_DEBOUNCE_MS);
  pending[0]!.answer(['영어 독해 1']);
  await pass(0);
  await act(async () => {
    fireEvent.submit(box().closest('form')!);
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(router.state.location.pathname).toBe('/search-global');
  expect(router.state.location.search).toBe(`?searchWord=${encodeURIComponent('영어')}`);
});

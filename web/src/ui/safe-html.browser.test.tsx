import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { XSS_PAYLOADS, dangerousLeftovers } from '../test/xss-corpus.ts';
import { purifyHtml } from './purify-html.ts';
import { SafeHtml } from './safe-html.tsx';

/**
 * The client's sanitizers in Chromium, not happy-dom (whose DOMPurify runs on a DOM unlike a
 * browser's): every payload of the XSS corpus, shown through SafeHtml and through DOMPurify
 * directly, runs nothing, leaves no handler or script address, and sends the page nowhere.
 */
type Watched = Window & { __xss?: unknown };
let alerts: unknown[];
const originals = { alert: window.alert, confirm: window.confirm, prompt: window.prompt };
const startUrl = location.href;

beforeEach(() => {
  alerts = [];
  window.alert = (message?: unknown) => void alerts.push(message);
  window.confirm = (message?: unknown) => (alerts.push(message), false);
  window.prompt = (message?: unknown) => (alerts.push(message), null);
  delete (window as Watched).__xss;
});
afterEach(() => {
  Object.assign(window, originals);
});

/** Long enough for an error event of a broken image, a focus or a toggle to fire. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

function expectNothingRan(payload: string) {
  expect(alerts, payload).toEqual([]);
  expect((window as Watched).__xss, payload).toBeUndefined();
  expect(location.href, payload).toBe(startUrl);
}

describe('the XSS corpus', () => {
  it('holds at least 60 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(60);
  });

  it(
    'through SafeHtml: nothing runs, nothing able to run is left',
    { timeout: 120_000 },
    async () => {
      for (const payload of XSS_PAYLOADS) {
        const { container, unmount } = render(<SafeHtml html={`<p>앞</p>${payload}<p>뒤</p>`} />);
        // DOMPurify is loaded on first use where the browser has no setHTML
        await waitFor(() => expect(container.textContent).toContain('앞'));
        await settle();
        expectNothingRan(payload);
        expect(dangerousLeftovers(container), payload).toEqual([]);
        unmount();
      }
    },
  );

  it(
    'through DOMPurify in the page: nothing runs, nothing able to run is left',
    { timeout: 120_000 },
    async () => {
      for (const payload of XSS_PAYLOADS) {
        const host = document.createElement('div');
        document.body.append(host);
        host.innerHTML = purifyHtml(payload);
        await settle();
        expectNothingRan(payload);
        expect(dangerousLeftovers(host), payload).toEqual([]);
        host.remove();
      }
    },
  );

  it('the check itself finds what an unsanitized page would run', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = '<img src=x onerror="window.__xss=1"><a href="javascript:alert(1)">x</a>';
    await waitFor(() => expect((window as Watched).__xss).toBe(1));
    expect(dangerousLeftovers(host)).toEqual(['img[onerror]', 'a[href=javascript:alert(1)]']);
    host.remove();
  });
});

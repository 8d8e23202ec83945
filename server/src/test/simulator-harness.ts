import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildSimulators } from '@shop/simulators/host.ts';

/**
 * Test support for the outside systems: the simulators on a free port, their control surfaces,
 * a payment window driven the way a browser would, and a stand-in shop endpoint that receives
 * notifications. Used by the adapters' compliance tests and open to the checkout tests.
 */

export interface RunningSimulators {
  url: string;
  /** POST to `<url>/<system>/_control/<path>`; answers the JSON. */
  control(system: string, path: string, body?: unknown): Promise<Record<string, unknown>>;
  /** GET `<url>/<system>/_control/<path>`. */
  read<T = Record<string, unknown>>(system: string, path: string): Promise<T>;
  close(): Promise<void>;
}

export async function startSimulators(
  shopUrl = 'http://localhost:3000',
): Promise<RunningSimulators> {
  const app: FastifyInstance = await buildSimulators({ shopUrl, selfUrl: 'http://pending' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    url,
    async control(system, path, body = {}) {
      const res = await fetch(`${url}/${system}/_control/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as Record<string, unknown>;
    },
    async read<T>(system: string, path: string) {
      const res = await fetch(`${url}/${system}/_control/${path}`);
      return (await res.json()) as T;
    },
    async close() {
      // a call left sleeping by a slow or hung fault would otherwise hold a keep-alive socket
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
    },
  };
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The hidden inputs and the action of the (first) form of a page, as a browser would post them. */
export function formOf(html: string): { action: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input\s+type="hidden"\s+name="([^"]*)"\s+value="([^"]*)"/g)) {
    fields[unescape(m[1]!)] = unescape(m[2]!);
  }
  const action = /<form[^>]*\saction="([^"]*)"/.exec(html)?.[1];
  return { action: unescape(action ?? ''), fields };
}

export type WindowDecision = 'approve' | 'fail' | 'cancel';

/**
 * Posts a signed window form to the gateway, then the person's decision, and returns what the
 * gateway's last page would post to the shop. Throws with the window's own error text.
 */
export async function payInWindow(
  form: { windowUrl: string; fields: Record<string, string> },
  decision: WindowDecision,
  choices: Record<string, string> = {},
): Promise<{ action: string; fields: Record<string, string>; page: string }> {
  const opened = await fetch(form.windowUrl, {
    method: 'POST',
    body: new URLSearchParams(form.fields),
  });
  const windowPage = await opened.text();
  if (opened.status !== 200) throw new Error(errorText(windowPage));
  const { action, fields } = formOf(windowPage);
  const decideUrl = new URL(action, form.windowUrl).toString();
  const decided = await fetch(decideUrl, {
    method: 'POST',
    body: new URLSearchParams({ ...fields, ...choices, decision }),
  });
  const page = await decided.text();
  if (decided.status !== 200) throw new Error(errorText(page));
  return { ...formOf(page), page };
}

function errorText(page: string): string {
  return unescape(/role="alert">([^<]*)</.exec(page)?.[1] ?? page.slice(0, 200));
}

export interface ShopStub {
  url: string;
  /** Every form posted to the stub, in order. */
  received: Record<string, string>[];
  /** What the stub answers next (default `OK`); a number answers that HTTP status. */
  answers: (string | number)[];
  close(): Promise<void>;
}

/** A stand-in for the shop's notification endpoints: records form posts, answers `OK` by default. */
export async function startShopStub(): Promise<ShopStub> {
  const stub: ShopStub = {
    url: '',
    received: [],
    answers: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer(async (req, res) => {
    const fields = Object.fromEntries(new URLSearchParams(await bodyOf(req)));
    stub.received.push(fields);
    const answer = stub.answers.shift() ?? 'OK';
    if (typeof answer === 'number') {
      res.writeHead(answer).end('error');
    } else {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(answer);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Waits until `check` holds (notifications arrive in the background). */
export async function eventually(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

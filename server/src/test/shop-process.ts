import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import type { TestApp } from './test-app.ts';

/**
 * The shop as its own operating-system process (server/src/main.ts through tsx, or the build), for
 * tests that kill and restart it while the simulators keep running in the test process; plus a
 * stand-in for `TestApp` whose `app.inject` goes over real HTTP, so the sign-in and checkout test
 * kits drive the child like a browser would.
 */

export const ROOT = new URL('../../../', import.meta.url).pathname;

export interface ShopProcess {
  url: string;
  /** Resolves with the exit code (or signal name) once the process ended. */
  exited: Promise<number | string>;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  stop(): Promise<number | string>;
  /** SIGKILL: the process ends at once, in the middle of whatever it does (a crash). */
  kill(): void;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The compiled shop of `npm run build` (no TypeScript loader). */
export const COMPILED_SHOP = 'server/dist/js/main.js';

/**
 * Starts the shop with `env` and resolves when it listens ('shop ready'): its TypeScript sources
 * through tsx, or with `compiled` the build's JavaScript run by plain node. `npm test`, which
 * builds first, sets TEST_COMPILED_SHOP=1: every test's shop process then runs the build, without
 * tsx's ~3 s of CPU a start (decision 0525).
 */
export async function startShopProcess(
  port: number,
  env: Record<string, string>,
  timeoutMs = 120_000,
  compiled = process.env.TEST_COMPILED_SHOP === '1',
): Promise<ShopProcess> {
  const args = compiled ? [COMPILED_SHOP] : ['--import', 'tsx', 'server/src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`shop not ready:\n${output}`)), timeoutMs);
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('shop ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`shop exited (${code}) before it was ready:\n${output}`));
    });
  });
  await ready;
  return {
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill() {
      child.kill('SIGKILL');
    },
  };
}

interface InjectOptions {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

/** What the test kits read of a `light-my-request` answer, taken from a real HTTP answer. */
async function httpInject(base: string, o: InjectOptions) {
  const headers: Record<string, string> = { ...o.headers };
  let body: string | undefined;
  if (o.payload !== undefined) {
    body = typeof o.payload === 'string' ? o.payload : JSON.stringify(o.payload);
    if (typeof o.payload !== 'string') headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${base}${o.url}`, {
    method: o.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair = '', ...attrs] = line.split(';').map((p) => p.trim());
    const eq = pair.indexOf('=');
    const attr = (name: string) =>
      attrs.find((a) => a.toLowerCase().startsWith(`${name}=`))?.split('=')[1];
    const maxAge = attr('max-age');
    const expires = attr('expires');
    return {
      name: pair.slice(0, eq),
      value: pair.slice(eq + 1),
      maxAge: maxAge === undefined ? undefined : Number(maxAge),
      expires: expires === undefined ? undefined : new Date(expires),
    };
  });
  return {
    statusCode: res.status,
    headers: Object.fromEntries(res.headers),
    body: text,
    cookies,
    json: <T = unknown>() => JSON.parse(text) as T,
  };
}

/** A `TestApp` for the kits (sign-in, checkout) whose calls go to a running shop over HTTP. */
export function overHttp(shopUrl: string, base: Pick<TestApp, 'config' | 'simUrl'>): TestApp {
  return {
    ...base,
    app: { inject: (o: InjectOptions) => httpInject(shopUrl, o) },
  } as unknown as TestApp;
}

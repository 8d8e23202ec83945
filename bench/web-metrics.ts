import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'web/dist');

/** JS and CSS the home page loads before any interaction: its entry, preloads and stylesheets. */
export function initialBundleKb(): { js: number; css: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)) files.add(m[1]!);
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js: js / 1024, css: css / 1024 };
}

/**
 * Every script and stylesheet the home page actually loads until the network is idle (its entry,
 * the lazy chunks of the page and of what it shows first), gzip-compressed as served.
 */
export async function homePageLoadedKb(
  url: string,
  width = 390,
): Promise<{ js: number; css: number; files: number }> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const files = new Set<string>();
  try {
    // a first visit: a fresh context, no cache, nothing in local storage (the site popup shows)
    const page = await browser.newPage({ viewport: { width, height: width < 640 ? 844 : 900 } });
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (/\.(js|css)$/.test(path)) files.add(path);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js: js / 1024, css: css / 1024, files: files.size };
}

export async function waitForHttp(url: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface StartedShop {
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/** `npm start` as a user runs it, on its own ports and a data folder of its own. */
export function startShop(port: number, dataDir?: string): StartedShop {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SIM_PORT: String(port + 1),
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return {
    child,
    dataDir: dir,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Lighthouse's mobile performance score of one run (0–100). */
export async function lighthouseMobileScore(url: string): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const out = join(dir, 'report.json');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        stdio: 'inherit',
      },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}`)),
    );
  });
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
  };
  removeDir(dir);
  return Math.round(report.categories.performance.score * 100);
}

/**
 * The median of `runs` Lighthouse runs, one after the other (one run varies by ±10 points on a
 * loaded machine), and every run's score.
 */
export async function lighthouseMobileMedian(
  url: string,
  runs = 5,
): Promise<{ median: number; scores: number[] }> {
  const scores: number[] = [];
  for (let i = 0; i < runs; i++) scores.push(await lighthouseMobileScore(url));
  const sorted = [...scores].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, scores };
}

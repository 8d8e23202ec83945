import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_BASE_ARGS, FULL_CHROMIUM } from '../e2e/chromium-args.ts';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'web/dist');

/** The home page's first load until idle, JS and CSS gzip (decisions 0017, 0281). */
export const FIRST_LOAD_BUDGET_KB = 170;

/** KB of web/dist's scripts and stylesheets at these paths, gzip-compressed as served. */
export function gzipKbOf(paths: Iterable<string>): { js: number; css: number } {
  let js = 0;
  let css = 0;
  for (const file of paths) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js: js / 1024, css: css / 1024 };
}

/** JS and CSS the home page loads before any interaction: its entry, preloads and stylesheets. */
export function initialBundleKb(): { js: number; css: number } {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)) files.add(m[1]!);
  return gzipKbOf(files);
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
    executablePath: FULL_CHROMIUM,
    args: CHROMIUM_ARGS,
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
  return { ...gzipKbOf(files), files: files.size };
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

/** One Lighthouse mobile run: the performance score (0–100) and what makes it. */
export interface LighthouseRun {
  score: number;
  /** Largest contentful paint and total blocking time, ms; cumulative layout shift. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * Lighthouse's mobile performance of one run, with simulated throttling (a mid-range phone on a
 * slow 4G line, computed from the page's trace rather than slowing this machine down, so a loaded
 * machine changes it less than applied throttling would).
 */
export async function lighthouseMobileRun(url: string): Promise<LighthouseRun> {
  const dir = mkdtempSync(join(tmpdir(), 'lh-'));
  const out = join(dir, 'report.json');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--throttling-method=simulate',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--chrome-flags=${CHROMIUM_BASE_ARGS.join(' ')}`,
      ],
      {
        env: { ...process.env, CHROME_PATH: FULL_CHROMIUM },
        stdio: 'inherit',
      },
    );
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited ${code}`)),
    );
  });
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  removeDir(dir);
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint']!.numericValue),
    tbtMs: Math.round(report.audits['total-blocking-time']!.numericValue),
    cls: Number(report.audits['cumulative-layout-shift']!.numericValue.toFixed(3)),
  };
}

/**
 * The median of `runs` Lighthouse runs, one after the other (one run varies by ±10 points on a
 * loaded machine): every run's score, and the median run's LCP, TBT and CLS.
 */
export async function lighthouseMobileMedian(
  url: string,
  runs = 5,
): Promise<{ median: number; scores: number[]; medianRun: LighthouseRun }> {
  const all: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseMobileRun(url));
  const sorted = [...all].sort((a, b) => a.score - b.score);
  const medianRun = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { median: medianRun.score, scores: all.map((r) => r.score), medianRun };
}

/** The renderer the build carries: react-dom with its version, or Preact. */
export function rendererInBuild(): string {
  const assets = join(dist, 'assets');
  for (const name of readdirSync(assets).filter((n) => n.endsWith('.js'))) {
    const code = readFileSync(join(assets, name), 'utf8');
    const reactDom = /rendererPackageName:"react-dom"/.test(code)
      ? /reconcilerVersion:"([^"]+)"/.exec(code)
      : null;
    if (reactDom) return `react-dom ${reactDom[1]} (React ${reactDom[1]})`;
    if (code.includes('Symbol.for("pv")')) return 'Preact';
  }
  return 'unknown';
}

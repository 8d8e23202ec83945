import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@shop/contract/common.ts';
import { CommonMessage } from '@shop/contract/common-messages.ts';
import { errorBody } from './errors.ts';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const FIRST_PAINT = /<!--first-paint-->([\s\S]*)<!--\/first-paint-->/;
const HOME_MAIN = /<!--main:home-->([\s\S]*?)<!--\/main:home-->/;
const PAGE_MAIN = /<!--main:([a-z-]+)\n([\s\S]*?)-->/g;
const IMAGE_SLOT = '__FIRST_PAINT_IMAGE__';

/** A page drawn before its code arrives: which one (index.html names its <main>) and its image. */
export interface FirstPaint {
  page: 'home' | 'product-detail' | 'product-list';
  image: string;
}
export type FirstPaintOf = (
  request: FastifyRequest,
  path: string,
) => Promise<FirstPaint | undefined>;

/** Serves the built SPA: hashed assets cached for a year, every other page path gets index.html. */
export async function installWebApp(
  app: FastifyInstance,
  shop: { name: string; publicUrl: string },
  options: { distDir?: string; firstPaintOf?: FirstPaintOf } = {},
): Promise<void> {
  const { distDir = WEB_DIST, firstPaintOf } = options;
  const indexFile = join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // files are looked up per request, so assets of a rebuild are served without a restart
      wildcard: true,
      index: false,
      // the build writes .br and .gz beside each asset (scripts/compress-dist.mjs)
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // the gateway's close page opens in its popup, which must stay joined to the pay page
        if (path.endsWith('inicis-close.html'))
          reply.header('cross-origin-opener-policy', 'unsafe-none');
      },
    });
  }
  // The shop name and address are settings; the page reads them from <meta name="shop-name"> and
  // <meta name="shop-url"> (sign-in only works on that address, decision 0252). The file is read
  // again when a rebuild replaced it, so a running shop never serves a page whose assets are gone.
  // The first paints of web/index.html (decisions 0285, 0287): the home page's goes only to '/',
  // a product page's to that page with its image; every other page gets none.
  let cached: { mtimeMs: number; pages: PageTemplates } | undefined;
  const indexHtml = (page: PageKind): string | undefined => {
    if (!existsSync(indexFile)) return undefined;
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      const html = readFileSync(indexFile, 'utf8')
        .replaceAll('__SHOP_NAME__', escapeAttribute(shop.name))
        .replaceAll('__SHOP_URL__', escapeAttribute(new URL(shop.publicUrl).origin));
      cached = { mtimeMs, pages: pageTemplates(html) };
    }
    return cached.pages[page];
  };
  const sendPage = (reply: FastifyReply, paint?: FirstPaint) => {
    const html = indexHtml(paint?.page ?? 'other')?.replaceAll(
      IMAGE_SLOT,
      paint ? escapeAttribute(paint.image) : '',
    );
    if (!html) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built: run `npm run build` (npm start does it for you).');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  // the home page's first paint is its first banner in period (decision 0431), none without one
  app.get('/', async (request, reply) =>
    sendPage(reply, await firstPaintOf?.(request, '/').catch(() => undefined)),
  );
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      path.startsWith('/api/') ||
      !['GET', 'HEAD'].includes(request.method) ||
      /\.[a-z0-9]+$/i.test(path)
    ) {
      return reply.status(404).send(errorBody(ErrorCode.notFound, CommonMessage.noSuchAddress));
    }
    return sendPage(reply, await firstPaintOf?.(request, path).catch(() => undefined));
  });
}

type PageKind = 'other' | FirstPaint['page'];
type PageTemplates = Record<PageKind, string>;

/** index.html as each kind of page gets it: its own first paint's <main>, or none at all. */
function pageTemplates(html: string): PageTemplates {
  const withMain = (page: PageKind) =>
    html.replace(FIRST_PAINT, (_all, paint: string) =>
      paint
        .replace(HOME_MAIN, (_main, body: string) => (page === 'home' ? body : ''))
        .replace(PAGE_MAIN, (_main, name: string, body: string) => (name === page ? body : '')),
    );
  return {
    home: withMain('home'),
    'product-detail': withMain('product-detail'),
    'product-list': withMain('product-list'),
    other: html.replace(FIRST_PAINT, ''),
  };
}

function escapeAttribute(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
}

import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ErrorCode } from '@shop/contract/common.ts';
import { errorBody } from './errors.ts';

export const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const HOME_FIRST_PAINT = /<!--home-first-paint-->[\s\S]*<!--\/home-first-paint-->/;

/** Serves the built SPA: hashed assets cached for a year, every other page path gets index.html. */
export async function installWebApp(
  app: FastifyInstance,
  shop: { name: string; publicUrl: string },
  distDir = WEB_DIST,
): Promise<void> {
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
  // The home page's first paint (header frame and first banner, web/index.html) goes only to '/'.
  let cached: { mtimeMs: number; home: string; other: string } | undefined;
  const indexHtml = (page: 'home' | 'other'): string | undefined => {
    if (!existsSync(indexFile)) return undefined;
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) {
      const home = readFileSync(indexFile, 'utf8')
        .replaceAll('__SHOP_NAME__', escapeAttribute(shop.name))
        .replaceAll('__SHOP_URL__', escapeAttribute(new URL(shop.publicUrl).origin));
      cached = { mtimeMs, home, other: home.replace(HOME_FIRST_PAINT, '') };
    }
    return cached[page];
  };
  const sendPage = (reply: FastifyReply, page: 'home' | 'other') => {
    const html = indexHtml(page);
    if (!html) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built: run `npm run build` (npm start does it for you).');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  };
  app.get('/', (_request, reply) => sendPage(reply, 'home'));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      path.startsWith('/api/') ||
      !['GET', 'HEAD'].includes(request.method) ||
      /\.[a-z0-9]+$/i.test(path)
    ) {
      return reply
        .status(404)
        .send(errorBody(ErrorCode.notFound, '요청한 주소를 찾을 수 없습니다.'));
    }
    return sendPage(reply, 'other');
  });
}

function escapeAttribute(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );
}

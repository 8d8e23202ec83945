import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bannerSvg, coverSvg } from './cover-image.ts';
import { CATALOG_TAG, CatalogTag, type CatalogService } from './service.ts';
import { findProduct } from './repository.ts';

const coverParams = z.object({ file: z.string().regex(/^\d{1,9}\.svg$/) });
const bannerParams = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,40}\.svg$/) });
const IMAGE_CACHE = 'public, max-age=86400';

/** Cover and banner images, drawn from the catalog's own data (no external image hosts). */
export function imageRoutes(app: FastifyInstance, catalog: CatalogService): void {
  app.get('/covers/:file', async (request, reply) => {
    const params = coverParams.safeParse(request.params);
    if (!params.success) return reply.callNotFound();
    const productId = Number.parseInt(params.data.file, 10);
    const svg = await app.cache.get(
      `cover:${productId}`,
      [CATALOG_TAG, CatalogTag.product(productId)],
      async () => {
        const p = await findProduct(app.database.db, productId);
        return p ? coverSvg(p.productId, p.displayName, p.kind) : null;
      },
    );
    const text = svg.toString();
    if (text === 'null') return reply.callNotFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', IMAGE_CACHE)
      .send(JSON.parse(text) as string);
  });

  app.get('/banners/:file', async (request, reply) => {
    const params = bannerParams.safeParse(request.params);
    if (!params.success) return reply.callNotFound();
    const section = params.data.file.replace(/\.svg$/, '');
    const config = await catalog.sectionConfig(section).catch(() => undefined);
    if (!config) return reply.callNotFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', IMAGE_CACHE)
      .send(bannerSvg(section, config.title));
  });
}

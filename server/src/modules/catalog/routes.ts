import type { FastifyInstance } from 'fastify';
import {
  productCategoryBelowId,
  productEntryById,
  productEntryList,
  searchProductEntryList,
  sectionConfigCall,
} from '@shop/contract/catalog.ts';
import { productEntryRecommend, searchSuggestions } from '@shop/contract/catalog-front.ts';
import { JsonText, route } from '../../http/route.ts';
import type { CatalogService } from './service.ts';

export function catalogRoutes(app: FastifyInstance, catalog: CatalogService): void {
  route(app, productEntryRecommend, async ({ request }) => {
    return new JsonText(await catalog.recommendedJson(request.viewer));
  });

  route(app, productEntryList, async ({ body, request }) => {
    return new JsonText(await catalog.listJson(request.viewer, body));
  });

  route(app, productEntryById, async ({ query, request }) => {
    return new JsonText(await catalog.productJson(request.viewer, query.productId));
  });

  route(app, searchProductEntryList, async ({ body, request }) => {
    return new JsonText(await catalog.searchJson(request.viewer, body));
  });

  route(app, searchSuggestions, async ({ query, request }) => {
    return new JsonText(await catalog.suggestionsJson(request.viewer, query.q));
  });

  route(app, productCategoryBelowId, async ({ body }) => {
    return new JsonText(await catalog.categoryTreeJson(body.categoryId));
  });

  route(app, sectionConfigCall, async ({ query }) => {
    return { data: await catalog.sectionConfig(query.section) };
  });
}

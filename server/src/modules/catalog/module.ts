import type { FastifyInstance } from 'fastify';
import { imageRoutes } from './image-routes.ts';
import { catalogRoutes } from './routes.ts';
import { CatalogService } from './service.ts';

/** The catalog (decision 0203): its service, its calls and cover images; the service for others. */
export function installCatalog(app: FastifyInstance): CatalogService {
  const catalog = new CatalogService(app.database.db, app.cache);
  catalogRoutes(app, catalog);
  imageRoutes(app, catalog);
  // the searches counted since the last write (the database closes after the app)
  app.addHook('onClose', () => catalog.termLog.flush());
  return catalog;
}

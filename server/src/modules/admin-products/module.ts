import type { FastifyInstance } from 'fastify';
import type { CatalogService } from '../catalog/service.ts';
import { ProductAdminService } from './product-admin-service.ts';
import { adminProductRoutes } from './routes.ts';

/** Products in the back office (decision 0203), after `installAdmin`. */
export function installAdminProducts(app: FastifyInstance, catalog: CatalogService): void {
  adminProductRoutes(app, { products: new ProductAdminService(app.database.db, catalog), catalog });
}

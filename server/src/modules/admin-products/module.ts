import type { FastifyInstance } from 'fastify';
import type { CatalogService } from '../catalog/service.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { ImageAdminService } from './image-admin-service.ts';
import { CategoryAdminService } from './category-admin-service.ts';
import { ProductAdminService } from './product-admin-service.ts';
import { ProductCsvService } from './product-csv-service.ts';
import { adminProductRoutes } from './routes.ts';
import { SectionAdminService } from './section-admin-service.ts';
import { searchAdminRoutes } from './search-admin-routes.ts';
import { SearchAdminService } from './search-admin-service.ts';

/** Products and the sections' headers in the back office (decision 0203), after `installAdmin`. */
export function installAdminProducts(
  app: FastifyInstance,
  catalog: CatalogService,
  files: FileStore,
): void {
  const db = app.database.db;
  const products = new ProductAdminService(db, catalog);
  adminProductRoutes(app, {
    products,
    csv: new ProductCsvService(db, catalog, products),
    sections: new SectionAdminService(db, catalog),
    categories: new CategoryAdminService(db, catalog),
    images: new ImageAdminService(db, catalog, files),
    catalog,
  });
  searchAdminRoutes(app, new SearchAdminService(db, catalog));
}

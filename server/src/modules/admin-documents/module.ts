import type { FastifyInstance } from 'fastify';
import type { FileStore } from '../../lib/file-store.ts';
import { DocumentAdminService } from './document-admin-service.ts';
import { adminDocumentRoutes } from './routes.ts';

/** Policy versions and learning-support downloads in the back office (decision 0203). */
export function installAdminDocuments(app: FastifyInstance, files: FileStore): void {
  adminDocumentRoutes(app, new DocumentAdminService(app.database.db, files, app.cache), files);
}

import type { FastifyInstance } from 'fastify';
import {
  adminPolicyUpload,
  adminPolicyVersions,
  adminSupportDownloadOrder,
  adminSupportDownloadSave,
  adminSupportDownloads,
} from '@shop/contract/admin-documents.ts';
import { auditActorOf } from '../admin/audit-log.ts';
import { staffRoute } from '../admin/staff-route.ts';
import type { DocumentAdminService } from './document-admin-service.ts';

/** Policy versions and learning-support downloads (issue 19 §4), after `installAdmin`. */
export function adminDocumentRoutes(app: FastifyInstance, documents: DocumentAdminService): void {
  staffRoute(app, adminPolicyVersions, 'content.manage', async () => documents.policies());

  staffRoute(app, adminPolicyUpload, 'content.manage', async ({ body, request }) => ({
    data: await documents.publishPolicy(
      auditActorOf(request),
      body.kind,
      body.version,
      body.contentBase64,
    ),
  }));

  staffRoute(app, adminSupportDownloads, 'content.manage', async ({ query }) =>
    documents.downloads(query.cate),
  );

  staffRoute(app, adminSupportDownloadSave, 'content.manage', async ({ body, request }) => ({
    data: await documents.saveDownload(
      auditActorOf(request),
      body.downloadId,
      body.fields,
      body.contentBase64,
    ),
  }));

  staffRoute(app, adminSupportDownloadOrder, 'content.manage', async ({ body, request }) =>
    documents.orderDownloads(auditActorOf(request), body.cate, body.downloadIds),
  );
}

import type { FastifyInstance } from 'fastify';
import {
  adminDocumentUpload,
  adminPolicyUpload,
  adminPolicyVersions,
  adminPolicyWithdraw,
  adminSupportDownloadDelete,
  adminSupportDownloadOrder,
  adminSupportDownloadSave,
  adminSupportDownloads,
} from '@shop/contract/admin-documents.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { auditActorOf } from '../admin/audit-log.ts';
import { staffRoute } from '../admin/staff-route.ts';
import type { DocumentAdminService } from './document-admin-service.ts';
import { receiveUpload } from './upload-receiver.ts';

/** Policy versions and learning-support downloads (issue 19 §4), after `installAdmin`. */
export function adminDocumentRoutes(
  app: FastifyInstance,
  documents: DocumentAdminService,
  files: FileStore,
): void {
  // the file alone, as the raw body; the save or publish call names what it answers
  staffRoute(app, adminDocumentUpload, 'content.manage', async ({ query, request, reply }) => ({
    data: await receiveUpload(
      request,
      reply,
      files,
      query.kind,
      app.config.documentMaxBytes[query.kind],
    ),
  }));

  staffRoute(app, adminPolicyVersions, 'content.manage', async () => documents.policies());

  staffRoute(app, adminPolicyUpload, 'content.manage', async ({ body, request }) => ({
    data: await documents.publishPolicy(
      auditActorOf(request),
      body.kind,
      body.version,
      body.uploadId,
    ),
  }));

  staffRoute(app, adminPolicyWithdraw, 'content.manage', async ({ body, request }) =>
    documents.withdrawPolicy(auditActorOf(request), body.kind, body.version),
  );

  staffRoute(app, adminSupportDownloads, 'content.manage', async ({ query }) =>
    documents.downloads(query.cate),
  );

  staffRoute(app, adminSupportDownloadSave, 'content.manage', async ({ body, request }) => ({
    data: await documents.saveDownload(
      auditActorOf(request),
      body.downloadId,
      body.fields,
      body.uploadId,
    ),
  }));

  staffRoute(app, adminSupportDownloadDelete, 'content.manage', async ({ body, request }) =>
    documents.deleteDownload(auditActorOf(request), body.downloadId),
  );

  staffRoute(app, adminSupportDownloadOrder, 'content.manage', async ({ body, request }) =>
    documents.orderDownloads(auditActorOf(request), body.cate, body.downloadIds),
  );
}

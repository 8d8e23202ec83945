import {
  AdminDocumentLimits,
  AdminDocumentMessage,
  type AdminPolicyVersion,
  type AdminSupportDownload,
  type AdminSupportDownloadFields,
} from '@shop/contract/admin-documents.ts';
import type { DownloadCate, PolicyKind } from '@shop/contract/support-downloads.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { downloadView, policyViews } from '../../lib/document-views.ts';
import { documentKey, documentKindOf, type DocumentKind } from '../../lib/document-upload.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { DOWNLOADS_TAG } from '../support/document-routes.ts';
import * as repo from './document-admin-repository.ts';

/** Drops cached answers by tag, here and on every other instance. */
export interface TagInvalidator {
  invalidate(...tags: string[]): Promise<void>;
}

/** The bytes of an upload, checked: its size, then its kind by its first bytes. */
function checkedFile(base64: string, expected: DocumentKind): Buffer {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > AdminDocumentLimits.maxBytes) {
    throw badRequest(AdminDocumentMessage.tooLarge, 'contentBase64');
  }
  if (documentKindOf(bytes) !== expected) {
    const message = expected === 'zip' ? AdminDocumentMessage.notZip : AdminDocumentMessage.notPdf;
    throw badRequest(message, 'contentBase64');
  }
  return bytes;
}

function policyView(rows: repo.PolicyRow[], today: string): AdminPolicyVersion[] {
  return policyViews(rows, today).map(({ row, ...view }) => ({
    ...view,
    uploaded: row.fileKey !== null,
  }));
}

function downloadAdminView(row: repo.DownloadRow): AdminSupportDownload {
  return {
    ...downloadView(row),
    sortOrder: row.sortOrder,
    uploaded: row.fileKey !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit row keeps of a download. */
const audited = (row: repo.DownloadRow) => ({
  cate: row.cate,
  kind: row.kind,
  name: row.name,
  description: row.description,
  sortOrder: row.sortOrder,
  file: row.fileKey ?? `generated:${row.generatedId}`,
});

/**
 * The terms and privacy versions (decision 0436) and the learning-support downloads (decision
 * 0437) in the back office: each change is one transaction with its audit row (before and after);
 * the file is stored first under a key naming its content, so a refused change leaves at most an
 * unused file, never a row pointing at nothing.
 */
export class DocumentAdminService {
  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
    private readonly cache: TagInvalidator,
  ) {}

  async policies(): Promise<{ list: AdminPolicyVersion[] }> {
    return { list: policyView(await repo.allPolicies(this.db), seoulDate(new Date())) };
  }

  async publishPolicy(
    actor: AuditActor,
    kind: PolicyKind,
    version: string,
    base64: string,
  ): Promise<AdminPolicyVersion> {
    const bytes = checkedFile(base64, 'pdf');
    const today = seoulDate(new Date());
    if (version < today) throw badRequest(AdminDocumentMessage.versionNotAhead, 'version');
    const key = documentKey('policies', `${kind}-${version}`, bytes, 'pdf');
    await this.files.put(key, bytes);
    const rows = await inTransaction(this.db, async (tx) => {
      await repo.lockPolicies(tx);
      const before = await repo.findPolicy(tx, kind, version);
      // a version in force has been consented to: its text never changes (decision 0436)
      if (before && before.version <= today) {
        throw badRequest(AdminDocumentMessage.versionInForce, 'version');
      }
      const after = await repo.upsertPolicy(tx, kind, version, key);
      await withAudit(
        tx,
        actor,
        'policy.publish',
        { type: 'policy_version', id: `${kind}-${version}` },
        before && { kind, version, fileKey: before.fileKey },
        { kind, version, fileKey: after.fileKey },
      );
      return repo.allPolicies(tx);
    });
    return policyView(rows, today).find((v) => v.kind === kind && v.version === version)!;
  }

  async downloads(cate: DownloadCate): Promise<{ list: AdminSupportDownload[] }> {
    return { list: (await repo.downloadsOfCate(this.db, cate)).map(downloadAdminView) };
  }

  async saveDownload(
    actor: AuditActor,
    downloadId: number | null,
    fields: AdminSupportDownloadFields,
    base64: string | null,
  ): Promise<AdminSupportDownload> {
    const audio = fields.cate === 'MP3';
    if (audio !== (fields.kind === 'audio')) {
      throw badRequest(AdminDocumentMessage.kindOfCate, 'fields.kind');
    }
    if (downloadId === null && base64 === null) {
      throw badRequest(AdminDocumentMessage.fileRequired, 'contentBase64');
    }
    const kind: DocumentKind = audio ? 'zip' : 'pdf';
    const bytes = base64 === null ? null : checkedFile(base64, kind);
    const fileKey = bytes && documentKey('downloads', fields.cate, bytes, kind);
    if (bytes && fileKey) await this.files.put(fileKey, bytes);
    const row = await inTransaction(this.db, async (tx) => {
      if (downloadId === null) {
        const tab = await repo.lockCate(tx, fields.cate);
        const after = await repo.insertDownload(tx, {
          ...fields,
          fileKey,
          sortOrder: Math.max(0, ...tab.map((r) => r.sortOrder)) + 1,
        });
        await withAudit(
          tx,
          actor,
          'download.create',
          { type: 'support_download', id: after.downloadId },
          null,
          audited(after),
        );
        return after;
      }
      const before = await repo.lockDownload(tx, downloadId);
      if (!before) throw notFound(AdminDocumentMessage.downloadNotFound);
      // another tab: it goes last there
      const moved = before.cate !== fields.cate;
      const sortOrder = moved
        ? Math.max(0, ...(await repo.lockCate(tx, fields.cate)).map((r) => r.sortOrder)) + 1
        : before.sortOrder;
      const after = await repo.updateDownload(tx, downloadId, {
        ...fields,
        sortOrder,
        ...(fileKey ? { fileKey } : {}),
      });
      await withAudit(
        tx,
        actor,
        'download.update',
        { type: 'support_download', id: downloadId },
        audited(before),
        audited(after),
      );
      return after;
    });
    await this.cache.invalidate(DOWNLOADS_TAG);
    return downloadAdminView(row);
  }

  async orderDownloads(
    actor: AuditActor,
    cate: DownloadCate,
    ids: readonly number[],
  ): Promise<{ list: AdminSupportDownload[] }> {
    const list = await inTransaction(this.db, async (tx) => {
      const tab = await repo.lockCate(tx, cate);
      const before = [...tab].sort(
        (a, b) => a.sortOrder - b.sortOrder || a.downloadId - b.downloadId,
      );
      const known = new Set(tab.map((r) => r.downloadId));
      if (
        ids.length !== tab.length ||
        new Set(ids).size !== ids.length ||
        !ids.every((id) => known.has(id))
      ) {
        throw badRequest(AdminDocumentMessage.orderMismatch, 'downloadIds');
      }
      const beforeIds = before.map((r) => r.downloadId);
      if (beforeIds.every((id, i) => id === ids[i])) return before;
      await repo.setOrder(tx, ids);
      await withAudit(
        tx,
        actor,
        'download.order',
        { type: 'support_download', id: cate },
        { cate, downloadIds: beforeIds },
        { cate, downloadIds: ids },
      );
      return repo.downloadsOfCate(tx, cate);
    });
    await this.cache.invalidate(DOWNLOADS_TAG);
    return { list: list.map(downloadAdminView) };
  }
}

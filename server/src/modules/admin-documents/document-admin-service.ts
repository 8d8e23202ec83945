import {
  AdminDocumentErrorCode,
  AdminDocumentMessage,
  type AdminPolicyVersion,
  type AdminSupportDownload,
  type AdminSupportDownloadFields,
  type DocumentFileKind,
} from '@shop/contract/admin-documents.ts';
import type { DownloadCate, PolicyKind } from '@shop/contract/support-downloads.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { downloadView, policyViews } from '../../lib/document-views.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { DOWNLOADS_TAG } from '../support/document-routes.ts';
import * as repo from './document-admin-repository.ts';
import { stagedKey } from './upload-receiver.ts';

/** Drops cached answers by tag, here and on every other instance. */
export interface TagInvalidator {
  invalidate(...tags: string[]): Promise<void>;
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

const nextPlace = (tab: repo.DownloadRow[]) => Math.max(0, ...tab.map((r) => r.sortOrder)) + 1;

/**
 * The terms and privacy versions (decision 0436) and the learning-support downloads (decision
 * 0437) in the back office: each change is one transaction with its audit row (before and after).
 * A file arrives first as an upload (upload-receiver.ts); a change that names it moves it to its
 * place before the transaction and back if the change is refused, so a row never points at
 * nothing. A file no row names any more (replaced, deleted, withdrawn) is removed after the commit.
 */
export class DocumentAdminService {
  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
    private readonly cache: TagInvalidator,
  ) {}

  /** Moves an upload to `key` and runs `change`; the upload goes back if the change fails. */
  private async withUpload<T>(
    uploadId: string | null,
    kind: DocumentFileKind,
    key: string | null,
    change: () => Promise<T>,
  ): Promise<T> {
    if (uploadId === null || key === null) return change();
    const staged = stagedKey(uploadId, kind);
    if (!(await this.files.move(staged, key))) {
      throw badRequest(AdminDocumentMessage.uploadMissing, 'uploadId');
    }
    try {
      return await change();
    } catch (err) {
      await this.files.move(key, staged);
      throw err;
    }
  }

  /** Removes a file the change left unnamed (a key named by content may be another row's too). */
  private async dropUnnamed(key: string | null | undefined): Promise<void> {
    if (!key || (await repo.fileKeyInUse(this.db, key))) return;
    await this.files.remove(key);
  }

  async policies(): Promise<{ list: AdminPolicyVersion[] }> {
    return { list: policyView(await repo.allPolicies(this.db), seoulDate(new Date())) };
  }

  async publishPolicy(
    actor: AuditActor,
    kind: PolicyKind,
    version: string,
    uploadId: string,
  ): Promise<AdminPolicyVersion> {
    const today = seoulDate(new Date());
    if (version < today) throw badRequest(AdminDocumentMessage.versionNotAhead, 'version');
    const key = `policies/${kind}-${version}-${uploadId}.pdf`;
    const { rows, replaced } = await this.withUpload(uploadId, 'pdf', key, () =>
      inTransaction(this.db, async (tx) => {
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
        return { rows: await repo.allPolicies(tx), replaced: before?.fileKey };
      }),
    );
    await this.dropUnnamed(replaced);
    return policyView(rows, today).find((v) => v.kind === kind && v.version === version)!;
  }

  /**
   * Takes back a version not yet in force. One in force or past stays: members consented to it
   * with their orders (decision 0436), so its withdrawal is 409.
   */
  async withdrawPolicy(
    actor: AuditActor,
    kind: PolicyKind,
    version: string,
  ): Promise<{ list: AdminPolicyVersion[] }> {
    const today = seoulDate(new Date());
    const { rows, removed } = await inTransaction(this.db, async (tx) => {
      await repo.lockPolicies(tx);
      const before = await repo.findPolicy(tx, kind, version);
      if (!before) throw notFound(AdminDocumentMessage.policyNotFound);
      if (before.version <= today) {
        throw new AppError(
          409,
          AdminDocumentErrorCode.policyInForce,
          AdminDocumentMessage.withdrawInForce,
          'version',
        );
      }
      await repo.deletePolicy(tx, kind, version);
      await withAudit(
        tx,
        actor,
        'policy.withdraw',
        { type: 'policy_version', id: `${kind}-${version}` },
        { kind, version, fileKey: before.fileKey },
        null,
      );
      return { rows: await repo.allPolicies(tx), removed: before.fileKey };
    });
    await this.dropUnnamed(removed);
    return { list: policyView(rows, today) };
  }

  async downloads(cate: DownloadCate): Promise<{ list: AdminSupportDownload[] }> {
    return { list: (await repo.downloadsOfCate(this.db, cate)).map(downloadAdminView) };
  }

  async saveDownload(
    actor: AuditActor,
    downloadId: number | null,
    fields: AdminSupportDownloadFields,
    uploadId: string | null,
  ): Promise<AdminSupportDownload> {
    const audio = fields.cate === 'MP3';
    if (audio !== (fields.kind === 'audio')) {
      throw badRequest(AdminDocumentMessage.kindOfCate, 'fields.kind');
    }
    if (downloadId === null && uploadId === null) {
      throw badRequest(AdminDocumentMessage.fileRequired, 'uploadId');
    }
    const kind: DocumentFileKind = audio ? 'zip' : 'pdf';
    // named by the upload, which is never reused: the address never shows other bytes
    const fileKey = uploadId && `downloads/${fields.cate}-${uploadId}.${kind}`;
    const { row, replaced } = await this.withUpload(uploadId, kind, fileKey, () =>
      inTransaction(this.db, async (tx) => {
        if (downloadId === null) {
          const tab = await repo.lockCate(tx, fields.cate);
          const after = await repo.insertDownload(tx, {
            ...fields,
            fileKey,
            sortOrder: nextPlace(tab),
          });
          await withAudit(
            tx,
            actor,
            'download.create',
            { type: 'support_download', id: after.downloadId },
            null,
            audited(after),
          );
          return { row: after, replaced: null };
        }
        const before = await repo.lockDownload(tx, downloadId);
        if (!before) throw notFound(AdminDocumentMessage.downloadNotFound);
        // another tab: it goes last there
        const moved = before.cate !== fields.cate;
        const sortOrder = moved
          ? nextPlace(await repo.lockCate(tx, fields.cate))
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
        return { row: after, replaced: fileKey ? before.fileKey : null };
      }),
    );
    await this.cache.invalidate(DOWNLOADS_TAG);
    await this.dropUnnamed(replaced);
    return downloadAdminView(row);
  }

  /** Deletes a download: the row (audited) first, then its file once no row names it. */
  async deleteDownload(actor: AuditActor, downloadId: number): Promise<{ ok: true }> {
    const removed = await inTransaction(this.db, async (tx) => {
      const before = await repo.lockDownload(tx, downloadId);
      if (!before) throw notFound(AdminDocumentMessage.downloadNotFound);
      await repo.deleteDownload(tx, downloadId);
      await withAudit(
        tx,
        actor,
        'download.delete',
        { type: 'support_download', id: downloadId },
        audited(before),
        null,
      );
      return before.fileKey;
    });
    await this.cache.invalidate(DOWNLOADS_TAG);
    await this.dropUnnamed(removed);
    return { ok: true };
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

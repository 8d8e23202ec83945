import {
  AdminFaqMessage,
  type AdminFaqEntry,
  type AdminFaqFields,
} from '@shop/contract/admin-faq.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { sanitizeStoredHtml } from '../../http/sanitize-html.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { FAQ_TAG } from '../faq/routes.ts';
import * as repo from './faq-admin-repository.ts';
import { shareCategory } from './faq-category-repository.ts';

/** Drops cached answers by tag, here and on every other instance. */
export interface TagInvalidator {
  invalidate(...tags: string[]): Promise<void>;
}

/**
 * The FAQ in the back office (issue 19 §4, decision 0426): every change is one transaction with
 * its audit row, and then drops the cached FAQ answers (tag `faq`) on every instance.
 */
export class FaqAdminService {
  constructor(
    private readonly db: Db,
    private readonly cache: TagInvalidator,
  ) {}

  async list(categoryCd: string | undefined) {
    const [categories, rows] = await Promise.all([
      repo.faqCategoryRows(this.db),
      repo.faqEntryRows(this.db, categoryCd),
    ]);
    const names = new Map(categories.map((c) => [c.categoryCd, c.name]));
    if (categoryCd !== undefined && !names.has(categoryCd)) {
      throw badRequest(AdminFaqMessage.categoryUnknown, 'categoryCd');
    }
    return {
      categories: categories.map((c) => ({ categoryCd: c.categoryCd, name: c.name })),
      list: rows.map((r) => viewOf(r, names)),
    };
  }

  async save(actor: AuditActor, faqId: number | null, fields: AdminFaqFields) {
    const categories = await repo.faqCategoryRows(this.db);
    const names = new Map(categories.map((c) => [c.categoryCd, c.name]));
    if (!names.has(fields.categoryCd)) {
      throw badRequest(AdminFaqMessage.categoryUnknown, 'fields.categoryCd');
    }
    const html = sanitizeStoredHtml(fields.htmlContents).trim();
    if (html === '') throw badRequest(AdminFaqMessage.bodyRequired, 'fields.htmlContents');
    const values: repo.FaqValues = { ...fields, htmlContents: html };
    const saved = await inTransaction(this.db, async (tx) => {
      // the category cannot be deleted while its new entry is written (decision 0432)
      if (!(await shareCategory(tx, values.categoryCd))) {
        throw badRequest(AdminFaqMessage.categoryUnknown, 'fields.categoryCd');
      }
      const before = faqId === null ? null : await repo.lockFaq(tx, faqId);
      if (faqId !== null && !before) throw notFound(AdminFaqMessage.entryNotFound);
      if (values.top10Rank !== null) {
        const holder = await repo.top10Holder(tx, values.top10Rank, faqId);
        if (holder) {
          throw new AppError(
            409,
            'FAQ-TOP10-TAKEN',
            AdminFaqMessage.top10Taken(values.top10Rank, holder.title),
            'fields.top10Rank',
          );
        }
      }
      const row = before
        ? await repo.updateFaq(tx, before.faqId, values)
        : await repo.insertFaq(tx, values);
      await withAudit(
        tx,
        actor,
        before ? 'faq.update' : 'faq.create',
        { type: 'faq_entry', id: row.faqId },
        before && audited(before),
        audited(row),
      );
      return row;
    });
    await this.cache.invalidate(FAQ_TAG);
    return viewOf(saved, names);
  }

  async remove(actor: AuditActor, faqId: number) {
    await inTransaction(this.db, async (tx) => {
      const before = await repo.lockFaq(tx, faqId);
      if (!before) throw notFound(AdminFaqMessage.entryNotFound);
      await repo.deleteFaq(tx, faqId);
      await withAudit(
        tx,
        actor,
        'faq.delete',
        { type: 'faq_entry', id: faqId },
        audited(before),
        null,
      );
    });
    await this.cache.invalidate(FAQ_TAG);
    return { ok: true as const };
  }
}

function audited(row: repo.FaqRow) {
  const { faqId: _id, ...rest } = row;
  return rest;
}

function viewOf(row: repo.FaqRow, names: Map<string, string>): AdminFaqEntry {
  return { ...row, categoryName: names.get(row.categoryCd) ?? row.categoryCd };
}

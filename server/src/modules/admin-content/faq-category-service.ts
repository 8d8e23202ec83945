import {
  AdminHomeContentMessage,
  type AdminFaqCategory,
  type AdminFaqCategoryFields,
} from '@shop/contract/admin-home-content.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { FAQ_TAG } from '../faq/routes.ts';
import type { TagInvalidator } from './faq-admin-service.ts';
import * as repo from './faq-category-repository.ts';

/**
 * The FAQ's categories in the back office (issue 19 §4, decision 0432): created, renamed,
 * ordered, and deleted only when they hold no entry. Each change is one transaction with its
 * audit row, then drops the cached FAQ answers (tag `faq`), whose tabs follow.
 */
export class FaqCategoryService {
  constructor(
    private readonly db: Db,
    private readonly cache: TagInvalidator,
  ) {}

  async list(): Promise<{ list: AdminFaqCategory[] }> {
    return { list: await repo.categoriesWithCounts(this.db) };
  }

  async save(
    actor: AuditActor,
    categoryCd: string | null,
    fields: AdminFaqCategoryFields,
  ): Promise<AdminFaqCategory> {
    const saved = await inTransaction(this.db, async (tx) => {
      const before = categoryCd === null ? null : await repo.lockCategory(tx, categoryCd);
      if (categoryCd !== null && !before) {
        throw notFound(AdminHomeContentMessage.faqCategoryNotFound);
      }
      if (await repo.categoryNamed(tx, fields.name, categoryCd)) {
        throw new AppError(
          409,
          'FAQ-CATEGORY-NAME-TAKEN',
          AdminHomeContentMessage.faqCategoryNameTaken(fields.name),
          'fields.name',
        );
      }
      const row = before
        ? await repo.updateCategory(tx, before.categoryCd, fields)
        : await repo.insertCategory(tx, { categoryCd: await repo.nextCategoryCd(tx), ...fields });
      await withAudit(
        tx,
        actor,
        before ? 'faqCategory.update' : 'faqCategory.create',
        { type: 'faq_category', id: row.categoryCd },
        before && audited(before),
        audited(row),
      );
      return { ...row, entryCount: before ? await repo.countEntries(tx, row.categoryCd) : 0 };
    });
    await this.cache.invalidate(FAQ_TAG);
    return saved;
  }

  async remove(actor: AuditActor, categoryCd: string) {
    await inTransaction(this.db, async (tx) => {
      const before = await repo.lockCategory(tx, categoryCd);
      if (!before) throw notFound(AdminHomeContentMessage.faqCategoryNotFound);
      const count = await repo.countEntries(tx, categoryCd);
      if (count > 0) {
        throw new AppError(
          409,
          'FAQ-CATEGORY-IN-USE',
          AdminHomeContentMessage.faqCategoryInUse(before.name, count),
        );
      }
      await repo.deleteCategory(tx, categoryCd);
      await withAudit(
        tx,
        actor,
        'faqCategory.delete',
        { type: 'faq_category', id: categoryCd },
        audited(before),
        null,
      );
    });
    await this.cache.invalidate(FAQ_TAG);
    return { ok: true as const };
  }
}

function audited(row: repo.FaqCategoryRow) {
  return { name: row.name, sortOrder: row.sortOrder };
}

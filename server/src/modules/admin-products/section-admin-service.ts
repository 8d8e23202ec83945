import { AdminSectionMessage, type AdminSection } from '@shop/contract/admin-sections.ts';
import { SECTIONS } from '@shop/contract/sections.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import type { CatalogService } from '../catalog/service.ts';
import * as repo from './section-admin-repository.ts';

/**
 * The sections' headers in the back office (issue 19 §3, decision 0427). The section header is
 * read from the table on every call (no cache), so a save shows at the next visit.
 */
export class SectionAdminService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  async list(): Promise<{ list: AdminSection[] }> {
    const [rows, directory] = await Promise.all([
      repo.sectionRows(this.db),
      this.catalog.categories(),
    ]);
    const order = new Map(SECTIONS.map((s, i) => [s.section, i]));
    rows.sort(
      (a, b) =>
        (order.get(a.section) ?? Number.MAX_SAFE_INTEGER) -
          (order.get(b.section) ?? Number.MAX_SAFE_INTEGER) || a.section.localeCompare(b.section),
    );
    return {
      list: rows.map((r) => ({
        ...r,
        categoryName: directory.get(r.categoryId)?.name ?? String(r.categoryId),
      })),
    };
  }

  async save(actor: AuditActor, section: string, title: string, description: string) {
    const row = await inTransaction(this.db, async (tx) => {
      const before = await repo.lockSection(tx, section);
      if (!before) throw notFound(AdminSectionMessage.sectionNotFound);
      if (before.title === title && before.description === description) return before;
      const after = await repo.updateSection(tx, section, { title, description });
      await withAudit(
        tx,
        actor,
        'section.update',
        { type: 'section', id: section },
        { title: before.title, description: before.description },
        { title: after.title, description: after.description },
      );
      return after;
    });
    const directory = await this.catalog.categories();
    return { ...row, categoryName: directory.get(row.categoryId)?.name ?? String(row.categoryId) };
  }
}

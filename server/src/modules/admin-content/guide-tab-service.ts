import {
  AdminHomeContentMessage,
  type AdminGuideTab,
  type AdminGuideTabFields,
} from '@shop/contract/admin-home-content.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { sanitizeStoredHtml } from '../../http/sanitize-html.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { GUIDE_TAG } from '../home-content/routes.ts';
import * as repo from './home-content-admin-repository.ts';
import type { TagInvalidator } from './faq-admin-service.ts';

/**
 * The guide page's four tabs in the back office (issue 19 §4, decision 0433): a title and rich
 * text each, stored through the one sanitizer. Each save is one transaction with its audit row,
 * then drops the cached guide (tag `guide`) on every instance.
 */
export class GuideTabService {
  constructor(
    private readonly db: Db,
    private readonly cache: TagInvalidator,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(): Promise<{ list: AdminGuideTab[] }> {
    return { list: (await repo.allGuideTabs(this.db)).map(viewOf) };
  }

  async save(
    actor: AuditActor,
    tabIndex: number,
    fields: AdminGuideTabFields,
  ): Promise<AdminGuideTab> {
    const html = sanitizeStoredHtml(fields.html).trim();
    if (html === '') throw badRequest(AdminHomeContentMessage.guideHtml, 'fields.html');
    const { row, changed } = await inTransaction(this.db, async (tx) => {
      const before = await repo.lockGuideTab(tx, tabIndex);
      if (before && before.title === fields.title && before.html === html) {
        return { row: before, changed: false };
      }
      const row = await repo.upsertGuideTab(tx, {
        tabIndex,
        title: fields.title,
        html,
        updatedAt: this.now(),
      });
      await withAudit(
        tx,
        actor,
        'guideTab.update',
        { type: 'guide_tab', id: tabIndex },
        before && audited(before),
        audited(row),
      );
      return { row, changed: true };
    });
    if (changed) await this.cache.invalidate(GUIDE_TAG);
    return viewOf(row);
  }
}

function audited(row: repo.GuideTabRow) {
  return { title: row.title, html: row.html };
}

function viewOf(row: repo.GuideTabRow): AdminGuideTab {
  return {
    tabIndex: row.tabIndex,
    title: row.title,
    html: row.html,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

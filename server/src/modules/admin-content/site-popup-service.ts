import {
  AdminContentLimits,
  AdminContentMessage,
  type AdminSitePopup,
  type AdminSitePopupFields,
  type PopupState,
} from '@shop/contract/admin-content.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { sanitizeStoredHtml } from '../../http/sanitize-html.ts';
import { seoulDate, seoulDayEnd, seoulDayStart } from '../../lib/seoul-time.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { currentPopup } from '../site/site-queries.ts';
import * as repo from './site-popup-repository.ts';

/**
 * The site popup in the back office (issue 19 §4, decision 0425). The popup check reads the table
 * on every call (no cache), so a saved popup is what members get at their next page load.
 */
export class SitePopupService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(): Promise<{ list: AdminSitePopup[] }> {
    const now = this.now();
    const [rows, shown] = await Promise.all([
      repo.listPopups(this.db, AdminContentLimits.popupList),
      currentPopup(this.db, now),
    ]);
    return { list: rows.map((r) => viewOf(r, now, shown?.sitePopupId ?? null)) };
  }

  async save(actor: AuditActor, sitePopupId: number | null, fields: AdminSitePopupFields) {
    const values: repo.SitePopupValues = {
      title: fields.title,
      htmlContents: sanitizedOrNull(fields.htmlContents),
      htmlMobile: sanitizedOrNull(fields.htmlMobile),
      startsAt: seoulDayStart(fields.startDate),
      endsAt: seoulDayEnd(fields.endDate),
      active: fields.active,
    };
    const saved = await inTransaction(this.db, async (tx) => {
      if (sitePopupId === null) {
        const row = await repo.insertPopup(tx, values);
        await withAudit(tx, actor, 'sitePopup.create', entity(row), null, audited(row));
        return row;
      }
      const before = await repo.lockPopup(tx, sitePopupId);
      if (!before) throw notFound(AdminContentMessage.popupNotFound);
      const row = await repo.updatePopup(tx, sitePopupId, values);
      await withAudit(tx, actor, 'sitePopup.update', entity(row), audited(before), audited(row));
      return row;
    });
    const now = this.now();
    const shown = await currentPopup(this.db, now);
    return viewOf(saved, now, shown?.sitePopupId ?? null);
  }
}

const entity = (row: repo.SitePopupRow) => ({ type: 'site_popup' as const, id: row.sitePopupId });

function sanitizedOrNull(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeStoredHtml(html).trim();
  return clean === '' ? null : clean;
}

/** A popup's period as Seoul days: the last day is the one before its (exclusive) end. */
function daysOf(row: repo.SitePopupRow) {
  return {
    startDate: seoulDate(row.startsAt),
    endDate: seoulDate(new Date(row.endsAt.getTime() - 1)),
  };
}

function audited(row: repo.SitePopupRow) {
  return {
    title: row.title,
    htmlContents: row.htmlContents,
    htmlMobile: row.htmlMobile,
    ...daysOf(row),
    active: row.active,
  };
}

function viewOf(row: repo.SitePopupRow, now: Date, shownId: number | null): AdminSitePopup {
  const t = now.getTime();
  let state: PopupState;
  if (!row.active) state = 'off';
  else if (row.startsAt.getTime() > t) state = 'scheduled';
  else if (row.endsAt.getTime() < t) state = 'ended';
  else state = row.sitePopupId === shownId ? 'showing' : 'waiting';
  return { sitePopupId: row.sitePopupId, ...audited(row), state };
}

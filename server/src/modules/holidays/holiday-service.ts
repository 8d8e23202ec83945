import { refundDueDate } from '@shop/contract/business-days.ts';
import { HolidayMessage, type Holiday } from '@shop/contract/holidays.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { addDays, seoulDate } from '../../lib/seoul-time.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import * as repo from './holiday-repository.ts';

/** How far the public list and a due date's computation look ahead. */
const AHEAD_DAYS = 60;

/**
 * The holiday table (decision 0504): its public read for the pay page's shipping day, the back
 * office's edits (audited) and the refunds due today or overdue.
 */
export class HolidayService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async upcoming(): Promise<Holiday[]> {
    const today = seoulDate(this.now());
    return repo.holidaysBetween(this.db, today, addDays(today, AHEAD_DAYS));
  }

  async year(year: number | undefined) {
    const shown = year ?? Number(seoulDate(this.now()).slice(0, 4));
    return {
      year: shown,
      list: await repo.holidaysBetween(this.db, `${shown}-01-01`, `${shown}-12-31`),
    };
  }

  async save(actor: AuditActor, h: Holiday): Promise<Holiday> {
    return inTransaction(this.db, async (tx) => {
      const before = await repo.lockHoliday(tx, h.day);
      if (before?.name === h.name) return before;
      await repo.upsertHoliday(tx, h);
      await withAudit(tx, actor, 'holiday.save', { type: 'holiday', id: h.day }, before ?? null, h);
      return h;
    });
  }

  async remove(actor: AuditActor, day: string): Promise<{ day: string }> {
    return inTransaction(this.db, async (tx) => {
      const before = await repo.lockHoliday(tx, day);
      if (!before) throw notFound(HolidayMessage.notFound);
      await repo.deleteHoliday(tx, day);
      await withAudit(tx, actor, 'holiday.delete', { type: 'holiday', id: day }, before, null);
      return { day };
    });
  }

  /** The holidays from `from` to `to` (both included), for a business-day rule elsewhere. */
  async daysOff(from: string, to: string): Promise<Set<string>> {
    return new Set((await repo.holidaysBetween(this.db, from, to)).map((h) => h.day));
  }

  /** Refunds not made whose due date (3 business days, §18) is today or past, most overdue first. */
  async refundsDue() {
    const today = seoulDate(this.now());
    const rows = await repo.openRefunds(this.db);
    const starts = rows.map((r) => seoulDate(new Date(r.started_at)));
    const first = starts.reduce((a, b) => (a < b ? a : b), today);
    const days = new Set(
      (await repo.holidaysBetween(this.db, first, addDays(today, AHEAD_DAYS))).map((h) => h.day),
    );
    const list = rows
      .map((r, i) => {
        const dueDate = refundDueDate(starts[i]!, days);
        return {
          revokeId: r.revoke_id,
          orderId: r.order_id,
          revokeTypeCd: r.revoke_type_cd,
          revokeProgressCd: r.revoke_progress_cd,
          refundTotal: r.refund_total,
          startDate: starts[i]!,
          dueDate,
          overdue: dueDate < today,
        };
      })
      .filter((r) => r.dueDate <= today)
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.revokeId - b.revokeId);
    return { today, list };
  }
}

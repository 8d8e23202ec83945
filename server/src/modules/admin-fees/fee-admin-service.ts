import {
  AdminFeeMessage,
  SeasonCode,
  type AdminDeliveryFee,
  type AdminSeason,
  type DeliveryFeeCode,
  type SeasonState,
} from '@shop/contract/admin-fees.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { seoulDate, seoulDayEnd, seoulDayStart, seoulMidnight } from '../../lib/seoul-time.ts';
import { inTransaction, withAudit, withAuditMany, type AuditActor } from '../admin/audit-log.ts';
import * as repo from './fee-admin-repository.ts';
import { movableBoundaries, planSeasonChange } from './season-change.ts';

const DAY_MS = 86_400_000;

/**
 * The selling-season calendar and the delivery fees in the back office (issue 19 §5, decision
 * 0424). The price preview reads both tables on every call (no cache), so a change is the next
 * preview's on every instance; an order keeps the fee it was charged.
 */
export class FeeAdminService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async calendar(year: number | undefined) {
    const now = this.now();
    const shown = year ?? Number(seoulDate(now).slice(0, 4));
    const [rows, years, fees] = await Promise.all([
      repo.seasonsStartingIn(this.db, seoulMidnight(shown, 1), seoulMidnight(shown + 1, 1)),
      repo.calendarYears(this.db),
      repo.deliveryFees(this.db),
    ]);
    return {
      year: shown,
      years,
      seasons: rows.map((r) => seasonView(r, now)),
      fees: fees.map(feeView),
    };
  }

  async saveSeason(actor: AuditActor, seasonId: number, startDate: string, endDate: string) {
    if (endDate < startDate) throw badRequest(AdminFeeMessage.endBeforeStart, 'endDate');
    const now = this.now();
    const today = seoulDayStart(seoulDate(now));
    const changed = await inTransaction(this.db, async (tx) => {
      await repo.lockCalendar(tx);
      const around = await repo.seasonNeighbourhood(tx, seasonId);
      if (!around) throw notFound(AdminFeeMessage.seasonNotFound);
      const plan = planSeasonChange(around, seoulDayStart(startDate), seoulDayEnd(endDate), today);
      if (!plan.ok) throw badRequest(plan.message, plan.field);
      const byId = new Map(
        [around.season, around.previous, around.next].flatMap((s) => (s ? [[s.seasonId, s]] : [])),
      );
      const written: repo.SeasonRow[] = [];
      for (const update of plan.updates) written.push(await repo.updateSeasonRange(tx, update));
      await withAuditMany(
        tx,
        actor,
        'season.update',
        written.map((after) => ({
          entity: { type: 'selling_season', id: after.seasonId },
          before: auditedSeason(byId.get(after.seasonId)!),
          after: auditedSeason(after),
        })),
      );
      return written;
    });
    return { changed: changed.map((r) => seasonView(r, now)) };
  }

  async saveFee(actor: AuditActor, code: DeliveryFeeCode, feeWon: number) {
    const after = await inTransaction(this.db, async (tx) => {
      const before = await repo.lockFee(tx, code);
      if (!before) throw notFound(AdminFeeMessage.feeUnknown);
      if (before.feeWon === feeWon) return before;
      const row = await repo.updateFee(tx, code, feeWon);
      await withAudit(
        tx,
        actor,
        'deliveryFee.update',
        { type: 'delivery_fee', id: code },
        { feeWon: before.feeWon },
        { feeWon: row.feeWon },
      );
      return row;
    });
    return feeView(after);
  }
}

/** What the audit row keeps of a season: its name and Seoul days, as staff see them. */
function auditedSeason(s: { name: string; startsAt: Date; endsAt: Date }) {
  return {
    name: s.name,
    startDate: seoulDate(s.startsAt),
    endDate: seoulDate(new Date(s.endsAt.getTime() - DAY_MS)),
  };
}

function seasonView(row: repo.SeasonRow, now: Date): AdminSeason {
  const t = now.getTime();
  const state: SeasonState =
    row.endsAt.getTime() <= t ? 'past' : row.startsAt.getTime() <= t ? 'current' : 'upcoming';
  const code = SeasonCode.find((c) => c === row.code);
  if (!code) throw new Error(`selling season ${row.seasonId} has the unknown code ${row.code}`);
  const movable = movableBoundaries(row, seoulDayStart(seoulDate(now)));
  return {
    seasonId: row.seasonId,
    code,
    ...auditedSeason(row),
    state,
    startMovable: movable.start,
    endMovable: movable.end,
  };
}

function feeView(row: repo.FeeRow): AdminDeliveryFee {
  return { code: row.code as DeliveryFeeCode, feeWon: row.feeWon, note: row.note };
}

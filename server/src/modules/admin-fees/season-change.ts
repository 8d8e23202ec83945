import { AdminFeeMessage } from '@shop/contract/admin-fees.ts';

/** A season's period: from startsAt (inclusive) to endsAt (exclusive), midnights in Seoul. */
export interface SeasonRange {
  seasonId: number;
  startsAt: Date;
  endsAt: Date;
}

/** A season with its neighbours in the calendar (by start), locked while the change is made. */
export interface SeasonNeighbourhood {
  season: SeasonRange;
  previous: SeasonRange | null;
  next: SeasonRange | null;
}

export type SeasonChange =
  | { ok: true; updates: SeasonRange[] }
  | { ok: false; message: string; field: 'startDate' | 'endDate' };

const t = (d: Date) => d.getTime();

/**
 * Which of a season's boundaries staff may still move. Days before today are settled; today is
 * still open (decision 0424, amended): a running season may end yesterday, so that the next season
 * and its benefit start today, and a boundary moved to today's midnight may be moved back the same
 * day. `today` is the first moment of today in Seoul.
 */
export function movableBoundaries(season: { startsAt: Date; endsAt: Date }, today: Date) {
  return { start: t(season.startsAt) >= t(today), end: t(season.endsAt) >= t(today) };
}

/**
 * The rows a change of a season's period writes (decision 0424), or why it is refused. The
 * calendar keeps no gap and no overlap: moving a season's first day moves the previous season's
 * end with it, moving its end moves the next season's start. A boundary moves only while it is
 * at or after `today`'s first moment, and to today's first moment or later: the days before today
 * keep the seasons they had. Each neighbour keeps at least one day. The updates are in an order in
 * which no statement makes two seasons start at the same instant (the unique key is checked row
 * by row).
 */
export function planSeasonChange(
  around: SeasonNeighbourhood,
  startsAt: Date,
  endsAt: Date,
  today: Date,
): SeasonChange {
  const { season, previous, next } = around;
  const refuse = (message: string, field: 'startDate' | 'endDate'): SeasonChange => ({
    ok: false,
    message,
    field,
  });
  if (t(endsAt) <= t(startsAt)) return refuse(AdminFeeMessage.endBeforeStart, 'endDate');
  const startMoves = t(startsAt) !== t(season.startsAt);
  const endMoves = t(endsAt) !== t(season.endsAt);
  if (!startMoves && !endMoves) return { ok: true, updates: [] };

  const updates: SeasonRange[] = [];
  const movable = movableBoundaries(season, today);
  if (startMoves) {
    if (!movable.start) return refuse(AdminFeeMessage.startedSeason, 'startDate');
    if (t(startsAt) < t(today)) return refuse(AdminFeeMessage.startNotAhead, 'startDate');
    if (previous) {
      if (t(startsAt) <= t(previous.startsAt))
        return refuse(AdminFeeMessage.previousTooShort, 'startDate');
      if (t(previous.endsAt) === t(season.startsAt)) {
        updates.push({ ...previous, endsAt: startsAt });
      } else if (t(startsAt) < t(previous.endsAt)) {
        return refuse(AdminFeeMessage.previousTooShort, 'startDate');
      }
    }
  }
  let nextUpdate: SeasonRange | null = null;
  if (endMoves) {
    if (!movable.end) return refuse(AdminFeeMessage.endedSeason, 'endDate');
    if (t(endsAt) < t(today)) return refuse(AdminFeeMessage.endNotAhead, 'endDate');
    if (next) {
      if (t(endsAt) >= t(next.endsAt)) return refuse(AdminFeeMessage.nextTooShort, 'endDate');
      if (t(next.startsAt) === t(season.endsAt)) {
        nextUpdate = { ...next, startsAt: endsAt };
      } else if (t(endsAt) > t(next.startsAt)) {
        return refuse(AdminFeeMessage.nextTooShort, 'endDate');
      }
    }
  }
  const own: SeasonRange = { seasonId: season.seasonId, startsAt, endsAt };
  // the season's new start on the next season's old one: move the next season away first
  if (nextUpdate && next && t(startsAt) === t(next.startsAt)) {
    updates.push(nextUpdate, own);
  } else {
    updates.push(own);
    if (nextUpdate) updates.push(nextUpdate);
  }
  return { ok: true, updates };
}

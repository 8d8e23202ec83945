import { describe, expect, it } from 'vitest';
import { AdminFeeMessage } from '@shop/contract/admin-fees.ts';
import {
  movableBoundaries,
  planSeasonChange,
  type SeasonNeighbourhood,
  type SeasonRange,
} from './season-change.ts';

const d = (day: string) => new Date(`${day}T00:00:00+09:00`);
const range = (seasonId: number, from: string, to: string): SeasonRange => ({
  seasonId,
  startsAt: d(from),
  endsAt: d(to),
});
const autumn = range(1, '2026-08-01', '2026-11-01');
const winter = range(2, '2026-11-01', '2027-02-01');
const spring = range(3, '2027-02-01', '2027-05-01');
const today = d('2026-11-25');
const around: SeasonNeighbourhood = { season: winter, previous: autumn, next: spring };
const days = (r: SeasonRange[]) =>
  r.map((s) => [s.seasonId, s.startsAt.toISOString(), s.endsAt.toISOString()]);

describe('planSeasonChange', () => {
  it('moves the next season’s start with the end', () => {
    const plan = planSeasonChange(around, winter.startsAt, d('2027-02-15'), today);
    expect(plan.ok && days(plan.updates)).toEqual(
      days([range(2, '2026-11-01', '2027-02-15'), range(3, '2027-02-15', '2027-05-01')]),
    );
  });

  it('moves the previous season’s end with the start, and nothing when nothing moves', () => {
    const upcoming = { season: spring, previous: winter, next: null };
    const plan = planSeasonChange(upcoming, d('2027-02-10'), spring.endsAt, today);
    expect(plan.ok && days(plan.updates)).toEqual(
      days([range(2, '2026-11-01', '2027-02-10'), range(3, '2027-02-10', '2027-05-01')]),
    );
    expect(planSeasonChange(around, winter.startsAt, winter.endsAt, today)).toEqual({
      ok: true,
      updates: [],
    });
  });

  it('refuses a boundary behind now, an end before the start and a neighbour left without a day', () => {
    const refused = (s: Date, e: Date, a = around) => {
      const plan = planSeasonChange(a, s, e, today);
      return plan.ok ? null : plan.message;
    };
    expect(refused(d('2026-11-02'), winter.endsAt)).toBe(AdminFeeMessage.startedSeason);
    expect(refused(winter.startsAt, d('2026-11-24'))).toBe(AdminFeeMessage.endNotAhead);
    expect(refused(winter.startsAt, d('2026-11-25'))).toBeNull();
    expect(refused(winter.startsAt, d('2027-05-01'))).toBe(AdminFeeMessage.nextTooShort);
    expect(refused(winter.startsAt, winter.startsAt)).toBe(AdminFeeMessage.endBeforeStart);
    const upcoming = { season: spring, previous: winter, next: null };
    expect(refused(d('2026-11-24'), spring.endsAt, upcoming)).toBe(AdminFeeMessage.startNotAhead);
    expect(refused(d('2026-11-01'), spring.endsAt, { ...upcoming, previous: autumn })).toBe(
      AdminFeeMessage.startNotAhead,
    );
    const past = { season: autumn, previous: null, next: winter };
    expect(refused(autumn.startsAt, d('2026-12-01'), past)).toBe(AdminFeeMessage.endedSeason);
  });

  it('ends the running season yesterday, and takes it back the same day', () => {
    const ended = planSeasonChange(around, winter.startsAt, today, today);
    expect(ended.ok && days(ended.updates)).toEqual(
      days([range(2, '2026-11-01', '2026-11-25'), range(3, '2026-11-25', '2027-05-01')]),
    );
    const endedWinter = range(2, '2026-11-01', '2026-11-25');
    const earlySpring = range(3, '2026-11-25', '2027-05-01');
    expect(movableBoundaries(endedWinter, today)).toEqual({ start: false, end: true });
    expect(movableBoundaries(earlySpring, today)).toEqual({ start: true, end: true });
    const undo = planSeasonChange(
      { season: earlySpring, previous: endedWinter, next: null },
      spring.startsAt,
      spring.endsAt,
      today,
    );
    expect(undo.ok && days(undo.updates)).toEqual(days([winter, spring]));
    const tomorrow = d('2026-11-26');
    expect(movableBoundaries(endedWinter, tomorrow)).toEqual({ start: false, end: false });
  });

  it('moves the next season first when the season takes its old start (the unique start)', () => {
    const later = { season: spring, previous: winter, next: range(4, '2027-05-01', '2027-08-01') };
    const plan = planSeasonChange(later, d('2027-05-01'), d('2027-05-10'), today);
    expect(plan.ok && plan.updates.map((u) => u.seasonId)).toEqual([2, 4, 3]);
  });
});

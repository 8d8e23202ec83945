import { describe, expect, it } from 'vitest';
import { AdminFeeMessage } from '@shop/contract/admin-fees.ts';
import { planSeasonChange, type SeasonNeighbourhood, type SeasonRange } from './season-change.ts';

const d = (day: string) => new Date(`${day}T00:00:00+09:00`);
const range = (seasonId: number, from: string, to: string): SeasonRange => ({
  seasonId,
  startsAt: d(from),
  endsAt: d(to),
});
const autumn = range(1, '2026-08-01', '2026-11-01');
const winter = range(2, '2026-11-01', '2027-02-01');
const spring = range(3, '2027-02-01', '2027-05-01');
const now = new Date('2026-11-25T12:00:00+09:00');
const around: SeasonNeighbourhood = { season: winter, previous: autumn, next: spring };
const days = (r: SeasonRange[]) =>
  r.map((s) => [s.seasonId, s.startsAt.toISOString(), s.endsAt.toISOString()]);

describe('planSeasonChange', () => {
  it('moves the next season’s start with the end', () => {
    const plan = planSeasonChange(around, winter.startsAt, d('2027-02-15'), now);
    expect(plan.ok && days(plan.updates)).toEqual(
      days([range(2, '2026-11-01', '2027-02-15'), range(3, '2027-02-15', '2027-05-01')]),
    );
  });

  it('moves the previous season’s end with the start, and nothing when nothing moves', () => {
    const upcoming = { season: spring, previous: winter, next: null };
    const plan = planSeasonChange(upcoming, d('2027-02-10'), spring.endsAt, now);
    expect(plan.ok && days(plan.updates)).toEqual(
      days([range(2, '2026-11-01', '2027-02-10'), range(3, '2027-02-10', '2027-05-01')]),
    );
    expect(planSeasonChange(around, winter.startsAt, winter.endsAt, now)).toEqual({
      ok: true,
      updates: [],
    });
  });

  it('refuses a boundary behind now, an end before the start and a neighbour left without a day', () => {
    const refused = (s: Date, e: Date, a = around) => {
      const plan = planSeasonChange(a, s, e, now);
      return plan.ok ? null : plan.message;
    };
    expect(refused(d('2026-11-02'), winter.endsAt)).toBe(AdminFeeMessage.startedSeason);
    expect(refused(winter.startsAt, d('2026-11-25'))).toBe(AdminFeeMessage.endNotAhead);
    expect(refused(winter.startsAt, d('2026-11-26'))).toBeNull();
    expect(refused(winter.startsAt, d('2027-05-01'))).toBe(AdminFeeMessage.nextTooShort);
    expect(refused(winter.startsAt, winter.startsAt)).toBe(AdminFeeMessage.endBeforeStart);
    const upcoming = { season: spring, previous: winter, next: null };
    expect(refused(d('2026-11-25'), spring.endsAt, upcoming)).toBe(AdminFeeMessage.startNotAhead);
    expect(refused(d('2026-11-01'), spring.endsAt, { ...upcoming, previous: autumn })).toBe(
      AdminFeeMessage.startNotAhead,
    );
    const past = { season: autumn, previous: null, next: winter };
    expect(refused(autumn.startsAt, d('2026-12-01'), past)).toBe(AdminFeeMessage.endedSeason);
  });

  it('moves the next season first when the season takes its old start (the unique start)', () => {
    const later = { season: spring, previous: winter, next: range(4, '2027-05-01', '2027-08-01') };
    const plan = planSeasonChange(later, d('2027-05-01'), d('2027-05-10'), now);
    expect(plan.ok && plan.updates.map((u) => u.seasonId)).toEqual([2, 4, 3]);
  });
});

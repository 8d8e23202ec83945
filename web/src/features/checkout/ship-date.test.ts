import { describe, expect, it } from 'vitest';
import { shipDay } from './ship-date.ts';

// instants written in Seoul time (+09:00); 2026-11-20 is a Friday
const at = (seoul: string) => shipDay(new Date(`${seoul}+09:00`));

describe('shipping date (Asia/Seoul, 13:00 cut-off, Monday to Friday)', () => {
  it('ships the same day before 13:00 on a weekday', () => {
    expect(at('2026-11-23T09:00:00')).toEqual({ date: '2026-11-23', weekday: 1, today: true });
    expect(at('2026-11-20T12:59:59')).toEqual({ date: '2026-11-20', weekday: 5, today: true });
  });

  it('ships the next day from 13:00 Monday to Thursday', () => {
    expect(at('2026-11-23T13:00:00')).toEqual({ date: '2026-11-24', weekday: 2, today: false });
    expect(at('2026-11-26T23:59:00')).toEqual({ date: '2026-11-27', weekday: 5, today: false });
  });

  it('ships on Monday after Friday 13:00 and at the weekend', () => {
    expect(at('2026-11-20T13:00:00')).toEqual({ date: '2026-11-23', weekday: 1, today: false });
    expect(at('2026-11-21T10:00:00')).toEqual({ date: '2026-11-23', weekday: 1, today: false });
    expect(at('2026-11-22T23:59:59')).toEqual({ date: '2026-11-23', weekday: 1, today: false });
  });

  it('uses Seoul time, not the computer clock: 03:59 UTC Monday is 12:59 in Seoul', () => {
    expect(shipDay(new Date('2026-11-23T03:59:00Z')).today).toBe(true);
    expect(shipDay(new Date('2026-11-23T04:00:00Z')).today).toBe(false);
    // Sunday 15:30 UTC is already Monday 00:30 in Seoul
    expect(shipDay(new Date('2026-11-22T15:30:00Z'))).toEqual({
      date: '2026-11-23',
      weekday: 1,
      today: true,
    });
  });
});

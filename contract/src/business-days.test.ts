import { describe, expect, it } from 'vitest';
import { addBusinessDays, refundDueDate, shipDay } from './business-days.ts';

const NONE = new Set<string>();
// instants written in Seoul time (+09:00); 2026-11-20 is a Friday
const at = (seoul: string, holidays: ReadonlySet<string> = NONE) =>
  shipDay(new Date(`${seoul}+09:00`), holidays);
// 추석 2026: Thursday 24 to Saturday 26 September
const CHUSEOK = new Set(['2026-09-24', '2026-09-25', '2026-09-26']);

describe('shipping date (Asia/Seoul, 13:00 cut-off, business days)', () => {
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
    expect(shipDay(new Date('2026-11-23T03:59:00Z'), NONE).today).toBe(true);
    expect(shipDay(new Date('2026-11-23T04:00:00Z'), NONE).today).toBe(false);
    // Sunday 15:30 UTC is already Monday 00:30 in Seoul
    expect(shipDay(new Date('2026-11-22T15:30:00Z'), NONE)).toEqual({
      date: '2026-11-23',
      weekday: 1,
      today: true,
    });
  });

  it('skips public holidays: Wednesday after 13:00 before 추석 ships the Monday after', () => {
    expect(at('2026-09-23T14:00:00', CHUSEOK)).toEqual({
      date: '2026-09-28',
      weekday: 1,
      today: false,
    });
    expect(at('2026-09-24T09:00:00', CHUSEOK).today).toBe(false);
  });
});

describe('business days and the refund due date (전자상거래법 §18: 3 business days)', () => {
  it('counts only weekdays that are not holidays, never the start day', () => {
    expect(addBusinessDays('2026-11-20', 1, NONE)).toBe('2026-11-23');
    expect(refundDueDate('2026-11-23', NONE)).toBe('2026-11-26');
    expect(refundDueDate('2026-11-20', NONE)).toBe('2026-11-25');
  });

  it('runs across 추석 2026: goods back on Wednesday 23 September are due Wednesday 30', () => {
    expect(refundDueDate('2026-09-23', CHUSEOK)).toBe('2026-09-30');
    expect(refundDueDate('2026-09-23', NONE)).toBe('2026-09-28');
  });
});

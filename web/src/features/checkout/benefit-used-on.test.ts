import { describe, expect, it } from 'vitest';
import { benefitUsedOn } from './benefit-used-on.ts';

describe("the day a free-delivery benefit was used ('사용함 (date)')", () => {
  it('is the Seoul day of the order, also before 09:00 KST when the UTC day lags behind', () => {
    // 08:00 KST on 3 September is 23:00 UTC on 2 September: the wire carries the UTC instant
    expect(benefitUsedOn({ orderedDatetime: '2026-09-02T23:00:00.000Z' })).toBe('2026-09-03');
    expect(benefitUsedOn({ orderedDatetime: '2026-09-03T14:59:59.000Z' })).toBe('2026-09-03');
  });

  it('is empty when the order is not known', () => {
    expect(benefitUsedOn({ orderedDatetime: null })).toBe('');
  });
});

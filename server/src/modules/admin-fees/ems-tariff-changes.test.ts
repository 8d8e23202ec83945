import { describe, expect, it } from 'vitest';
import type { EmsFeeRow } from '@shop/contract/admin-ems-fees.ts';
import { tariffChanges, tariffRows } from './ems-fee-service.ts';

const row = (premiumCd: '31' | '32', zone: number, upToGrams: number, feeWon: number) =>
  ({ premiumCd, zone, upToGrams, feeWon }) as EmsFeeRow;

describe("the post's tariff against the shop's table", () => {
  it('lays the tariff flat: every type, bracket and zone', () => {
    const fees = { 1: 10_000, 2: 20_000, 3: 30_000, 4: 40_000 };
    const rows = tariffRows({
      maxGrams: 1000,
      services: {
        31: { name: 'EMS', brackets: [{ upToGrams: 500, fees }] },
        32: { name: 'EMS 프리미엄', brackets: [{ upToGrams: 1000, fees }] },
      },
    });
    expect(rows).toHaveLength(8);
    expect(rows).toContainEqual(row('32', 3, 1000, 30_000));
  });

  it('names each changed, added and dropped row in table order, and counts the rest', () => {
    const now = [row('31', 1, 500, 100), row('31', 1, 1000, 200), row('32', 2, 500, 300)];
    const post = [row('32', 2, 500, 300), row('31', 1, 1000, 250), row('31', 1, 1500, 400)];
    expect(tariffChanges(now, post)).toEqual({
      changes: [
        { premiumCd: '31', zone: 1, upToGrams: 500, beforeWon: 100, afterWon: null },
        { premiumCd: '31', zone: 1, upToGrams: 1000, beforeWon: 200, afterWon: 250 },
        { premiumCd: '31', zone: 1, upToGrams: 1500, beforeWon: null, afterWon: 400 },
      ],
      unchanged: 1,
    });
    expect(tariffChanges(now, now)).toEqual({ changes: [], unchanged: 3 });
  });
});

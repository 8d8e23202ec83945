import { describe, expect, it } from 'vitest';
import type { BuySummary, BuySummaryBranch } from '@shop/contract/member.ts';
import { branchRows, clampIndex, freeDeliveryBadge, isChromeNotEdge } from './child-card-rules.ts';

const summary = (over: Partial<BuySummary> = {}): BuySummary => ({
  stdId: 1,
  stdName: '김서준',
  hasFreeDelivery: true,
  remainFreeDelivery: 2,
  freeDelivery: [],
  branches: [],
  ...over,
});
const branch = (brchId: number, cntShouldBuy: number, cntPaid: number): BuySummaryBranch => ({
  brchId,
  brchType: 'CDI',
  brchName: `지점 ${brchId}`,
  cntShouldBuy,
  cntPaid,
});

describe('free-delivery badge', () => {
  it('says institute account first, whatever the benefit', () => {
    expect(freeDeliveryBadge(summary(), true)).toEqual({ kind: 'institute' });
  });
  it('says not eligible without an entitlement', () => {
    expect(
      freeDeliveryBadge(summary({ hasFreeDelivery: false, remainFreeDelivery: 0 }), false),
    ).toEqual({
      kind: 'notEligible',
    });
  });
  it('says used up with none left, else how many are left', () => {
    expect(freeDeliveryBadge(summary({ remainFreeDelivery: 0 }), false)).toEqual({
      kind: 'usedUp',
    });
    expect(freeDeliveryBadge(summary({ remainFreeDelivery: 2 }), false)).toEqual({
      kind: 'available',
      remaining: 2,
    });
  });
});

describe('branch rows of a card', () => {
  it('shows up to 3 branches as they are', () => {
    const rows = branchRows([branch(1, 2, 0), branch(2, 1, 1), branch(3, 4, 2)]);
    expect(rows.map((r) => r.kind)).toEqual(['branch', 'branch', 'branch']);
  });
  it('shows 2 and one combined row of the others beyond 3', () => {
    const rows = branchRows([branch(1, 2, 0), branch(2, 1, 1), branch(3, 4, 2), branch(4, 3, 1)]);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toEqual({ kind: 'others', count: 2, cntShouldBuy: 7, cntPaid: 3 });
  });
});

describe('carousel index', () => {
  it('stays within range when cards disappear or the view widens', () => {
    expect(clampIndex(2, 3, 1)).toBe(2);
    expect(clampIndex(2, 3, 2)).toBe(1);
    expect(clampIndex(5, 1, 1)).toBe(0);
    expect(clampIndex(-1, 3, 1)).toBe(0);
    expect(clampIndex(0, 0, 2)).toBe(0);
  });
});

describe('Chrome, not Edge', () => {
  const chrome =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
  it('recognises Chrome on desktop and iOS', () => {
    expect(isChromeNotEdge(chrome)).toBe(true);
    expect(
      isChromeNotEdge('Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 CriOS/124.0 Mobile Safari/604.1'),
    ).toBe(true);
  });
  it('refuses Edge, Whale, Safari and Firefox', () => {
    expect(isChromeNotEdge(`${chrome} Edg/124.0.2478.51`)).toBe(false);
    expect(isChromeNotEdge(`${chrome} Whale/3.25.232.19`)).toBe(false);
    expect(
      isChromeNotEdge('Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/17.4 Safari/605.1.15'),
    ).toBe(false);
    expect(
      isChromeNotEdge('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0'),
    ).toBe(false);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuySummary } from '@shop/contract/member.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, simControl } from '../auth/test-sign-in.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await simControl(t, '/class-records/_control/reset');
});

async function call(url: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'POST', url, headers, payload: {} });
}

async function buySummaries(loginId: string): Promise<BuySummary[]> {
  const me = await signInAs(t, loginId);
  const res = await call('/api/member-svc/fetch-buy-summary-statistics', me.headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ buySummaryList: BuySummary[] }>().buySummaryList;
}

describe('order and cart statistics', () => {
  it('answer zero counts and no orders awaiting deposit before any order exists', async () => {
    const me = await signInAs(t, 'parent.kim');
    const orders = await call('/api/member-svc/fetch-order-statistics', me.headers);
    expect(orders.statusCode).toBe(200);
    expect(orders.json()).toEqual({
      data: {
        orderCount: 0,
        revokeCount: 0,
        claimCount: 0,
        waitBankingCount: 0,
        waitBankingList: [],
      },
    });
    const cart = await call('/api/member-svc/fetch-cart-statistics', me.headers);
    expect(cart.json()).toEqual({ data: { cartBookCount: 0, cartOtherCount: 0 } });
  });

  it('take their counts from the sources a domain provides, for the signed-in member only', async () => {
    const seen: number[] = [];
    t.app.memberStatistics.provide({
      orderCount: async (memberId, since) => {
        seen.push(memberId);
        const days = (Date.now() - since.getTime()) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(89);
        expect(days).toBeLessThanOrEqual(92);
        return 7;
      },
      waitBankingList: async () => [
        {
          orderId: 11,
          orderedDatetime: '2025-10-01T10:00:00+09:00',
          priceTotal: 24000,
          productSummary: '교재 외 1건',
        },
      ],
    });
    try {
      const me = await signInAs(t, 'student.park');
      const res = await call('/api/member-svc/fetch-order-statistics', me.headers);
      expect(res.json().data).toMatchObject({ orderCount: 7, waitBankingCount: 1 });
      expect(seen).toEqual([1003]);
    } finally {
      t.app.memberStatistics.provide({
        orderCount: async () => 0,
        waitBankingList: async () => [],
      });
    }
  });
});

describe('buy summary per student', () => {
  it("lists the parent's three children with their billed branches and free-delivery benefit", async () => {
    const list = await buySummaries('parent.kim');
    expect(list.map((s) => s.stdName)).toEqual(['김서준', '김서연', '김도윤']);
    const [seojun, seoyeon, doyun] = list as [BuySummary, BuySummary, BuySummary];
    expect(seojun.branches.map((b) => [b.brchName, b.cntShouldBuy, b.cntPaid])).toEqual([
      ['CDI 대치', 2, 0],
      ['더오픈 목동', 2, 0],
      ['에이프릴 분당', 1, 0],
      ['아이가르텐 송도', 1, 0],
    ]);
    expect(seojun).toMatchObject({ hasFreeDelivery: true, remainFreeDelivery: 4 });
    expect(seojun.freeDelivery).toContainEqual({
      brchType: 'CDI',
      isUsedFreeDeliveryBenefit: false,
      stdName: '김서준',
    });
    expect(seoyeon).toMatchObject({ hasFreeDelivery: true, remainFreeDelivery: 1 });
    // enrolled on a trial: nothing billed, no free delivery
    expect(doyun).toMatchObject({
      hasFreeDelivery: false,
      remainFreeDelivery: 0,
      freeDelivery: [],
      branches: [],
    });
  });

  it('counts used free deliveries and bought materials from the provided sources', async () => {
    t.app.memberStatistics.provide({
      usedFreeDeliveryBrands: async () => new Map([[5102, new Set(['APRIL'])]]),
      paidCounts: async () => new Map([['5101:101', 1]]),
    });
    try {
      const [seojun, seoyeon] = await buySummaries('parent.kim');
      expect(seojun!.branches[0]).toMatchObject({ brchId: 101, cntShouldBuy: 2, cntPaid: 1 });
      expect(seoyeon).toMatchObject({ hasFreeDelivery: true, remainFreeDelivery: 0 });
    } finally {
      t.app.memberStatistics.provide({
        usedFreeDeliveryBrands: async () => new Map(),
        paidCounts: async () => new Map(),
      });
    }
  });

  it('is empty for a parent without children', async () => {
    expect(await buySummaries('parent.lee')).toEqual([]);
  });

  it("shows a student account's own card and an institute's students", async () => {
    expect((await buySummaries('student.park')).map((s) => s.stdId)).toEqual([5201]);
    expect((await buySummaries('institute.hanbit')).map((s) => s.stdName)).toEqual([
      '정하은',
      '윤시우',
    ]);
  });

  it('answers a clear error when the class records are down', async () => {
    const me = await signInAs(t, 'parent.kim');
    await simControl(t, '/class-records/_control/fail', { count: 2, status: 503 });
    const res = await call('/api/member-svc/fetch-buy-summary-statistics', me.headers);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('CLASS-RECORDS-UNAVAILABLE');
  });
});

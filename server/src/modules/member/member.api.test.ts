import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoRecords } from '@shop/simulators/class-records/demo-records.ts';
import type { BuySummary } from '@shop/contract/member.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, simControl } from '../../test/test-sign-in.ts';

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
  it('answer counts and the orders awaiting deposit in the contract shape', async () => {
    const me = await signInAs(t, 'parent.lee');
    const orders = await call('/api/member-svc/fetch-order-statistics', me.headers);
    expect(orders.statusCode).toBe(200);
    const data = orders.json().data;
    for (const key of ['orderCount', 'revokeCount', 'claimCount', 'waitBankingCount']) {
      expect(Number.isInteger(data[key]) && data[key] >= 0, key).toBe(true);
    }
    expect(data.waitBankingCount).toBe(data.waitBankingList.length);
    const cart = await call('/api/member-svc/fetch-cart-statistics', me.headers);
    expect(cart.statusCode).toBe(200);
    expect(Object.keys(cart.json().data).sort()).toEqual(['cartBookCount', 'cartOtherCount']);
  });

  it('count zero for a domain that has not provided its query', async () => {
    const { MemberStatistics } = await import('./member-statistics.ts');
    const fresh = new MemberStatistics();
    const since = new Date();
    expect(await fresh.source.orderCount(1001, since)).toBe(0);
    expect(await fresh.source.revokeCount(1001, since)).toBe(0);
    expect(await fresh.source.claimCount(1001, since)).toBe(0);
    expect(await fresh.source.waitBankingList(1001)).toEqual([]);
    expect(await fresh.source.cartCounts(1001)).toEqual({ cartBookCount: 0, cartOtherCount: 0 });
  });

  it('take their counts from the sources a domain provides, for the signed-in member only', async () => {
    const seen: number[] = [];
    const saved = { ...t.app.memberStatistics.source };
    t.app.memberStatistics.provide({
      orderCount: async (memberId, since) => {
        seen.push(memberId);
        const days = (Date.now() - since.getTime()) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(89);
        expect(days).toBeLessThanOrEqual(93); // 3 calendar months are 89 to 92 days
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
      t.app.memberStatistics.provide(saved);
    }
  });
});

describe('buy summary per student', () => {
  /** Billed materials of a student in a branch, as the class records have them. */
  function billed(stdId: number, brchId: number): number {
    return demoRecords()
      .flatMap((r) => r.lectures)
      .filter((l) => l.cdi.stdId === stdId && l.cdi.brchId === brchId)
      .flatMap((l) => l.materials)
      .filter((m) => m.shouldBuy).length;
  }

  it("lists the parent's three children with their billed branches and free-delivery benefit", async () => {
    const list = await buySummaries('parent.kim');
    expect(list.map((s) => s.stdName)).toEqual(['김서준', '김서연', '김도윤']);
    const [seojun, seoyeon, doyun] = list as [BuySummary, BuySummary, BuySummary];
    expect(seojun.branches.map((b) => [b.brchName, b.cntShouldBuy])).toEqual([
      ['CDI 대치', billed(5101, 101)],
      ['더오픈 목동', billed(5101, 201)],
      ['에이프릴 분당', billed(5101, 301)],
      ['아이가르텐 송도', billed(5101, 401)],
    ]);
    for (const b of seojun.branches) {
      expect(b.cntShouldBuy).toBeGreaterThan(0);
      expect(b.cntPaid).toBeGreaterThanOrEqual(0);
      expect(b.cntPaid).toBeLessThanOrEqual(b.cntShouldBuy);
    }
    expect(seojun.hasFreeDelivery).toBe(true);
    expect(seojun.freeDelivery.map((f) => f.brchType)).toEqual([
      'CDI',
      'THEOPEN',
      'APRIL',
      'IGARTEN',
    ]);
    expect(seojun.remainFreeDelivery).toBe(
      seojun.freeDelivery.filter((f) => !f.isUsedFreeDeliveryBenefit).length,
    );
    expect(seojun.freeDelivery[0]).toMatchObject({ brchType: 'CDI', stdName: '김서준' });
    expect(seoyeon.hasFreeDelivery).toBe(true);
    // enrolled on a trial: nothing billed, no free delivery
    expect(doyun).toMatchObject({
      hasFreeDelivery: false,
      remainFreeDelivery: 0,
      freeDelivery: [],
      branches: [],
    });
  });

  it('counts used free deliveries and bought materials from the provided sources', async () => {
    const saved = { ...t.app.memberStatistics.source };
    t.app.memberStatistics.provide({
      usedFreeDeliveryBrands: async () => new Map([[5102, new Set(['APRIL'])]]),
      paidCounts: async () => new Map([['5101:101', 1]]),
    });
    try {
      const [seojun, seoyeon] = await buySummaries('parent.kim');
      expect(seojun!.branches[0]).toMatchObject({ brchId: 101, cntShouldBuy: 7, cntPaid: 1 });
      expect(seoyeon).toMatchObject({ hasFreeDelivery: true, remainFreeDelivery: 0 });
    } finally {
      t.app.memberStatistics.provide(saved);
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

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminFeeMessage, type AdminSeason } from '@shop/contract/admin-fees.ts';
import { queryRows } from '../../db/client.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { createOrder, orderBody, orderDetail, preview } from '../../test/checkout-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

let t: TestApp;
let md: SignedInStaff;
let kim: SignedIn;
const db = () => t.database.db;

/** A paper book of the demo catalog, for 김서준 (whose CDI class gives one free delivery). */
const SEOJUN_BOOK = { items: [{ productId: 20, qty: 1, cdi: null }], stdIdList: [5101] };

beforeAll(async () => {
  t = await createTestApp();
  [md, kim] = await Promise.all([
    signInStaff(t, demoLoginOf('merchandiser')),
    signInAs(t, 'parent.kim'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** What the shipping notices quote, asked as a visitor (no session). */
async function deliveryTermsNow() {
  const res = await t.app.inject({ url: '/api/delivery-terms' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    domesticFeeWon: number;
    seasons: { code: string; startDate: string; endDate: string }[];
  }>();
}

const day = (offset: number) => seoulDate(new Date(Date.now() + offset * 86_400_000));
const yearOf = (d: string) => Number(d.slice(0, 4));

async function calendar(year?: number) {
  const res = await staffCall(t, md, 'GET', `/api/admin/seasons${year ? `?year=${year}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    year: number;
    years: number[];
    seasons: AdminSeason[];
    fees: { code: string; feeWon: number }[];
  }>();
}

/** The season going on today and the one after it. */
async function currentAndNext() {
  const thisYear = await calendar();
  const nextYear = await calendar(thisYear.year + 1);
  const all = [...thisYear.seasons, ...nextYear.seasons];
  const i = all.findIndex((s) => s.state === 'current');
  return { current: all[i]!, next: all[i + 1]! };
}

const saveSeason = (body: object) => staffCall(t, md, 'POST', '/api/admin/season-save', body);
const saveFee = (feeWon: unknown) =>
  staffCall(t, md, 'POST', '/api/admin/delivery-fee-save', { code: 'domestic', feeWon });

async function auditRows(action: string) {
  return queryRows<{ entity_id: string; before: unknown; after: unknown }>(
    db(),
    sql`select entity_id, before, after from audit_logs where action = ${action} order by audit_log_id`,
  );
}

async function seasonsTable() {
  return queryRows<{ season_id: number; starts_at: unknown; ends_at: unknown }>(
    db(),
    sql`select season_id, starts_at::text, ends_at::text from selling_seasons order by season_id`,
  );
}

describe('the selling-season calendar', () => {
  it("lists this year's four seasons (spring, summer, autumn, winter), the calendar's years and the fees", async () => {
    const c = await calendar();
    expect(c.year).toBe(yearOf(day(0)));
    expect(c.seasons.map((s) => s.code)).toEqual(['spring', 'summer', 'autumn', 'winter']);
    expect(c.seasons[0]).toMatchObject({ name: `${c.year} 봄`, startDate: `${c.year}-02-01` });
    expect(c.seasons[0]!.endDate).toBe(`${c.year}-04-30`);
    expect(c.seasons.filter((s) => s.state === 'current')).toHaveLength(
      c.seasons.some((s) => s.startDate <= day(0) && day(0) <= s.endDate) ? 1 : 0,
    );
    expect(c.years).toContain(c.year + 1);
    // the domestic delivery fee and the change-of-mind return fee (decision 0438)
    expect(c.fees).toEqual([
      expect.objectContaining({ code: 'domestic', feeWon: 1500 }),
      expect.objectContaining({ code: 'returnChangeOfMind', feeWon: 5000 }),
    ]);
  });

  it("moves the current season's end: the next season starts the day after, the next preview shows it, both audited", async () => {
    const { current, next } = await currentAndNext();
    const before = await preview(t, kim, SEOJUN_BOOK);
    expect(before.freeDeliveryList[0]?.endDate).toBe(current.endDate);

    const newEnd = next.startDate > day(20) ? day(12) : day(1);
    const res = await saveSeason({
      seasonId: current.seasonId,
      startDate: current.startDate,
      endDate: newEnd,
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json<{ data: { changed: AdminSeason[] } }>().data.changed;
    expect(changed.map((s) => [s.seasonId, s.startDate, s.endDate])).toEqual([
      [current.seasonId, current.startDate, newEnd],
      [next.seasonId, dayAfter(newEnd), next.endDate],
    ]);

    const after = await preview(t, kim, SEOJUN_BOOK);
    expect(after.freeDeliveryList[0]?.endDate).toBe(newEnd);
    // the shipping notices quote the moved dates
    expect((await deliveryTermsNow()).seasons.slice(0, 2)).toEqual([
      { code: current.code, startDate: current.startDate, endDate: newEnd },
      { code: next.code, startDate: dayAfter(newEnd), endDate: next.endDate },
    ]);
    expect(after.freeDeliveryList.map((b) => b.fdbId)).toEqual(
      before.freeDeliveryList.map((b) => b.fdbId),
    );

    const audit = await auditRows('season.update');
    expect(audit).toEqual([
      {
        entity_id: String(current.seasonId),
        before: { name: current.name, startDate: current.startDate, endDate: current.endDate },
        after: { name: current.name, startDate: current.startDate, endDate: newEnd },
      },
      {
        entity_id: String(next.seasonId),
        before: { name: next.name, startDate: next.startDate, endDate: next.endDate },
        after: { name: next.name, startDate: dayAfter(newEnd), endDate: next.endDate },
      },
    ]);

    // and back, so the other tests see the standard calendar
    const back = await saveSeason({
      seasonId: current.seasonId,
      startDate: current.startDate,
      endDate: current.endDate,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await preview(t, kim, SEOJUN_BOOK)).freeDeliveryList[0]?.endDate).toBe(current.endDate);
  });

  it('refuses what would rewrite the past or leave a gap, an overlap or an empty season, and changes nothing', async () => {
    const { current, next } = await currentAndNext();
    const past = (await calendar(yearOf(day(0)) - 1)).seasons[0]!;
    const rows = await seasonsTable();
    const audits = (await auditRows('season.update')).length;
    // the days before today are settled (a season that began today may still move its start)
    const startedBeforeToday = current.startDate < day(0);
    type Refusal = [object, string, number];
    const refusals: Refusal[] = [
      ...(startedBeforeToday
        ? ([
            [{ ...current, startDate: day(1) }, AdminFeeMessage.startedSeason, 400],
            [{ ...current, endDate: day(-2) }, endTooEarly(current), 400],
          ] satisfies Refusal[])
        : []),
      [{ ...past, endDate: day(5) }, AdminFeeMessage.endedSeason, 400],
      [{ ...current, endDate: next.endDate }, AdminFeeMessage.nextTooShort, 400],
      [{ ...next, startDate: day(-1) }, AdminFeeMessage.startNotAhead, 400],
      [{ ...next, startDate: current.startDate }, AdminFeeMessage.startNotAhead, 400],
      [{ ...next, endDate: dayBefore(next.startDate) }, AdminFeeMessage.endBeforeStart, 400],
      [{ ...current, seasonId: 99_999_999 }, AdminFeeMessage.seasonNotFound, 404],
    ];
    for (const [season, message, status] of refusals) {
      const { seasonId, startDate, endDate } = season as AdminSeason;
      const res = await saveSeason({ seasonId, startDate, endDate });
      expect(res.statusCode, `${JSON.stringify(season)} ${res.body}`).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    const malformed = await saveSeason({ ...current, endDate: '2026-02-30' });
    expect(malformed.statusCode).toBe(400);
    expect(await seasonsTable()).toEqual(rows);
    expect(await auditRows('season.update')).toHaveLength(audits);
  });

  it("moves an upcoming season's first day: the previous season ends the day before", async () => {
    const { current, next } = await currentAndNext();
    const later = dayAfter(dayAfter(next.startDate));
    const res = await saveSeason({
      seasonId: next.seasonId,
      startDate: later,
      endDate: next.endDate,
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json<{ data: { changed: AdminSeason[] } }>().data.changed;
    expect(changed.map((s) => [s.seasonId, s.startDate, s.endDate])).toEqual([
      [current.seasonId, current.startDate, dayBefore(later)],
      [next.seasonId, later, next.endDate],
    ]);
    const undo = await saveSeason({
      seasonId: next.seasonId,
      startDate: next.startDate,
      endDate: next.endDate,
    });
    expect(undo.statusCode, undo.body).toBe(200);
  });
});

describe('ending the running season early (decision 0424, amended)', () => {
  it("starts the next season and its benefit today: a member's preview loses its fee; taken back the same day", async (ctx) => {
    const { current, next } = await currentAndNext();
    // the season must have begun before yesterday to keep a day when it ends yesterday
    if (current.startDate >= day(-1)) ctx.skip();
    const book = SEOJUN_BOOK.items;
    // every benefit of this season is held by an order (one per student and brand)
    const placed = [];
    while ((await preview(t, kim, { items: book })).fdbIdApplied !== null && placed.length < 10)
      placed.push(await createOrder(t, kim, await orderBody(t, kim, book)));
    expect(placed.length).toBeGreaterThan(0);
    const used = await preview(t, kim, { items: book });
    expect(used).toMatchObject({ deliveryPriceTotal: 1500, fdbIdApplied: null });

    const res = await saveSeason({
      seasonId: current.seasonId,
      startDate: current.startDate,
      endDate: day(-1),
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json<{ data: { changed: AdminSeason[] } }>().data.changed;
    expect(changed.map((s) => [s.seasonId, s.endDate, s.state])).toEqual([
      [current.seasonId, day(-1), 'past'],
      [next.seasonId, next.endDate, 'current'],
    ]);
    expect(changed[0]).toMatchObject({ startMovable: false, endMovable: true });
    expect(changed[1]).toMatchObject({ startDate: day(0), startMovable: true });

    const fresh = await preview(t, kim, { items: book });
    expect(fresh.deliveryPriceTotal).toBe(0);
    const applied = fresh.freeDeliveryList.find((b) => b.fdbId === fresh.fdbIdApplied);
    expect(applied).toMatchObject({ startDate: day(0), endDate: next.endDate, orderId: null });
    // the order placed before the change keeps its season's benefit and what it was charged
    const kept = (await orderDetail(t, kim, placed[0]!.orderId)).json<{
      data: { deliveryPriceTotal: number };
    }>().data;
    expect(kept.deliveryPriceTotal).toBe(0);

    const undo = await saveSeason({
      seasonId: next.seasonId,
      startDate: next.startDate,
      endDate: next.endDate,
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await preview(t, kim, { items: book })).toMatchObject({ deliveryPriceTotal: 1500 });
    expect((await currentAndNext()).current).toEqual(current);
  });
});

describe('the delivery fee', () => {
  it('applies to the next preview and order; an order placed before keeps its fee; audited', async () => {
    const book = [{ productId: 20, qty: 1, cdi: null }];
    const placed = await createOrder(t, kim, await orderBody(t, kim, book, { fdbIdSelected: '' }));
    const oldBody = await orderBody(t, kim, book, { fdbIdSelected: '' });
    expect(oldBody.deliveryPriceTotal).toBe(1500);

    const res = await saveFee(2000);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ code: 'domestic', feeWon: 2000 });

    const p = await preview(t, kim, { items: book, fdbIdSelected: '' });
    expect(p).toMatchObject({ deliveryPriceOrigin: 2000, deliveryPriceTotal: 2000 });
    expect((await deliveryTermsNow()).domesticFeeWon).toBe(2000);
    // the pay page's old total is refused: the order is priced again with the new fee
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/order-create',
      headers: kim.headers,
      payload: oldBody,
    });
    expect(stale.statusCode, stale.body).toBeGreaterThanOrEqual(400);
    const fresh = await createOrder(t, kim, await orderBody(t, kim, book, { fdbIdSelected: '' }));

    const deliveryOf = async (orderId: number) =>
      (await orderDetail(t, kim, orderId)).json<{ data: { deliveryPriceTotal: number } }>().data
        .deliveryPriceTotal;
    expect(await deliveryOf(placed.orderId)).toBe(1500);
    expect(await deliveryOf(fresh.orderId)).toBe(2000);

    expect(await auditRows('deliveryFee.update')).toEqual([
      { entity_id: 'domestic', before: { feeWon: 1500 }, after: { feeWon: 2000 } },
    ]);
    // the same fee again: nothing to record
    expect((await saveFee(2000)).statusCode).toBe(200);
    expect(await auditRows('deliveryFee.update')).toHaveLength(1);
    expect((await saveFee(1500)).statusCode).toBe(200);
  });

  it('refuses a fee out of range or not whole, and an unknown fee code', async () => {
    for (const bad of [-1, 50_001, 1500.5, '1500']) {
      const res = await saveFee(bad);
      expect(res.statusCode, String(bad)).toBe(400);
    }
    expect((await saveFee(50_001)).json().error.message).toBe(AdminFeeMessage.feeRange);
    const unknown = await staffCall(t, md, 'POST', '/api/admin/delivery-fee-save', {
      code: 'ems',
      feeWon: 1000,
    });
    expect(unknown.statusCode).toBe(400);
    expect((await calendar()).fees[0]!.feeWon).toBe(1500);
  });
});

/** Why a last day before yesterday is refused: the rule, or the season's own first day first. */
function endTooEarly(season: AdminSeason) {
  return day(-2) < season.startDate ? AdminFeeMessage.endBeforeStart : AdminFeeMessage.endNotAhead;
}

function dayAfter(d: string) {
  return new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
function dayBefore(d: string) {
  return new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

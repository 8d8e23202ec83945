import { describe, expect, it } from 'vitest';
import {
  BenefitUnavailable,
  deliveryFee,
  productPriceTotal,
  seasonAt,
  type BenefitState,
  type DeliveryInput,
  type PricedLine,
} from './delivery-fee-rules.ts';
import { seoulMidnight } from '../../lib/seoul-time.ts';
import { standardSeasonCalendar } from './season-calendar.ts';

const calendar = standardSeasonCalendar(2024, 2028);
/** An instant given as Asia/Seoul wall-clock time. */
const kst = (text: string) => new Date(`${text}+09:00`);

describe('selling season of an instant (Asia/Seoul)', () => {
  it.each([
    // [instant in Seoul, season name]
    ['2026-01-31T23:59:59.999', '2025 겨울'],
    ['2026-02-01T00:00:00', '2026 봄'],
    ['2026-04-30T23:59:59', '2026 봄'],
    ['2026-05-01T00:00:00', '2026 여름'],
    ['2026-07-31T23:59:59', '2026 여름'],
    ['2026-08-01T00:00:00', '2026 가을'],
    ['2026-10-31T23:59:59', '2026 가을'],
    ['2026-11-01T00:00:00', '2026 겨울'],
    // 31 Dec → 1 Jan stays in the same winter season
    ['2026-12-31T23:59:59', '2026 겨울'],
    ['2027-01-01T00:00:00', '2026 겨울'],
    ['2027-01-31T23:59:59', '2026 겨울'],
    ['2027-02-01T00:00:00', '2027 봄'],
    // a leap year's February belongs to spring
    ['2028-02-29T12:00:00', '2028 봄'],
  ])('%s is in %s', (instant, name) => {
    expect(seasonAt(calendar, kst(instant))?.name).toBe(name);
  });

  it('uses Seoul time, not UTC: 31 Jan 15:00 UTC is already 1 Feb in Seoul', () => {
    expect(seasonAt(calendar, new Date('2026-01-31T14:59:59Z'))?.name).toBe('2025 겨울');
    expect(seasonAt(calendar, new Date('2026-01-31T15:00:00Z'))?.name).toBe('2026 봄');
  });

  it('answers null outside the calendar', () => {
    expect(seasonAt(calendar, kst('2023-06-01T00:00:00'))).toBeNull();
  });

  it('builds seasons that follow one another without gap or overlap', () => {
    for (let i = 1; i < calendar.length; i += 1) {
      expect(calendar[i]!.startsAt.getTime()).toBe(calendar[i - 1]!.endsAt.getTime());
    }
    expect(seoulMidnight(2026, 11).toISOString()).toBe('2026-10-31T15:00:00.000Z');
  });
});

const FEE = 1500;
const book = (productId: number, extra: Partial<PricedLine> = {}): PricedLine => ({
  productId,
  qty: 1,
  markedPrice: 11_000,
  sellPrice: 10_000,
  classDiscount: 0,
  isStb: false,
  freeDeliveryItem: false,
  ...extra,
});
const smartBook = (productId: number) => book(productId, { isStb: true });
const freeItem = (productId: number) => book(productId, { freeDeliveryItem: true });

const winterEnd = kst('2027-02-01T00:00:00');
const unused = (fdbId: number, endsAt = winterEnd): BenefitState => ({
  fdbId,
  endsAt,
  orderId: null,
  heldByUnpaidOrder: false,
});
const usedByPaid = (fdbId: number, orderId: number): BenefitState => ({
  fdbId,
  endsAt: winterEnd,
  orderId,
  heldByUnpaidOrder: false,
});
const heldByUnpaid = (fdbId: number, orderId: number): BenefitState => ({
  fdbId,
  endsAt: winterEnd,
  orderId,
  heldByUnpaidOrder: true,
});

interface FeeCase {
  name: string;
  input: Partial<DeliveryInput>;
  expected: {
    needDelivery: boolean;
    deliveryPriceOrigin: number;
    deliveryPriceTotal: number;
    fdbIdApplied: number | null;
    freeDeliveryReason?: 'institute' | 'free-items' | null;
    hasNotPaidOrder?: boolean;
  };
}

const cases: FeeCase[] = [
  {
    name: "first payment of the season: the student's benefit makes paper books ship free",
    input: { lines: [book(1)], benefits: [unused(11)] },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: 0,
      fdbIdApplied: 11,
    },
  },
  {
    name: 'second payment of the season (benefit used by a paid order): 1,500 won',
    input: { lines: [book(1)], benefits: [usedByPaid(11, 900)] },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: FEE,
      fdbIdApplied: null,
    },
  },
  {
    name: 'second payment on the same day is not merged with the first: 1,500 won',
    input: { lines: [book(2)], benefits: [usedByPaid(11, 901)] },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: FEE,
      fdbIdApplied: null,
    },
  },
  {
    name: 'second payment costs 1,500 won whatever the amount',
    input: { lines: [book(1, { sellPrice: 250_000, qty: 20 })], benefits: [usedByPaid(11, 900)] },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: FEE,
      fdbIdApplied: null,
    },
  },
  {
    name: 'two brands give two benefits: after one is used the other still ships free',
    input: { lines: [book(1)], benefits: [usedByPaid(11, 900), unused(12)] },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: 0,
      fdbIdApplied: 12,
    },
  },
  {
    name: 'two brands, both used: the third payment pays',
    input: { lines: [book(1)], benefits: [usedByPaid(11, 900), usedByPaid(12, 901)] },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: FEE,
      fdbIdApplied: null,
    },
  },
  {
    name: 'null: the server picks the unused benefit ending first',
    input: {
      lines: [book(1)],
      benefits: [unused(13, kst('2027-02-01T00:00:00')), unused(14, kst('2026-12-01T00:00:00'))],
      selection: null,
    },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: 0,
      fdbIdApplied: 14,
    },
  },
  {
    name: 'null with equal end dates: the older benefit',
    input: { lines: [book(1)], benefits: [unused(16), unused(15)], selection: null },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: 0,
      fdbIdApplied: 15,
    },
  },
  {
    name: "'': do not use the benefit, pay the fee",
    input: { lines: [book(1)], benefits: [unused(11)], selection: '' },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: FEE,
      fdbIdApplied: null,
    },
  },
  {
    name: 'a chosen unused benefit is applied',
    input: { lines: [book(1)], benefits: [unused(11), unused(12)], selection: 12 },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: 0,
      fdbIdApplied: 12,
    },
  },
  {
    name: 'smart books only: nothing ships, no fee, no benefit spent',
    input: { lines: [smartBook(1), smartBook(2)], benefits: [unused(11)] },
    expected: {
      needDelivery: false,
      deliveryPriceOrigin: 0,
      deliveryPriceTotal: 0,
      fdbIdApplied: null,
    },
  },
  {
    name: 'smart books with a paper book: the paper book ships',
    input: { lines: [smartBook(1), book(2)], benefits: [] },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: FEE,
      fdbIdApplied: null,
    },
  },
  {
    name: 'institute account: delivered free, the benefit is kept',
    input: { lines: [book(1)], benefits: [unused(11)], isInstituteAccount: true },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: 0,
      fdbIdApplied: null,
      freeDeliveryReason: 'institute',
    },
  },
  {
    name: 'only registered free special-lecture items: shipped free without the benefit',
    input: { lines: [freeItem(1), smartBook(2)], benefits: [usedByPaid(11, 900)] },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: 0,
      fdbIdApplied: null,
      freeDeliveryReason: 'free-items',
    },
  },
  {
    name: 'a free item with an ordinary paper book: the fee applies',
    input: { lines: [freeItem(1), book(2)], benefits: [] },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: FEE,
      fdbIdApplied: null,
    },
  },
  {
    name: 'no entitlement at all (no enrolled brand): 1,500 won',
    input: { lines: [book(1)], benefits: [] },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: FEE,
      fdbIdApplied: null,
      hasNotPaidOrder: false,
    },
  },
  {
    name: 'the only benefit is held by an unpaid order: not available, hasNotPaidOrder says why',
    input: { lines: [book(1)], benefits: [heldByUnpaid(11, 950)], selection: null },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: FEE,
      fdbIdApplied: null,
      hasNotPaidOrder: true,
    },
  },
  {
    name: 'one benefit held by an unpaid order, another unused: the unused one applies',
    input: { lines: [book(1)], benefits: [heldByUnpaid(11, 950), unused(12)] },
    expected: {
      needDelivery: true,
      deliveryPriceOrigin: FEE,
      deliveryPriceTotal: 0,
      fdbIdApplied: 12,
      hasNotPaidOrder: false,
    },
  },
];

describe('delivery fee of one order', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    const outcome = deliveryFee({
      lines: [],
      isInstituteAccount: false,
      domesticFee: FEE,
      benefits: [],
      selection: null,
      ...input,
    });
    expect(outcome).toEqual({
      freeDeliveryReason: null,
      hasNotPaidOrder: false,
      ...expected,
    });
  });

  it.each([
    ['a benefit used by a paid order', usedByPaid(11, 900)],
    ['a benefit held by an unpaid order', heldByUnpaid(11, 950)],
  ])('refuses choosing %s', (_name, benefit) => {
    expect(() =>
      deliveryFee({
        lines: [book(1)],
        isInstituteAccount: false,
        domesticFee: FEE,
        benefits: [benefit],
        selection: 11,
      }),
    ).toThrow(BenefitUnavailable);
  });

  it("refuses choosing another student's or an unknown benefit", () => {
    expect(() =>
      deliveryFee({
        lines: [book(1)],
        isInstituteAccount: false,
        domesticFee: FEE,
        benefits: [unused(11)],
        selection: 99,
      }),
    ).toThrow(BenefitUnavailable);
  });

  it('uses the fee it is given (the fee is data)', () => {
    const outcome = deliveryFee({
      lines: [book(1)],
      isInstituteAccount: false,
      domesticFee: 3000,
      benefits: [],
      selection: '',
    });
    expect(outcome.deliveryPriceTotal).toBe(3000);
  });
});

describe('product price total', () => {
  it.each([
    ['sell price × quantity', [book(1, { sellPrice: 12_300, qty: 3 })], 36_900],
    [
      'minus the class-history discount per unit',
      [book(1, { sellPrice: 12_300, qty: 2, classDiscount: 1000 })],
      22_600,
    ],
    [
      'a discount above the price makes it free, not negative',
      [book(1, { sellPrice: 500, classDiscount: 1000 })],
      0,
    ],
    ['several lines', [book(1), smartBook(2), book(3, { qty: 2 })], 40_000],
    ['nothing', [], 0],
  ])('%s', (_name, lines, total) => {
    expect(productPriceTotal(lines)).toBe(total);
  });
});

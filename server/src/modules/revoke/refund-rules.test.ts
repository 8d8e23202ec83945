import { describe, expect, it } from 'vitest';
import { planRefund, type RuleOrder } from './refund-rules.ts';

/** The worked examples of docs/decisions/0059-refund-rules.md, to the won. */
const PAID = new Date('2026-03-02T01:00:00Z');
const day = (n: number) => new Date(PAID.getTime() + n * 86_400_000);

function order(items: [number, number, boolean?][], extra: Partial<RuleOrder> = {}): RuleOrder {
  const products = items.reduce((s, [qty, price]) => s + qty * price, 0);
  const delivery = extra.deliveryPriceTotal ?? 1500;
  return {
    status: 'paid',
    paidAt: PAID,
    paymentTypeCd: '신용카드',
    deliveryPriceTotal: delivery,
    paidTotal: products + delivery,
    promisedRefunds: 0,
    shipped: false,
    deliveredAt: null,
    withdrawalException: false,
    isOversea: false,
    usedBenefit: false,
    changeOfMindFee: 5_000,
    items: items.map(([qty, sellPrice, isStb = false], n) => ({
      orderItemId: n + 1,
      qtyEffected: qty,
      sellPrice,
      isStb,
      shown: true,
    })),
    ...extra,
  };
}
const pick = (...lines: [number, number][]) =>
  lines.map(([orderItemId, qty]) => ({ orderItemId, qty }));

describe('refund rules', () => {
  it('whole order before shipping: products and the delivery fee', () => {
    const plan = planRefund(order([[2, 12_000]]), pick([1, 2]), day(1));
    expect(plan).toMatchObject({
      refundProductSum: 24_000,
      refundDelivery: 1_500,
      refundTotal: 25_500,
      recallFee: 0,
    });
    expect(plan.revokeTypeCd).toBe('취소');
  });

  it('the free-delivery benefit comes back with a whole cancel before shipping only', () => {
    const free = order([[1, 12_000]], { deliveryPriceTotal: 0, usedBenefit: true });
    expect(planRefund(free, pick([1, 1]), day(1)).benefitReturned).toBe(true);
    const shipped = { ...free, shipped: true };
    expect(planRefund(shipped, pick([1, 1]), day(1), '상품불량').benefitReturned).toBe(false);
  });

  it('a partial cancel refunds the discounted price and no delivery', () => {
    const plan = planRefund(
      order([
        [2, 14_000],
        [1, 12_000],
      ]),
      pick([1, 1]),
      day(1),
    );
    expect(plan).toMatchObject({
      refundProductSum: 14_000,
      refundDelivery: 0,
      refundTotal: 14_000,
    });
  });

  it("a return names its reason; the fee follows it: 5,000 for change of mind, none for the shop's faults", () => {
    const shipped = order([[2, 12_000]], { shipped: true });
    expect(() => planRefund(shipped, pick([1, 1]), day(3))).toThrow('반품 사유를 선택해 주세요.');
    expect(planRefund(shipped, pick([1, 1]), day(20), '단순변심').recallFee).toBe(5_000);
    for (const reason of ['상품불량', '오배송', '상품정보상이'] as const) {
      expect(planRefund(shipped, pick([1, 1]), day(20), reason).recallFee).toBe(0);
    }
    const all = planRefund(shipped, pick([1, 2]), day(3), '상품불량');
    expect(all).toMatchObject({ refundDelivery: 0, refundTotal: 24_000, revokeTypeCd: '반품' });
  });

  it("the clock runs from delivery: 7 days for change of mind, 3 months for the shop's faults", () => {
    // received on 2026-03-05 (Seoul): change of mind until 03-12, the shop's faults until 06-05
    const delivered = order([[2, 12_000]], {
      shipped: true,
      deliveredAt: new Date('2026-03-05T05:00:00Z'),
    });
    const at = (seoulDay: string) => new Date(`${seoulDay}T23:59:00+09:00`);
    expect(planRefund(delivered, pick([1, 1]), at('2026-03-12'), '단순변심').recallFee).toBe(5_000);
    expect(() => planRefund(delivered, pick([1, 1]), at('2026-03-13'), '단순변심')).toThrow(
      '단순변심 반품은 상품을 받은 날부터 7일 이내에만 신청할 수 있습니다.',
    );
    expect(planRefund(delivered, pick([1, 1]), at('2026-03-13'), '오배송').recallFee).toBe(0);
    // past 90 days after payment, still within 3 months of delivery
    expect(planRefund(delivered, pick([1, 1]), at('2026-06-05'), '상품정보상이').refundTotal).toBe(
      12_000,
    );
    expect(() => planRefund(delivered, pick([1, 1]), at('2026-06-06'), '상품불량')).toThrow(
      '3개월 이내',
    );
    // staff opened the order outside the period
    const opened = { ...delivered, withdrawalException: true };
    expect(planRefund(opened, pick([1, 1]), at('2026-07-01'), '단순변심').recallFee).toBe(5_000);
  });

  it('smart books are never recalled and pay no fee', () => {
    const mixed = order(
      [
        [1, 12_000],
        [1, 9_000, true],
      ],
      { shipped: true },
    );
    expect(planRefund(mixed, pick([2, 1]), day(20))).toMatchObject({
      revokeTypeCd: '취소',
      needsRecall: false,
      recallFee: 0,
    });
  });

  it('day 90 is allowed, day 91 refused; never more than the order still holds', () => {
    const o = order([[2, 12_000]]);
    expect(planRefund(o, pick([1, 1]), day(90)).refundTotal).toBe(12_000);
    expect(() => planRefund(o, pick([1, 1]), day(91))).toThrow('90일');
    const promised = { ...o, promisedRefunds: 20_000 };
    expect(planRefund(promised, pick([1, 2]), day(1)).refundTotal).toBe(5_500);
  });

  it('refuses nothing chosen, a quantity above qtyEffected and items not in the order', () => {
    const o = order([[1, 12_000]]);
    expect(() => planRefund(o, [], day(1))).toThrow('하나 이상의 주문내역을 선택해 주세요.');
    expect(() => planRefund(o, pick([1, 2]), day(1))).toThrow('초과');
    expect(() => planRefund(o, pick([9, 1]), day(1))).toThrow('주문에 없는');
  });
});

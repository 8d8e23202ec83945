import { describe, expect, it } from 'vitest';
import { deliverySplit, orderSplit, refundSplit, vatOf } from './tax-split.ts';

const book = (amount: number) => ({ amount, taxFree: true, shipped: true });
const device = (amount: number) => ({ amount, taxFree: false, shipped: true });
const ebook = (amount: number) => ({ amount, taxFree: true, shipped: false });

describe('tax split (decision 0461)', () => {
  it('the VAT of a taxable amount is what is left above its supply value', () => {
    expect(vatOf(11_000)).toBe(1_000);
    expect(vatOf(0)).toBe(0);
    expect(vatOf(1_500)).toBe(136);
  });

  it('splits the delivery fee in the shipped goods proportion, the parts adding up', () => {
    expect(deliverySplit(1_500, [book(30_000)])).toEqual({ taxable: 0, taxFree: 1_500 });
    expect(deliverySplit(1_500, [device(30_000)])).toEqual({ taxable: 1_500, taxFree: 0 });
    expect(deliverySplit(1_500, [book(10_000), device(20_000)])).toEqual({
      taxable: 1_000,
      taxFree: 500,
    });
    // a smart book is not delivered: the fee goes with the device only
    expect(deliverySplit(1_500, [ebook(50_000), device(20_000)])).toEqual({
      taxable: 1_500,
      taxFree: 0,
    });
    expect(deliverySplit(0, [book(1)])).toEqual({ taxable: 0, taxFree: 0 });
  });

  it("an order's parts always add up to its lines and fee", () => {
    const lines = [book(27_700), device(99_000), ebook(15_100)];
    const split = orderSplit(lines, 1_500);
    expect(split.taxable + split.taxFree).toBe(27_700 + 99_000 + 15_100 + 1_500);
  });

  it('a refund takes the proportion of what is returned, within what is held', () => {
    const held = { taxable: 10_000, taxFree: 20_000 };
    expect(refundSplit(5_000, { taxable: 0, taxFree: 5_000 }, held)).toEqual({
      taxable: 0,
      taxFree: 5_000,
    });
    expect(refundSplit(3_000, { taxable: 2_000, taxFree: 2_000 }, held)).toEqual({
      taxable: 1_500,
      taxFree: 1_500,
    });
    // more tax-free than held is moved to the taxable side, more taxable to the tax-free side
    expect(refundSplit(25_000, { taxable: 0, taxFree: 25_000 }, held)).toEqual({
      taxable: 5_000,
      taxFree: 20_000,
    });
    expect(refundSplit(15_000, { taxable: 15_000, taxFree: 0 }, held)).toEqual({
      taxable: 10_000,
      taxFree: 5_000,
    });
  });
});

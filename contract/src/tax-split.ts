import type { ProductKind } from './catalog.ts';

/**
 * The taxable and tax-free parts of an amount (decision 0461): books and smart books are
 * VAT-exempt (부가가치세법 §26 ① 8), devices and aids taxable; every gateway call (payment,
 * partial refund, cash receipt) carries the split of its amount, and the parts always add up.
 */
export interface TaxSplit {
  /** The taxable part, VAT included. */
  taxable: number;
  /** The VAT-exempt part. */
  taxFree: number;
}

/** A new product's tax-free flag from its kind (staff may change it). */
export function isTaxFreeKind(kind: ProductKind): boolean {
  return kind === 'book' || kind === 'stb';
}

/** The VAT inside a taxable amount: the amount less its supply value (amount / 1.1, rounded). */
export function vatOf(taxable: number): number {
  return taxable - Math.round((taxable * 10) / 11);
}

export interface TaxLine {
  /** What the line charges (unit price × quantity). */
  amount: number;
  taxFree: boolean;
  /** Whether the line is delivered (a smart book is not). */
  shipped: boolean;
}

/** The split of the lines alone. */
export function linesSplit(lines: readonly TaxLine[]): TaxSplit {
  let taxable = 0;
  let taxFree = 0;
  for (const l of lines) {
    if (l.taxFree) taxFree += l.amount;
    else taxable += l.amount;
  }
  return { taxable, taxFree };
}

/**
 * The delivery fee follows the goods it delivers (부가가치세법 §14, 부수 재화·용역): tax-free in
 * the share of the shipped lines' amounts that is tax-free, taxable in the rest (rounded to the
 * won on the tax-free side). Without a shipped line the fee goes with all the lines; an order of
 * free goods only has its fee taxable.
 */
export function deliverySplit(fee: number, lines: readonly TaxLine[]): TaxSplit {
  if (fee <= 0) return { taxable: 0, taxFree: 0 };
  const shipped = lines.filter((l) => l.shipped);
  const basis = linesSplit(shipped.length > 0 ? shipped : lines);
  const total = basis.taxable + basis.taxFree;
  const taxFree = total === 0 ? 0 : Math.round((fee * basis.taxFree) / total);
  return { taxable: fee - taxFree, taxFree };
}

/** An order's split: its lines and its delivery fee. */
export function orderSplit(lines: readonly TaxLine[], deliveryFee: number): TaxSplit {
  const goods = linesSplit(lines);
  const delivery = deliverySplit(deliveryFee, lines);
  return {
    taxable: goods.taxable + delivery.taxable,
    taxFree: goods.taxFree + delivery.taxFree,
  };
}

/**
 * The split of a refund of `amount`: in the proportion of what is refunded (`refunded`, the split
 * of the returned lines and fee at their prices), but never more of a part than the gateway still
 * holds of it (`held`), so the parts of all refunds add up to the payment's.
 */
export function refundSplit(amount: number, refunded: TaxSplit, held: TaxSplit): TaxSplit {
  const basis = refunded.taxable + refunded.taxFree;
  const wanted = basis === 0 ? 0 : Math.round((amount * refunded.taxFree) / basis);
  const taxFree = Math.min(held.taxFree, Math.max(amount - held.taxable, wanted));
  return { taxable: amount - taxFree, taxFree };
}

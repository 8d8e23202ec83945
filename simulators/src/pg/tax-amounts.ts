import type { Transaction } from './pg-ledger.ts';

/**
 * 복합과세 (complex taxation) as the gateway takes it: with a price, the merchant names the
 * tax-free part (`taxfree`, `taxFreePrice`) and the VAT inside the rest (`tax`). Without them the
 * whole price is taxable. A VAT other than the rest's (rest − round(rest / 1.1)) or a tax-free part
 * outside 0..price is refused: the parts must add up to the price.
 */
export function vatOf(taxable: number): number {
  return taxable - Math.round((taxable * 10) / 11);
}

export const TAX_REFUSAL = '복합과세 금액(taxfree, tax)이 결제금액과 맞지 않습니다.';

/** The tax-free part of `price`, or the refusal's text. */
export function readTaxFree(
  price: number,
  taxfree: unknown,
  tax: unknown,
): { taxFree: number } | string {
  if ((taxfree === undefined || taxfree === '') && (tax === undefined || tax === '')) {
    return { taxFree: 0 };
  }
  const taxFree = Number(taxfree ?? 0);
  const vat = Number(tax ?? 0);
  if (!Number.isInteger(taxFree) || taxFree < 0 || taxFree > price) return TAX_REFUSAL;
  if (!Number.isInteger(vat) || vat !== vatOf(price - taxFree)) return TAX_REFUSAL;
  return { taxFree };
}

/** The tax-free part the gateway still holds of a transaction (after its refunds). */
export function remainingTaxFree(tx: Transaction): number {
  return tx.window.taxFree - tx.refunds.reduce((sum, r) => sum + r.taxFree, 0);
}

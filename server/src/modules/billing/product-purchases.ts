import type { Db } from '../../db/client.ts';
import { paidProductIds, productsByIds, type ShopProduct } from './billing-repository.ts';

/**
 * What other modules read through billing of the products they sell and of what was paid for:
 * the cart's and checkout's order rules (the product is sold, the supplementary book's e-book is
 * paid) read it here rather than from billing's repository.
 */
export class ProductPurchases {
  constructor(private readonly db: Db) {}

  /** The shop's rows of these products (the ones that exist). */
  products(ids: readonly number[]): Promise<Map<number, ShopProduct>> {
    return productsByIds(this.db, ids);
  }

  /** Of these products, those paid in an order of this member or for one of these students. */
  paidProductIds(
    memberId: number,
    stdIds: readonly number[],
    productIds: readonly number[],
  ): Promise<Set<number>> {
    return paidProductIds(this.db, memberId, stdIds, productIds);
  }
}

import type { ProductKind } from './catalog.ts';

/**
 * 도서정가제 (출판문화산업진흥법 §22 ④ ⑤, decision 0460): a book or an e-book is sold at no more
 * than 10 % price discount off its list price (정가), and the price discount together with the
 * other benefits (here the class-history discount) at no more than 15 %. Devices and learning
 * aids are not publications and are not capped.
 */
export const BookPriceCap = {
  /** The most a sale price may be below the list price, in percent (가격할인). */
  saleDiscountPercent: 10,
  /** The most the sale discount and the class-history discount may be together, in percent. */
  totalDiscountPercent: 15,
} as const;

/** Whether a kind of product is a publication under 출판문화산업진흥법 (books and smart books). */
export function isPriceCapped(kind: ProductKind): boolean {
  return kind === 'book' || kind === 'stb';
}

/** The lowest sale price of a capped product: 90 % of the list price, rounded up to the won. */
export function lowestSalePrice(listPrice: number): number {
  return Math.ceil((listPrice * (100 - BookPriceCap.saleDiscountPercent)) / 100);
}

/** The lowest price paid for a capped product: 85 % of the list price, rounded up to the won. */
export function lowestPaidPrice(listPrice: number): number {
  return Math.ceil((listPrice * (100 - BookPriceCap.totalDiscountPercent)) / 100);
}

/**
 * The unit price the law allows: a capped product's sale price is raised to 90 % of its list
 * price if stored below it (the back office refuses such a price, this is the last guard), and
 * its class-history discount is cut so that the price paid stays at 85 % of the list price or
 * more. Other kinds keep their price and discount.
 */
export function lawfulUnitPrice(p: {
  kind: ProductKind;
  markedPrice: number;
  sellPrice: number;
  classDiscount: number;
}): { sellPrice: number; classDiscount: number } {
  if (!isPriceCapped(p.kind) || p.markedPrice <= 0) {
    return { sellPrice: p.sellPrice, classDiscount: p.classDiscount };
  }
  const sellPrice = Math.max(p.sellPrice, Math.min(lowestSalePrice(p.markedPrice), p.markedPrice));
  const room = Math.max(0, sellPrice - lowestPaidPrice(p.markedPrice));
  return { sellPrice, classDiscount: Math.min(Math.max(0, p.classDiscount), room) };
}

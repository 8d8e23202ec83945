import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { freeDeliveryItems } from '../schema/billing.ts';
import { products } from '../schema/catalog.ts';
import { FREE_BOOKLET_NAME } from './catalog-free-booklet.ts';
import { orderItems, orders } from '../schema/orders.ts';

/**
 * Billing demo data beside the academy's lectures (simulators/src/class-records/demo-lectures.ts):
 * the special-lecture item registered as shipped free, and a paid order of 김서준's e-book 47 in
 * the autumn season, so the supplementary book 48 may be bought on its own (OT-172 'after
 * payment'). The order used no free-delivery benefit (a smart book ships nothing).
 */
export const DEMO_FREE_DELIVERY_ITEMS = [
  { productId: 369, reason: '노이지 영재 특강 교재 (무료 배송 등록)' },
];
const FREE_BOOKLET_REASON = '무료 배포 안내 책자 (무료 배송 등록)';

export const DEMO_PAID_EBOOK = {
  memberId: 1001,
  productId: 47,
  cdi: { stdId: 5101, brchId: 101, brchType: 'CDI' },
  orderedAt: new Date('2026-09-03T10:20:00+09:00'),
};

export async function seedBillingDemo(db: Db): Promise<void> {
  await db.insert(freeDeliveryItems).values(DEMO_FREE_DELIVERY_ITEMS);
  const [booklet] = await db
    .select({ productId: products.productId })
    .from(products)
    .where(eq(products.displayName, FREE_BOOKLET_NAME));
  if (booklet) {
    await db.insert(freeDeliveryItems).values({ ...booklet, reason: FREE_BOOKLET_REASON });
  }
  const d = DEMO_PAID_EBOOK;
  const [ebook] = await db
    .select({ markedPrice: products.markedPrice, sellPrice: products.sellPrice })
    .from(products)
    .where(eq(products.productId, d.productId));
  if (!ebook) return;
  const [order] = await db
    .insert(orders)
    .values({
      memberId: d.memberId,
      status: 'paid',
      orderProgressCd: '결제완료',
      paymentTypeCd: '신용카드',
      productPriceTotal: ebook.sellPrice,
      deliveryPriceTotal: 0,
      priceTotal: ebook.sellPrice,
      paidTotal: ebook.sellPrice,
      orderedAt: d.orderedAt,
      paidAt: d.orderedAt,
    })
    .returning({ orderId: orders.orderId });
  await db.insert(orderItems).values({
    orderId: order!.orderId,
    productId: d.productId,
    qty: 1,
    qtyEffected: 1,
    markedPrice: ebook.markedPrice,
    sellPrice: ebook.sellPrice,
    taxFree: true,
    ...d.cdi,
    orderItemProgressCd: '결제완료',
  });
}

import { and, eq, isNull } from 'drizzle-orm';
import { CheckoutErrorCode, CheckoutMessage, type PaymentTypeCd } from '@shop/contract/checkout.ts';
import { OrderProgress } from '@shop/contract/orders.ts';
import type { Db } from '../../db/client.ts';
import { freeDeliveryBenefits } from '../../db/schema/billing.ts';
import { orderDeliveries } from '../../db/schema/checkout.ts';
import { orderItems, orders } from '../../db/schema/orders.ts';
import { AppError } from '../../http/errors.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface OrderLine {
  productId: number;
  qty: number;
  sellPrice: number;
  classDiscount: number;
  cdi: { stdId: number; brchId: number; brchType: string } | null;
  cartId: number | null;
}

export type DeliverySnapshot = Omit<typeof orderDeliveries.$inferInsert, 'orderId'>;

export interface NewOrder {
  memberId: number;
  paymentTypeCd: PaymentTypeCd;
  productPriceTotal: number;
  deliveryPriceOrigin: number;
  deliveryPriceTotal: number;
  priceTotal: number;
  isOversea: boolean;
  lines: OrderLine[];
  delivery: DeliverySnapshot;
  /** The benefit the price was computed with; claimed here or the order is refused. */
  fdbId: number | null;
}

/**
 * Writes an order inside the caller's transaction: the order, its items (with cdi and cart
 * line), its delivery snapshot and the claim of its free-delivery benefit. The claim is a
 * conditional UPDATE, so of two orders racing for one benefit exactly one gets it; the other
 * is refused and its tab re-prices with the fee.
 */
export async function writeOrder(tx: Tx, order: NewOrder): Promise<number> {
  const [row] = await tx
    .insert(orders)
    .values({
      memberId: order.memberId,
      status: 'awaiting_payment',
      orderProgressCd: OrderProgress.waiting,
      paymentTypeCd: order.paymentTypeCd,
      productPriceTotal: order.productPriceTotal,
      deliveryPriceOrigin: order.deliveryPriceOrigin,
      deliveryPriceTotal: order.deliveryPriceTotal,
      priceTotal: order.priceTotal,
      isOversea: order.isOversea,
    })
    .returning({ orderId: orders.orderId, orderedAt: orders.orderedAt });
  const orderId = row!.orderId;
  if (order.fdbId !== null) {
    const claimed = await tx
      .update(freeDeliveryBenefits)
      .set({ orderId, usedAt: row!.orderedAt })
      .where(and(eq(freeDeliveryBenefits.fdbId, order.fdbId), isNull(freeDeliveryBenefits.orderId)))
      .returning({ fdbId: freeDeliveryBenefits.fdbId });
    if (claimed.length === 0) {
      throw new AppError(409, CheckoutErrorCode.benefitTaken, CheckoutMessage.benefitTaken);
    }
  }
  await tx.insert(orderItems).values(
    order.lines.map((l) => ({
      orderId,
      productId: l.productId,
      qty: l.qty,
      qtyEffected: l.qty,
      sellPrice: Math.max(0, l.sellPrice - l.classDiscount),
      classDiscount: Math.min(l.sellPrice, l.classDiscount),
      stdId: l.cdi?.stdId ?? null,
      brchId: l.cdi?.brchId ?? null,
      brchType: l.cdi?.brchType ?? null,
      orderItemProgressCd: OrderProgress.waiting,
      cartId: l.cartId,
    })),
  );
  await tx.insert(orderDeliveries).values({ ...order.delivery, orderId });
  return orderId;
}

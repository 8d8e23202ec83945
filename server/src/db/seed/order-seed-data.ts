import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { OrderProgress } from '@shop/contract/orders.ts';
import type { Db } from '../client.ts';
import { products } from '../schema/catalog.ts';
import { orderDeliveries, paymentGatewayRecords } from '../schema/checkout.ts';
import { orderItems, orders, payments } from '../schema/orders.ts';
import { DEMO_PARENT_MEMBER_ID } from './claim-seed-data.ts';

/**
 * Demo orders of the demo parent (parent.kim, issue #6 item 8), so the order pages have something
 * to show on a fresh start: a card order paid yesterday and not yet shipped, a paper-book order
 * paid 20 days ago and delivered (invoice 2 days later), and a virtual-account order issued this
 * morning and waiting for its deposit. General paper books (no student), so the billing lists
 * and their journeys are untouched. Dates are relative to the moment of seeding.
 *
 * The virtual account exists only here, not in the gateway simulator's ledger: its deposit
 * cannot be made from the simulator's console (a new virtual-account order can). The card
 * payments are told to the simulator at every start (demo-gateway-payments.ts), so they refund.
 */
const DAY = 24 * 60 * 60 * 1000;

/** The start of every seeded payment's transaction id (the gateway never issues one like it). */
export const DEMO_TID_PREFIX = 'DEMO';

const HOME = {
  hasDeliveryInfo: true,
  name: '김민정',
  mobile: '010-2345-6789',
  zipcode: '06282',
  addr1: '서울 강남구 삼성로 198 (대치동, 은마아파트)',
  addr2: '31동 502호',
  buyerName: '김민정',
  buyerPhone: '010-2345-6789',
};

interface DemoOrder {
  tag: string;
  books: number[];
  paymentTypeCd: '신용카드' | '가상계좌';
  orderedDaysAgo: number;
  state: 'paid' | 'delivered' | 'waiting_deposit';
  deliveryNote: string | null;
}

export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    tag: 'delivered',
    books: [3, 4],
    paymentTypeCd: '신용카드',
    orderedDaysAgo: 20,
    state: 'delivered',
    deliveryNote: '부재 시 경비실에 맡겨 주세요.',
  },
  {
    tag: 'paid',
    books: [0, 1],
    paymentTypeCd: '신용카드',
    orderedDaysAgo: 1,
    state: 'paid',
    deliveryNote: null,
  },
  {
    tag: 'vbank',
    books: [2],
    paymentTypeCd: '가상계좌',
    orderedDaysAgo: 0,
    state: 'waiting_deposit',
    deliveryNote: null,
  },
];

export async function seedDemoOrders(db: Db, now = new Date()): Promise<void> {
  const books = await db
    .select({
      productId: products.productId,
      markedPrice: products.markedPrice,
      sellPrice: products.sellPrice,
    })
    .from(products)
    .where(
      and(
        eq(products.kind, 'book'),
        eq(products.isStb, false),
        eq(products.canBuy, true),
        eq(products.language, '한국어'),
        isNotNull(products.isbn),
        gt(products.sellPrice, 0),
      ),
    )
    .orderBy(asc(products.productId))
    .limit(5);
  if (books.length < 5) return;
  // 20 days, one day and two hours before the seeding
  const times = [
    new Date(now.getTime() - 20 * DAY),
    new Date(now.getTime() - DAY),
    new Date(now.getTime() - 2 * 60 * 60 * 1000),
  ];
  for (const [n, o] of DEMO_ORDERS.entries()) {
    const at = times[n]!;
    const lines = o.books.map((b) => books[b]!);
    const productTotal = lines.reduce((sum, b) => sum + b.sellPrice, 0);
    const deliveryTotal = productTotal >= 30_000 ? 0 : 3_000;
    const total = productTotal + deliveryTotal;
    const paid = o.state !== 'waiting_deposit';
    const progress =
      o.state === 'delivered'
        ? OrderProgress.delivered
        : paid
          ? OrderProgress.paid
          : OrderProgress.waitingDeposit;
    const [order] = await db
      .insert(orders)
      .values({
        memberId: DEMO_PARENT_MEMBER_ID,
        status: paid ? 'paid' : 'awaiting_payment',
        orderProgressCd: progress,
        paymentTypeCd: o.paymentTypeCd,
        productPriceTotal: productTotal,
        deliveryPriceOrigin: 3_000,
        deliveryPriceTotal: deliveryTotal,
        priceTotal: total,
        paidTotal: paid ? total : 0,
        orderedAt: at,
        paidAt: paid ? at : null,
      })
      .returning({ orderId: orders.orderId });
    const orderId = order!.orderId;
    await db.insert(orderItems).values(
      lines.map((b) => ({
        orderId,
        productId: b.productId,
        qty: 1,
        qtyEffected: 1,
        markedPrice: b.markedPrice,
        sellPrice: b.sellPrice,
        taxFree: true,
        orderItemProgressCd: progress,
      })),
    );
    await db.insert(orderDeliveries).values({
      orderId,
      ...HOME,
      deliveryNote: o.deliveryNote,
      ...(o.state === 'delivered'
        ? {
            logisticCd: 'CJ',
            invoiceNo: `5683${String(orderId).padStart(8, '0')}`,
            shippedAt: new Date(at.getTime() + 2 * DAY),
          }
        : {}),
    });
    const [payment] = await db
      .insert(payments)
      .values({
        orderId,
        paymentTypeCd: o.paymentTypeCd,
        status: paid ? 'approved' : 'waiting_deposit',
        amount: total,
        pgTransactionId: `${DEMO_TID_PREFIX}${String(orderId).padStart(6, '0')}${o.tag.toUpperCase()}`,
        requestedAt: at,
        approvedAt: paid ? at : null,
      })
      .returning({ paymentId: payments.paymentId });
    const paymentId = payment!.paymentId;
    await db.insert(paymentGatewayRecords).values({
      paymentId,
      orderNumber: `O${orderId}P${paymentId}`,
      channel: 'pc',
      ...(o.paymentTypeCd === '신용카드'
        ? { cardName: '신한카드', cardNumber: '4518-42**-****-1234', cardApprovalNum: '30015872' }
        : {
            vbankName: '국민은행',
            vbankAccount: '93190204512345',
            vbankHolder: '(주)아카데미북스',
            // three days to pay, as a virtual account issued by the pay page
            expiresAt: new Date(at.getTime() + 3 * DAY),
          }),
    });
  }
}

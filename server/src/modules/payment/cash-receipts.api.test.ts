import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CashReceiptMessage, SELF_ISSUE_NUMBER } from '@shop/contract/cash-receipt.ts';
import { orderSplit, type TaxSplit } from '@shop/contract/tax-split.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, simControl, type SignedIn } from '../../test/test-sign-in.ts';
import { createOrder, orderBody, post, windowForm } from '../../test/checkout-test-kit.ts';
import {
  SEOJUN,
  closeNotificationStub,
  create,
  deposit,
  dev,
  items,
  notificationStub,
  paidOrder,
  returnTo,
} from '../../test/revoke-test-kit.ts';
import { payInWindow } from '../../test/simulator-harness.ts';

/** Cash receipts (현금영수증, decision 0464) through the real calls and the gateway simulator. */
let t: TestApp;
let kim: SignedIn;
let device: { id: number; price: number };
const BOOK = 42; // a paper book, tax-free

beforeAll(async () => {
  t = await createTestApp({ DEV_TOOLS: 'on' });
  kim = await signInAs(t, 'parent.kim');
  const [row] = await queryRows<{ id: number; price: number }>(
    t.database.db,
    sql`select product_id as id, sell_price as price from products where kind = 'device'
      and sale_status = 'onSale' and can_buy and sell_price between 100000 and 300000
      order by product_id limit 1`,
  );
  device = row!;
});
afterAll(async () => {
  await closeNotificationStub();
  await t?.close();
});

interface GatewayReceipt {
  receiptTid: string;
  oid: string;
  price: number;
  taxFree: number;
  useOpt: '1' | '2';
  regNum: string;
  applNum: string;
  cancelledAt: string | null;
}

async function gatewayReceipts(orderNumberPrefix: string): Promise<GatewayReceipt[]> {
  const res = await fetch(`${t.simUrl}/pg/_control/receipts`);
  const { list } = (await res.json()) as { list: GatewayReceipt[] };
  return list.filter((r) => r.oid.startsWith(`${orderNumberPrefix}-R`));
}

async function receiptRows(orderId: number) {
  return queryRows<{
    receipt_id: number;
    status: string;
    kind: string;
    identifier: string;
    self_issued: boolean;
    amount: number;
    tax_free: number;
    approval_number: string | null;
    order_number: string;
  }>(
    t.database.db,
    sql`select receipt_id, status, kind, identifier, self_issued, amount, tax_free,
        approval_number, order_number
      from cash_receipts where order_id = ${orderId} order by receipt_id`,
  );
}

/** The split of what the order keeps (its lines at their effective quantities, its fee). */
async function keptSplit(orderId: number, fee: number): Promise<TaxSplit> {
  const rows = await queryRows<{ amount: number; tax_free: boolean; shipped: boolean }>(
    t.database.db,
    sql`select i.sell_price * i.qty_effected as amount, i.tax_free, not p.is_stb as shipped
      from order_items i join products p on p.product_id = i.product_id
      where i.order_id = ${orderId}`,
  );
  return orderSplit(
    rows.map((r) => ({ amount: Number(r.amount), taxFree: r.tax_free, shipped: r.shipped })),
    fee,
  );
}

const vbank = (cashReceipt: object | null) => ({ fdbIdSelected: '', cashReceipt });

describe('the order stores the request (the contract’s rule on the server)', () => {
  it('refuses a wrong business number and a request with a card payment; stores digits', async () => {
    const items = [{ productId: BOOK, qty: 1, cdi: SEOJUN }];
    const wrong = await orderBody(t, kim, items, {
      paymentTypeCd: '가상계좌',
      ...vbank({ kind: 'expense', identifier: '220-81-62518' }),
    });
    const refused = await post(t, kim, '/api/member-svc/order-create', wrong);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: CashReceiptMessage.businessNumberFormat,
      field: 'cashReceipt.identifier',
      messageCode: 'checkout.cashReceipt.businessNumberFormat',
    });
    const card = await orderBody(t, kim, items, {
      paymentTypeCd: '신용카드',
      ...vbank({ kind: 'income', identifier: '010-1234-5678' }),
    });
    const cardRefused = await post(t, kim, '/api/member-svc/order-create', card);
    expect(cardRefused.statusCode).toBe(400);
    expect(cardRefused.json().error.message).toBe(CashReceiptMessage.notVirtualAccount);

    const ok = await orderBody(t, kim, items, {
      paymentTypeCd: '가상계좌',
      ...vbank({ kind: 'expense', identifier: '220-81-62517' }),
    });
    const { orderId } = await createOrder(t, kim, ok);
    const [row] = await queryRows<{ kind: string; number: string }>(
      t.database.db,
      sql`select cash_receipt_kind as kind, cash_receipt_number as number from orders
        where order_id = ${orderId}`,
    );
    expect(row).toEqual({ kind: 'expense', number: '2208162517' });
  });
});

describe('the deposit’s receipt', () => {
  it('a deposit of 100,000 won or more without a request is issued to the self-issue number', async () => {
    const o = await paidOrder(
      t,
      kim,
      [
        { productId: BOOK, qty: 1, cdi: SEOJUN },
        { productId: device.id, qty: 1, cdi: null },
      ],
      '가상계좌',
      vbank({ kind: 'none', identifier: '' }),
    );
    expect(o.priceTotal).toBeGreaterThanOrEqual(100_000);
    await t.app.cashReceipts.runOnce();
    const [row] = await receiptRows(o.orderId);
    expect(row).toMatchObject({
      status: 'issued',
      kind: 'income',
      identifier: SELF_ISSUE_NUMBER,
      self_issued: true,
      amount: o.priceTotal,
    });
    const split = await keptSplit(o.orderId, o.deliveryPriceTotal);
    expect(row!.tax_free).toBe(split.taxFree);
    const [atGateway] = await gatewayReceipts(row!.order_number);
    expect(atGateway).toMatchObject({
      price: o.priceTotal,
      taxFree: split.taxFree,
      useOpt: '1',
      regNum: '0100001234',
      applNum: row!.approval_number,
      cancelledAt: null,
    });

    // the order detail shows it
    const detail = await post(t, kim, '/api/member-svc/order-detail', { orderId: o.orderId });
    expect(detail.json().data.cashReceipt).toMatchObject({
      kind: 'self',
      kindLabel: '자진발급',
      approvalNumber: row!.approval_number,
      amount: o.priceTotal,
    });
  });

  it('a smaller deposit without a request gets none', async () => {
    const o = await paidOrder(
      t,
      kim,
      [{ productId: BOOK, qty: 1, cdi: SEOJUN }],
      '가상계좌',
      vbank(null),
    );
    expect(o.priceTotal).toBeLessThan(100_000);
    await t.app.cashReceipts.runOnce();
    expect(await receiptRows(o.orderId)).toEqual([]);
  });

  it('is tried again when the gateway did not answer, once', async () => {
    const body = await orderBody(t, kim, [{ productId: BOOK, qty: 1, cdi: SEOJUN }], {
      paymentTypeCd: '가상계좌',
      ...vbank({ kind: 'income', identifier: '010-2222-3333' }),
    });
    await notificationStub(t);
    const { orderId } = await createOrder(t, kim, body);
    const back = await payInWindow(await windowForm(t, kim, orderId, '가상계좌'), 'approve');
    await returnTo(t, '/api/inicis-pc/pay-order-ok', back.fields);
    const [pay] = await queryRows<{ tid: string }>(
      t.database.db,
      sql`select pg_transaction_id as tid from payments where order_id = ${orderId}
        and status = 'waiting_deposit'`,
    );
    // the gateway fails the next call: the receipt's, right after the deposit committed
    await simControl(t, '/pg/_control/fail', { count: 1 });
    await deposit(t, pay!.tid, '/api/inicis/pc-noti-service-order');
    await t.app.cashReceipts.runOnce();
    let [row] = await receiptRows(orderId);
    expect(row!.status).toBe('pending');
    expect(await gatewayReceipts(row!.order_number)).toHaveLength(0);
    // later, the gateway is back
    await t.app.cashReceipts.runOnce(new Date(Date.now() + 120_000));
    [row] = await receiptRows(orderId);
    expect(row).toMatchObject({ status: 'issued', identifier: '01022223333', self_issued: false });
    expect(await gatewayReceipts(row!.order_number)).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('a partial refund cancels the receipt and issues one for the remainder; a whole refund cancels', async () => {
    const o = await paidOrder(
      t,
      kim,
      [
        { productId: BOOK, qty: 2, cdi: SEOJUN },
        { productId: device.id, qty: 1, cdi: null },
      ],
      '가상계좌',
      vbank({ kind: 'income', identifier: '010-1234-5678' }),
    );
    await t.app.cashReceipts.runOnce();
    const [first] = await receiptRows(o.orderId);
    expect(first).toMatchObject({ status: 'issued', amount: o.priceTotal });

    const lines = await items(t, o.orderId);
    const book = lines.find((l) => l.product_id === BOOK)!;
    const refundAccount = {
      bankName: '국민은행',
      bankAccount: '123-456-789012',
      bankAccountName: '김민정',
    };
    const partial = await create(t, kim, {
      orderId: o.orderId,
      recallItems: [{ orderItemId: book.order_item_id, qty: 1 }],
      recallReasonCd: '단순변심',
      ...refundAccount,
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const partialId = partial.json().data.revokeId as number;
    const refunded = partial.json().data.refundTotal as number;
    expect(refunded).toBeGreaterThan(0);
    const step = await dev(t, kim, 'revoke-step', { revokeId: partialId, step: 'refund' });
    expect(step.json().data.revokeProgressCd).toBe('환불완료');
    await t.app.cashReceipts.runOnce();

    const afterPartial = await receiptRows(o.orderId);
    expect(afterPartial.map((r) => r.status)).toEqual(['cancelled', 'issued']);
    const second = afterPartial[1]!;
    expect(second.amount).toBe(o.priceTotal - refunded);
    // the remainder's split: what the order keeps (the book was refunded tax-free)
    const [fee] = await queryRows<{ fee: number }>(
      t.database.db,
      sql`select delivery_price_total - coalesce((select sum(refund_for_delivery) from revokes
          where order_id = ${o.orderId}), 0) as fee from orders where order_id = ${o.orderId}`,
    );
    // the book went back tax-free (as a card refund's split, decision 0461): the remainder keeps
    // the rest of each part, and refund plus remainder add up to the first receipt's parts
    expect(second.tax_free).toBe(first!.tax_free - book.sell_price);
    expect(second.amount - second.tax_free).toBe(
      first!.amount - first!.tax_free - (refunded - book.sell_price),
    );
    const kept = await keptSplit(o.orderId, Number(fee!.fee));
    expect(kept.taxable + kept.taxFree).toBe(second.amount);

    const atGateway = await gatewayReceipts(first!.order_number);
    expect(atGateway).toHaveLength(2);
    const old = atGateway.find((r) => r.applNum === first!.approval_number)!;
    const now = atGateway.find((r) => r.applNum === second.approval_number)!;
    expect(old.cancelledAt).not.toBeNull();
    expect(now).toMatchObject({
      price: second.amount,
      taxFree: second.tax_free,
      cancelledAt: null,
    });
    expect(now.regNum).toBe('01012345678');

    // the rest back: the receipt is cancelled and none replaces it
    const rest = (await items(t, o.orderId)).filter((l) => l.qty_effected > 0);
    const whole = await create(t, kim, {
      orderId: o.orderId,
      recallItems: rest.map((l) => ({ orderItemId: l.order_item_id, qty: l.qty_effected })),
      recallReasonCd: '단순변심',
      ...refundAccount,
    });
    expect(whole.statusCode, whole.body).toBe(200);
    const wholeId = whole.json().data.revokeId as number;
    await dev(t, kim, 'revoke-step', { revokeId: wholeId, step: 'refund' });
    await t.app.cashReceipts.runOnce();
    expect((await receiptRows(o.orderId)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    const finalAtGateway = await gatewayReceipts(first!.order_number);
    expect(finalAtGateway.every((r) => r.cancelledAt !== null)).toBe(true);
  });
});

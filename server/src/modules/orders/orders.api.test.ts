import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderMessage } from '@shop/contract/orders.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import { insertOrder } from '../../test/test-orders.ts';
import { orderDetail, post } from '../../test/checkout-test-kit.ts';
import { queryRows } from '../../db/client.ts';
import { tellGatewayOfDemoCards } from '../../db/seed/demo-gateway-payments.ts';
import { DEMO_TID_PREFIX } from '../../db/seed/order-seed-data.ts';

const JIHO = { stdId: 5201, brchId: 201, brchType: 'CDI' };
const SEOJUN = { stdId: 5101, brchId: 101, brchType: 'CDI' };

let t: TestApp;
let kim: SignedIn;
let park: SignedIn;
let lee: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [kim, park, lee] = await Promise.all([
    signInAs(t, 'parent.kim'),
    signInAs(t, 'student.park'),
    signInAs(t, 'parent.lee'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('order visibility', () => {
  it("a student-type account reading a parent's order sees only its items and the hidden count", async () => {
    const orderId = await insertOrder(t.database.db, {
      memberId: 1001,
      status: 'paid',
      items: [
        { productId: 20, cdi: SEOJUN },
        { productId: 21, cdi: JIHO },
        { productId: 22, cdi: SEOJUN },
      ],
    });
    const mine = (await orderDetail(t, kim, orderId)).json().data;
    expect(mine.items).toHaveLength(3);
    expect(mine.hiddenItemCount).toBe(0);
    const res = await orderDetail(t, park, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json().data;
    expect(seen.items.map((i: { productId: number }) => i.productId)).toEqual([21]);
    expect(seen.hiddenItemCount).toBe(2);
    expect(OrderMessage.hiddenItems(seen.hiddenItemCount)).toBe(
      '상품 2개의 주문 내역은 조회 권한이 없어 표시되지 않습니다',
    );
    // not visible at all: not found
    expect((await orderDetail(t, lee, orderId)).statusCode).toBe(404);
    const list = (await post(t, park, '/api/member-svc/order-list', {})).json();
    expect(list.list.map((o: { orderId: number }) => o.orderId)).toContain(orderId);
    const leeList = (await post(t, lee, '/api/member-svc/order-list', {})).json();
    expect(leeList.list.map((o: { orderId: number }) => o.orderId)).not.toContain(orderId);
  });

  // issue 18 §7: revoke-detail masked them for non-requesters, order-detail did not
  it("a student-type account reads a parent's order without the parent's address and phones", async () => {
    const orderId = await insertOrder(t.database.db, {
      memberId: 1001,
      status: 'paid',
      items: [{ productId: 21, cdi: JIHO }],
    });
    await t.database.db.execute(
      sql`insert into order_deliveries (order_id, has_delivery_info, name, email, mobile, mobile2,
          tel, zipcode, addr1, addr2, buyer_name, buyer_phone)
        values (${orderId}, true, '김부모', 'kim@example.com', '010-1234-5678', '010-2222-3333',
          '02-555-6666', '06236', '서울 강남구 테헤란로 1', '101동 202호', '김부모', '010-1234-5678')`,
    );
    const owner = (await orderDetail(t, kim, orderId)).json().data;
    expect(owner.deliveryInfo).toMatchObject({ mobile: '010-1234-5678', addr2: '101동 202호' });
    expect(owner.stdHandPhone).toBe('010-1234-5678');
    const student = (await orderDetail(t, park, orderId)).json().data;
    expect(student.deliveryInfo).toMatchObject({
      name: '김부모',
      email: '***',
      mobile: '***',
      mobile2: '***',
      tel: '***',
      zipcode: '***',
      addr1: '***',
      addr2: '***',
    });
    expect(student.stdHandPhone).toBe('***');
    expect(JSON.stringify(student)).not.toMatch(/1234|테헤란로|202호/);
  });

  it('order detail runs a fixed number of queries whatever the number of items', async () => {
    const small = await insertOrder(t.database.db, {
      memberId: 1001,
      status: 'paid',
      items: [{ productId: 20, cdi: SEOJUN }],
    });
    const big = await insertOrder(t.database.db, {
      memberId: 1001,
      status: 'paid',
      items: Array.from({ length: 15 }, (_, i) => ({ productId: 20 + (i % 5), cdi: SEOJUN })),
    });
    const queries = async (orderId: number) => {
      const before = t.database.queryCount();
      expect((await orderDetail(t, kim, orderId)).statusCode).toBe(200);
      return t.database.queryCount() - before;
    };
    await queries(small);
    expect(await queries(big)).toBe(await queries(small));
  });

  it('refuses an end date before the start date', async () => {
    const res = await post(t, kim, '/api/member-svc/order-list', {
      startDate: '2026-03-01',
      endDate: '2026-02-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(OrderMessage.endBeforeStart);
  });
});

// issue 16 item 6: a stuck card order is not 입금대기, an ARS 주문취소 is not 입금취소
describe('the order list counters count what their labels say', () => {
  it('입금대기 counts virtual accounts waiting for a deposit, 입금취소 dropped virtual accounts, 결제완료 paid orders', async () => {
    const kinds: [string, string, string][] = [
      ['awaiting_payment', '가상계좌', '입금대기'],
      ['awaiting_payment', '가상계좌', '결제대기'], // account not issued yet
      ['awaiting_payment', '신용카드', '결제대기'], // a card window closed
      ['awaiting_payment', 'ARS', '결제대기'],
      ['dropped', '가상계좌', '입금취소'],
      ['dropped', 'ARS', '주문취소'],
      ['dropped', '신용카드', '주문취소'],
      ['paid', '신용카드', '결제완료'],
      ['paid', '가상계좌', '배송중'],
      ['refunded', '신용카드', '환불완료'],
    ];
    for (const [status, type, progress] of kinds) {
      const orderId = await insertOrder(t.database.db, {
        memberId: 1002,
        status: status as 'paid',
        items: [{ productId: 20 }],
      });
      await t.database.db.execute(
        sql`update orders set payment_type_cd = ${type}, order_progress_cd = ${progress}
          where order_id = ${orderId}`,
      );
    }
    const res = await post(t, lee, '/api/member-svc/order-list', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalCount: 10, waitCount: 1, dropCount: 1, paidCount: 2 });
  });
});

// issue 16 item 7: the card receipt link was always empty; the virtual account came as one text
describe('what the payment result shows', () => {
  it("a paid card order links the gateway's sales slip; a virtual account comes in parts", async () => {
    await tellGatewayOfDemoCards(t.database.db, t.config.urls.pgApi);
    const demo = await queryRows<{
      order_id: number;
      payment_type_cd: string;
      price_total: number;
    }>(
      t.database.db,
      sql`select o.order_id, o.payment_type_cd, o.price_total from orders o
        join payments p on p.order_id = o.order_id
        where p.pg_transaction_id like ${`${DEMO_TID_PREFIX}%`} order by o.order_id`,
    );
    const card = demo.find((o) => o.payment_type_cd === '신용카드')!;
    const paid = (await orderDetail(t, kim, card.order_id)).json().data;
    expect(paid.receiptUrl).toMatch(/\/pg\/receipt\?noTid=DEMO/);
    const slip = await fetch(paid.receiptUrl);
    expect(slip.status).toBe(200);
    expect(await slip.text()).toContain(`${card.price_total.toLocaleString('ko-KR')}원`);
    expect(paid.virtualAccount).toBeNull();
    const vbank = demo.find((o) => o.payment_type_cd === '가상계좌')!;
    const waiting = (await orderDetail(t, kim, vbank.order_id)).json().data;
    expect(waiting.receiptUrl).toBeNull();
    expect(waiting.virtualAccount).toEqual({
      bankName: '국민은행',
      accountNumber: '93190204512345',
      holder: '(주)아카데미북스',
    });
  });
});

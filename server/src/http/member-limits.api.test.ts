import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { queryRows } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signInAs, simControl, type SignedIn } from '../test/test-sign-in.ts';
import { SEOJUN_CDI, createOrder, orderBody, post } from '../test/checkout-test-kit.ts';

/**
 * Issue 18 §4: ARS texts per order and inquiries per member are limited (decision 0326), counted
 * in Redis when TEST_REDIS_URL is set — then a second instance of the shop counts the same — and
 * in memory otherwise. Each run counts under a namespace of its own.
 */
const redis = process.env.TEST_REDIS_URL;
let t: TestApp;
let other: FastifyInstance | undefined;
let kim: SignedIn;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_NAMESPACE: `test-${Date.now()}-${Math.random().toString(36).slice(2)}:`,
    ...(redis ? { REDIS_URL: redis } : {}),
  });
  if (redis) {
    other = await buildApp({ config: t.config, database: t.database });
    await other.ready();
  }
  kim = await signInAs(t, 'parent.kim');
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const KIM_PHONE = '010-2345-6789';
const book = [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }];

async function arsOrder(): Promise<number> {
  const body = await orderBody(t, kim, book, {
    paymentTypeCd: 'ARS',
    arsPhone: KIM_PHONE,
    fdbIdSelected: '',
  });
  return (await createOrder(t, kim, body)).orderId;
}

const payments = async (orderId: number) =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from payments where order_id = ${orderId}`,
    )
  )[0]!.n;

/** The second instance when there is one (the counters are shared), else the first. */
const instances = () => [t.app, other ?? t.app];

describe('ARS payment texts', () => {
  it('go only to the member’s own number or a contact number of the order; nothing is written', async () => {
    const orderId = await arsOrder();
    const res = await post(t, kim, '/api/allat/send-ars', { orderId, arsPhone: '010-9999-0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      field: 'arsPhone',
      message: 'ARS 결제 문자는 회원님의 휴대폰 번호나 주문의 연락처로만 보낼 수 있습니다.',
      messageCode: 'checkout.arsPhoneNotConfirmed',
    });
    expect(await payments(orderId)).toBe(0);
  });

  it('a text the ARS service refuses answers an error and writes nothing (commit or err)', async () => {
    const orderId = await arsOrder();
    await simControl(t, '/ars/_control/fail', { count: 1 });
    const res = await post(t, kim, '/api/allat/send-ars', { orderId, arsPhone: KIM_PHONE });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await payments(orderId)).toBe(0);
    const again = await post(t, kim, '/api/allat/send-ars', { orderId, arsPhone: KIM_PHONE });
    expect(again.statusCode, again.body).toBe(200);
    expect(await payments(orderId)).toBe(1);
  });

  it('are 3 per order in 10 minutes; the 4th answers 429 with Retry-After, another order is free', async () => {
    const orderId = await arsOrder();
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i += 1) {
      const app = instances()[i % 2]!;
      last = await app.inject({
        method: 'POST',
        url: '/api/allat/send-ars',
        headers: { ...kim.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ orderId, arsPhone: KIM_PHONE }),
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(500);
    expect(last!.json().error).toMatchObject({
      code: 'HTTP-429',
      message: 'ARS 결제 문자를 너무 자주 요청했습니다. 10분 후에 다시 시도해 주세요.',
      messageCode: 'checkout.arsTooOften',
    });
    const next = await arsOrder();
    expect(
      (await post(t, kim, '/api/allat/send-ars', { orderId: next, arsPhone: KIM_PHONE }))
        .statusCode,
    ).toBe(200);
  });
});

describe('1:1 inquiries', () => {
  it('are 20 per member in an hour; the 21st answers 429 and is not stored', async () => {
    const lee = await signInAs(t, 'parent.lee');
    const file = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/member-svc/claim-website-create',
        headers: { ...lee.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({
          categoryName: '기타 > 기타 문의',
          title: `문의 ${i}`,
          inquiryMemo: '내용',
        }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) statuses.push((await file(instances()[i % 2]!, i)).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const refused = await file(t.app, 99);
    expect(refused.json().error.messageCode).toBe('claim.tooMany');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    const [stored] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from claim_web_sites where title in ('문의 20', '문의 99')`,
    );
    expect(stored!.n).toBe(0);
    // another member is not held back
    const kims = await post(t, kim, '/api/member-svc/claim-website-create', {
      categoryName: '기타 > 기타 문의',
      title: '김 문의',
      inquiryMemo: '내용',
    });
    expect(kims.statusCode).toBe(200);
  });
});

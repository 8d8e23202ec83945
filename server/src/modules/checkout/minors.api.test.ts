import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutErrorCode, CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import {
  consentOf,
  SEOJUN_CDI,
  createOrder,
  orderBody,
  post,
} from '../../test/checkout-test-kit.ts';
import { deleteTestOrders } from '../../test/test-orders.ts';

/**
 * Minors (decision 0463): the SSO's birth year of a student account gives its age band; a student
 * under 19 orders only from a page that showed the notice of 민법 §5 ②, and the order records it;
 * an account under 14 cannot order (the parent account pays); adults are unaffected.
 * The demo students: student.park 16, student.yoon 12, student.seo 20 (simulators' demo logins).
 */
let t: TestApp;
let kim: SignedIn;
let park: SignedIn;
let yoon: SignedIn;
let seo: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  [kim, park, yoon, seo] = await Promise.all([
    signInAs(t, 'parent.kim'),
    signInAs(t, 'student.park'),
    signInAs(t, 'student.yoon'),
    signInAs(t, 'student.seo'),
  ]);
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await deleteTestOrders(t.database.db);
});

const JIHO_CDI = { stdId: 5201, brchId: 102, brchType: 'CDI' };
const HARIN_APRIL = { stdId: 5501, brchId: 301, brchType: 'APRIL' };
const JIWOO_THEOPEN = { stdId: 5601, brchId: 201, brchType: 'THEOPEN' };

/** Rows of every table an order writes, and the stored idempotent answers. */
async function written(): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number>>(
    t.database.db,
    sql`select (select count(*)::int from orders) as orders,
      (select count(*)::int from order_items) as items,
      (select count(*)::int from order_deliveries) as deliveries,
      (select count(*)::int from order_consents) as consents,
      (select count(*)::int from idempotency_records) as answers,
      (select count(*)::int from free_delivery_benefits where order_id is not null) as benefits`,
  );
  return row!;
}

async function noticeShown(orderId: number): Promise<boolean> {
  const [row] = await queryRows<{ minors_notice_shown: boolean }>(
    t.database.db,
    sql`select minors_notice_shown from order_consents where order_id = ${orderId}`,
  );
  return row!.minors_notice_shown;
}

const ageBand = async (who: SignedIn) =>
  (await post(t, who, '/api/auth-state-fetch', {})).json<{ ageBand: string | null }>().ageBand;

describe('the age band of the sign-in', () => {
  it('is counted from the SSO birth year for student accounts only', async () => {
    expect(await ageBand(park)).toBe('minor');
    expect(await ageBand(yoon)).toBe('child');
    expect(await ageBand(seo)).toBe('adult');
    expect(await ageBand(kim)).toBeNull();
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from sessions where member_id = 1001 and birth_year is not null`,
    );
    // a parent account's token carries no birth year
    expect(row!.n).toBe(0);
  });
});

describe('a student under 19', () => {
  it('orders with the notice shown, and the order records it', async () => {
    const body = await orderBody(t, park, [{ productId: 32, qty: 1, cdi: JIHO_CDI }], {
      fdbIdSelected: '',
      consent: await consentOf(t, true),
    });
    const { orderId } = await createOrder(t, park, body);
    expect(await noticeShown(orderId)).toBe(true);
  });

  it('is refused an order from a page that did not show the notice, and nothing is written', async () => {
    const body = await orderBody(t, park, [{ productId: 32, qty: 1, cdi: JIHO_CDI }], {
      fdbIdSelected: '',
      consent: await consentOf(t, false),
    });
    const before = await written();
    const res = await post(t, park, '/api/member-svc/order-create', body, 'minor-no-notice-1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      field: 'consent',
      message: CheckoutMessage.minorsNoticeRequired,
      messageCode: 'checkout.minorsNoticeRequired',
    });
    expect(await written()).toEqual(before);
  });
});

describe('an account under 14', () => {
  it('cannot order: 403 with the parent-pays message, nothing written, domestic or abroad', async () => {
    const body = await orderBody(t, yoon, [{ productId: 135, qty: 1, cdi: HARIN_APRIL }], {
      fdbIdSelected: '',
      // the browser claims the notice: the server counts the age itself
      consent: await consentOf(t, true),
    });
    const before = await written();
    const refusals = [
      await post(t, yoon, '/api/member-svc/order-create', body, 'child-order-1'),
      await post(t, yoon, '/api/member-svc/order-create', { ...body, consent: null }),
      await post(t, yoon, '/api/member-svc/order-create-oversea', {
        ...body,
        deliveryId: undefined,
        oversea: {
          name: 'Harin Yoon',
          phone: '1-213-555-0147',
          email: 'harin@example.com',
          zipCode: '90005',
          addr1: '3600 Wilshire Blvd',
          addr2: 'Suite 1200',
          city: 'Los Angeles',
          state: 'California',
          deliveryNote: '',
          nationCd: 'US',
          premiumCd: '31',
        },
      }),
    ];
    for (const res of refusals) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error).toMatchObject({
        code: CheckoutErrorCode.parentPays,
        message: CheckoutMessage.parentPays,
        messageCode: 'checkout.parentPays',
      });
    }
    expect(await written()).toEqual(before);
    // the same key later is not an answer stored for it
    const again = await post(t, yoon, '/api/member-svc/order-create', body, 'child-order-1');
    expect(again.statusCode).toBe(403);
  });
});

describe('adults', () => {
  it('are unaffected: the order records no notice even when the browser says one was shown', async () => {
    const adultStudent = await orderBody(t, seo, [{ productId: 92, qty: 1, cdi: JIWOO_THEOPEN }], {
      fdbIdSelected: '',
      consent: await consentOf(t, true),
    });
    const one = await createOrder(t, seo, adultStudent);
    expect(await noticeShown(one.orderId)).toBe(false);
    const parent = await orderBody(t, kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }], {
      fdbIdSelected: '',
    });
    const two = await createOrder(t, kim, parent);
    expect(await noticeShown(two.orderId)).toBe(false);
  });
});

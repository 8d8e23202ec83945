import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import { ORDER_THIRD_PARTIES } from '@shop/contract/order-consent.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import { SEOJUN_CDI, createOrder, orderBody, post } from '../../test/checkout-test-kit.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { signInStaff, staffCall } from '../../test/test-staff-sign-in.ts';
import { minimalPdf } from '../../test/test-documents.ts';
import { uploadDocument } from '../../test/test-uploads.ts';
import { deleteTestOrders } from '../../test/test-orders.ts';

/** The order consent and its record (전자상거래법 §13 ②, 개인정보보호법 §17, decision 0462). */
let t: TestApp;
let kim: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  kim = await signInAs(t, 'parent.kim');
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await deleteTestOrders(t.database.db);
});

const ITEMS = [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }];
const count = async () =>
  (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from orders`))[0]!.n;

describe('the order consent', () => {
  it('refuses an order without the ticked box, or with texts no longer in force, writing nothing', async () => {
    const body = await orderBody(t, kim, ITEMS, { fdbIdSelected: '' });
    const before = await count();
    for (const consent of [
      null,
      { ...body.consent, termsVersion: '2020-01-01' },
      { ...body.consent, privacyVersion: '' },
    ]) {
      const res = await post(t, kim, '/api/member-svc/order-create', { ...body, consent });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        message: CheckoutMessage.consentRequired,
        field: 'consent',
      });
    }
    const { consent: _left, ...withoutField } = body;
    const missing = await post(t, kim, '/api/member-svc/order-create', withoutField);
    expect(missing.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('stores what was consented to with the order: versions, third parties, time', async () => {
    const started = Date.now();
    const body = await orderBody(t, kim, ITEMS, { fdbIdSelected: '' });
    const { orderId } = await createOrder(t, kim, body);
    const [row] = await queryRows<{
      terms_version: string;
      privacy_version: string;
      third_parties: string[];
      minors_notice_shown: boolean;
      consented_at: Date | string;
    }>(t.database.db, sql`select * from order_consents where order_id = ${orderId}`);
    // the versions in force as published (the migration's 2026-11-25 texts), not a constant
    const published = (await t.app.inject({ url: '/api/policy-versions' })).json().inForce;
    expect(published).toEqual({ terms: '2026-11-25', privacy: '2026-11-25' });
    expect(row).toMatchObject({
      terms_version: published.terms,
      privacy_version: published.privacy,
      minors_notice_shown: false,
    });
    // a domestic order names the gateway, the courier and the message sender, not EMS
    expect(row!.third_parties).toEqual(
      ORDER_THIRD_PARTIES.filter((p) => p.id !== 'ems').map((p) => p.name),
    );
    expect(new Date(row!.consented_at).getTime()).toBeGreaterThanOrEqual(started - 1000);
  });

  it('follows a terms version staff publish for today: the old consent is refused, the order records the new one', async () => {
    const old = await orderBody(t, kim, ITEMS, { fdbIdSelected: '' });
    const today = seoulDate(new Date());
    const md = await signInStaff(t, 'md.demo');
    const published = await staffCall(t, md, 'POST', '/api/admin/policy-upload', {
      kind: 'terms',
      version: today,
      uploadId: await uploadDocument(t, md, 'pdf', minimalPdf('terms of today')),
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ version: today, state: 'inForce' });

    const before = await count();
    const refused = await post(t, kim, '/api/member-svc/order-create', old);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ message: CheckoutMessage.consentRequired });
    expect(await count()).toBe(before);

    const renewed = await orderBody(t, kim, ITEMS, { fdbIdSelected: '' });
    expect(renewed.consent.termsVersion).toBe(today);
    const { orderId } = await createOrder(t, kim, renewed);
    const [row] = await queryRows<{ terms_version: string; privacy_version: string }>(
      t.database.db,
      sql`select terms_version, privacy_version from order_consents where order_id = ${orderId}`,
    );
    expect(row).toEqual({ terms_version: today, privacy_version: '2026-11-25' });
  });
});

import { expect } from 'vitest';
import type { PricePreview } from '@shop/contract/billing.ts';
import type { GatewayForm } from '@shop/contract/checkout.ts';
import { currentConsent } from '@shop/contract/order-consent.ts';
import type { TestApp } from './test-app.ts';
import type { SignedIn } from './test-sign-in.ts';

/** Helpers of the checkout and payment API tests: price, order, open the gateway window. */
export const SEOJUN_CDI = { stdId: 5101, brchId: 101, brchType: 'CDI' };

/** The consent box ticked for the versions the shop publishes as in force (decision 0436). */
export async function consentOf(t: TestApp, minorsNotice = false) {
  const res = await t.app.inject({ url: '/api/policy-versions' });
  expect(res.statusCode, res.body).toBe(200);
  return currentConsent(res.json().inForce, minorsNotice);
}

export async function post(t: TestApp, who: SignedIn, url: string, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

export async function preview(t: TestApp, who: SignedIn, body: object): Promise<PricePreview> {
  const res = await post(t, who, '/api/member-svc/calculate-price', { stdIdList: [], ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: PricePreview }>().data;
}

export async function firstCompleteAddress(t: TestApp, who: SignedIn): Promise<number> {
  const res = await t.app.inject({
    url: '/api/bridge/creverse-delivery-list',
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = res.json<{ list: { deliveryId: number; addr2: string }[] }>().list;
  return list.find((a) => a.addr2.trim())!.deliveryId;
}

/** An order body priced by the server's own preview (what the pay page sends). */
export async function orderBody(
  t: TestApp,
  who: SignedIn,
  items: object[],
  extra: Record<string, unknown> = {},
) {
  const p = await preview(t, who, { items, fdbIdSelected: extra.fdbIdSelected });
  return {
    items,
    productPriceTotal: p.productPriceTotal,
    deliveryPriceTotal: p.deliveryPriceTotal,
    paymentTypeCd: '신용카드',
    arsPhone: null,
    deliveryId: await firstCompleteAddress(t, who),
    // the pay page's ticked consent box (decision 0462)
    consent: await consentOf(t),
    ...extra,
  };
}

export async function createOrder(t: TestApp, who: SignedIn, body: object, key?: string) {
  const res = await post(t, who, '/api/member-svc/order-create', body, key);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { orderId: number; priceTotal: number; paymentTypeCd: string } }>().data;
}

export async function windowForm(
  t: TestApp,
  who: SignedIn,
  orderId: number,
  paymentTypeCd: '신용카드' | '가상계좌',
): Promise<GatewayForm> {
  const res = await post(t, who, '/api/inicis/get-parameter-of-order', { orderId, paymentTypeCd });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: GatewayForm }>().data;
}

export async function orderDetail(t: TestApp, who: SignedIn, orderId: number) {
  return post(t, who, '/api/member-svc/order-detail', { orderId });
}

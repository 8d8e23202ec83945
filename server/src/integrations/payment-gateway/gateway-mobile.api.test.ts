import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  payInWindow,
  startSimulators,
  type RunningSimulators,
} from '../../test/simulator-harness.ts';
import { addDays, seoulDate, seoulDayEnd } from '../../lib/seoul-time.ts';
import { HttpPaymentGateway } from './http-payment-gateway.ts';
import {
  AmountMismatch,
  GatewayRefused,
  UntrustedGatewayUrl,
  type MobileAuthSuccess,
  type PaymentRequest,
} from './payment-gateway.ts';

/** Compliance: the gateway client against the simulator — the mobile window (`P_` names). */
const KEY = 'dev-only-secret-change-me';
let sims: RunningSimulators;
let gateway: HttpPaymentGateway;

beforeAll(async () => {
  sims = await startSimulators();
  gateway = new HttpPaymentGateway({
    stdPayUrl: `${sims.url}/pg`,
    mobileUrl: `${sims.url}/pg`,
    apiUrl: `${sims.url}/pg`,
    mid: 'INIpayTest',
    signKey: KEY,
    apiKey: KEY,
    notiSecret: KEY,
    approvalHosts: [new URL(sims.url).host],
    timeoutMs: 10_000,
  });
});
afterAll(async () => {
  await sims?.close();
});
afterEach(async () => {
  await sims.control('pg', 'reset');
});

let serial = 0;
function order(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  serial += 1;
  return {
    orderNumber: `M${Date.now()}${serial}`,
    price: 15_000,
    payMethod: 'Card',
    goodsName: '에이프릴 Phonics 1',
    buyerName: '박지호',
    buyerTel: '010-5201-0000',
    buyerEmail: 'jiho@example.com',
    merchantData: 'orderId=77',
    ...overrides,
    // all taxable unless a test names the split
    split: overrides.split ?? { taxable: overrides.price ?? 15_000, taxFree: 0 },
  };
}

const urls = {
  nextUrl: 'http://localhost:3000/api/inicis-mobile/pay-order-next',
  notiUrl: 'http://localhost:3000/api/inicis/mobile-noti-service-order',
};

async function authenticated(request = order()): Promise<MobileAuthSuccess> {
  const back = await payInWindow(gateway.mobileWindow(request, urls), 'approve');
  const result = gateway.readMobileNext(back.fields);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('card gateway, mobile window', () => {
  it('posts status, tid and request URL to the next URL, then approves once', async () => {
    const request = order();
    const form = gateway.mobileWindow(request, urls);
    expect(form.scriptUrl).toBeNull();
    const back = await payInWindow(form, 'approve', { cardCode: '06' });
    expect(back.action).toBe(urls.nextUrl);
    expect(back.fields).toMatchObject({ P_STATUS: '00', P_AMT: '15000', P_NOTI: 'orderId=77' });
    const auth = gateway.readMobileNext(back.fields) as MobileAuthSuccess;
    expect(auth).toMatchObject({ ok: true, orderNumber: request.orderNumber, amount: 15_000 });
    const approval = await gateway.approveMobile(auth, 15_000);
    expect(approval).toMatchObject({
      tid: auth.tid,
      orderNumber: request.orderNumber,
      price: 15_000,
      payMethod: 'Card',
      approvalNumber: expect.stringMatching(/^\d{8}$/),
      card: { code: '06', name: 'KB국민카드' },
      merchantData: 'orderId=77',
    });
    const replay = gateway.approveMobile(auth, 15_000);
    await expect(replay).rejects.toBeInstanceOf(GatewayRefused);
    await expect(gateway.approveMobile(auth, 15_000)).rejects.toMatchObject({ code: 'V703' });
  });

  it('refuses a window whose amount was changed (P_CHKFAKE)', async () => {
    const form = gateway.mobileWindow(order(), urls);
    await expect(
      payInWindow({ ...form, fields: { ...form.fields, P_AMT: '1000' } }, 'approve'),
    ).rejects.toThrow(/P_CHKFAKE/);
  });

  it('net-cancels and refuses an approval of another amount than the order', async () => {
    const auth = await authenticated();
    await expect(gateway.approveMobile(auth, 9_000)).rejects.toBeInstanceOf(AmountMismatch);
    expect(await gateway.inquire({ tid: auth.tid })).toMatchObject({ state: 'netCancelled' });
  });

  it('issues a virtual account with the due date the shop asked for', async () => {
    const dueDay = addDays(seoulDate(new Date()), 3);
    const due = dueDay.replaceAll('-', '');
    const auth = await authenticated(order({ payMethod: 'VBank', vbankDueDate: due }));
    const approval = await gateway.approveMobile(auth, 15_000);
    expect(approval.payMethod).toBe('VBank');
    expect(approval.virtualAccount).toMatchObject({
      bankCode: expect.stringMatching(/^\d{2}$/),
      accountNumber: expect.stringMatching(/^\d{14}$/),
    });
    // 23:59:59 on the due day in Seoul
    expect(approval.virtualAccount!.dueAt).toEqual(new Date(seoulDayEnd(dueDay).getTime() - 1000));
  });

  it('reports a cancel as a result other than success', async () => {
    const request = order();
    const back = await payInWindow(gateway.mobileWindow(request, urls), 'cancel');
    expect(gateway.readMobileNext(back.fields)).toMatchObject({
      ok: false,
      orderNumber: request.orderNumber,
      message: expect.stringContaining('취소'),
    });
  });

  it('posts approvals only to the gateway hosts', async () => {
    const auth = await authenticated();
    await expect(
      gateway.approveMobile({ ...auth, requestUrl: 'https://evil.example/smart/payReq' }, 15_000),
    ).rejects.toBeInstanceOf(UntrustedGatewayUrl);
  });

  it('net-cancels a mobile approval by its tid', async () => {
    const request = order();
    const approval = await gateway.approveMobile(await authenticated(request), 15_000);
    await gateway.netCancelMobile({
      tid: approval.tid,
      orderNumber: request.orderNumber,
      price: 15_000,
    });
    expect(await gateway.inquire({ orderNumber: request.orderNumber })).toMatchObject({
      state: 'netCancelled',
    });
    await expect(
      gateway.netCancelMobile({ tid: approval.tid, orderNumber: request.orderNumber, price: 1 }),
    ).rejects.toBeInstanceOf(GatewayRefused);
  });
});

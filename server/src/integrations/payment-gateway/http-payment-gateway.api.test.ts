import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  payInWindow,
  startSimulators,
  type RunningSimulators,
} from '../../test/simulator-harness.ts';
import { pcWindowHashes } from './gateway-signing.ts';
import { HttpPaymentGateway } from './http-payment-gateway.ts';
import {
  GatewayRefused,
  GatewayTimeout,
  GatewayUnavailable,
  UntrustedGatewayUrl,
  type PaymentRequest,
  type PcAuthSuccess,
} from './payment-gateway.ts';

/** Compliance: the shop's gateway client against the gateway simulator — PC window and approval. */
const KEY = 'dev-only-secret-change-me';
let sims: RunningSimulators;
let gateway: HttpPaymentGateway;

function client(overrides: Partial<ConstructorParameters<typeof HttpPaymentGateway>[0]> = {}) {
  return new HttpPaymentGateway({
    stdPayUrl: `${sims.url}/pg`,
    mobileUrl: `${sims.url}/pg`,
    apiUrl: `${sims.url}/pg`,
    mid: 'INIpayTest',
    signKey: KEY,
    apiKey: KEY,
    notiSecret: KEY,
    approvalHosts: [new URL(sims.url).host],
    timeoutMs: 10_000,
    ...overrides,
  });
}

beforeAll(async () => {
  sims = await startSimulators();
  gateway = client();
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
    orderNumber: `T${Date.now()}${serial}`,
    price: 23_400,
    payMethod: 'Card',
    goodsName: 'CDI Reading Master 3 외 1건',
    buyerName: '김민정',
    buyerTel: '010-2345-6789',
    buyerEmail: 'parent.kim@example.com',
    merchantData: 'orderId=501',
    ...overrides,
    // all taxable unless a test names the split
    split: overrides.split ?? { taxable: overrides.price ?? 23_400, taxFree: 0 },
  };
}

const urls = {
  returnUrl: 'http://localhost:3000/api/inicis-pc/pay-order-ok',
  closeUrl: 'http://localhost:3000/static/inicis-close.html',
};

async function authenticated(request = order()): Promise<PcAuthSuccess> {
  const back = await payInWindow(gateway.pcWindow(request, urls), 'approve');
  const result = gateway.readPcReturn(back.fields);
  if (!result.ok) throw new Error(result.message);
  return result;
}

describe('card gateway, PC window', () => {
  it('serves its script and a window that shows goods, amount and buyer', async () => {
    const form = gateway.pcWindow(order(), urls);
    const script = await fetch(form.scriptUrl!);
    expect(await script.text()).toContain('INIStdPay');
    const page = await fetch(form.windowUrl, {
      method: 'POST',
      body: new URLSearchParams(form.fields),
    });
    const html = await page.text();
    expect(page.status).toBe(200);
    for (const text of [
      'CDI Reading Master 3 외 1건',
      '23,400원',
      '김민정',
      '승인',
      '실패',
      '취소',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)="https?:/);
  });

  it('approves a card payment once: the return, then the server-to-server approval', async () => {
    const request = order();
    const back = await payInWindow(gateway.pcWindow(request, urls), 'approve', { cardCode: '14' });
    expect(back.action).toBe(urls.returnUrl);
    const auth = gateway.readPcReturn(back.fields);
    expect(auth).toMatchObject({
      ok: true,
      orderNumber: request.orderNumber,
      merchantData: 'orderId=501',
    });
    const approval = await gateway.approvePc(auth as PcAuthSuccess, 23_400);
    expect(approval).toMatchObject({
      orderNumber: request.orderNumber,
      price: 23_400,
      payMethod: 'Card',
      approvalNumber: expect.stringMatching(/^\d{8}$/),
      card: { code: '14', name: '신한카드', installmentMonths: 0 },
      virtualAccount: null,
    });
    expect(approval.tid).toMatch(/^StdpayCARDINIpayTest\d{20}$/);
    expect(Math.abs(approval.approvedAt.getTime() - Date.now())).toBeLessThan(5000);
  });

  it('refuses a replayed auth token', async () => {
    const auth = await authenticated();
    await gateway.approvePc(auth, 23_400);
    const replay = gateway.approvePc(auth, 23_400);
    await expect(replay).rejects.toBeInstanceOf(GatewayRefused);
    await expect(gateway.approvePc(auth, 23_400)).rejects.toMatchObject({ code: 'V703' });
  });

  it('issues a virtual account shown in the window and returned by the approval', async () => {
    const request = order({ payMethod: 'VBank', price: 41_000 });
    const back = await payInWindow(gateway.pcWindow(request, urls), 'approve', {
      bankCode: '88',
      depositorName: '김민정',
    });
    expect(back.page).toContain('가상계좌가 발급되었습니다');
    expect(back.page).toContain('신한은행');
    const approval = await gateway.approvePc(
      gateway.readPcReturn(back.fields) as PcAuthSuccess,
      41_000,
    );
    expect(approval.payMethod).toBe('VBank');
    expect(approval.approvalNumber).toBeNull();
    const account = approval.virtualAccount!;
    expect(back.page).toContain(account.accountNumber);
    expect(account).toMatchObject({
      bankCode: '88',
      bankName: '신한은행',
      depositorName: '김민정',
    });
    expect(account.holder).toBeTruthy();
    const days = (account.dueAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4.5);
    expect(days).toBeLessThan(6);
    expect(account.dueAt.toISOString()).toMatch(/T14:59:59/); // 23:59:59 in Seoul
  });

  it('reports a refusal and a cancel in the window as results other than success', async () => {
    const failed = await payInWindow(gateway.pcWindow(order(), urls), 'fail');
    expect(gateway.readPcReturn(failed.fields)).toMatchObject({ ok: false, code: 'R001' });
    const cancelled = await payInWindow(gateway.pcWindow(order(), urls), 'cancel');
    const result = gateway.readPcReturn(cancelled.fields);
    expect(result).toMatchObject({
      ok: false,
      code: 'V801',
      message: '사용자가 결제를 취소하였습니다.',
    });
  });

  it('refuses a window whose amount was changed after signing, or signed with another key', async () => {
    const form = gateway.pcWindow(order(), urls);
    const cheaper: Record<string, string> = { ...form.fields, price: '100' };
    await expect(payInWindow({ ...form, fields: cheaper }, 'approve')).rejects.toThrow(
      /위변조 체크\(signature\)/,
    );
    // the signature needs no key, so a tamperer can redo it; the verification needs the key
    const { signature } = pcWindowHashes(cheaper.oid!, 100, cheaper.timestamp!, 'guess');
    await expect(
      payInWindow({ ...form, fields: { ...cheaper, signature } }, 'approve'),
    ).rejects.toThrow(/위변조 체크\(verification\)/);
    const foreign = client({ signKey: 'another-key' }).pcWindow(order(), urls);
    await expect(payInWindow(foreign, 'approve')).rejects.toThrow(/verification/);
  });

  it('refuses an approval for another price', async () => {
    const auth = await authenticated();
    await expect(gateway.approvePc(auth, 100)).rejects.toMatchObject({ code: 'V705' });
  });

  it('refuses an approval signed with another key', async () => {
    const auth = await authenticated();
    await expect(client({ signKey: 'another-key' }).approvePc(auth, 23_400)).rejects.toMatchObject({
      code: 'V702',
    });
  });

  it('calls only the gateway hosts it is configured with', async () => {
    const auth = await authenticated();
    const port = new URL(sims.url).port;
    for (const authUrl of [
      'https://evil.example/api/payAuth',
      `http://127.0.0.1:${Number(port) + 1}/pg/api/payAuth`,
      `ftp://127.0.0.1:${port}/pg/api/payAuth`,
      'not a url',
    ]) {
      await expect(gateway.approvePc({ ...auth, authUrl }, 23_400)).rejects.toBeInstanceOf(
        UntrustedGatewayUrl,
      );
    }
    const { list } = await sims.read<{ list: { url: string }[] }>('pg', 'received');
    expect(list.some((c) => c.url.includes('payAuth'))).toBe(false);
    await expect(gateway.approvePc(auth, 23_400)).resolves.toMatchObject({ price: 23_400 });
  });

  it('net-cancels an approval the shop could not record; repeating it is harmless', async () => {
    const request = order();
    const auth = await authenticated(request);
    const approval = await gateway.approvePc(auth, 23_400);
    await gateway.netCancelPc(auth, 23_400);
    await gateway.netCancelPc(auth, 23_400);
    expect(await gateway.inquire({ tid: approval.tid })).toMatchObject({
      state: 'netCancelled',
      orderNumber: request.orderNumber,
    });
  });

  it('surfaces a declined approval, an outage and a timeout as typed errors', async () => {
    await sims.control('pg', 'decline-next', { resultCode: 'R010', resultMsg: '한도 초과' });
    await expect(gateway.approvePc(await authenticated(), 23_400)).rejects.toMatchObject({
      code: 'R010',
      gatewayMessage: '한도 초과',
    });

    const auth = await authenticated();
    await sims.control('pg', 'fail', { count: 1, status: 503 });
    const down = gateway.approvePc(auth, 23_400);
    await expect(down).rejects.toBeInstanceOf(GatewayUnavailable);
    await expect(down).rejects.not.toBeInstanceOf(GatewayTimeout);
    // the outage answered before the gateway looked at the token: it still approves
    await expect(gateway.approvePc(auth, 23_400)).resolves.toMatchObject({ price: 23_400 });

    // the fault plans hold the answer longer than this client waits, however busy the machine
    const impatient = client({ timeoutMs: 200 });
    const slow = await authenticated();
    await sims.control('pg', 'slow', { count: 1, ms: 1500 });
    await expect(impatient.approvePc(slow, 23_400)).rejects.toBeInstanceOf(GatewayTimeout);

    const hung = await authenticated();
    await sims.control('pg', 'timeout', { count: 1 });
    await expect(impatient.approvePc(hung, 23_400)).rejects.toBeInstanceOf(GatewayTimeout);
    // after a timeout the shop asks what happened, and undoes it
    expect(await gateway.inquire({ orderNumber: hung.orderNumber })).toMatchObject({
      state: 'authenticated',
    });
    await gateway.netCancelPc(hung, 23_400);
    expect(await gateway.inquire({ orderNumber: hung.orderNumber })).toMatchObject({
      state: 'netCancelled',
    });
  });

  it('tells after a timeout whether the approval happened, with what the shop needs to record it', async () => {
    const request = order({ payMethod: 'VBank', price: 52_000 });
    const auth = await authenticated(request);
    await sims.control('pg', 'slow', { count: 1, ms: 800 });
    await expect(client({ timeoutMs: 200 }).approvePc(auth, 52_000)).rejects.toBeInstanceOf(
      GatewayTimeout,
    );
    // the gateway goes on without us: ask until it has finished
    let status = await gateway.inquire({ orderNumber: request.orderNumber });
    while (status?.state === 'authenticated') {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await gateway.inquire({ orderNumber: request.orderNumber });
    }
    expect(status).toMatchObject({
      state: 'vbankIssued',
      price: 52_000,
      remaining: 0,
      approvedAt: expect.any(Date),
      virtualAccount: {
        bankCode: expect.any(String),
        accountNumber: expect.stringMatching(/^\d{14}$/),
        holder: expect.any(String),
      },
    });
    expect(status!.virtualAccount!.dueAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('answers null for an order number it never saw', async () => {
    expect(await gateway.inquire({ orderNumber: 'NEVER-SEEN' })).toBeNull();
  });

  it('refuses to open a second payment of an order number already paid', async () => {
    const request = order();
    await gateway.approvePc(await authenticated(request), 23_400);
    await expect(payInWindow(gateway.pcWindow(request, urls), 'approve')).rejects.toThrow(
      /이미 결제된 주문번호/,
    );
  });
});

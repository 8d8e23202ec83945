import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  payInWindow,
  startShopStub,
  startSimulators,
  type RunningSimulators,
  type ShopStub,
} from '../../test/simulator-harness.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { notificationSignature } from './gateway-signing.ts';
import { HttpPaymentGateway } from './http-payment-gateway.ts';
import {
  GatewayRefused,
  NotificationRefused,
  type Approval,
  type PaymentRequest,
  type PcAuthSuccess,
} from './payment-gateway.ts';

/**
 * Compliance: the gateway client against the simulator — what happens after the approval:
 * virtual-account deposit notifications, refunds and partial refunds, settlement.
 */
const KEY = 'dev-only-secret-change-me';
let sims: RunningSimulators;
let shop: ShopStub;
let gateway: HttpPaymentGateway;

function client(overrides: Partial<ConstructorParameters<typeof HttpPaymentGateway>[0]> = {}) {
  const base = `${sims.url}/pg`;
  return new HttpPaymentGateway({
    ...{ stdPayUrl: base, mobileUrl: base, apiUrl: base, mid: 'INIpayTest' },
    ...{ signKey: KEY, apiKey: KEY, notiSecret: KEY, approvalHosts: [new URL(sims.url).host] },
    timeoutMs: 10_000,
    ...overrides,
  });
}

beforeAll(async () => {
  sims = await startSimulators();
  shop = await startShopStub();
  gateway = client();
});
afterAll(async () => {
  await sims?.close();
  await shop?.close();
});
afterEach(async () => {
  await sims.control('pg', 'reset');
  shop.received.length = 0;
  shop.answers.length = 0;
});

let serial = 0;
function order(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  serial += 1;
  return {
    orderNumber: `R${Date.now()}${serial}`,
    price: 30_000,
    payMethod: 'Card',
    goodsName: '더오픈 Grammar 2',
    buyerName: '김민정',
    buyerTel: '010-2345-6789',
    buyerEmail: 'parent.kim@example.com',
    merchantData: 'orderId=9',
    ...overrides,
    // all taxable unless a test names the split
    split: overrides.split ?? { taxable: overrides.price ?? 30_000, taxFree: 0 },
  };
}

async function paidOnPc(request = order()): Promise<Approval> {
  const urls = { returnUrl: `${shop.url}/return`, closeUrl: `${shop.url}/close` };
  const back = await payInWindow(gateway.pcWindow(request, urls), 'approve');
  return gateway.approvePc(gateway.readPcReturn(back.fields) as PcAuthSuccess, request.price);
}

async function deposit(body: Record<string, unknown>) {
  return sims.control('pg', 'deposit', body);
}

describe('virtual-account deposit notifications', () => {
  it('posts a signed PC notification the shop reads and answers OK', async () => {
    await sims.control('pg', 'merchant', { pcNotiUrl: `${shop.url}/pc-noti` });
    const approval = await paidOnPc(order({ payMethod: 'VBank', price: 41_000 }));
    const answer = await deposit({ tid: approval.tid, depositor: '김민정' });
    expect(answer.notification).toMatchObject({ delivered: true });
    expect(shop.received).toHaveLength(1);
    const notification = gateway.readDepositNotification(shop.received[0]!);
    expect(notification).toMatchObject({
      format: 'pc',
      tid: approval.tid,
      orderNumber: approval.orderNumber,
      amount: 41_000,
      accountNumber: approval.virtualAccount!.accountNumber,
      depositor: '김민정',
    });
    expect(Math.abs(notification.depositedAt.getTime() - Date.now())).toBeLessThan(5000);
    expect(await gateway.inquire({ tid: approval.tid })).toMatchObject({
      state: 'deposited',
      remaining: 41_000,
    });
  });

  it('refuses a notification that was changed, signed with another secret, or unsigned', async () => {
    await sims.control('pg', 'merchant', { pcNotiUrl: `${shop.url}/pc-noti` });
    const approval = await paidOnPc(order({ payMethod: 'VBank' }));
    await deposit({ tid: approval.tid });
    const posted = shop.received[0]!;
    const { noti_sign: _sign, ...unsigned } = posted;
    const forged = { ...unsigned, noti_sign: notificationSignature(unsigned, 'guessed-secret') };
    for (const fields of [{ ...posted, amt_input: '1' }, forged, unsigned, {}]) {
      expect(() => gateway.readDepositNotification(fields)).toThrow(NotificationRefused);
    }
    expect(() => client({ notiSecret: 'other' }).readDepositNotification(posted)).toThrow(
      /bad signature/,
    );
  });

  it('retries until the shop answers a plain OK', async () => {
    await sims.control('pg', 'merchant', { pcNotiUrl: `${shop.url}/pc-noti` });
    await sims.control('pg', 'notify-retry', { delaysMs: [30, 30, 30] });
    shop.answers.push('FAIL', 500, ' OK but not quite');
    const approval = await paidOnPc(order({ payMethod: 'VBank' }));
    await deposit({ tid: approval.tid });
    await eventually(() => shop.received.length === 4);
    const { list } = await sims.read<{ list: { delivered: boolean; attempts: unknown[] }[] }>(
      'pg',
      'notifications',
    );
    expect(list[0]).toMatchObject({ delivered: true });
    expect(list[0]!.attempts).toHaveLength(4);
    expect(new Set(shop.received.map((r) => r.no_msgseq)).size).toBe(1);
  });

  it('sends mobile deposits in P_ names to the payment’s notification URL', async () => {
    const request = order({ payMethod: 'VBank', price: 12_000 });
    const urls = { nextUrl: `${shop.url}/next`, notiUrl: `${shop.url}/mobile-noti` };
    const back = await payInWindow(gateway.mobileWindow(request, urls), 'approve');
    const auth = gateway.readMobileNext(back.fields);
    if (!auth.ok) throw new Error(auth.message);
    const approval = await gateway.approveMobile(auth, 12_000);
    await deposit({ oid: request.orderNumber, amount: 11_000 });
    expect(gateway.readDepositNotification(shop.received[0]!)).toMatchObject({
      format: 'mobile',
      tid: approval.tid,
      orderNumber: request.orderNumber,
      amount: 11_000,
    });
  });

  it('takes no deposit before the approval issued the account, nor after its due date', async () => {
    const urls = { returnUrl: `${shop.url}/r`, closeUrl: `${shop.url}/c` };
    const request = order({ payMethod: 'VBank' });
    await payInWindow(gateway.pcWindow(request, urls), 'approve');
    expect(await deposit({ oid: request.orderNumber })).toMatchObject({
      error: { code: 'NO-DEPOSIT' },
    });
    const approval = await paidOnPc(order({ payMethod: 'VBank' }));
    await sims.control('pg', 'clock', { shiftMs: 6 * 86_400_000 });
    expect(await deposit({ tid: approval.tid })).toMatchObject({ error: { code: 'NO-DEPOSIT' } });
    expect(shop.received).toHaveLength(0);
  });
});

describe('refunds and settlement', () => {
  it('refunds part by part and never more than remains', async () => {
    const { tid } = await paidOnPc();
    const first = await gateway.partialRefund({
      tid,
      amount: 10_000,
      split: { taxable: 10_000, taxFree: 0 },
      remainingAfter: 20_000,
      reason: '부분 반품',
    });
    expect(first).toMatchObject({ tid, amount: 10_000, remaining: 20_000 });
    expect(first.refundTid).not.toBe(tid);
    const over = {
      tid,
      amount: 25_000,
      split: { taxable: 25_000, taxFree: 0 },
      remainingAfter: -5_000,
      reason: 'too much',
    };
    await expect(gateway.partialRefund(over)).rejects.toMatchObject({ code: 'R300' });
    const miscounted = {
      tid,
      amount: 5_000,
      split: { taxable: 5_000, taxFree: 0 },
      remainingAfter: 16_000,
      reason: 'wrong remainder',
    };
    await expect(gateway.partialRefund(miscounted)).rejects.toMatchObject({ code: 'R301' });
    await expect(gateway.refund({ tid, reason: 'all' })).rejects.toMatchObject({ code: 'R303' });
    const rest = {
      tid,
      amount: 20_000,
      split: { taxable: 20_000, taxFree: 0 },
      remainingAfter: 0,
      reason: '나머지 반품',
    };
    expect(await gateway.partialRefund(rest)).toMatchObject({ remaining: 0 });
    await expect(gateway.refund({ tid, reason: 'again' })).rejects.toMatchObject({ code: 'R302' });
    expect(await gateway.inquire({ tid })).toMatchObject({ state: 'refunded', remaining: 0 });
  });

  it('refunds a whole card payment once', async () => {
    const { tid } = await paidOnPc();
    expect(await gateway.refund({ tid, reason: '주문 취소' })).toMatchObject({
      tid,
      refundTid: tid,
    });
    const again = gateway.refund({ tid, reason: '주문 취소' });
    await expect(again).rejects.toBeInstanceOf(GatewayRefused);
  });

  it('needs a refund account for a deposited virtual account, none for an unpaid one', async () => {
    await sims.control('pg', 'merchant', { pcNotiUrl: `${shop.url}/pc-noti` });
    const unpaid = await paidOnPc(order({ payMethod: 'VBank' }));
    await gateway.refund({ tid: unpaid.tid, reason: '입금 전 취소' });
    expect(await deposit({ tid: unpaid.tid })).toMatchObject({ error: { code: 'NO-DEPOSIT' } });

    const paid = await paidOnPc(order({ payMethod: 'VBank' }));
    await deposit({ tid: paid.tid });
    const partial = {
      tid: paid.tid,
      amount: 5_000,
      split: { taxable: 5_000, taxFree: 0 },
      remainingAfter: 25_000,
      reason: '반품',
    };
    await expect(gateway.partialRefund(partial)).rejects.toMatchObject({ code: 'R400' });
    const refundAccount = { bankCode: '04', accountNumber: '12345678901234', holder: '김민정' };
    expect(await gateway.partialRefund({ ...partial, refundAccount })).toMatchObject({
      remaining: 25_000,
    });
  });

  it('refuses merchant API calls hashed with another key', async () => {
    const { tid } = await paidOnPc();
    await expect(client({ apiKey: 'wrong' }).refund({ tid, reason: 'x' })).rejects.toMatchObject({
      code: 'R100',
    });
    expect(await gateway.inquire({ tid })).toMatchObject({ state: 'approved' });
  });

  it("lists the day's approvals, deposits, refunds and net cancels", async () => {
    await sims.control('pg', 'merchant', { pcNotiUrl: `${shop.url}/pc-noti` });
    const card = await paidOnPc();
    const vbank = await paidOnPc(order({ payMethod: 'VBank', price: 8_000 }));
    await deposit({ tid: vbank.tid, depositor: '김민정' });
    await gateway.partialRefund({
      tid: card.tid,
      amount: 3_000,
      split: { taxable: 3_000, taxFree: 0 },
      remainingAfter: 27_000,
      reason: 'x',
    });
    const today = seoulDate(new Date());
    const report = await gateway.settlement(today);
    expect(report.approvals.map((a) => [a.tid, a.amount, a.payMethod])).toEqual([
      [card.tid, 30_000, 'Card'],
      [vbank.tid, 8_000, 'VBank'],
    ]);
    expect(report.deposits).toMatchObject([{ tid: vbank.tid, amount: 8_000, depositor: '김민정' }]);
    expect(report.refunds).toMatchObject([{ tid: card.tid, amount: 3_000, partial: true }]);
    expect(report.netCancels).toEqual([]);
    expect((await gateway.settlement('2020-01-01')).approvals).toEqual([]);
  });
});

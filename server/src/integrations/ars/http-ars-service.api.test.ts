import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  formOf,
  startShopStub,
  startSimulators,
  type RunningSimulators,
  type ShopStub,
} from '../../test/simulator-harness.ts';
import {
  ArsNotificationRefused,
  ArsRefused,
  ArsTimeout,
  ArsUnavailable,
  type ArsPaymentRequest,
} from './ars-service.ts';
import { signArsForm } from './ars-signing.ts';
import { HttpArsService } from './http-ars-service.ts';

/** Compliance: the shop's ARS client against the ARS simulator, over HTTP. */
const SECRET = 'dev-only-secret-change-me';
let sims: RunningSimulators;
let shop: ShopStub;
let ars: HttpArsService;

const client = (overrides: Partial<ConstructorParameters<typeof HttpArsService>[0]> = {}) =>
  new HttpArsService({
    baseUrl: `${sims.url}/ars`,
    shopId: 'academybook',
    secret: SECRET,
    timeoutMs: 10_000,
    ...overrides,
  });

beforeAll(async () => {
  sims = await startSimulators();
  shop = await startShopStub();
  ars = client();
});
afterAll(async () => {
  await sims?.close();
  await shop?.close();
});
afterEach(async () => {
  await sims.control('ars', 'reset');
  shop.received.length = 0;
  shop.answers.length = 0;
});

let serial = 0;
function payment(overrides: Partial<ArsPaymentRequest> = {}): ArsPaymentRequest {
  serial += 1;
  return {
    orderNumber: `A${Date.now()}${serial}`,
    amount: 18_500,
    // a book (tax-free) and a device (taxable), decision 0461
    split: { taxFree: 13_000, taxable: 5_500 },
    phone: '010-2345-6789',
    productName: 'CDI Reading Master 3',
    buyerName: '김민정',
    notiUrl: `${shop.url}/api/allat/noti`,
    ...overrides,
  };
}

type Text = { to: string; text: string; payCode: string; orderNo: string };
async function lastText(): Promise<Text> {
  const { list } = await sims.read<{ list: Text[] }>('ars', 'outbox');
  return list.at(-1)!;
}

async function callAndApprove(payCode: string) {
  const code = await fetch(`${sims.url}/ars/call/code`, {
    method: 'POST',
    body: new URLSearchParams({ payCode }),
  });
  const cardPage = await code.text();
  expect(cardPage).toContain('18,500원');
  const { fields } = formOf(cardPage);
  const decided = await fetch(`${sims.url}/ars/call/decide`, {
    method: 'POST',
    body: new URLSearchParams({
      ...fields,
      cardNumber: '9410 1234 5678 9010',
      installment: '00',
      decision: 'approve',
    }),
  });
  return decided.text();
}

describe('ARS client against the simulator', () => {
  it('texts a pay code valid 10 days, and the phone call approves and notifies the shop', async () => {
    const request = payment();
    const receipt = await ars.requestPayment(request);
    const days = (receipt.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThan(10.1);
    const text = await lastText();
    expect(text).toMatchObject({ to: '01023456789', orderNo: request.orderNumber });
    expect(text.text).toContain(text.payCode);
    expect(text.text).toContain(receipt.arsNumber);
    expect(await ars.status(request.orderNumber)).toMatchObject({ state: 'pending', tid: null });

    const result = await callAndApprove(text.payCode);
    expect(result).toContain('결제가 완료되었습니다');
    expect(shop.received).toHaveLength(1);
    const notification = ars.readNotification(shop.received[0]!);
    expect(notification).toMatchObject({
      status: 'APPROVED',
      requestId: receipt.requestId,
      orderNumber: request.orderNumber,
      amount: 18_500,
      cardName: 'KB국민카드',
      maskedCardNumber: '9410********9010',
      cancelReason: null,
    });
    expect(await ars.status(request.orderNumber)).toMatchObject({
      state: 'approved',
      tid: notification.tid,
      approvalNumber: notification.approvalNumber,
      remaining: 18_500,
    });
  });

  it('refuses notifications that were changed, signed with another secret or for another shop', async () => {
    await ars.requestPayment(payment());
    await sims.control('ars', 'call', { payCode: (await lastText()).payCode });
    const posted = shop.received[0]!;
    const { sign: _sign, ...unsigned } = posted;
    const otherShop = signArsForm({ ...unsigned, shop_id: 'someone-else' }, SECRET);
    for (const fields of [{ ...posted, amount: '100' }, unsigned, otherShop]) {
      expect(() => ars.readNotification(fields)).toThrow(ArsNotificationRefused);
    }
    expect(() => client({ secret: 'other' }).readNotification(posted)).toThrow(/bad signature/);
  });

  it('cancels the approval when the shop never confirms it', async () => {
    await sims.control('ars', 'notify-retry', { delaysMs: [20, 20] });
    shop.answers.push('FAIL', 500, 'FAIL');
    const request = payment();
    await ars.requestPayment(request);
    const answer = await sims.control('ars', 'call', { payCode: (await lastText()).payCode });
    expect(answer).toMatchObject({ status: 'approved', delivered: false });
    await eventually(() => shop.received.length === 4);
    const cancelled = ars.readNotification(shop.received[3]!);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'not-confirmed' });
    expect(await ars.status(request.orderNumber)).toMatchObject({
      state: 'cancelled',
      remaining: 0,
      cancelReason: 'not-confirmed',
    });
  });

  it('withdraws a pending request: its code stops working', async () => {
    const request = payment();
    await ars.requestPayment(request);
    const { payCode } = await lastText();
    expect(
      await ars.cancel({ orderNumber: request.orderNumber, reason: '주문 취소' }),
    ).toMatchObject({
      state: 'cancelled',
      cancelledAmount: 0,
    });
    expect(await sims.control('ars', 'call', { payCode })).toMatchObject({
      error: { code: 'NO-CODE' },
    });
    await expect(
      ars.cancel({ orderNumber: request.orderNumber, reason: 'again' }),
    ).rejects.toMatchObject({
      code: '3002',
    });
  });

  it('refuses a request whose tax-free part and VAT do not add up to the amount', async () => {
    for (const split of [
      { taxFree: 18_501, taxable: -1 },
      { taxFree: 13_000, taxable: 5_000 },
    ]) {
      await expect(ars.requestPayment(payment({ split }))).rejects.toMatchObject({ code: '2002' });
    }
    expect((await sims.read<{ list: Text[] }>('ars', 'outbox')).list).toHaveLength(0);
  });

  it('cancels an approved payment in parts with their split, never more than remains of each', async () => {
    const request = payment();
    await ars.requestPayment(request);
    await sims.control('ars', 'call', { payCode: (await lastText()).payCode });
    const orderNumber = request.orderNumber;
    const part = (amount: number, taxFree: number) => ({
      amount,
      split: { taxFree, taxable: amount - taxFree },
    });
    expect(
      await ars.cancel({ orderNumber, part: part(8_500, 8_500), reason: '부분 반품' }),
    ).toMatchObject({ state: 'approved', cancelledAmount: 8_500, remaining: 10_000 });
    await expect(
      ars.cancel({ orderNumber, part: part(10_001, 0), reason: 'x' }),
    ).rejects.toMatchObject({ code: '3003' });
    // 4,500 tax-free is left: a part taking 5,000 of it is refused
    await expect(
      ars.cancel({ orderNumber, part: part(5_000, 5_000), reason: 'x' }),
    ).rejects.toMatchObject({ code: '2002' });
    expect(await ars.cancel({ orderNumber, reason: '나머지' })).toMatchObject({
      state: 'cancelled',
      cancelledAmount: 10_000,
      remaining: 0,
    });
  });

  it('replaces the pending request of an order, and lets codes expire after 10 days', async () => {
    const request = payment();
    await ars.requestPayment(request);
    const first = (await lastText()).payCode;
    await ars.requestPayment(request);
    expect(
      await sims.control('ars', 'call', { payCode: first, decision: 'decline' }),
    ).toMatchObject({
      error: { code: 'NO-CODE' },
    });
    const second = (await lastText()).payCode;
    await sims.control('ars', 'clock', { shiftMs: 10 * 86_400_000 + 60_000 });
    expect(await ars.status(request.orderNumber)).toMatchObject({ state: 'expired' });
    expect(await sims.control('ars', 'call', { payCode: second })).toMatchObject({
      error: { code: 'NO-CODE' },
    });
  });

  it('is refused with another secret or shop id, and answers null for an unknown order', async () => {
    await expect(client({ secret: 'wrong' }).requestPayment(payment())).rejects.toMatchObject({
      code: '1001',
    });
    await expect(client({ shopId: 'nobody' }).requestPayment(payment())).rejects.toBeInstanceOf(
      ArsRefused,
    );
    await expect(ars.requestPayment(payment({ phone: '02-123' }))).rejects.toMatchObject({
      code: '2001',
    });
    expect(await ars.status('NO-SUCH-ORDER')).toBeNull();
  });

  it('surfaces an outage and a timeout as typed errors', async () => {
    await sims.control('ars', 'fail', { count: 1, status: 503 });
    const down = ars.requestPayment(payment());
    await expect(down).rejects.toBeInstanceOf(ArsUnavailable);
    await expect(down).rejects.not.toBeInstanceOf(ArsTimeout);
    // the fault plans hold the answer longer than this client waits, however busy the machine
    const impatient = client({ timeoutMs: 200 });
    await sims.control('ars', 'slow', { count: 1, ms: 1500 });
    await expect(impatient.requestPayment(payment())).rejects.toBeInstanceOf(ArsTimeout);
    await sims.control('ars', 'timeout', { count: 1 });
    await expect(impatient.status('X')).rejects.toBeInstanceOf(ArsTimeout);
  });
});

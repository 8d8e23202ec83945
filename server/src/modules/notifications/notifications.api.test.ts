import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { depositAtGateway, notifyShop, paidThroughWindow } from '../../test/payment-test-kit.ts';
import { startShopStub, type ShopStub } from '../../test/simulator-harness.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, simControl, type SignedIn } from '../../test/test-sign-in.ts';
import { insertPaidOrder } from '../../test/test-paid-orders.ts';
import { notify } from '../../db/notification-outbox.ts';
import { OutboxSender } from './outbox-sender.ts';
import { connectOutsideSystems } from '../../integrations/outside-systems.ts';
import { DEFAULT_BUSINESS_IDENTITY } from '@shop/contract/business-identity.ts';

/**
 * Issue 21 item 1 (decision 0502): messages written with their event, sent by the job once per
 * event whatever replays the event or how many runners there are, by SMS when 알림톡 fails.
 */
let t: TestApp;
let kim: SignedIn;
let stub: ShopStub;

beforeAll(async () => {
  t = await createTestApp();
  kim = await signInAs(t, 'parent.kim');
  stub = await startShopStub();
  await simControl(t, '/pg/_control/merchant', { pcNotiUrl: `${stub.url}/pc-noti` });
});
afterAll(async () => {
  await stub?.close();
  await t?.close();
});

interface SimMessage {
  key: string;
  channel: 'alimtalk' | 'sms' | 'email';
  to: string;
  title: string;
  text: string;
}

async function simMessages(): Promise<SimMessage[]> {
  const res = await fetch(`${t.simUrl}/messages/api/messages`, {
    headers: { 'x-api-key': t.config.secrets.messagesApiKey },
  });
  return ((await res.json()) as { list: SimMessage[] }).list;
}

async function outboxOf(orderId: number) {
  return queryRows<{ outbox_id: number; kind: string; status: string; phone_channel: string }>(
    t.database.db,
    sql`select outbox_id, kind, status, phone_channel from notification_outbox
      where order_id = ${orderId} order by outbox_id`,
  );
}

const forOutbox = (list: SimMessage[], ids: number[]) =>
  list.filter((m) => ids.includes(Number(m.key.split('-')[0])));

async function notices(orderId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/member-svc/order-notices',
    headers: kim.headers,
    payload: { orderId },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ list: { channel: string; title: string; text: string }[] }>().list;
}

describe('notifications of a virtual-account order', () => {
  it('sends the account with its due time, then the deposit, each once under replays', async () => {
    const order = await paidThroughWindow(t, kim, '가상계좌');
    expect((await outboxOf(order.orderId)).map((r) => r.kind)).toEqual([
      'orderPlaced',
      'vbankIssued',
    ]);
    await t.app.outboxSender.runOnce();

    const fields = await depositAtGateway(t, stub, order.tid);
    for (let i = 0; i < 3; i++) expect((await notifyShop(t, fields)).body).toBe('OK');
    await t.app.outboxSender.runOnce();
    await t.app.outboxSender.runOnce();

    const rows = await outboxOf(order.orderId);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['orderPlaced', 'sent'],
      ['vbankIssued', 'sent'],
      ['depositConfirmed', 'sent'],
    ]);
    const sent = forOutbox(
      await simMessages(),
      rows.map((r) => r.outbox_id),
    ).filter((m) => m.channel !== 'email');
    expect(sent.map((m) => m.channel)).toEqual(['alimtalk', 'alimtalk', 'alimtalk']);
    const [placed, account, deposit] = sent;
    expect(placed!.text).toContain('주문이 접수되었습니다');
    expect(placed!.text).toContain('청약철회');
    expect(placed!.text).toContain(DEFAULT_BUSINESS_IDENTITY.businessNo);
    expect(account!.text).toMatch(/계좌번호: \S+/);
    expect(account!.text).toMatch(/입금기한: \d{4}-\d{2}-\d{2} \d{2}:\d{2}까지/);
    expect(deposit!.text).toContain('입금이 확인되었습니다');

    const listed = await notices(order.orderId);
    expect(listed.filter((n) => n.channel === 'alimtalk').map((n) => n.title)).toEqual([
      '주문 접수 안내',
      '입금 계좌 안내',
      '입금 확인 안내',
    ]);
  });

  it('two runners at once send each message once', async () => {
    const order = await paidThroughWindow(t, kim, '신용카드');
    const second = new OutboxSender(
      t.database.db,
      connectOutsideSystems(t.config).messages,
      async () => DEFAULT_BUSINESS_IDENTITY,
      async () => null,
    );
    const [a, b] = await Promise.all([t.app.outboxSender.runOnce(), second.runOnce()]);
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(1);
    const rows = await outboxOf(order.orderId);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([['orderPlaced', 'sent']]);
    const sent = forOutbox(await simMessages(), [rows[0]!.outbox_id]);
    expect(sent.filter((m) => m.channel === 'alimtalk')).toHaveLength(1);
  });

  it('falls back to SMS when 알림톡 fails, and retries later when both fail', async () => {
    await simControl(t, '/messages/_control/alimtalk-fail', { count: 1 });
    const order = await paidThroughWindow(t, kim, '신용카드');
    await t.app.outboxSender.runOnce();
    const [row] = await outboxOf(order.orderId);
    expect(row).toMatchObject({ status: 'sent', phone_channel: 'sms' });
    const sent = forOutbox(await simMessages(), [row!.outbox_id]);
    expect(sent.filter((m) => m.channel !== 'email').map((m) => m.channel)).toEqual(['sms']);
    expect((await notices(order.orderId)).map((n) => n.channel)).toContain('sms');

    await simControl(t, '/messages/_control/fail', { count: 10 });
    const down = await paidThroughWindow(t, kim, '신용카드');
    const now = new Date();
    await t.app.outboxSender.runOnce(now);
    const [waiting] = await queryRows<{ status: string; attempts: number; next: string }>(
      t.database.db,
      sql`select status, attempts, next_attempt_at as next from notification_outbox
        where order_id = ${down.orderId}`,
    );
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(new Date(waiting!.next).getTime()).toBeGreaterThanOrEqual(now.getTime() + 30_000);
    await simControl(t, '/messages/_control/reset');
    await t.app.outboxSender.runOnce(new Date(now.getTime() + 31_000));
    expect((await outboxOf(down.orderId))[0]!.status).toBe('sent');
  });

  it('lists only the member’s own order’s messages', async () => {
    const other = await insertPaidOrder(t.database.db, { memberId: 999_999 });
    await notify(t.database.db, 'shipped', { orderId: other });
    await t.app.outboxSender.runOnce();
    expect((await outboxOf(other))[0]!.status).toBe('sent');
    expect(await notices(other)).toEqual([]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/order-notices',
      headers: kim.headers,
      payload: { orderId: 'x' },
    });
    expect(res.statusCode).toBe(400);
  });
});

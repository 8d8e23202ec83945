import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_IDENTITY } from '@shop/contract/business-identity.ts';
import { queryRows } from '../../db/client.ts';
import { HttpClassRecords } from '../../integrations/class-records/http-class-records.ts';
import { connectOutsideSystems } from '../../integrations/outside-systems.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, simControl, type SignedIn } from '../../test/test-sign-in.ts';
import { signInStaff, staffCall, type SignedInStaff } from '../../test/test-staff-sign-in.ts';
import { OutboxSender } from './outbox-sender.ts';

/**
 * Issue 21 item 1, the inquiry answered (decision 0502): staff's answer writes the member's
 * notification in the answer's own transaction, once per inquiry whatever is answered again, and
 * the sender job puts it on the phone the class records hold for the member, once, with two
 * runners at once and after the class records were down.
 */
let t: TestApp;
let kim: SignedIn;
let cs: SignedInStaff;

/** parent.kim in the SSO and class-records demo data, and the mobile they hold for the account. */
const KIM_MEMBER_ID = 1001;
const KIM_PHONE = '01023456789';

beforeAll(async () => {
  t = await createTestApp();
  kim = await signInAs(t, 'parent.kim');
  cs = await signInStaff(t, 'cs.demo');
});
afterAll(async () => {
  await t?.close();
});

interface SimMessage {
  key: string;
  channel: 'alimtalk' | 'sms' | 'email';
  to: string;
  text: string;
}

async function simMessages(): Promise<SimMessage[]> {
  const res = await fetch(`${t.simUrl}/messages/api/messages`, {
    headers: { 'x-api-key': t.config.secrets.messagesApiKey },
  });
  return ((await res.json()) as { list: SimMessage[] }).list;
}

async function writeInquiry(title: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/member-svc/claim-website-create',
    headers: kim.headers,
    payload: { categoryName: '배송 > 해외 배송', title, inquiryMemo: `${title} 내용입니다.` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { claimWebSiteId: number } }>().data.claimWebSiteId;
}

const answer = (claimWebSiteId: number, handleMemo: string, revise = false) =>
  staffCall(t, cs, 'POST', '/api/admin/inquiry-answer', { claimWebSiteId, handleMemo, revise });

interface OutboxRow {
  outbox_id: number;
  order_id: number | null;
  member_id: number | null;
  status: string;
  attempts: number;
  phone_channel: string | null;
  vars: Record<string, string>;
}

function outboxOf(claimWebSiteId: number): Promise<OutboxRow[]> {
  return queryRows<OutboxRow>(
    t.database.db,
    sql`select outbox_id, order_id, member_id, status, attempts, phone_channel, vars
      from notification_outbox
      where event_key = ${`inquiryAnswered:member-${KIM_MEMBER_ID}:${claimWebSiteId}`}
      order by outbox_id`,
  );
}

/** A second runner beside the app's own, as a second instance would run it. */
function secondRunner(): OutboxSender {
  const classRecords = new HttpClassRecords({
    baseUrl: t.config.urls.classRecords,
    apiKey: t.config.secrets.classRecordsApiKey,
  });
  return new OutboxSender(
    t.database.db,
    connectOutsideSystems(t.config).messages,
    async () => DEFAULT_BUSINESS_IDENTITY,
    async (memberId) => {
      const record = await classRecords.member(memberId);
      return (
        record && { name: record.account.stdName, phone: record.account.stdHandPhone, email: null }
      );
    },
  );
}

describe('the inquiry-answered notification', () => {
  it('is written with the answer, once, and reaches the phone once with two runners', async () => {
    const title = '해외 배송 기간 문의 (알림 확인)';
    const id = await writeInquiry(title);
    expect(await outboxOf(id)).toEqual([]);

    expect((await answer(id, '보통 7~14일 걸립니다.')).statusCode).toBe(200);
    const [row, ...more] = await outboxOf(id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      order_id: null,
      member_id: KIM_MEMBER_ID,
      status: 'pending',
      vars: { 문의제목: title },
    });

    // answering again (refused) and revising the answer write nothing more
    expect((await answer(id, '다시 답합니다.')).statusCode).toBe(409);
    expect((await answer(id, '보통 7~14일, 연말에는 더 걸립니다.', true)).statusCode).toBe(200);
    expect((await outboxOf(id)).map((r) => r.outbox_id)).toEqual([row!.outbox_id]);

    const [a, b] = await Promise.all([t.app.outboxSender.runOnce(), secondRunner().runOnce()]);
    expect(a.failed + b.failed + a.retried + b.retried).toBe(0);
    expect(await outboxOf(id)).toMatchObject([{ status: 'sent', phone_channel: 'alimtalk' }]);
    // a later pass finds nothing of it to send
    await t.app.outboxSender.runOnce(new Date(Date.now() + 3_600_000));

    const sent = (await simMessages()).filter((m) => m.key.startsWith(`${row!.outbox_id}-`));
    expect(sent.map((m) => [m.channel, m.to])).toEqual([['alimtalk', KIM_PHONE]]);
    expect(sent[0]!.text).toContain('김민정님, 문의하신 내용에 답변이 등록되었습니다.');
    expect(sent[0]!.text).toContain(`문의 제목: ${title}`);
    expect(sent[0]!.text).not.toContain('#{');
  });

  it('writes nothing when the answer is refused', async () => {
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notification_outbox where kind = 'inquiryAnswered'`,
    );
    expect((await answer(2_000_000_000, '없는 문의에 답합니다.')).statusCode).toBe(404);
    const id = await writeInquiry('빈 답변 문의');
    expect((await answer(id, '   ')).statusCode).toBe(400);
    expect(await outboxOf(id)).toEqual([]);
    const after = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notification_outbox where kind = 'inquiryAnswered'`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('waits for the class records when they are down, then sends once', async () => {
    const id = await writeInquiry('교재 재고 문의 (기록 장애)');
    expect((await answer(id, '다음 주에 입고됩니다.')).statusCode).toBe(200);
    await simControl(t, '/class-records/_control/fail', { count: 20, status: 503 });
    try {
      const first = await t.app.outboxSender.runOnce();
      expect(first.retried).toBeGreaterThanOrEqual(1);
    } finally {
      await simControl(t, '/class-records/_control/reset');
    }
    const [row] = await outboxOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, phone_channel: null });
    expect((await simMessages()).filter((m) => m.key.startsWith(`${row!.outbox_id}-`))).toEqual([]);

    // due again after its backoff (30 s): sent then, once
    await t.app.outboxSender.runOnce(new Date(Date.now() + 31_000));
    expect(await outboxOf(id)).toMatchObject([{ status: 'sent', phone_channel: 'alimtalk' }]);
    const sent = (await simMessages()).filter((m) => m.key.startsWith(`${row!.outbox_id}-`));
    expect(sent.map((m) => m.channel)).toEqual(['alimtalk']);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InquiryAdminErrorCode, InquiryAdminMessage } from '@shop/contract/admin-inquiries.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import { signInStaff, staffCall, type SignedInStaff } from '../../test/test-staff-sign-in.ts';

let t: TestApp;
let cs: SignedInStaff;
let member: SignedIn;

async function writeInquiry(categoryName: string, title: string, daysAgo = 0): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/member-svc/claim-website-create',
    headers: member.headers,
    payload: { categoryName, title, inquiryMemo: `${title} 내용입니다.` },
  });
  const id = res.json().data.claimWebSiteId as number;
  if (daysAgo) {
    await t.database.db.execute(
      sql`update claim_web_sites set write_datetime = now() - make_interval(days => ${daysAgo}) where claim_web_site_id = ${id}`,
    );
  }
  return id;
}

const memberClaims = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/claim-website-list-query',
      headers: member.headers,
      payload: { page: 1 },
    })
  ).json().list as {
    claimWebSiteId: number;
    answerStatusCd: string;
    handleMemo: string | null;
    handleDatetime: string | null;
  }[];

beforeAll(async () => {
  t = await createTestApp();
  cs = await signInStaff(t, 'cs.demo');
  member = await signInAs(t, 'parent.kim');
});
afterAll(async () => {
  await t?.close();
});

describe('inquiry queue', () => {
  it('lists waiting inquiries oldest first with counts by age and category', async () => {
    const old = await writeInquiry('배송 > 해외 배송', '오래된 문의', 5);
    const mid = await writeInquiry('배송 > 해외 배송', '이틀 된 문의', 2);
    const fresh = await writeInquiry('회원 > 로그인 / 계정', '새 문의');
    const res = await staffCall(t, cs, 'GET', '/api/admin/inquiries');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.list.map((r: { claimWebSiteId: number }) => r.claimWebSiteId);
    expect(ids.indexOf(old)).toBeLessThan(ids.indexOf(mid));
    expect(ids.indexOf(mid)).toBeLessThan(ids.indexOf(fresh));
    expect(
      body.list.every((r: { answerStatusCd: string }) => r.answerStatusCd === '답변대기'),
    ).toBe(true);
    // the seeded waiting inquiry (2 days old) plus the three above
    expect(body.summary.waiting).toBe(4);
    expect(body.summary.byAge).toEqual({ underOneDay: 1, oneToThreeDays: 2, overThreeDays: 1 });
    expect(body.summary.byCategory[0]).toMatchObject({
      categoryName: '배송 > 해외 배송',
      waiting: 2,
    });

    const overseas = await staffCall(
      t,
      cs,
      'GET',
      `/api/admin/inquiries?categoryName=${encodeURIComponent('배송 > 해외 배송')}`,
    );
    expect(overseas.json().list.map((r: { claimWebSiteId: number }) => r.claimWebSiteId)).toEqual([
      old,
      mid,
    ]);
    const answered = await staffCall(
      t,
      cs,
      'GET',
      `/api/admin/inquiries?status=${encodeURIComponent('답변완료')}`,
    );
    expect(answered.json().totalCount).toBe(2);
  });

  it('leaves out inquiries the member deleted', async () => {
    const id = await writeInquiry('기타 > 기타 문의', '지울 문의');
    await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/claim-website-del',
      headers: member.headers,
      payload: { claimWebSiteId: id },
    });
    const all = await staffCall(t, cs, 'GET', '/api/admin/inquiries?status=all');
    expect(all.json().list.map((r: { claimWebSiteId: number }) => r.claimWebSiteId)).not.toContain(
      id,
    );
    const detail = await staffCall(t, cs, 'GET', `/api/admin/inquiry?claimWebSiteId=${id}`);
    expect(detail.statusCode).toBe(404);
    const answer = await staffCall(t, cs, 'POST', '/api/admin/inquiry-answer', {
      claimWebSiteId: id,
      handleMemo: '답변',
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error.message).toBe(InquiryAdminMessage.notFound);
  });
});

describe('answering', () => {
  it("sets handleMemo, handleDatetime and '답변완료'; the member sees the answer and can no longer delete", async () => {
    const id = await writeInquiry('상품 > 교재 / 구성 문의', '구성 문의');
    const res = await staffCall(t, cs, 'POST', '/api/admin/inquiry-answer', {
      claimWebSiteId: id,
      handleMemo: '  안녕하세요.\r\n교재와 CD 1장이 들어 있습니다.  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      claimWebSiteId: id,
      answerStatusCd: '답변완료',
      handleMemo: '안녕하세요.\n교재와 CD 1장이 들어 있습니다.',
    });
    const seen = (await memberClaims()).find((c) => c.claimWebSiteId === id)!;
    expect(seen.answerStatusCd).toBe('답변완료');
    expect(seen.handleMemo).toBe('안녕하세요.\n교재와 CD 1장이 들어 있습니다.');
    expect(Date.now() - Date.parse(seen.handleDatetime!)).toBeLessThan(60_000);
    const del = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/claim-website-del',
      headers: member.headers,
      payload: { claimWebSiteId: id },
    });
    expect(del.statusCode).toBe(409);
  });

  it('refuses to overwrite an answer unless the staff member chose to revise it', async () => {
    const id = await writeInquiry('기타 > 기타 문의', '두 번 답하기');
    await staffCall(t, cs, 'POST', '/api/admin/inquiry-answer', {
      claimWebSiteId: id,
      handleMemo: '첫 답변',
    });
    const again = await staffCall(t, cs, 'POST', '/api/admin/inquiry-answer', {
      claimWebSiteId: id,
      handleMemo: '다른 직원의 답변',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: InquiryAdminErrorCode.alreadyAnswered,
      message: InquiryAdminMessage.alreadyAnswered,
      messageCode: 'adminInquiries.alreadyAnswered',
    });
    const revised = await staffCall(t, cs, 'POST', '/api/admin/inquiry-answer', {
      claimWebSiteId: id,
      handleMemo: '고친 답변',
      revise: true,
    });
    expect(revised.json().data.handleMemo).toBe('고친 답변');
    expect((await memberClaims()).find((c) => c.claimWebSiteId === id)?.handleMemo).toBe(
      '고친 답변',
    );
  });

  it('refuses an empty or too long answer with its message', async () => {
    const empty = await staffCall(t, cs, 'POST', '/api/admin/inquiry-answer', {
      claimWebSiteId: 1,
      handleMemo: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(InquiryAdminMessage.answerRequired);
    const long = await staffCall(t, cs, 'POST', '/api/admin/inquiry-answer', {
      claimWebSiteId: 1,
      handleMemo: '가'.repeat(4001),
    });
    expect(long.json().error.message).toBe(InquiryAdminMessage.answerTooLong);
  });
});

describe('answer templates', () => {
  it('are created, listed, changed and deleted by customer service', async () => {
    const seeded = await staffCall(t, cs, 'GET', '/api/admin/answer-templates');
    expect(seeded.json().list.length).toBeGreaterThanOrEqual(3);
    expect(seeded.json().list[0].categoryName).toBeNull();

    const created = await staffCall(t, cs, 'POST', '/api/admin/answer-template-save', {
      title: '해외 배송 기간',
      categoryName: '배송 > 해외 배송',
      body: 'EMS로 7-14일 걸립니다.',
    });
    expect(created.statusCode).toBe(200);
    const template = created.json().data;
    expect(template).toMatchObject({ title: '해외 배송 기간', updatedByName: '김하늘' });
    const changed = await staffCall(t, cs, 'POST', '/api/admin/answer-template-save', {
      answerTemplateId: template.answerTemplateId,
      title: '해외 배송 기간',
      categoryName: '배송 > 해외 배송',
      body: 'EMS로 영업일 기준 7-14일 걸립니다.',
    });
    expect(changed.json().data.body).toBe('EMS로 영업일 기준 7-14일 걸립니다.');
    const removed = await staffCall(t, cs, 'POST', '/api/admin/answer-template-delete', {
      answerTemplateId: template.answerTemplateId,
    });
    expect(removed.statusCode).toBe(200);
    const list = await staffCall(t, cs, 'GET', '/api/admin/answer-templates');
    expect(
      list.json().list.map((x: { answerTemplateId: number }) => x.answerTemplateId),
    ).not.toContain(template.answerTemplateId);
    const gone = await staffCall(t, cs, 'POST', '/api/admin/answer-template-delete', {
      answerTemplateId: template.answerTemplateId,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a category that is not an inquiry category, and a blank title', async () => {
    const res = await staffCall(t, cs, 'POST', '/api/admin/answer-template-save', {
      title: '분류 없음',
      categoryName: '없는 분류',
      body: '내용',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(InquiryAdminMessage.categoryUnknown);
    const blank = await staffCall(t, cs, 'POST', '/api/admin/answer-template-save', {
      title: ' ',
      categoryName: null,
      body: '내용',
    });
    expect(blank.json().error.message).toBe(InquiryAdminMessage.templateTitleRequired);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  ClaimErrorCode,
  ClaimMessage,
  ClaimStatus,
  type ClaimWebSite,
} from '@shop/contract/claim.ts';
import { queryRows } from '../../db/client.ts';
import { DEMO_PARENT_MEMBER_ID } from '../../db/seed/claim-seed-data.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';

let t: TestApp;
let parent: SignedIn;
let student: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  parent = await signInAs(t, 'parent.kim');
  student = await signInAs(t, 'student.park');
});
afterAll(async () => {
  await t?.close();
});

const REFUND = '환불 / 반품 > 반품 신청';

function post(url: string, who: SignedIn | undefined, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: who?.headers ?? {},
    payload: payload as object,
  });
}

async function listOf(who: SignedIn, page = 1) {
  const res = await post('/api/member-svc/claim-website-list-query', who, { page });
  expect(res.statusCode).toBe(200);
  return res.json<{ list: ClaimWebSite[]; totalCount: number; totalPages: number }>();
}

interface ClaimDbRow {
  claim_web_site_id: number;
  member_id: number;
  answer_status_cd: string;
  handle_memo: string | null;
  deleted_at: string | null;
}

async function rowOf(id: number): Promise<ClaimDbRow | undefined> {
  const [row] = await queryRows<ClaimDbRow>(
    t.database.db,
    sql`select claim_web_site_id, member_id, answer_status_cd, handle_memo, deleted_at
        from claim_web_sites where claim_web_site_id = ${id}`,
  );
  return row;
}

async function rowCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from claim_web_sites`,
  );
  return row!.n;
}

async function create(who: SignedIn, title: string, categoryName = REFUND): Promise<number> {
  const res = await post('/api/member-svc/claim-website-create', who, {
    categoryName,
    title,
    inquiryMemo: '주문번호 : 1234\n도서명 : 리딩 스타터 1\n수량 : 2',
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { claimWebSiteId: number } }>().data.claimWebSiteId;
}

describe('inquiry categories', () => {
  it('lists the categories to everyone, including the two with the order template', async () => {
    const res = await t.app.inject({ url: '/api/claim-web-site-category-choices' });
    expect(res.statusCode).toBe(200);
    const names = res.json<{ list: { categoryName: string }[] }>().list.map((c) => c.categoryName);
    expect(names.some((n) => n.startsWith('교환 / 오배송 >'))).toBe(true);
    expect(names.some((n) => n.startsWith('환불 / 반품 >'))).toBe(true);
    expect(names).toContain(REFUND);
  });
});

describe('inquiry calls need a signed-in member', () => {
  it('answers 401 to a visitor for list, create and delete', async () => {
    for (const [url, body] of [
      ['/api/member-svc/claim-website-list-query', { page: 1 }],
      [
        '/api/member-svc/claim-website-create',
        { categoryName: REFUND, title: 'x', inquiryMemo: 'y' },
      ],
      ['/api/member-svc/claim-website-del', { claimWebSiteId: 1 }],
    ] as const) {
      const res = await post(url, undefined, body);
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('writing an inquiry', () => {
  const valid = { categoryName: REFUND, title: '반품하고 싶어요', inquiryMemo: '주문번호 : 1' };
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      'missing category',
      { ...valid, categoryName: undefined },
      'categoryName',
      ClaimMessage.categoryRequired,
    ],
    [
      'blank category',
      { ...valid, categoryName: '' },
      'categoryName',
      ClaimMessage.categoryRequired,
    ],
    [
      'unknown category',
      { ...valid, categoryName: '아무 분야' },
      'categoryName',
      ClaimMessage.categoryRequired,
    ],
    ['missing title', { ...valid, title: undefined }, 'title', ClaimMessage.titleRequired],
    ['blank title', { ...valid, title: '   ' }, 'title', ClaimMessage.titleRequired],
    [
      'title of 101 characters',
      { ...valid, title: '가'.repeat(101) },
      'title',
      ClaimMessage.titleTooLong,
    ],
    [
      'missing content',
      { ...valid, inquiryMemo: undefined },
      'inquiryMemo',
      ClaimMessage.contentRequired,
    ],
    [
      'blank content',
      { ...valid, inquiryMemo: '\n  \n' },
      'inquiryMemo',
      ClaimMessage.contentRequired,
    ],
    [
      'content of 4,001 characters',
      { ...valid, inquiryMemo: '가'.repeat(4001) },
      'inquiryMemo',
      ClaimMessage.contentTooLong,
    ],
  ];
  it.each(cases)(
    'refuses %s with 400 naming the field, and stores nothing',
    async (_, body, field, message) => {
      const before = await rowCount();
      const res = await post('/api/member-svc/claim-website-create', parent, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'BAD-REQUEST', field, message });
      expect(await rowCount()).toBe(before);
    },
  );

  it('accepts the limits themselves: 100 characters of title, 4,000 of content', async () => {
    const res = await post('/api/member-svc/claim-website-create', parent, {
      categoryName: REFUND,
      title: '가'.repeat(100),
      inquiryMemo: '나'.repeat(4000),
    });
    expect(res.statusCode).toBe(200);
    await post('/api/member-svc/claim-website-del', parent, {
      claimWebSiteId: res.json().data.claimWebSiteId,
    });
  });

  it('stores the inquiry, trimmed, and lists it first as waiting for an answer', async () => {
    const res = await post('/api/member-svc/claim-website-create', parent, {
      categoryName: REFUND,
      title: '  반품 신청합니다  ',
      inquiryMemo: '주문번호 : 20240311-000123\r\n도서명 : 리딩 스타터 1\r\n수량 : 1  ',
    });
    expect(res.statusCode).toBe(200);
    const id = res.json<{ data: { claimWebSiteId: number } }>().data.claimWebSiteId;
    const { list } = await listOf(parent);
    expect(list[0]).toMatchObject({
      claimWebSiteId: id,
      categoryName: REFUND,
      title: '반품 신청합니다',
      inquiryMemo: '주문번호 : 20240311-000123\n도서명 : 리딩 스타터 1\n수량 : 1',
      answerStatusCd: ClaimStatus.waiting,
      handleMemo: null,
      handleDatetime: null,
    });
    expect(Date.now() - Date.parse(list[0]!.writeDatetime)).toBeLessThan(60_000);
    expect((await rowOf(id))?.member_id).toBe(DEMO_PARENT_MEMBER_ID);
  });
});

describe('the inquiry list', () => {
  it("shows the demo parent's answered inquiry with its answer and answer time", async () => {
    const { list } = await listOf(parent);
    const answered = list.find((c) => c.title === '받은 교재 표지가 찢어져 왔어요');
    expect(answered?.answerStatusCd).toBe(ClaimStatus.answered);
    expect(answered?.handleMemo).toContain('교환');
    expect(Date.parse(answered!.handleDatetime!)).toBeGreaterThan(
      Date.parse(answered!.writeDatetime),
    );
  });

  it('pages newest first, ten to a page, with the total', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) ids.push(await create(student, `페이지 확인 ${i}`));
    const first = await listOf(student, 1);
    const second = await listOf(student, 2);
    expect(first.totalCount).toBe(11);
    expect(first.totalPages).toBe(2);
    expect(first.list).toHaveLength(10);
    expect(first.list[0]!.claimWebSiteId).toBe(ids[10]);
    expect(second.list.map((c) => c.claimWebSiteId)).toEqual([ids[0]]);
    const past = await listOf(student, 3);
    expect(past).toEqual({ list: [], totalCount: 11, totalPages: 2 });
    for (const id of ids)
      await post('/api/member-svc/claim-website-del', student, { claimWebSiteId: id });
  });

  it("never shows another member's inquiries", async () => {
    const parentIds = new Set((await listOf(parent)).list.map((c) => c.claimWebSiteId));
    const studentList = (await listOf(student)).list;
    expect(studentList.some((c) => parentIds.has(c.claimWebSiteId))).toBe(false);
  });

  it('refuses a page that is not a positive number with 400 naming it', async () => {
    const res = await post('/api/member-svc/claim-website-list-query', parent, { page: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('page');
  });
});

describe('deleting an inquiry', () => {
  it('hides an own unanswered inquiry from the list and keeps the record', async () => {
    const id = await create(parent, '삭제할 문의');
    const res = await post('/api/member-svc/claim-website-del', parent, { claimWebSiteId: id });
    expect(res.statusCode).toBe(200);
    expect((await listOf(parent)).list.some((c) => c.claimWebSiteId === id)).toBe(false);
    expect((await rowOf(id))?.deleted_at).not.toBeNull();
    // a second delete finds nothing
    const again = await post('/api/member-svc/claim-website-del', parent, { claimWebSiteId: id });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an answered inquiry with the message, and nothing changes', async () => {
    const answered = (await listOf(parent)).list.find(
      (c) => c.answerStatusCd === ClaimStatus.answered,
    )!;
    const before = await rowOf(answered.claimWebSiteId);
    const res = await post('/api/member-svc/claim-website-del', parent, {
      claimWebSiteId: answered.claimWebSiteId,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: ClaimErrorCode.answered,
      message: ClaimMessage.answeredNotDeletable,
    });
    expect(await rowOf(answered.claimWebSiteId)).toEqual(before);
    expect(before?.deleted_at).toBeNull();
    expect(
      (await listOf(parent)).list.some((c) => c.claimWebSiteId === answered.claimWebSiteId),
    ).toBe(true);
  });

  it("cannot delete another member's inquiry: 404 as if it did not exist, and it stays", async () => {
    const id = await create(parent, '다른 회원은 지울 수 없는 문의');
    const res = await post('/api/member-svc/claim-website-del', student, { claimWebSiteId: id });
    expect(res.statusCode).toBe(404);
    expect((await rowOf(id))?.deleted_at).toBeNull();
    expect((await listOf(parent)).list.some((c) => c.claimWebSiteId === id)).toBe(true);
  });

  it('needs the context uuid of the session (CSRF defence)', async () => {
    const id = await create(parent, 'uuid 없이 삭제 시도');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/claim-website-del',
      headers: { cookie: parent.cookie },
      payload: { claimWebSiteId: id },
    });
    expect(res.statusCode).toBe(403);
    expect((await rowOf(id))?.deleted_at).toBeNull();
  });
});

describe('my-page summary', () => {
  it("counts the member's visible inquiries of the last three months", async () => {
    const res = await post('/api/member-svc/fetch-order-statistics', parent, {});
    expect(res.statusCode).toBe(200);
    const { list } = await listOf(parent);
    const threeMonths = Date.now() - 92 * 24 * 60 * 60 * 1000;
    const recent = list.filter((c) => Date.parse(c.writeDatetime) >= threeMonths).length;
    expect(res.json().data.claimCount).toBe(recent);
    expect(recent).toBeGreaterThan(0);
  });
});

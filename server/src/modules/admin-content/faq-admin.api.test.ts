import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminFaqMessage, type AdminFaqEntry } from '@shop/contract/admin-faq.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

let t: TestApp;
let md: SignedInStaff;
let categoryCd: string;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  md = await signInStaff(t, demoLoginOf('merchandiser'));
  const res = await staffCall(t, md, 'GET', '/api/admin/faq');
  categoryCd = res.json<{ categories: { categoryCd: string }[] }>().categories[0]!.categoryCd;
});
afterAll(async () => {
  await t?.close();
});

const save = (faqId: number | null, fields: object) =>
  staffCall(t, md, 'POST', '/api/admin/faq-save', { faqId, fields });

const entry = (over: object = {}) => ({
  categoryCd,
  title: '교재는 언제 받을 수 있나요?',
  htmlContents: '<p>평일 13시 이전 결제 시 <b>당일 출고</b>됩니다.</p>',
  sortOrder: 0,
  top10Rank: null,
  ...over,
});

async function memberTop10(): Promise<{ faqId: number; title: string }[]> {
  const res = await t.app.inject({ url: '/api/faq-list-top10' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ list: { faqId: number; title: string }[] }>().list;
}

async function memberCategory(): Promise<{ faqId: number; title: string; htmlContents: string }[]> {
  const res = await t.app.inject({ url: `/api/faq-list-of-category?category=${categoryCd}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ list: { faqId: number; title: string; htmlContents: string }[] }>().list;
}

async function audits(faqId: number) {
  return queryRows<{ action: string; before: unknown; after: unknown }>(
    db(),
    sql`select action, before, after from audit_logs
      where entity_type = 'faq_entry' and entity_id = ${String(faqId)} order by audit_log_id`,
  );
}

describe('the FAQ in the back office', () => {
  it('a new entry first in its category and TOP 10 #1 shows at once to members (cache dropped); sanitized; audited', async () => {
    // the members' answers are cached before the change
    const topBefore = await memberTop10();
    await memberCategory();
    const holder = topBefore[0]!;
    // #1 is taken: refused, naming the entry that holds it
    const taken = await save(null, entry({ top10Rank: 1 }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(AdminFaqMessage.top10Taken(1, holder.title));

    // the holder leaves the TOP 10, then the new entry takes #1
    const listed = await staffCall(t, md, 'GET', '/api/admin/faq');
    const held = listed
      .json<{ list: AdminFaqEntry[] }>()
      .list.find((e) => e.faqId === holder.faqId)!;
    const { faqId: _f, categoryName: _c, ...heldFields } = held;
    expect((await save(held.faqId, { ...heldFields, top10Rank: null })).statusCode).toBe(200);

    const res = await save(
      null,
      entry({
        top10Rank: 1,
        htmlContents: '<p onmouseover="x()">당일 출고<script>alert(1)</script></p>',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<{ data: AdminFaqEntry }>().data;
    expect(created.htmlContents).toBe('<p>당일 출고</p>');
    expect((await memberTop10())[0]).toMatchObject({ faqId: created.faqId });
    expect((await memberCategory())[0]).toMatchObject({
      faqId: created.faqId,
      htmlContents: '<p>당일 출고</p>',
    });

    const edited = await save(created.faqId, entry({ title: '교재 출고일', top10Rank: 1 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await memberTop10())[0]!.title).toBe('교재 출고일');

    const removed = await staffCall(t, md, 'POST', '/api/admin/faq-delete', {
      faqId: created.faqId,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await memberTop10()).map((e) => e.faqId)).not.toContain(created.faqId);

    const rows = await audits(created.faqId);
    expect(rows.map((r) => r.action)).toEqual(['faq.create', 'faq.update', 'faq.delete']);
    expect(rows[0]).toMatchObject({ before: null, after: { htmlContents: '<p>당일 출고</p>' } });
    expect(rows[1]).toMatchObject({
      before: { title: '교재는 언제 받을 수 있나요?' },
      after: { title: '교재 출고일' },
    });
    expect(rows[2]).toMatchObject({ before: { title: '교재 출고일' }, after: null });
  });

  it('refuses an unknown category, an empty question or answer, an unknown entry; nothing changes', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from faq_entries`))[0]!.n;
    const before = await count();
    const cases: [object, string][] = [
      [entry({ categoryCd: 'no-such' }), AdminFaqMessage.categoryUnknown],
      [entry({ title: ' ' }), AdminFaqMessage.titleRequired],
      [entry({ htmlContents: '<script>alert(1)</script>' }), AdminFaqMessage.bodyRequired],
    ];
    for (const [fields, message] of cases) {
      const res = await save(null, fields);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await save(99_999_999, entry())).statusCode).toBe(404);
    const del = await staffCall(t, md, 'POST', '/api/admin/faq-delete', { faqId: 99_999_999 });
    expect(del.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSearchMessage, type AdminSearchMiss } from '@shop/contract/admin-search.ts';
import { queryRows } from '../../db/client.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

/** Issue 22 items 5 and 6: no dead end without results; synonyms and missed words for staff. */
let t: TestApp;
let md: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  md = await signInStaff(t, demoLoginOf('merchandiser'));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Answer = {
  list: { displayName: string }[];
  totalCount: number;
  closestNames?: { productId: number; displayName: string }[];
  popularSearches?: string[];
};

async function search(searchWord: string, more: object = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/search-product-entry-list',
    payload: { searchWord, ...more },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
}

async function misses(from: string, to: string) {
  return staffCall(t, md, 'GET', `/api/admin/search-misses?from=${from}&to=${to}`);
}

const today = seoulDate(new Date());

describe('a search without results', () => {
  it('names the closest products and the popular searches; staff see the missed words per day', async () => {
    for (const word of ['영어', '영어', ' 영어 ', '수학', 'zzqq']) await search(word);
    await search('영어', { page: 2 }); // later pages are not counted
    const listed = await misses(today, today); // writes the gathered counts first
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ list: AdminSearchMiss[] }>().list).toEqual([
      { day: today, term: 'zzqq', searches: 1, noResults: 1 },
    ]);

    const typo = await search('학생용 현미겅 세뚜');
    expect(typo.totalCount).toBe(0);
    expect(typo.closestNames?.[0]?.displayName).toBe('학생용 현미경 세트');
    expect(typo.closestNames!.length).toBeLessThanOrEqual(5);
    expect(typo.popularSearches?.slice(0, 2)).toEqual(['영어', '수학']);
    expect(typo.popularSearches).not.toContain('zzqq');
    expect((await search('zzqq')).closestNames).toEqual([]);
    // a page with results carries neither
    const found = await search('영어');
    expect(found.closestNames).toBeUndefined();
    expect(found.popularSearches).toBeUndefined();

    const again = (await misses(today, today)).json<{ list: AdminSearchMiss[] }>().list;
    expect(again.map((m) => [m.term, m.noResults])).toEqual([
      ['zzqq', 2],
      ['학생용 현미겅 세뚜', 1],
    ]);
  });

  it('refuses an impossible or too long range', async () => {
    for (const [from, to] of [
      ['2026-02-30', '2026-03-01'],
      ['2026-11-25', '2026-11-01'],
      ['2026-01-01', '2026-11-25'],
    ] as const) {
      const res = await misses(from, to);
      expect(res.statusCode, `${from} ${to}`).toBe(400);
      expect(res.json().error.message).toBe(AdminSearchMessage.rangeInvalid);
    }
    expect((await misses('2026-1-1', today)).statusCode).toBe(400);
  });
});

describe('synonyms edited by staff', () => {
  const save = (body: object) => staffCall(t, md, 'POST', '/api/admin/search-synonym-save', body);

  it('apply at the next search, are refused when a term is taken or too short, and are audited', async () => {
    expect((await search('이북')).totalCount).toBe(0);
    const saved = await save({ synonymId: null, terms: ['이북', ' 전자 책 ', '이북'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const group = saved.json<{ data: { synonymId: number; terms: string[] } }>().data;
    expect(group.terms).toEqual(['이북', '전자책']);

    const found = await search('이북');
    expect(found.totalCount).toBeGreaterThan(0);
    for (const row of found.list) expect(row.displayName).toMatch(/이북|전자 ?책/);
    expect((await search('이북', { asTyped: true })).totalCount).toBe(0);

    const taken = await save({ synonymId: null, terms: ['전자책', 'ebook'] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(AdminSearchMessage.termTaken('전자책'));
    const short = await save({ synonymId: null, terms: ['책', '도서'] });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe(AdminSearchMessage.termTooShort);
    const one = await save({ synonymId: group.synonymId, terms: ['이북', '이 북'] });
    expect(one.statusCode).toBe(400);
    expect(one.json().error.message).toBe(AdminSearchMessage.termsTooFew);

    // the same group may keep its own terms
    const edited = await save({ synonymId: group.synonymId, terms: ['이북', '전자책', 'ebook'] });
    expect(edited.statusCode, edited.body).toBe(200);
    // names holding 'ebook' itself as well
    expect((await search('ebook')).totalCount).toBeGreaterThanOrEqual(found.totalCount);

    const removed = await staffCall(t, md, 'POST', '/api/admin/search-synonym-delete', {
      synonymId: group.synonymId,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await search('이북')).totalCount).toBe(0);
    const gone = await staffCall(t, md, 'POST', '/api/admin/search-synonym-delete', {
      synonymId: group.synonymId,
    });
    expect(gone.statusCode).toBe(404);

    const audits = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_logs where entity_type = 'search_synonym' order by audit_log_id`,
    );
    expect(audits.map((a) => a.action)).toEqual([
      'synonym.create',
      'synonym.update',
      'synonym.delete',
    ]);
  });
});

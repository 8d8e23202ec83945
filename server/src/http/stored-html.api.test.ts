import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Issue 18 §5: HTML written into the database past the shop's own writes (a restored dump, a
 * hand-made row) is cleaned again as it is read (decision 0328): a popup or FAQ row holding
 * `<marquee onstart=…>` or `<meta http-equiv=refresh>` answers without them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOSTILE =
  '<marquee onstart="alert(1)" loop="-1">흐르는 글</marquee>' +
  '<meta http-equiv="refresh" content="0;url=https://evil.example">' +
  '<link rel="stylesheet" href="https://evil.example/x.css"><base href="https://evil.example/">' +
  '<p onclick="alert(2)">안내</p><img src="x" onerror="alert(3)">';

function expectHarmless(html: string | null) {
  expect(html).not.toBeNull();
  for (const bad of [
    '<marquee',
    'onstart',
    '<meta',
    'http-equiv',
    '<link',
    '<base',
    'onclick',
    'onerror',
  ]) {
    expect(html).not.toContain(bad);
  }
  expect(html).toContain('안내');
}

describe('stored HTML read back', () => {
  it('a popup row inserted in the database answers without marquee, meta or handlers', async () => {
    await t.database.db.execute(sql`update site_popups set active = false`);
    await t.database.db.execute(
      sql`insert into site_popups (title, html_contents, html_mobile, starts_at, ends_at, active)
        values ('hostile', ${HOSTILE}, ${HOSTILE}, now() - interval '1 day', now() + interval '1 day', true)`,
    );
    const res = await t.app.inject({ url: '/api/site-popup-check' });
    expect(res.statusCode).toBe(200);
    expectHarmless(res.json().htmlContents);
    expectHarmless(res.json().htmlMobile);
  });

  it('a FAQ row inserted in the database answers without marquee, meta or handlers', async () => {
    const [category] = await queryRows<{ category_cd: string }>(
      t.database.db,
      sql`select category_cd from faq_categories order by sort_order limit 1`,
    );
    await t.database.db.execute(
      sql`insert into faq_entries (category_cd, title, html_contents, sort_order)
        values (${category!.category_cd}, 'hostile', ${HOSTILE}, -1)`,
    );
    const res = await t.app.inject({
      url: `/api/faq-list-of-category?category=${encodeURIComponent(category!.category_cd)}`,
    });
    expect(res.statusCode).toBe(200);
    const entry = res.json().list.find((e: { title: string }) => e.title === 'hostile');
    expectHarmless(entry.htmlContents);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AdminContentMessage,
  type AdminSitePopup,
  type AdminSitePopupInput,
} from '@shop/contract/admin-content.ts';
import { queryRows } from '../../db/client.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import { staffTestApp } from '../../test/staff-test-app.ts';

const s = staffTestApp('merchandiser');
const db = () => s.db();

const day = (offset: number) => seoulDate(new Date(Date.now() + offset * 86_400_000));

function popup(over: Partial<AdminSitePopupInput> = {}): AdminSitePopupInput {
  return {
    title: '겨울 학기 교재 안내',
    htmlContents: '<h3>겨울 학기</h3><p>교재를 미리 준비하세요.</p>',
    htmlMobile: '<p>겨울 학기 교재 준비</p>',
    startDate: day(0),
    endDate: day(7),
    active: true,
    ...over,
  };
}

const save = (sitePopupId: number | null, fields: object) =>
  s.call('POST', '/api/admin/site-popup-save', { sitePopupId, fields });

async function list() {
  const res = await s.call('GET', '/api/admin/site-popups');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ list: AdminSitePopup[] }>().list;
}

async function shownToMembers() {
  const res = await s.t.app.inject({ url: '/api/site-popup-check' });
  return res.json<{ sitePopupId: number | null; htmlContents: string | null }>();
}

async function auditRows() {
  return queryRows<{ action: string; entity_id: string; before: unknown; after: unknown }>(
    db(),
    sql`select action, entity_id, before, after from audit_logs
      where entity_type = 'site_popup' order by audit_log_id`,
  );
}

describe('the site popup in the back office', () => {
  it("lists the seed's popups: the one shown, the one switched off", async () => {
    const rows = await list();
    const shown = await shownToMembers();
    expect(rows.find((p) => p.state === 'showing')?.sitePopupId).toBe(shown.sitePopupId);
    expect(rows.filter((p) => p.state === 'off')).not.toHaveLength(0);
  });

  it('a new popup in its period is what members get at once; stored sanitized; audited', async () => {
    const before = await shownToMembers();
    const res = await save(
      null,
      popup({ htmlContents: '<p onclick="x()">안내<script>alert(1)</script></p>' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<{ data: AdminSitePopup }>().data;
    expect(created).toMatchObject({
      state: 'showing',
      htmlContents: '<p>안내</p>',
      startDate: day(0),
      endDate: day(7),
    });
    const now = await shownToMembers();
    expect(now).toMatchObject({ sitePopupId: created.sitePopupId, htmlContents: '<p>안내</p>' });
    expect((await list()).find((p) => p.sitePopupId === before.sitePopupId)?.state).toBe('waiting');

    // switched off: the one before is back
    const off = await save(created.sitePopupId, popup({ ...created, active: false }));
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.state).toBe('off');
    expect((await shownToMembers()).sitePopupId).toBe(before.sitePopupId);

    const audit = await auditRows();
    expect(audit.map((a) => a.action)).toEqual(['sitePopup.create', 'sitePopup.update']);
    expect(audit[0]).toMatchObject({ entity_id: String(created.sitePopupId), before: null });
    expect(audit[0]!.after).toMatchObject({ htmlContents: '<p>안내</p>', active: true });
    expect(audit[1]!.before).toMatchObject({ active: true });
    expect(audit[1]!.after).toMatchObject({ active: false, endDate: day(7) });
  });

  it('a popup whose period has not begun waits for it', async () => {
    const res = await save(null, popup({ startDate: day(3), endDate: day(5) }));
    expect(res.json().data.state).toBe('scheduled');
    expect((await shownToMembers()).sitePopupId).not.toBe(res.json().data.sitePopupId);
    const ended = await save(null, popup({ startDate: day(-5), endDate: day(-1) }));
    expect(ended.json().data.state).toBe('ended');
  });

  it('refuses a popup without title, without content or with its end before its start, and changes nothing', async () => {
    const count = (await list()).length;
    const audits = (await auditRows()).length;
    const cases: [object, string][] = [
      [popup({ title: '  ' }), AdminContentMessage.popupTitle],
      [popup({ htmlContents: '', htmlMobile: null }), AdminContentMessage.popupHtml],
      [popup({ startDate: day(2), endDate: day(1) }), AdminContentMessage.popupPeriod],
    ];
    for (const [fields, message] of cases) {
      const res = await save(null, fields);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const missing = await save(99_999_999, popup());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(AdminContentMessage.popupNotFound);
    expect(await list()).toHaveLength(count);
    expect(await auditRows()).toHaveLength(audits);
  });
});

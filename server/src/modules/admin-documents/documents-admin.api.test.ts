import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDocumentMessage } from '@shop/contract/admin-documents.ts';
import type { SupportDownload } from '@shop/contract/support-downloads.ts';
import { queryRows } from '../../db/client.ts';
import { addDays, seoulDate } from '../../lib/seoul-time.ts';
import { minimalPdf, minimalZip } from '../../test/test-documents.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadDocument, uploadRaw } from '../../test/test-uploads.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

/** Policy versions and learning-support downloads as data (decisions 0436, 0437). */
let t: TestApp;
let md: SignedInStaff;
const db = () => t.database.db;
const today = () => seoulDate(new Date());

beforeAll(async () => {
  t = await createTestApp();
  md = await signInStaff(t, demoLoginOf('merchandiser'));
});
afterAll(async () => {
  await t?.close();
});

const pdf = (text: string) => uploadDocument(t, md, 'pdf', minimalPdf(text));
const zip = (name: string) => uploadDocument(t, md, 'zip', minimalZip(name));
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

async function audits(entityType: string, entityId: string) {
  return queryRows<{ action: string; before: unknown; after: unknown }>(
    db(),
    sql`select action, before, after from audit_logs
      where entity_type = ${entityType} and entity_id = ${entityId} order by audit_log_id`,
  );
}

async function memberTab(cate: string): Promise<SupportDownload[]> {
  const res = await t.app.inject({ url: `/api/support-downloads?cate=${cate}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ list: SupportDownload[] }>().list;
}

describe('terms and privacy versions', () => {
  it('publishes an upcoming version the viewer lists (the one in force unchanged), audited', async () => {
    const day = addDays(today(), 10);
    const res = await staffCall(t, md, 'POST', '/api/admin/policy-upload', {
      kind: 'terms',
      version: day,
      uploadId: await pdf('terms ahead'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const published = res.json().data;
    expect(published).toMatchObject({
      kind: 'terms',
      version: day,
      state: 'upcoming',
      uploaded: true,
    });
    expect(published.url).toMatch(/^\/files\/policies\/terms-\d{4}-\d{2}-\d{2}-[0-9a-f]{16}\.pdf$/);

    const viewer = (await t.app.inject({ url: '/api/policy-versions' })).json();
    expect(viewer.terms[0]).toMatchObject({ version: day, state: 'upcoming' });
    expect(viewer.inForce.terms).toBe('2026-11-25');
    // the uploaded PDF is served as uploaded, frameable by the shop's own viewer only
    const file = await t.app.inject({ url: published.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(minimalPdf('terms ahead'))).toBe(true);
    expect(String(file.headers['content-security-policy'])).toContain("frame-ancestors 'self'");

    // an upcoming version may be replaced; the audit rows keep both files
    const again = await staffCall(t, md, 'POST', '/api/admin/policy-upload', {
      kind: 'terms',
      version: day,
      uploadId: await pdf('terms ahead, corrected'),
    });
    expect(again.statusCode, again.body).toBe(200);
    const rows = await audits('policy_version', `terms-${day}`);
    expect(rows.map((r) => r.action)).toEqual(['policy.publish', 'policy.publish']);
    expect(rows[0]!.before).toBeNull();
    expect(rows[1]!.before).toEqual(rows[0]!.after);
    expect(rows[1]!.after).toMatchObject({
      fileKey: again.json().data.url.slice('/files/'.length),
    });
  });

  it('refuses a file that is not a PDF, a past day and a version in force, changing nothing', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from policy_versions`)
      )[0]!.n;
    const before = await count();
    // the kind is told by the first bytes, at the upload
    for (const [kind, bytes, message] of [
      ['pdf', PNG, AdminDocumentMessage.notPdf],
      ['pdf', minimalZip('x'), AdminDocumentMessage.notPdf],
      ['zip', minimalPdf('x'), AdminDocumentMessage.notZip],
      ['zip', PNG, AdminDocumentMessage.notZip],
    ] as const) {
      const res = await uploadRaw(t, md, kind, bytes);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    for (const [body, message] of [
      [
        { kind: 'privacy', version: addDays(today(), -1), uploadId: await pdf('old') },
        AdminDocumentMessage.versionNotAhead,
      ],
      [
        { kind: 'privacy', version: addDays(today(), 3), uploadId: '0123456789abcdef' },
        AdminDocumentMessage.uploadMissing,
      ],
      [
        // an upload of a zip is not a PDF's
        { kind: 'privacy', version: addDays(today(), 3), uploadId: await zip('x') },
        AdminDocumentMessage.uploadMissing,
      ],
    ] as const) {
      const res = await staffCall(t, md, 'POST', '/api/admin/policy-upload', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    // today's version (published for today) is in force: it never changes
    const first = await staffCall(t, md, 'POST', '/api/admin/policy-upload', {
      kind: 'privacy',
      version: today(),
      uploadId: await pdf('today'),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.state).toBe('inForce');
    const second = await staffCall(t, md, 'POST', '/api/admin/policy-upload', {
      kind: 'privacy',
      version: today(),
      uploadId: await pdf('today, changed'),
    });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.message).toBe(AdminDocumentMessage.versionInForce);
    expect(await count()).toBe(before + 1);
  });
});

describe('learning-support downloads', () => {
  it('members get the seeded tabs in order, with the drawn files', async () => {
    const book = await memberTab('Book1A');
    expect(book.length).toBeGreaterThan(50);
    expect(book[0]).toMatchObject({
      name: 'A1 Unit 01 워크시트',
      link: '/files/support/A1-u01-ws.pdf',
    });
    const mp3 = await memberTab('MP3');
    expect(mp3).toHaveLength(4);
    expect(mp3[0]!.link).toBe('/files/support/mp3/toefl-primary-step1.zip');
  });

  it('adds, replaces and orders; members see each change at once; every change audited', async () => {
    await memberTab('HandoutA'); // cached now
    const added = await staffCall(t, md, 'POST', '/api/admin/support-download-save', {
      downloadId: null,
      fields: {
        cate: 'HandoutA',
        kind: 'handout',
        name: 'A1 핸드아웃 11 - 의문문',
        description: null,
      },
      uploadId: await pdf('handout 11'),
    });
    expect(added.statusCode, added.body).toBe(200);
    const created = added.json().data;
    expect(created.link).toMatch(/^\/files\/downloads\/HandoutA-[0-9a-f]{16}\.pdf$/);
    let tab = await memberTab('HandoutA');
    expect(tab.at(-1)).toMatchObject({ downloadId: created.downloadId, link: created.link });

    const replaced = await staffCall(t, md, 'POST', '/api/admin/support-download-save', {
      downloadId: created.downloadId,
      fields: {
        cate: 'HandoutA',
        kind: 'handout',
        name: 'A1 핸드아웃 11 - 의문문 (개정)',
        description: null,
      },
      uploadId: await pdf('handout 11 revised'),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.link).not.toBe(created.link);
    const served = await t.app.inject({ url: replaced.json().data.link });
    expect(served.rawPayload.equals(minimalPdf('handout 11 revised'))).toBe(true);

    const ids = tab.map((d) => d.downloadId);
    const reordered = [created.downloadId, ...ids.filter((id) => id !== created.downloadId)];
    const ordered = await staffCall(t, md, 'POST', '/api/admin/support-download-order', {
      cate: 'HandoutA',
      downloadIds: reordered,
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    tab = await memberTab('HandoutA');
    expect(tab.map((d) => d.downloadId)).toEqual(reordered);
    expect(tab[0]!.name).toBe('A1 핸드아웃 11 - 의문문 (개정)');

    const rows = await audits('support_download', String(created.downloadId));
    expect(rows.map((r) => r.action)).toEqual(['download.create', 'download.update']);
    expect(rows[0]).toMatchObject({ before: null, after: { name: 'A1 핸드아웃 11 - 의문문' } });
    expect(rows[1]).toMatchObject({
      before: { name: 'A1 핸드아웃 11 - 의문문', file: created.link.slice('/files/'.length) },
      after: { name: 'A1 핸드아웃 11 - 의문문 (개정)' },
    });
    const order = await audits('support_download', 'HandoutA');
    expect(order).toEqual([
      {
        action: 'download.order',
        before: { cate: 'HandoutA', downloadIds: ids },
        after: { cate: 'HandoutA', downloadIds: reordered },
      },
    ]);
  });

  it('takes a zip on the MP3 tab only, refuses another upload, a missing file and an incomplete order', async () => {
    const save = (fields: object, uploadId: string | null, downloadId: number | null = null) =>
      staffCall(t, md, 'POST', '/api/admin/support-download-save', {
        downloadId,
        fields,
        uploadId,
      });
    const mp3 = { cate: 'MP3', kind: 'audio', name: 'TOEFL Junior Reading', description: '중등' };
    const before = await memberTab('MP3');
    for (const [fields, file, message] of [
      [mp3, await pdf('not a zip'), AdminDocumentMessage.uploadMissing],
      [
        { ...mp3, cate: 'Book2B', kind: 'worksheet' },
        await zip('not a pdf'),
        AdminDocumentMessage.uploadMissing,
      ],
      [mp3, null, AdminDocumentMessage.fileRequired],
      [{ ...mp3, kind: 'worksheet' }, await zip('a'), AdminDocumentMessage.kindOfCate],
    ] as const) {
      const res = await save(fields, file);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await memberTab('MP3')).toEqual(before);
    const saved = await save(mp3, await zip('reading'));
    expect(saved.statusCode, saved.body).toBe(200);
    const served = await t.app.inject({ url: saved.json().data.link });
    expect(served.headers['content-type']).toBe('application/zip');
    expect(served.headers['content-disposition']).toBe('attachment');

    const partial = await staffCall(t, md, 'POST', '/api/admin/support-download-order', {
      cate: 'MP3',
      downloadIds: before.map((d) => d.downloadId),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.message).toBe(AdminDocumentMessage.orderMismatch);
  });
});

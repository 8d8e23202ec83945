import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminDocumentMessage } from '@shop/contract/admin-documents.ts';
import type { SupportDownload } from '@shop/contract/support-downloads.ts';
import { queryRows } from '../../db/client.ts';
import { addDays, seoulDate } from '../../lib/seoul-time.ts';
import { minimalPdf, minimalZip } from '../../test/test-documents.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';
import { uploadDocument, uploadRaw } from '../../test/test-uploads.ts';

/**
 * The raw upload of documents (decision 0437): the limits (lowered here, as DOCUMENT_MAX_*_BYTES
 * allow, so as not to send 200 MB), a body broken off, deletion and withdrawal with their audit
 * rows, the files removed after the rows.
 */
const PDF_LIMIT = 4_000;
const ZIP_LIMIT = 6_000;
let t: TestApp;
let md: SignedInStaff;
let dataDir: string;
const today = () => seoulDate(new Date());
/** Every file under DATA_DIR/files/<folder>, temporary ones included. */
const filesIn = async (folder: string) =>
  (await readdir(join(dataDir, 'files', folder)).catch(() => [] as string[])).sort();
const keyOf = (url: string) => url.slice('/files/'.length);
const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shop-uploads-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    DOCUMENT_MAX_PDF_BYTES: String(PDF_LIMIT),
    DOCUMENT_MAX_ZIP_BYTES: String(ZIP_LIMIT),
  });
  md = await signInStaff(t, demoLoginOf('merchandiser'));
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function audits(entityType: string, entityId: string) {
  return queryRows<{ action: string; before: unknown; after: unknown }>(
    t.database.db,
    sql`select action, before, after from audit_logs
      where entity_type = ${entityType} and entity_id = ${entityId} order by audit_log_id`,
  );
}

async function memberTab(cate: string): Promise<SupportDownload[]> {
  const res = await t.app.inject({ url: `/api/support-downloads?cate=${cate}` });
  return res.json<{ list: SupportDownload[] }>().list;
}

const padded = (file: Buffer, size: number) =>
  Buffer.concat([file, Buffer.alloc(size - file.length)]);

describe('the raw upload', () => {
  it('takes a file up to its kind’s limit and refuses one byte more with 413, keeping nothing', async () => {
    const atLimit = await uploadRaw(t, md, 'pdf', padded(minimalPdf('full'), PDF_LIMIT));
    expect(atLimit.statusCode, atLimit.body).toBe(200);
    expect(atLimit.json().data).toMatchObject({ kind: 'pdf', bytes: PDF_LIMIT });
    const staged = await filesIn('uploads');
    expect(staged).toEqual([`${atLimit.json().data.uploadId}.pdf`]);

    for (const [kind, size, message] of [
      ['pdf', PDF_LIMIT + 1, AdminDocumentMessage.pdfTooLarge],
      ['zip', ZIP_LIMIT + 1, AdminDocumentMessage.zipTooLarge],
    ] as const) {
      const file = kind === 'pdf' ? minimalPdf('big') : minimalZip('big');
      const res = await uploadRaw(t, md, kind, padded(file, size));
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().error).toMatchObject({ code: 'FILE-TOO-LARGE', message });
    }
    expect(await filesIn('uploads')).toEqual(staged);
  });

  it('cuts a body without Content-Length at the limit (413) and keeps nothing', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const before = await filesIn('uploads');
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/admin/document-upload?kind=pdf',
          headers: { ...md.headers, 'content-type': 'application/octet-stream' },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      // chunked: the server learns the size only by counting
      req.write(minimalPdf('chunked'));
      req.write(Buffer.alloc(PDF_LIMIT));
      req.end();
    });
    expect(answer.status, answer.body).toBe(413);
    expect(JSON.parse(answer.body).error.message).toBe(AdminDocumentMessage.pdfTooLarge);
    expect(await filesIn('uploads')).toEqual(before);
  });

  it('leaves no file when the client goes before the end of the body', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const before = await filesIn('uploads');
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/admin/document-upload?kind=pdf',
      headers: {
        ...md.headers,
        'content-type': 'application/octet-stream',
        'content-length': String(PDF_LIMIT),
      },
    });
    req.on('error', () => {});
    req.write(minimalPdf('half'));
    // the server is writing the temporary file when the client goes
    for (let i = 0; i < 100 && (await filesIn('uploads')).length === before.length; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await filesIn('uploads')).some((f) => f.endsWith('.tmp'))).toBe(true);
    req.destroy();
    for (let i = 0; i < 100 && (await filesIn('uploads')).length !== before.length; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await filesIn('uploads')).toEqual(before);
  });

  it('refuses bytes that are not the kind asked for, and a JSON body', async () => {
    const res = await uploadRaw(t, md, 'zip', minimalPdf('not a zip'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(AdminDocumentMessage.notZip);
    const json = await staffCall(t, md, 'POST', '/api/admin/document-upload?kind=pdf', {});
    expect(json.statusCode).toBe(415);
    // another route does not take a raw body
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/admin/support-download-order',
      headers: { ...md.headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('x'),
    });
    expect(other.statusCode).toBe(415);
  });
});

describe('deleting a download', () => {
  it('replaces (old file served until then, removed after), deletes (audited), the file going last', async () => {
    const created = await staffCall(t, md, 'POST', '/api/admin/support-download-save', {
      downloadId: null,
      fields: { cate: 'MP3', kind: 'audio', name: 'TOEFL Junior Listening', description: null },
      uploadId: await uploadDocument(t, md, 'zip', minimalZip('listening')),
    });
    expect(created.statusCode, created.body).toBe(200);
    const first = created.json().data;
    expect(first.link).toMatch(/^\/files\/downloads\/MP3-[0-9a-f]{16}\.zip$/);
    expect((await memberTab('MP3')).map((d) => d.downloadId)).toContain(first.downloadId);

    const replaced = await staffCall(t, md, 'POST', '/api/admin/support-download-save', {
      downloadId: first.downloadId,
      fields: { cate: 'MP3', kind: 'audio', name: 'TOEFL Junior Listening', description: null },
      uploadId: await uploadDocument(t, md, 'zip', minimalZip('listening 2')),
    });
    const second = replaced.json().data;
    expect(await filesIn('downloads')).toEqual([fileOf(second.link)]);
    const served = await t.app.inject({ url: second.link });
    expect(served.rawPayload.equals(minimalZip('listening 2'))).toBe(true);
    expect(served.headers['content-length']).toBe(String(minimalZip('listening 2').length));
    const head = await t.app.inject({ method: 'HEAD', url: second.link });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(minimalZip('listening 2').length));
    expect(head.body).toBe('');

    const deleted = await staffCall(t, md, 'POST', '/api/admin/support-download-delete', {
      downloadId: first.downloadId,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await memberTab('MP3')).map((d) => d.downloadId)).not.toContain(first.downloadId);
    expect(await filesIn('downloads')).toEqual([]);
    expect((await t.app.inject({ url: second.link })).statusCode).toBe(404);
    const rows = await audits('support_download', String(first.downloadId));
    expect(rows.map((r) => r.action)).toEqual([
      'download.create',
      'download.update',
      'download.delete',
    ]);
    expect(rows[2]).toMatchObject({
      before: { name: 'TOEFL Junior Listening', file: keyOf(second.link) },
      after: null,
    });
    const again = await staffCall(t, md, 'POST', '/api/admin/support-download-delete', {
      downloadId: first.downloadId,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(AdminDocumentMessage.downloadNotFound);
  });
});

describe('withdrawing a policy version', () => {
  it('withdraws an upcoming version (audited, its file removed); one in force or past is 409', async () => {
    const day = addDays(today(), 14);
    const published = await staffCall(t, md, 'POST', '/api/admin/policy-upload', {
      kind: 'privacy',
      version: day,
      uploadId: await uploadDocument(t, md, 'pdf', minimalPdf('privacy ahead')),
    });
    expect(published.statusCode, published.body).toBe(200);
    const url: string = published.json().data.url;
    expect(await filesIn('policies')).toContain(fileOf(url));

    const withdrawn = await staffCall(t, md, 'POST', '/api/admin/policy-withdraw', {
      kind: 'privacy',
      version: day,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().list.some((v: { version: string }) => v.version === day)).toBe(false);
    const viewer = (await t.app.inject({ url: '/api/policy-versions' })).json();
    expect(viewer.privacy.map((v: { version: string }) => v.version)).not.toContain(day);
    expect(await filesIn('policies')).not.toContain(fileOf(url));
    expect(await audits('policy_version', `privacy-${day}`)).toEqual([
      expect.objectContaining({ action: 'policy.publish', before: null }),
      {
        action: 'policy.withdraw',
        before: { kind: 'privacy', version: day, fileKey: keyOf(url) },
        after: null,
      },
    ]);

    // the seeded version in force and a past one: members consented to them
    for (const version of ['2026-11-25', '2024-12-16']) {
      const res = await staffCall(t, md, 'POST', '/api/admin/policy-withdraw', {
        kind: 'terms',
        version,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'POLICY-IN-FORCE',
        message: AdminDocumentMessage.withdrawInForce,
      });
    }
    const inForce = (await t.app.inject({ url: '/api/policy-versions' })).json().inForce;
    expect(inForce.terms).toBe('2026-11-25');
  });
});

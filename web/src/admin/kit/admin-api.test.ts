import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { STAFF_CSRF_HEADER, StaffErrorCode, StaffMessage } from '@shop/contract/admin-auth.ts';
import { adminDocumentUpload } from '@shop/contract/admin-documents.ts';
import { defineCall } from '@shop/contract/call.ts';
import { i18n } from '../../i18n/i18n.ts';
import { loadEnglishRefusals } from '../../i18n/refusal-text.ts';
import { callApi } from '../../lib/api-client.ts';
import { resetSessionContext, setSessionFromAuth } from '../../lib/session-context.ts';
import { adminCall, setStaffCsrfToken } from './admin-api.ts';

const lookup = defineCall({
  operationId: 'lookup',
  tag: 'site',
  method: 'GET',
  path: '/api/lookup',
  summary: 'test',
  query: z.object({ ids: z.array(z.number()) }),
  response: z.object({ list: z.array(z.number()) }),
});
const save = defineCall({
  operationId: 'save',
  tag: 'site',
  method: 'POST',
  path: '/api/save',
  summary: 'test',
  body: z.object({ qty: z.number() }),
  response: z.object({ data: z.object({ saved: z.boolean() }) }),
});

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const lastHeaders = () =>
  (fetchMock.mock.calls.at(-1)?.[1]?.headers ?? {}) as Record<string, string>;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  resetSessionContext();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('one fetch core under both clients', () => {
  afterEach(async () => {
    setStaffCsrfToken(null);
    await i18n.changeLanguage('ko');
  });

  it('the back office sends its CSRF token on changes only, and none of the shop member headers', async () => {
    setSessionFromAuth('ctx-123', null);
    setStaffCsrfToken('csrf-1');
    fetchMock.mockResolvedValue(answer(200, { list: [] }));
    await adminCall(lookup, { query: { ids: [1] } });
    expect(lastHeaders()).toEqual({ Accept: 'application/json' });
    fetchMock.mockResolvedValue(answer(200, { data: { saved: true } }));
    await adminCall(save, { body: { qty: 1 } });
    expect(lastHeaders()).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      [STAFF_CSRF_HEADER]: 'csrf-1',
    });
  });

  it('sends the file of an upload as the body itself (octet-stream), with the CSRF token', async () => {
    setStaffCsrfToken('csrf-1');
    fetchMock.mockResolvedValue(
      answer(200, { data: { uploadId: '0123456789abcdef', kind: 'zip', bytes: 3 } }),
    );
    const file = new File([new Uint8Array([0x50, 0x4b, 0x03])], 'pack.zip');
    const res = await adminCall(adminDocumentUpload, { query: { kind: 'zip' }, file });
    expect(res.data.uploadId).toBe('0123456789abcdef');
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe('/api/admin/document-upload?kind=zip');
    expect(init?.body).toBe(file);
    expect(lastHeaders()).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/octet-stream',
      [STAFF_CSRF_HEADER]: 'csrf-1',
    });
  });

  it.each([
    ['shop', (c: typeof save) => callApi(c, { body: { qty: 1 } })],
    ['back office', (c: typeof save) => adminCall(c, { body: { qty: 1 } })],
  ])(
    'the %s client reads a refusal the same way: code, field, the whole answer, English by its messageCode',
    async (_name, send) => {
      const refusal = {
        error: {
          code: 'COMMON-400',
          message: '로그인이 필요합니다.',
          messageCode: 'common.unauthenticated',
          field: 'loginId',
        },
      };
      fetchMock.mockResolvedValue(answer(401, refusal));
      await expect(send(save)).rejects.toMatchObject({
        status: 401,
        code: 'COMMON-400',
        message: '로그인이 필요합니다.',
        field: 'loginId',
        answer: refusal,
      });
      await loadEnglishRefusals();
      await i18n.changeLanguage('en');
      fetchMock.mockResolvedValue(answer(401, refusal));
      await expect(send(save)).rejects.toMatchObject({ message: 'Please sign in.' });
      fetchMock.mockResolvedValue(answer(429, {}));
      await expect(send(save)).rejects.toMatchObject({ status: 429, code: 'HTTP-429' });
    },
  );

  it('a 429 with a refusal of ours says that refusal (a sign-in locked after failures)', async () => {
    const lock = { error: { code: StaffErrorCode.locked, message: StaffMessage.locked } };
    fetchMock.mockResolvedValue(answer(429, lock));
    await expect(adminCall(save, { body: { qty: 1 } })).rejects.toMatchObject({
      status: 429,
      code: StaffErrorCode.locked,
      message: StaffMessage.locked,
    });
  });
});

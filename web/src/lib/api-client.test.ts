import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@shop/contract/call.ts';
import { dialogQueue, dismissDialog } from '../ui/dialogs/dialog-store.ts';
import { ApiError, callApi } from './api-client.ts';
import { reportError } from './error-alerts.ts';
import { authStateFetch } from '@shop/contract/auth.ts';
import {
  contextStale,
  resetSessionContext,
  sessionContext,
  setContextRefresher,
  setSessionFromAuth,
} from './session-context.ts';

const lookup = defineCall({
  operationId: 'lookup',
  tag: 'site',
  method: 'GET',
  path: '/api/lookup',
  summary: 'test',
  query: z.object({ ids: z.array(z.number()), word: z.string().optional() }),
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
const openMock = vi.fn();
const fakeWindow = { location: { href: '/', pathname: '/', search: '', hash: '' }, open: openMock };

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Response(text, {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function lastRequest(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: (init.headers ?? {}) as Record<string, string> };
}

/** Clicks OK on the alert in front and returns its message. */
async function closeAlert(): Promise<string> {
  await vi.waitFor(() => expect(dialogQueue()).not.toHaveLength(0));
  const front = dialogQueue()[0]!;
  if (front.kind !== 'alert') throw new Error(`expected an alert, got ${front.kind}`);
  dismissDialog(front.id);
  front.resolve();
  return front.message;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', fakeWindow);
  fakeWindow.location.href = '/';
  resetSessionContext();
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  openMock.mockReset();
  for (const d of dialogQueue()) dismissDialog(d.id);
});

describe('callApi', () => {
  it('puts GET query parameters in the URL, arrays as repeated keys, without a context header for a visitor', async () => {
    fetchMock.mockResolvedValue(answer(200, { list: [1] }));
    await expect(callApi(lookup, { query: { ids: [3, 4], word: '영어 교재' } })).resolves.toEqual({
      list: [1],
    });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/lookup?ids=3&ids=4&word=%EC%98%81%EC%96%B4+%EA%B5%90%EC%9E%AC');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('same-origin');
    expect(headers).not.toHaveProperty('X-Context-Uuid');
  });

  it('sends the JSON body, the context uuid and the idempotency key, and keeps the session expiry', async () => {
    setSessionFromAuth('ctx-123', null);
    fetchMock.mockResolvedValue(
      answer(200, { data: { saved: true } }, { 'X-Session-Expire': '1893456000000' }),
    );
    const result = await callApi(save, { body: { qty: 2 }, idempotencyKey: 'pay-abc' });
    expect(result.data.saved).toBe(true);
    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"qty":2}');
    expect(headers['X-Context-Uuid']).toBe('ctx-123');
    expect(headers['Idempotency-Key']).toBe('pay-abc');
    expect(headers['Content-Type']).toBe('application/json');
    expect(sessionContext().expireAt).toBe(1893456000000);
  });

  it('a state-changing call waits until the page knows its context uuid, then carries it', async () => {
    setContextRefresher(() => {});
    contextStale();
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        answer(200, String(url) === '/api/save' ? { data: { saved: true } } : { list: [] }),
      ),
    );
    const saving = callApi(save, { body: { qty: 1 } });
    await callApi(lookup, { query: { ids: [] } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastRequest().url).toBe('/api/lookup');
    setSessionFromAuth('ctx-late', null);
    await saving;
    expect(lastRequest().url).toBe('/api/save');
    expect(lastRequest().headers['X-Context-Uuid']).toBe('ctx-late');
  });

  it('the auth state itself is asked for without waiting for the uuid it tells', async () => {
    setContextRefresher(() => {});
    contextStale();
    fetchMock.mockResolvedValue(answer(200, { error: { code: 'X', message: 'stop' } }));
    await expect(callApi(authStateFetch, { body: { categoryIds: [] } })).rejects.toMatchObject({
      code: 'X',
    });
    expect(lastRequest().url).toBe('/api/auth-state-fetch');
  });

  it('a refused context uuid is read again, and the next call carries the new one', async () => {
    setSessionFromAuth('ctx-old', null);
    const refresher = vi.fn();
    setContextRefresher(refresher);
    fetchMock.mockResolvedValueOnce(
      answer(403, { error: { code: 'CONTEXT-MISMATCH', message: '요청을 확인할 수 없습니다.' } }),
    );
    await expect(callApi(save, { body: { qty: 1 } })).rejects.toMatchObject({ status: 403 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(refresher).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(answer(200, { data: { saved: true } }));
    const again = callApi(save, { body: { qty: 1 } });
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    setSessionFromAuth('ctx-new', null);
    await again;
    expect(lastRequest().headers['X-Context-Uuid']).toBe('ctx-new');
  });

  it('throws ApiError with the body error even when the status is 200', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { error: { code: 'OT-172', message: '보충교재 규칙' } }),
    );
    const error = await callApi(save, { body: { qty: 1 } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'OT-172', message: '보충교재 규칙' });
  });

  it("answers a proxy's HTTP 429 (no refusal body) with the spec message", async () => {
    fetchMock.mockResolvedValue(new Response('<html>Too Many Requests</html>', { status: 429 }));
    await expect(callApi(lookup, { query: { ids: [] } })).rejects.toMatchObject({
      status: 429,
      code: 'HTTP-429',
      message: '[HTTP-429] 과도하게 많은 요청이 차단됬습니다.',
    });
  });

  it('refuses an answer that is not the contract shape', async () => {
    fetchMock.mockResolvedValue(answer(200, { list: ['x'] }));
    await expect(callApi(lookup, { query: { ids: [] } })).rejects.toBeInstanceOf(z.ZodError);
  });

  it('turns a non-JSON failure page into an ApiError without a server code', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callApi(lookup, { query: { ids: [] } })).rejects.toMatchObject({
      status: 502,
      code: 'BAD-RESPONSE',
    });
  });
});

describe('reportError', () => {
  it('PN-409: shows the mismatch message, then logs out by a POST with the uuid once the alert is closed', async () => {
    setSessionFromAuth('uuid-1', null);
    fetchMock.mockResolvedValue(new Response(null, { status: 303 }));
    const done = reportError(new ApiError(409, 'PN-409', 'server text'));
    expect(await closeAlert()).toBe('[PN-409] 로그인 정보가 불일치하여, 연결이 종료되었습니다.');
    await done;
    const sent = lastRequest();
    expect(sent.url).toBe('/api/creverse-logout');
    expect(sent.init.method).toBe('POST');
    expect(sent.headers['x-context-uuid']).toBe('uuid-1');
    expect(fakeWindow.location.href).toBe('/');
  });

  it('OT-172: shows the server message, or the supplementary-book rule when it is empty', async () => {
    const withMessage = reportError(new ApiError(400, 'OT-172', '서버가 보낸 안내'));
    expect(await closeAlert()).toBe('서버가 보낸 안내');
    await withMessage;
    const withoutMessage = reportError(new ApiError(400, 'OT-172', ''));
    expect(await closeAlert()).toBe(
      '보충교재는 같은 레벨의 전자책과 함께 구매하거나, 전자책 결제 후 구매할 수 있습니다.',
    );
    await withoutMessage;
    expect(fakeWindow.location.href).toBe('/');
  });

  it('CREVERSE-ADDR: opens the address management page after the alert', async () => {
    setSessionFromAuth('ctx', 'https://addr.example/manage');
    const done = reportError(new ApiError(400, 'CREVERSE-ADDR', '배송지를 등록해 주세요.'));
    await vi.waitFor(() => expect(dialogQueue()).toHaveLength(1));
    expect(openMock).not.toHaveBeenCalled();
    expect(await closeAlert()).toBe('배송지를 등록해 주세요.');
    await done;
    expect(openMock).toHaveBeenCalledWith('https://addr.example/manage', '_blank', 'noopener');
  });

  it('any other code only shows its message, whatever the status', async () => {
    const done = reportError(new ApiError(401, 'UNAUTHENTICATED', '로그인이 필요합니다.'));
    expect(await closeAlert()).toBe('로그인이 필요합니다.');
    await done;
    expect(fakeWindow.location.href).toBe('/');
    expect(openMock).not.toHaveBeenCalled();
  });

  it('shows the same message of parallel failures once', async () => {
    const first = reportError(new ApiError(403, 'FORBIDDEN', '권한이 없습니다.'));
    const second = reportError(new ApiError(403, 'FORBIDDEN', '권한이 없습니다.'));
    await second;
    expect(dialogQueue()).toHaveLength(1);
    await closeAlert();
    await first;
  });

  it('a network failure shows the generic message', async () => {
    const done = reportError(new TypeError('Failed to fetch'));
    expect(await closeAlert()).toBe('요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.');
    await done;
  });
});

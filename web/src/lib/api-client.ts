import type { Call, CallBody, CallQuery, CallResponse } from '@shop/contract/call.ts';
import { AuthErrorCode, authStateFetch, loginSync } from '@shop/contract/auth.ts';
import { ErrorCode } from '@shop/contract/constants.ts';
import { i18n } from '../i18n/i18n.ts';
import { errorText } from '../i18n/refusal-text.ts';
import {
  contextKnown,
  contextStale,
  sessionContext,
  setSessionExpireAt,
} from './session-context.ts';

/** The calls that tell the page its context uuid; every other state-changing call waits for it. */
const CONTEXT_SOURCES: ReadonlySet<string> = new Set([authStateFetch.path, loginSync.path]);

/*
 * The web's one fetch core (fetchCall, ApiError) and the shop's client on it (callApi); the back
 * office's client (admin/kit/admin-api.ts) is the other one on the same core. One module: the
 * shop's pages load the core and their client as one chunk.
 */

/** An error answered by the server ({ error: { code, message } }) or a failed HTTP exchange. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** The whole error answer, for calls that say more (the bad lines of a file). */
    readonly answer?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Code of an answer that was neither the contract's shape nor an error body (proxy page, …). */
export const BAD_RESPONSE_CODE = 'BAD-RESPONSE';

export interface CallOptions<C extends Call> {
  body?: CallBody<C>;
  query?: CallQuery<C>;
  signal?: AbortSignal;
  /** The body of a call that takes a file (`rawBody`): sent as it is, never read into memory. */
  file?: Blob;
}

interface ShopCallOptions<C extends Call> extends CallOptions<C> {
  /** Sent as Idempotency-Key on calls that move money (architecture §5). */
  idempotencyKey?: string;
}

/**
 * The shop's API client: the member's context uuid in X-Context-Uuid (a change waits until the
 * page knows it; a refused one is read again), the session's end read from X-Session-Expire; the
 * request, the answer and its errors are the fetch core's.
 */
export async function callApi<C extends Call>(
  call: C,
  options: ShopCallOptions<C> = {},
): Promise<CallResponse<C>> {
  if (call.method !== 'GET' && !CONTEXT_SOURCES.has(call.path)) await contextKnown();
  const headers: Record<string, string> = {};
  const { uuid } = sessionContext();
  if (uuid) headers['X-Context-Uuid'] = uuid;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  try {
    return await fetchCall(call, options, { headers, onResponse: readSessionExpire });
  } catch (error) {
    if (error instanceof ApiError && error.code === AuthErrorCode.contextMismatch) contextStale();
    throw error;
  }
}

function readSessionExpire(response: Response): void {
  const header = response.headers.get('X-Session-Expire');
  if (header === null) return;
  const epochMs = Number(header);
  if (Number.isFinite(epochMs) && epochMs > 0) setSessionExpireAt(epochMs);
}

/**
 * The one fetch of the web, under the shop's and the back office's clients: the request typed by
 * the contract, the answer parsed by its schema, every failure an ApiError (the error body's code,
 * field and message — English by its messageCode when English is chosen; a bare HTTP 429 with
 * the spec's text). Each client adds its own headers and reads the answer's headers in `onResponse`.
 */
export async function fetchCall<C extends Call>(
  call: C,
  options: CallOptions<C>,
  client: { headers?: Record<string, string>; onResponse?: (response: Response) => void } = {},
): Promise<CallResponse<C>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...client.headers };
  let body: string | Blob | undefined;
  if (call.method !== 'GET' && call.rawBody) {
    headers['Content-Type'] = 'application/octet-stream';
    body = options.file;
  } else if (call.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  const response = await fetch(withQuery(call.path, options.query), {
    method: call.method,
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
  client.onResponse?.(response);

  const json: unknown = await response.json().catch(() => undefined);
  if (json !== null && typeof json === 'object' && 'error' in json) {
    throw errorFromBody(response.status, json);
  }
  // a 429 of a proxy (no refusal of ours): the spec's text; ours say theirs (a locked sign-in)
  if (response.status === 429) {
    throw new ApiError(429, ErrorCode.tooManyRequests, i18n.t('errors.tooManyRequests'));
  }
  if (!response.ok || json === undefined) {
    throw new ApiError(response.status, BAD_RESPONSE_CODE, i18n.t('errors.requestFailed'));
  }
  return call.response.parse(json) as CallResponse<C>;
}

/** Query parameters in the URL; arrays as repeated keys, null and undefined left out. */
export function withQuery(path: string, query: unknown): string {
  if (!query || typeof query !== 'object') return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const v of values) if (v !== undefined && v !== null) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export function errorFromBody(status: number, answer: { error: unknown }): ApiError {
  const { error } = answer;
  const fields = (error && typeof error === 'object' ? error : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return new ApiError(
    status,
    text(fields.code) ?? BAD_RESPONSE_CODE,
    // the server's Korean text, or its English by the message's code when English is chosen
    errorText(text(fields.message) ?? text(error) ?? i18n.t('errors.requestFailed'), fields),
    text(fields.field),
    answer,
  );
}

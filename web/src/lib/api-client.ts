import type { Call, CallBody, CallQuery, CallResponse } from '@shop/contract/call.ts';
import { ErrorCode } from '@shop/contract/constants.ts';
import { i18n } from '../i18n/i18n.ts';
import { refusalText } from '../i18n/refusal-text.ts';
import { sessionContext, setSessionExpireAt } from './session-context.ts';

/** An error answered by the server ({ error: { code, message } }) or a failed HTTP exchange. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
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
  /** Sent as Idempotency-Key on calls that move money (architecture §5). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** The one way the web app talks to the API: typed by the contract, parsed by its schema. */
export async function callApi<C extends Call>(
  call: C,
  options: CallOptions<C> = {},
): Promise<CallResponse<C>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const { uuid } = sessionContext();
  if (uuid) headers['X-Context-Uuid'] = uuid;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let body: string | undefined;
  if (call.method !== 'GET') {
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
  readSessionExpire(response);

  if (response.status === 429) {
    throw new ApiError(429, ErrorCode.tooManyRequests, i18n.t('errors.tooManyRequests'));
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (json !== null && typeof json === 'object' && 'error' in json) {
    throw errorFromBody(response.status, json.error);
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

function errorFromBody(status: number, error: unknown): ApiError {
  const fields = (error && typeof error === 'object' ? error : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  return new ApiError(
    status,
    text(fields.code) ?? BAD_RESPONSE_CODE,
    // the server's Korean text, or its English by the message's code when English is chosen
    refusalText(
      text(fields.message) ?? text(error) ?? i18n.t('errors.requestFailed'),
      text(fields.messageCode),
    ),
    text(fields.field),
  );
}

function readSessionExpire(response: Response): void {
  const header = response.headers.get('X-Session-Expire');
  if (header === null) return;
  const epochMs = Number(header);
  if (Number.isFinite(epochMs) && epochMs > 0) setSessionExpireAt(epochMs);
}

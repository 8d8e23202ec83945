import type { Call, CallBody, CallQuery, CallResponse } from '@shop/contract/call.ts';
import { STAFF_CSRF_HEADER } from '@shop/contract/admin-auth.ts';
import { withQuery } from '../../lib/api-client.ts';
import { refusalText } from '../../i18n/refusal-text.ts';
import { adminText } from '../i18n/admin-i18n.ts';

/**
 * The back office's API client: the staff session cookie goes by itself (SameSite=Strict), the
 * CSRF token of the session in X-Staff-Csrf. Separate from the shop's client, which sends the
 * member's X-Context-Uuid and reacts to the shop's error codes.
 */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** The whole error answer, for calls that say more (the bad lines of a file). */
    readonly answer?: unknown,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

let csrfToken: string | null = null;

/** Kept from the sign-in and `me` answers; cleared at sign-out. */
export function setStaffCsrfToken(token: string | null): void {
  csrfToken = token;
}

export async function adminCall<C extends Call>(
  call: C,
  options: { body?: CallBody<C>; query?: CallQuery<C>; signal?: AbortSignal } = {},
): Promise<CallResponse<C>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (call.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    if (csrfToken) headers[STAFF_CSRF_HEADER] = csrfToken;
    body = JSON.stringify(options.body ?? {});
  }
  const response = await fetch(withQuery(call.path, options.query), {
    method: call.method,
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (json !== null && typeof json === 'object' && 'error' in json) {
    const error = (json.error ?? {}) as Record<string, unknown>;
    throw new AdminApiError(
      response.status,
      typeof error.code === 'string' ? error.code : 'BAD-RESPONSE',
      typeof error.message === 'string'
        ? refusalText(
            error.message,
            typeof error.messageCode === 'string' ? error.messageCode : undefined,
          )
        : adminText('app.requestFailed'),
      typeof error.field === 'string' ? error.field : undefined,
      json,
    );
  }
  if (!response.ok || json === undefined) {
    throw new AdminApiError(response.status, 'BAD-RESPONSE', adminText('app.requestFailed'));
  }
  return call.response.parse(json) as CallResponse<C>;
}

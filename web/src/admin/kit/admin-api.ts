import type { Call, CallResponse } from '@shop/contract/call.ts';
import { STAFF_CSRF_HEADER } from '@shop/contract/admin-auth.ts';
import { ApiError, fetchCall, type CallOptions } from '../../lib/api-client.ts';

/**
 * The back office's API client: the staff session cookie goes by itself (SameSite=Strict), the
 * session's CSRF token in X-Staff-Csrf on every change; the request, the answer and its errors are
 * the fetch core's. It sends none of the shop's member headers.
 */
let csrfToken: string | null = null;

/** Kept from the sign-in and `me` answers; cleared at sign-out. */
export function setStaffCsrfToken(token: string | null): void {
  csrfToken = token;
}

export function adminCall<C extends Call>(
  call: C,
  options: CallOptions<C> = {},
): Promise<CallResponse<C>> {
  const headers: Record<string, string> = {};
  if (call.method !== 'GET' && csrfToken) headers[STAFF_CSRF_HEADER] = csrfToken;
  return fetchCall(call, options, { headers });
}

/** The staff session is gone (signed out, expired, disabled): the back office signs in again. */
export function isSignedOut(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401;
}

import { apiTimestamp, merchantApiHash } from './gateway-signing.ts';
import { GatewayTimeout, GatewayUnavailable } from './payment-gateway.ts';

/**
 * Posts to the gateway with a deadline and turns every way of failing into GatewayTimeout (no
 * answer in time: the call may have been applied) or GatewayUnavailable (it was not, or the answer
 * is unreadable). Answers come back as plain objects for the callers' schemas.
 */
export async function postToGateway(
  url: string,
  body: { form: Record<string, string> } | { json: unknown },
  options: { timeoutMs: number; answer: 'json' | 'urlencoded' },
): Promise<Record<string, unknown>> {
  const isTimeout = (err: unknown) =>
    ['TimeoutError', 'AbortError'].includes((err as Error | undefined)?.name ?? '');
  let text: string;
  let status: number;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type':
          'form' in body
            ? 'application/x-www-form-urlencoded; charset=utf-8'
            : 'application/json; charset=utf-8',
        accept: options.answer === 'json' ? 'application/json' : '*/*',
      },
      body: 'form' in body ? new URLSearchParams(body.form).toString() : JSON.stringify(body.json),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    status = res.status;
    text = await res.text();
  } catch (err) {
    if (isTimeout(err)) {
      throw new GatewayTimeout(`gateway: no answer within ${options.timeoutMs} ms (${url})`);
    }
    throw new GatewayUnavailable(`gateway: ${(err as Error).message} (${url})`);
  }
  if (status < 200 || status >= 300) {
    throw new GatewayUnavailable(`gateway: HTTP ${status} (${url})`);
  }
  if (options.answer === 'urlencoded') return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // fall through
  }
  throw new GatewayUnavailable(`gateway: answer is not a JSON object (${url})`);
}

/** Where and as whom the merchant API is called. */
export interface MerchantApiOptions {
  apiUrl: string;
  mid: string;
  apiKey: string;
  timeoutMs: number;
  clientIp?: string | undefined;
}

/** One signed merchant API call (`/v2/pg/<path>`, `hashData` over the data as sent). */
export function callMerchantApi(
  options: MerchantApiOptions,
  at: Date,
  call: { path: string; type: string; data: Record<string, string> },
): Promise<Record<string, unknown>> {
  const timestamp = apiTimestamp(at);
  const { mid, apiKey } = options;
  return postToGateway(
    `${options.apiUrl}/v2/pg/${call.path}`,
    {
      json: {
        mid,
        type: call.type,
        timestamp,
        clientIp: options.clientIp ?? '127.0.0.1',
        hashData: merchantApiHash(apiKey, mid, call.type, timestamp, call.data),
        data: call.data,
      },
    },
    { timeoutMs: options.timeoutMs, answer: 'json' },
  );
}

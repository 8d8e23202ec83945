import type { Faker } from '@faker-js/faker';
import { fake } from 'zod-schema-faker/v4';
import type { Schema } from '@shop/contract/call.ts';
import type { FuzzTarget } from './contract-calls.ts';

/**
 * Requests for the fuzz tier, drawn from one seeded faker so a run is repeatable: a value the
 * contract's schema accepts, the same with one field made hostile (boundaries, NUL, lone
 * surrogates, huge numbers, unknown codes, markup), with fields it does not own (mass
 * assignment), or malformed outright.
 */
export type Mode = 'valid' | 'hostile' | 'mass' | 'malformed';

export interface FuzzRequest {
  mode: Mode;
  method: 'GET' | 'POST';
  url: string;
  /** JSON value, a raw string (sent as it is), or undefined (no body). */
  payload: unknown;
  contentType: 'application/json' | 'application/x-www-form-urlencoded' | null;
}

export const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d',
  '',
  ' ',
  'ZZ',
  '-1',
  '0',
  '9'.repeat(40),
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' or '1'='1' --",
  '../../etc/passwd',
  '%00',
  '\u202e\u0000',
  '𝕏😀',
  'null',
  '2026-02-30',
  'O1P1',
];

export const HOSTILE_NUMBER = [
  0, -1, 1, 2_147_483_647, 2_147_483_648, -2_147_483_649, 9_007_199_254_740_991, 1e308, -1e308, 1.5,
  -0,
];

const OTHER = [null, true, false, [], {}, [null], { $gt: '' }];

const MASS = {
  memberId: 1,
  staffId: 1,
  role: 'administrator',
  status: 'paid',
  priceTotal: 0,
  paidTotal: 999_999,
  refundTotal: 999_999,
  isAdmin: true,
  revokeProgressCd: '환불완료',
  __proto__: { polluted: true },
  constructor: { prototype: { polluted: true } },
};

function generated(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  try {
    return fake(schema as never);
  } catch {
    // a schema the generator cannot draw (refinements over arrays): start from an empty object
    return {};
  }
}

function leafPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.length === 0 ? [at] : value.flatMap((v, i) => leafPaths(v, [...at, i]));
  }
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    return keys.length === 0
      ? [at]
      : keys.flatMap((k) => leafPaths((value as Record<string, unknown>)[k], [...at, k]));
  }
  return [at];
}

function replaced(value: unknown, path: (string | number)[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, next);
  return copy;
}

function hostileValue(current: unknown, faker: Faker): unknown {
  const pool =
    typeof current === 'number'
      ? [...HOSTILE_NUMBER, ...HOSTILE_TEXT.slice(0, 4)]
      : typeof current === 'string'
        ? [...HOSTILE_TEXT, ...HOSTILE_NUMBER.slice(0, 4)]
        : [...HOSTILE_TEXT, ...HOSTILE_NUMBER, ...OTHER];
  return faker.helpers.arrayElement(pool as unknown[]);
}

function malformedPayload(faker: Faker): unknown {
  return faker.helpers.arrayElement<unknown>([
    '{"unterminated": ',
    'not json at all',
    '\u0000',
    [],
    [1, 2, 3],
    null,
    42,
    'string',
    { a: { b: { c: { d: { e: { f: { g: { h: {} } } } } } } } },
    JSON.parse('{"__proto__": {"polluted": true}}'),
  ]);
}

/**
 * Percent-encodes every UTF-16 code unit as its (WTF-8) bytes, lone surrogates included, which
 * a browser would replace but an attacker's client sends as they are.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    const pair = unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    const point = pair ? 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00) : unit;
    if (pair) i += 1;
    if (point < 0x80 && /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(point))) {
      out += String.fromCharCode(point);
      continue;
    }
    const bytes =
      point < 0x80
        ? [point]
        : point < 0x800
          ? [0xc0 | (point >> 6), 0x80 | (point & 63)]
          : point < 0x10000
            ? [0xe0 | (point >> 12), 0x80 | ((point >> 6) & 63), 0x80 | (point & 63)]
            : [
                0xf0 | (point >> 18),
                0x80 | ((point >> 12) & 63),
                0x80 | ((point >> 6) & 63),
                0x80 | (point & 63),
              ];
    out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}

function queryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return value === undefined ? '' : `q=${percentEncode(String(value))}`;
  }
  return Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .map(
      ([k, v]) =>
        `${percentEncode(k)}=${percentEncode(
          Array.isArray(v)
            ? v.join(',')
            : typeof v === 'object' && v
              ? JSON.stringify(v)
              : String(v),
        )}`,
    )
    .join('&');
}

function pathWith(path: string, faker: Faker, mode: Mode): string {
  return path.replace(/:([a-zA-Z]+)/g, () =>
    percentEncode(
      String(
        mode === 'valid'
          ? faker.number.int({ min: 1, max: 6000 })
          : faker.helpers.arrayElement<unknown>([...HOSTILE_TEXT, ...HOSTILE_NUMBER]),
      ),
    ),
  );
}

const GATEWAY_FIELDS = [
  'resultCode',
  'resultMsg',
  'orderNumber',
  'authToken',
  'authUrl',
  'netCancelUrl',
  'P_STATUS',
  'P_OID',
  'P_TID',
  'P_REQ_URL',
  'P_AMT',
  'no_tid',
  'no_oid',
  'amt_input',
  'noti_sign',
];

/** One request of `mode` for a target. */
export function fuzzRequest(target: FuzzTarget, mode: Mode, faker: Faker): FuzzRequest {
  if (target.kind === 'form') {
    const fields: Record<string, string> = {};
    for (const name of faker.helpers.arrayElements(GATEWAY_FIELDS, { min: 0, max: 8 })) {
      fields[name] = String(
        mode === 'valid'
          ? faker.helpers.arrayElement(['0000', '00', 'V801', `O${faker.number.int(50)}P1`])
          : faker.helpers.arrayElement<unknown>([...HOSTILE_TEXT, ...HOSTILE_NUMBER]),
      );
    }
    return {
      mode,
      method: 'POST',
      url: target.path,
      payload:
        mode === 'malformed'
          ? '%%%=&&\u0000'
          : Object.entries(fields)
              .map(([k, v]) => `${k}=${percentEncode(v)}`)
              .join('&'),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  const { call } = target;
  const schema = (call.method === 'GET' ? call.query : call.body) as Schema | undefined;
  let value = generated(schema);
  if (mode === 'hostile') {
    const paths = leafPaths(value ?? {});
    const path = faker.helpers.arrayElement(paths);
    value = replaced(value ?? {}, path, hostileValue(pathGet(value, path), faker));
  } else if (mode === 'mass') {
    value = { ...(value && typeof value === 'object' ? value : {}), ...MASS };
  } else if (mode === 'malformed') {
    value = malformedPayload(faker);
  }
  const path = pathWith(call.path, faker, mode);
  if (call.method === 'GET') {
    const query = queryString(value);
    return {
      mode,
      method: 'GET',
      url: query ? `${path}?${query}` : path,
      payload: undefined,
      contentType: null,
    };
  }
  return { mode, method: 'POST', url: path, payload: value ?? {}, contentType: 'application/json' };
}

function pathGet(value: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined),
    value,
  );
}

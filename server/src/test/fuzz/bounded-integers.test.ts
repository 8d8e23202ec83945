import { expect, it } from 'vitest';
import * as core from 'zod/v4/core';
import { fuzzTargets } from './contract-calls.ts';

/** Numbers that meet no integer column: a bigint id, and the cache buster the server ignores. */
const NOT_INTEGER_COLUMNS = new Set([
  'GET /api/admin/audit-log query.auditLogId',
  'POST /api/member-svc/order-list body.dt',
]);
const ABOVE_INTEGER = 2_147_483_648;

/** Where a request schema takes a number above PostgreSQL's integer (its fields' paths). */
function unbounded(schema: unknown, at: string, into: string[], seen = new Set<unknown>()): void {
  const zod = (schema as { _zod?: { def: Record<string, unknown> } } | undefined)?._zod;
  if (!zod || seen.has(schema)) return;
  seen.add(schema);
  const def = zod.def as Record<string, unknown> & { type: string };
  const inner = (s: unknown, path = at) => unbounded(s, path, into, seen);
  switch (def.type) {
    case 'number':
      if (core.safeParse(schema as core.$ZodType, ABOVE_INTEGER).success) into.push(at);
      return;
    case 'pipe':
      // a number read and then narrowed (to a set of codes) is bounded by what follows
      if (!core.safeParse(schema as core.$ZodType, ABOVE_INTEGER).success) return;
      inner(def.in);
      return;
    case 'object':
      for (const [k, v] of Object.entries(def.shape as object)) inner(v, `${at}.${k}`);
      return;
    case 'array':
      inner(def.element, `${at}[]`);
      return;
    case 'union':
      for (const option of def.options as unknown[]) inner(option);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      inner(def.innerType);
      return;
    default:
  }
}

// issue 18 §3: 'product-for-pay?productIds=2147483648' answered 500
it('every number a request carries is bounded to the database integer it meets', async () => {
  const found: string[] = [];
  for (const target of await fuzzTargets()) {
    if (target.kind !== 'call') continue;
    unbounded(target.call.body, `${target.name} body`, found);
    unbounded(target.call.query, `${target.name} query`, found);
  }
  expect(found.filter((f) => !NOT_INTEGER_COLUMNS.has(f))).toEqual([]);
});

import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Call } from './call.ts';
import { CALL_DESCRIPTIONS } from './call-descriptions.ts';

const isCall = (value: unknown): value is Call =>
  typeof value === 'object' && value !== null && 'operationId' in value && 'path' in value;

/**
 * Every call the contract exports, by its export name; a factory `xCall(provider)` whose default
 * call is not exported as a constant too counts as x.
 */
async function contractCalls(): Promise<Map<string, Call>> {
  const calls = new Map<string, Call>();
  const factories = new Map<string, Call>();
  const files = readdirSync(new URL('.', import.meta.url)).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
  );
  for (const file of files) {
    const exports: Record<string, unknown> = await import(/* @vite-ignore */ `./${file}`);
    for (const [name, value] of Object.entries(exports)) {
      if (isCall(value)) calls.set(name, value);
      else if (typeof value === 'function' && name.endsWith('Call') && value.length === 0) {
        const made: unknown = value();
        if (isCall(made)) factories.set(name.slice(0, -'Call'.length), made);
      }
    }
  }
  const paths = new Set([...calls.values()].map((c) => c.path));
  for (const [name, call] of factories) if (!paths.has(call.path)) calls.set(name, call);
  return calls;
}

describe('the calls of the contract', () => {
  it('carry their name in the contract as operationId, and each has a description', async () => {
    const calls = await contractCalls();
    expect(calls.size).toBeGreaterThan(80);
    for (const [name, call] of calls) expect(call.operationId, name).toBe(name);
    expect(Object.keys(CALL_DESCRIPTIONS).sort()).toEqual([...calls.keys()].sort());
  });
});

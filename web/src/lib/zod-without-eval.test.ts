import { expect, test } from 'vitest';

test('zod takes the jitless setting the entry put on globalThis before zod loaded', async () => {
  await import('./zod-without-eval.ts');
  const { config } = await import('zod/v4/core');
  const { z } = await import('zod/mini');
  expect(config().jitless).toBe(true);
  // Object parsers are built with the setting: parsing works without compiling a fast path.
  expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
});

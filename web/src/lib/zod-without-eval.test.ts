import { expect, test } from 'vitest';
import { z } from 'zod';
import * as mini from 'zod/mini';

test('both zod dialects run without compiling parsers (no eval under the CSP) once the entry set it', async () => {
  expect(z.config().jitless).not.toBe(true);
  await import('./zod-without-eval.ts');
  expect(z.config().jitless).toBe(true);
  // Object parsers are built with the setting: parsing works without compiling a fast path.
  expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
  expect(mini.object({ a: mini.number() }).parse({ a: 1 })).toEqual({ a: 1 });
});

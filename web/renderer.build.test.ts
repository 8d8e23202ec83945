import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test } from 'vitest';

// Reads the web build (`npm run build` first; `npm test` runs it after the build step): React's own
// renderer draws the app, not Preact's compatible layer (decision 0280).
const dist = process.env.WEB_DIST ?? join(import.meta.dirname, 'dist');
const scripts = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => readFileSync(join(dist, 'assets', name), 'utf8'));
const reactDomVersion = (
  createRequire(import.meta.url)('react-dom/package.json') as { version: string }
).version;

test("the build carries react-dom's renderer, the installed version", () => {
  const renderer = scripts.filter(
    (code) =>
      code.includes('rendererPackageName:"react-dom"') &&
      code.includes(`reconcilerVersion:"${reactDomVersion}"`),
  );
  expect(renderer).toHaveLength(1);
});

test("the build carries no Preact (its virtual node's mark and shape)", () => {
  const preact = scripts.filter(
    (code) => code.includes('Symbol.for("pv")') || /__k:null,__:null,__b:0/.test(code),
  );
  expect(preact).toHaveLength(0);
});

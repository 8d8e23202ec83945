// `npm run build` (with the web app): the server and the simulators compiled to JavaScript by
// esbuild, one bundle each with the workspace sources (contract included) inside and the npm
// packages left as imports. Each bundle sits three folders below the repository root, as its
// sources do (server/src/http/…), so the paths they find by import.meta.url stay right: the web
// build (../../../web/dist), the migrations and the postcode datasets copied beside the bundle.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dependencies = (workspace) =>
  Object.keys(
    JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8')).dependencies ?? {},
  );

const bundles = [
  {
    workspace: 'server',
    entry: 'server/src/main.ts',
    copy: [['server/src/db/migrations', 'migrations']],
  },
  {
    workspace: 'simulators',
    entry: 'simulators/src/main.ts',
    copy: [['simulators/src/postcode/datasets', 'datasets']],
  },
];

for (const { workspace, entry, copy } of bundles) {
  const outDir = join(root, workspace, 'dist/js');
  rmSync(join(root, workspace, 'dist'), { recursive: true, force: true });
  const started = Date.now();
  await build({
    entryPoints: [join(root, entry)],
    outfile: join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...dependencies('server'), ...dependencies('simulators')],
    logLevel: 'warning',
  });
  for (const [from, to] of copy) cpSync(join(root, from), join(outDir, to), { recursive: true });
  console.log(
    `${workspace}: ${entry} -> ${workspace}/dist/js/main.js in ${Date.now() - started} ms`,
  );
}

import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Rollup } from 'vite';

type ManualChunkMeta = Rollup.ManualChunkMeta;

// React Router's package points every import at its development build (dev warnings kept); the
// production build beside it is the same code without them, so the build takes that one. Both
// entries move together, or the app would hold two routers' contexts.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDir, 'dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: join(reactRouterDir, 'dist/production/dom-export.mjs'),
  },
];

// The shop's shell (query client, layout, route guards, the API client, zod and the contract files
// they use) loads with the first page, outside the entry (decision 0015). Left
// to itself Rollup cuts it into a chunk per set of importers (34 files on the home page, not 16);
// one chunk for what the shell imports statically, and nothing the entry imports, keeps it to one
// request beside the page's own.
const SHELL_ROOTS = [
  '/src/app/app-shell.tsx',
  '/src/app/layout/main-layout.tsx',
  '/src/lib/route-guards.ts',
];
const ENTRY = '/src/main.tsx';

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null;
function staticallyReached(roots: string[], info: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/** zod's parts that only classic zod uses (JSON Schema, locales): zod/mini re-exports them. */
const ZOD_CLASSIC_ONLY =
  /\/node_modules\/zod\/v4\/(classic\/|locales\/|core\/(to-json-schema|json-schema-processors|memoizer)\.js)/;

/**
 * TanStack Query's hooks for mutations and infinite lists (and their observers): the shell reaches
 * them only through the package's index, which re-exports them, and never calls them; the pages
 * that do (forms, lists, the back office) load them as a chunk of their own (decision 0017).
 */
const QUERY_NOT_IN_SHELL =
  /\/node_modules\/@tanstack\/(react-query|query-core)\/build\/modern\/(useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;

/**
 * Names the entry's modules 'index' and what the shell imports statically 'shell'. Every module
 * Rollup is not told about goes into the chunk of a named module that imports it, which would
 * move React into the shell, or everything zod's index re-exports: so the entry's modules are
 * named too, and zod's classic-only parts get a chunk of their own (loaded by classic zod's pages).
 */
function shellChunks() {
  let chunkOf: Map<string, string> | undefined;
  return (id: string, { getModuleIds, getModuleInfo }: ManualChunkMeta): string | undefined => {
    if (!chunkOf) {
      const all = [...getModuleIds()];
      const find = (suffix: string) => all.filter((m) => m.endsWith(suffix));
      chunkOf = new Map();
      for (const m of staticallyReached(SHELL_ROOTS.flatMap(find), getModuleInfo)) {
        const chunk = ZOD_CLASSIC_ONLY.test(m)
          ? 'zod-classic'
          : QUERY_NOT_IN_SHELL.test(m)
            ? 'query-more'
            : 'shell';
        chunkOf.set(m, chunk);
      }
      for (const m of staticallyReached(find(ENTRY), getModuleInfo)) chunkOf.set(m, 'index');
    }
    return chunkOf.get(id);
  };
}

// The shop renders with Preact's React-compatible layer (decision 0019): the
// code, its types and the libraries stay React's; react-dom alone was 61 KB gzip of the
// home page's first load, Preact with its compat layer is about 11.
const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

const API_SERVER = 'http://localhost:3000';
const proxied = ['/api', '/covers', '/banners', '/static', '/files'];

export default defineConfig(({ command }) => ({
  // JSX compiles to `react/jsx-runtime`, which the alias turns into Preact's. No React Fast Refresh
  // (it patches React's renderer): an edit reloads the page in `npm run dev -w web`.
  esbuild: { jsx: 'automatic' },
  plugins: [tailwindcss()],
  resolve: {
    alias: [...reactOnPreact, ...(command === 'build' ? reactRouterProduction : [])],
  },
  define: {
    // Sent as buildVer with auth-state-fetch, so the server can tell which web build is talking.
    'import.meta.env.VITE_BUILD_VER': JSON.stringify(new Date().toISOString().slice(0, 16)),
  },
  server: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_SERVER }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every supported browser has modulepreload; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: { manualChunks: shellChunks() },
      // The router's and TanStack's "use client" marks are for server components, which a
      // single-page app has none of.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
}));

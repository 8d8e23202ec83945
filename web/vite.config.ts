import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const API_SERVER = 'http://localhost:3000';
const proxied = ['/api', '/covers', '/banners', '/static', '/files'];

export default defineConfig({
  // React's renderer, with Fast Refresh in `npm run dev -w web`.
  plugins: [react(), tailwindcss()],
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
      // The router's and TanStack's "use client" marks are for server components, which a
      // single-page app has none of.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});

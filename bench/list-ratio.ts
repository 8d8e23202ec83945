// The uncached product-list path against the one-query raw-SQL handler, alone (the same figure
// as `npm run bench`'s "uncached list / raw SQL"): `tsx bench/list-ratio.ts`, on PostgreSQL when
// DATABASE_URL is set, else PGlite; BENCH_PORT moves the bench server's port (default 3300).
import { SECTIONS } from '@shop/contract/sections.ts';
import { load, startBenchServer, stopBenchServer } from './http-load.ts';

const port = Number(process.env.BENCH_PORT ?? 3300);
const pgUrl = process.env.DATABASE_URL;
const general1 = SECTIONS.find((s) => s.section === 'general-1')!.categoryId;
const body = { categoryId: general1, page: 2, sort: 'sortName.asc' };
const base = `http://127.0.0.1:${port}`;
const server = await startBenchServer({
  ...(pgUrl ? { BENCH_DATABASE_URL: pgUrl } : {}),
  PORT: String(port),
  CACHE_ENABLED: 'off',
});
try {
  await load('warm-up', `${base}/bench/raw-list`, { method: 'POST', body, seconds: 2 });
  for (let round = 0; round < Number(process.env.BENCH_ROUNDS ?? 1); round += 1) {
    const raw = await load('raw', `${base}/bench/raw-list`, { method: 'POST', body });
    const shop = await load('shop', `${base}/api/product-entry-list`, { method: 'POST', body });
    console.log(
      `${pgUrl ? 'PostgreSQL' : 'PGlite'}: raw ${raw.rps.toFixed(0)} req/s (p99 ${raw.p99} ms), shop ${shop.rps.toFixed(0)} req/s (p99 ${shop.p99} ms), ratio ${(shop.rps / raw.rps).toFixed(2)}`,
    );
  }
} finally {
  await stopBenchServer(server);
}

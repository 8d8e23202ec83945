import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidThroughWindow } from '../test/payment-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signInAs } from '../test/test-sign-in.ts';

/** /metrics in Prometheus' text format, only from the configured network or with the token. */
const TOKEN = 'metrics-token-for-the-test';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.20.0.0/16' });
});
afterAll(async () => {
  await t?.close();
});

const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ url: '/metrics', headers, remoteAddress });

describe('metrics', () => {
  it('refuses anyone outside the network without the token', async () => {
    const refused = [
      await scrape(),
      await scrape({ authorization: 'Bearer wrong-token-of-some-length' }),
      await scrape({ authorization: TOKEN }),
      await scrape({}, '10.21.0.1'),
      await scrape({ 'x-forwarded-for': '10.20.0.5' }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('shop_');
    }
  });

  it('answers the token or the network with request, pool, money and process figures', async () => {
    const kim = await signInAs(t, 'parent.kim');
    await paidThroughWindow(t, kim, '신용카드');
    await t.app.inject({ url: '/api/product-entry-recommend' });
    const byToken = await scrape({ authorization: `Bearer ${TOKEN}` });
    const byNetwork = await scrape({}, '10.20.3.4');
    for (const res of [byToken, byNetwork]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
    }
    const text = byToken.body;
    expect(text).toMatch(
      /shop_http_request_duration_seconds_count\{method="GET",route="\/api\/product-entry-recommend",status="200"\} 1/,
    );
    expect(text).toMatch(/shop_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/shop_money_records\{kind="payment",status="approved"\} [1-9]/);
    expect(text).toMatch(/shop_job_runs_total\{job="cart-cleanup",outcome="ok"\} [1-9]/);
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { OUTBOX_LIMITS } from '../modules/notifications/outbox-sender.ts';
import { paidThroughWindow } from '../test/payment-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signInAs, simControl } from '../test/test-sign-in.ts';

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

  it('reports the outbox: messages pending, sent and failed, the retrying ones, the oldest wait', async () => {
    const db = t.database.db;
    const gauge = (text: string, name: string) =>
      Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
    const outboxFigures = async () => {
      const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
      return {
        pending: gauge(text, 'shop_outbox_messages\\{status="pending"\\}'),
        sent: gauge(text, 'shop_outbox_messages\\{status="sent"\\}'),
        failed: gauge(text, 'shop_outbox_messages\\{status="failed"\\}'),
        retrying: gauge(text, 'shop_outbox_retrying_messages'),
        oldest: gauge(text, 'shop_outbox_oldest_pending_seconds'),
      };
    };
    // the same figures read from the table itself
    const inTable = async () => {
      const [row] = await queryRows<{
        pending: string;
        sent: string;
        failed: string;
        retrying: string;
      }>(
        db,
        sql`select count(*) filter (where status = 'pending') as pending,
              count(*) filter (where status = 'sent') as sent,
              count(*) filter (where status = 'failed') as failed,
              count(*) filter (where status = 'pending' and attempts > 0) as retrying
            from notification_outbox`,
      );
      return {
        pending: Number(row!.pending),
        sent: Number(row!.sent),
        failed: Number(row!.failed),
        retrying: Number(row!.retrying),
      };
    };
    const kim = await signInAs(t, 'parent.kim');

    // a paid order writes its message (decision 0502); the job has not run: it waits
    await paidThroughWindow(t, kim, '신용카드');
    let figures = await outboxFigures();
    let table = await inTable();
    expect(table.pending).toBeGreaterThan(0);
    expect(figures).toMatchObject(table);
    expect(figures.oldest).toBeGreaterThanOrEqual(0);

    // the provider is down: each pass fails, the message waits for its retry, then is given up
    await simControl(t, '/messages/_control/fail', { count: 1000 });
    try {
      let now = Date.now();
      await t.app.outboxSender.runOnce(new Date(now));
      figures = await outboxFigures();
      table = await inTable();
      expect(table.retrying).toBeGreaterThan(0);
      expect(figures).toMatchObject(table);
      for (let i = 1; i < OUTBOX_LIMITS.maxAttempts; i++) {
        now += 2 * OUTBOX_LIMITS.maxRetryMs;
        await t.app.outboxSender.runOnce(new Date(now));
      }
    } finally {
      await simControl(t, '/messages/_control/reset');
    }
    figures = await outboxFigures();
    table = await inTable();
    expect(table.failed).toBeGreaterThan(0);
    expect(table.pending).toBe(0);
    expect(figures).toMatchObject({ ...table, oldest: 0 });

    // the provider is back: the next order's message is sent
    await paidThroughWindow(t, kim, '신용카드');
    await t.app.outboxSender.runOnce();
    figures = await outboxFigures();
    table = await inTable();
    expect(table.sent).toBeGreaterThan(0);
    expect(figures).toMatchObject({ ...table, pending: 0, oldest: 0 });
  });
});

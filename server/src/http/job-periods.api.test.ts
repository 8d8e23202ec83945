import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { claimJobPeriod } from './job-periods-repository.ts';

/**
 * The claim of a job's period (decisions 0367, 0368): once per period, and the claiming instance
 * deletes the job's rows older than a day (two periods when a period is longer), no other job's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 86_400_000;

async function ages(job: string): Promise<number[]> {
  const rows = await queryRows<{ hours: string }>(
    t.database.db,
    sql`select round(extract(epoch from now() - period_start) / 3600) as hours
      from job_periods where job = ${job} order by period_start`,
  );
  return rows.map((r) => Math.max(0, Number(r.hours)));
}

async function putPeriod(job: string, hoursAgo: number) {
  await t.database.db.execute(
    sql`insert into job_periods (job, period_start)
      values (${job}, now() - make_interval(hours => ${hoursAgo}))`,
  );
}

describe('job periods', () => {
  it('claims a period once', async () => {
    // a day's period: both claims fall in it unless midnight UTC passes between them
    expect(await claimJobPeriod(t.database.db, 'test-once', DAY)).toBe(true);
    expect(await claimJobPeriod(t.database.db, 'test-once', DAY)).toBe(false);
  });

  it("deletes the claiming job's rows older than a day, and no other job's", async () => {
    await putPeriod('test-prune', 72);
    await putPeriod('test-prune', 2);
    await putPeriod('test-other', 72);
    expect(await claimJobPeriod(t.database.db, 'test-prune', 3_600_000)).toBe(true);
    const kept = await ages('test-prune');
    expect(kept).toHaveLength(2);
    expect(kept[0]).toBe(2);
    expect(kept[1]).toBeLessThanOrEqual(1);
    expect(await ages('test-other')).toEqual([72]);
  });

  it('keeps two periods when a period is longer than a day', async () => {
    await putPeriod('test-long', 72);
    expect(await claimJobPeriod(t.database.db, 'test-long', 7 * DAY)).toBe(true);
    expect((await ages('test-long'))[0]).toBe(72);
  });
});

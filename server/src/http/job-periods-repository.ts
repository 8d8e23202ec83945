import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobPeriods } from '../db/schema/job-periods.ts';

/**
 * Records that `job` runs in the current period of `periodMs`, cut by the database's clock;
 * false when an instance already has (decision 0367).
 */
export async function claimJobPeriod(db: Db, job: string, periodMs: number): Promise<boolean> {
  const claimed = await db
    .insert(jobPeriods)
    .values({
      job,
      periodStart: sql`to_timestamp(floor(extract(epoch from now()) * 1000 / ${periodMs}::numeric)
        * ${periodMs}::numeric / 1000)`,
    })
    .onConflictDoNothing()
    .returning({ job: jobPeriods.job });
  return claimed.length > 0;
}

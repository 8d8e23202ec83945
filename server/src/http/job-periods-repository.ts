import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobPeriods } from '../db/schema/job-periods.ts';

/** How long a job's claimed periods are kept at least (a day, or two periods when longer). */
const KEEP_MS = 86_400_000;

/**
 * Records that `job` runs in the current period of `periodMs`, cut by the database's clock;
 * false when an instance already has (decisions 0367, 0368). The instance that claims a period
 * also deletes the job's rows older than a day (two periods when a period is longer), so a job
 * with a period of seconds (the message sender) does not grow the table without end.
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
  if (claimed.length === 0) return false;
  const keepMs = Math.max(KEEP_MS, 2 * periodMs);
  await db
    .delete(jobPeriods)
    .where(
      and(
        eq(jobPeriods.job, job),
        lt(jobPeriods.periodStart, sql`now() - make_interval(secs => ${keepMs / 1000})`),
      ),
    );
  return true;
}

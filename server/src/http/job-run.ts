import type { FastifyInstance } from 'fastify';
import { claimJobPeriod } from './job-periods-repository.ts';

const SKIPPED = Symbol('skipped');

/** One run of a periodic job: counted by outcome in the metrics, a failure logged with its stack. */
export async function runJob(
  app: FastifyInstance,
  job: string,
  run: () => Promise<unknown>,
): Promise<void> {
  try {
    app.metrics.jobRan(job, (await run()) === SKIPPED ? 'skipped' : 'ok');
  } catch (err) {
    app.metrics.jobRan(job, 'failed');
    app.log.warn({ err, job }, 'job failed');
  }
}

/**
 * A job run once per period (`periodMs`; by default `JOB_PERIOD_MS`, an hour) across every
 * instance on the database (decision 0367): each instance tries it every period; the one whose
 * row of (job, period) goes in first runs it, the others count a skip. Periods are cut by the
 * database's clock, so instances whose clocks differ still agree.
 */
export function runJobOncePerPeriod(
  app: FastifyInstance,
  job: string,
  run: () => Promise<unknown>,
  periodMs = app.config.jobPeriodMs,
): Promise<void> {
  return runJob(app, job, async () =>
    (await claimJobPeriod(app.database.db, job, periodMs)) ? run() : SKIPPED,
  );
}

import type { FastifyInstance } from 'fastify';
import { claimJobPeriod } from './job-periods-repository.ts';

const SKIPPED = Symbol('skipped');

/** The runs going on per app, and whether it is closing (then no run starts). */
const runsOf = new WeakMap<FastifyInstance, { closing: boolean; going: Set<Promise<void>> }>();

/**
 * A closing app starts no job run and waits for the runs going on, so that the database, closed
 * after the app (main.ts), is never used by a run that started before (a sender's run outlived
 * the pool once, found by the production bench). Called once, before the modules' jobs.
 */
export function installJobRuns(app: FastifyInstance): void {
  const runs = { closing: false, going: new Set<Promise<void>>() };
  runsOf.set(app, runs);
  app.addHook('onClose', async () => {
    runs.closing = true;
    await Promise.all(runs.going);
  });
}

/** One run of a periodic job: counted by outcome in the metrics, a failure logged with its stack. */
export async function runJob(
  app: FastifyInstance,
  job: string,
  run: () => Promise<unknown>,
): Promise<void> {
  const runs = runsOf.get(app);
  if (runs?.closing) return;
  const going = countedRun(app, job, run);
  runs?.going.add(going);
  try {
    await going;
  } finally {
    runs?.going.delete(going);
  }
}

async function countedRun(
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

import type { FastifyInstance } from 'fastify';

/** One run of a periodic job: counted by outcome in the metrics, a failure logged with its stack. */
export async function runJob(
  app: FastifyInstance,
  job: string,
  run: () => Promise<unknown>,
): Promise<void> {
  try {
    await run();
    app.metrics.jobRan(job, 'ok');
  } catch (err) {
    app.metrics.jobRan(job, 'failed');
    app.log.warn({ err, job }, 'job failed');
  }
}

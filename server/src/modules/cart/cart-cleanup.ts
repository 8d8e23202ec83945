import type { FastifyInstance } from 'fastify';
import { runJobOncePerPeriod } from '../../http/job-run.ts';
import { deleteStaleLines } from './cart-repository.ts';

/**
 * Removes cart lines older than 30 days and lines ordered and paid, once at start and then every
 * hour, once per hour across the instances. Reads filter them anyway, so this only keeps the
 * table small.
 */
export function scheduleCartCleanup(app: FastifyInstance): void {
  const run = () =>
    runJobOncePerPeriod(app, 'cart-cleanup', () => deleteStaleLines(app.database.db));
  const timer = setInterval(() => void run(), app.config.jobPeriodMs);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => clearInterval(timer));
}

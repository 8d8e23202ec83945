import type { FastifyInstance } from 'fastify';
import { runJob } from '../../http/job-run.ts';
import { deleteStaleLines } from './cart-repository.ts';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Removes cart lines older than 30 days and lines ordered and paid, once at start and then every
 * hour. Reads filter them anyway, so this only keeps the table small; the single DELETE makes it
 * safe for several instances to run it at the same time.
 */
export function scheduleCartCleanup(app: FastifyInstance): void {
  const run = () => runJob(app, 'cart-cleanup', () => deleteStaleLines(app.database.db));
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => clearInterval(timer));
}

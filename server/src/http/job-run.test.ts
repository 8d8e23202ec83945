import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { installJobRuns, runJob } from './job-run.ts';

function appWithJobs() {
  const app = Fastify({ logger: false });
  const outcomes: string[] = [];
  app.decorate('metrics', {
    jobRan: (job: string, outcome: string) => outcomes.push(`${job}:${outcome}`),
  } as never);
  installJobRuns(app);
  return { app, outcomes };
}

it('closing waits for the run going on, then starts no other', async () => {
  const { app, outcomes } = appWithJobs();
  await app.ready();
  let finish!: () => void;
  const running = runJob(app, 'sender', () => new Promise<void>((resolve) => (finish = resolve)));
  let closed = false;
  const closing = app.close().then(() => (closed = true));
  // the hook is waiting on the run: close has not finished
  await new Promise((resolve) => setImmediate(resolve));
  expect(closed).toBe(false);
  finish();
  await Promise.all([running, closing]);
  expect(closed).toBe(true);
  expect(outcomes).toEqual(['sender:ok']);

  let ranAfterClose = false;
  await runJob(app, 'sender', async () => (ranAfterClose = true));
  expect(ranAfterClose).toBe(false);
  expect(outcomes).toEqual(['sender:ok']);
});

it('a failed run is counted and does not hold the close', async () => {
  const { app, outcomes } = appWithJobs();
  await app.ready();
  await runJob(app, 'expiry', () => Promise.reject(new Error('database gone')));
  await app.close();
  expect(outcomes).toEqual(['expiry:failed']);
});

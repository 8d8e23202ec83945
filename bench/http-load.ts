import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  /** Answers received. */
  total: number;
}

export async function startBenchServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(new URL('./bench-server.ts', import.meta.url).pathname, [], {
    env: { ...process.env, ...env },
    // BENCH_PROFILE_DIR: a V8 CPU profile of the shop process per run, written there on exit
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
        : []),
    ],
    stdio: 'inherit',
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return child;
}

export async function stopBenchServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function load(
  name: string,
  url: string,
  options: {
    method?: 'GET' | 'POST';
    body?: unknown;
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    /** Sends a new Idempotency-Key with every request (as the web does for each order). */
    newIdempotencyKeys?: boolean;
  } = {},
): Promise<LoadResult> {
  let sent = 0;
  const run = `${Date.now().toString(36)}`;
  const result = await autocannon({
    ...(options.newIdempotencyKeys
      ? {
          requests: [
            {
              // in place: the load generator shares the two cores with the shop
              setupRequest: (request) => {
                request.headers = request.headers ?? {};
                request.headers['idempotency-key'] = `bench-${run}-${(sent += 1)}`;
                return request;
              },
            },
          ],
        }
      : {}),
    url,
    method: options.method ?? 'GET',
    connections: options.connections ?? 50,
    duration: options.seconds ?? 5,
    headers: { 'content-type': 'application/json', ...options.headers },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  return {
    name,
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    total: result.requests.total,
  };
}

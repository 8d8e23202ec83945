import { BlockList, isIPv4 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ErrorCode } from '@shop/contract/common.ts';
import { errorBody } from './errors.ts';
import { moneyStatusCounts, outboxStatusCounts } from './metrics-repository.ts';

/** What the periodic jobs report: one count per run and outcome ('skipped': another instance ran it this period). */
export interface JobMetrics {
  jobRan(job: string, outcome: 'ok' | 'failed' | 'skipped'): void;
}

export interface Metrics extends JobMetrics {
  /** Called once per answered request (the request log's hook). */
  observe(method: string, route: string, status: number, ms: number): void;
}

/** Who may read /metrics: addresses in these networks (CIDR), or a bearer token. */
export interface MetricsAccess {
  networks: string[];
  token: string | undefined;
}

function blockListOf(networks: string[]): BlockList {
  const list = new BlockList();
  for (const network of networks) {
    const [address = '', bits] = network.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/**
 * Prometheus metrics at `/metrics` (prom-client): request durations by route, method and status;
 * the database pool's use; payments and refunds by status (failures included); job runs; the
 * process's own figures. Only from the configured networks (the socket's own address, never a
 * forwarded one) or with `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets 403.
 */
export function installMetrics(app: FastifyInstance, access: MetricsAccess): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from request to answer, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'shop_job_runs_total',
    help: 'Runs of the periodic jobs by job and outcome',
    labelNames: ['job', 'outcome'],
    registers: [registry],
  });
  const database = app.database;
  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'shop_money_records',
    help: 'Payments and refunds by status (failed ones included), read from the database',
    labelNames: ['kind', 'status'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of await moneyStatusCounts(database.db)) {
        this.set({ kind: row.kind, status: row.status }, row.n);
      }
    },
  });
  // one read of the outbox per scrape serves its three figures: the first gauge collected reads
  // it, the others use what it read
  let outboxRead: ReturnType<typeof outboxStatusCounts> | undefined;
  const outbox = () => (outboxRead ??= outboxStatusCounts(database.db));
  new Gauge({
    name: 'shop_outbox_messages',
    help: 'Notification outbox messages by status (pending: waiting to be sent, retries included; sent; failed: given up), read from the database',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      this.reset();
      // every status shows, 0 when the table has none of it
      for (const status of ['pending', 'sent', 'failed']) this.set({ status }, 0);
      for (const row of (await outbox()).byStatus) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'shop_outbox_retrying_messages',
    help: 'Pending outbox messages whose earlier attempt failed (waiting for their retry)',
    registers: [registry],
    async collect() {
      this.set((await outbox()).retrying);
    },
  });
  new Gauge({
    name: 'shop_outbox_oldest_pending_seconds',
    help: 'Age of the oldest pending outbox message (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set((await outbox()).oldestPendingSeconds);
    },
  });

  const allowed = blockListOf(access.networks);
  const mayRead = (request: FastifyRequest) => {
    const address = (request.raw.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    if (address && allowed.check(address, isIPv4(address) ? 'ipv4' : 'ipv6')) return true;
    return access.token !== undefined && request.headers.authorization === `Bearer ${access.token}`;
  };
  app.get('/metrics', { config: { rateLimit: false } }, async (request, reply) => {
    if (!mayRead(request)) {
      return reply.status(403).send(errorBody(ErrorCode.forbidden, 'metrics: not allowed'));
    }
    outboxRead = undefined;
    return reply.type(registry.contentType).send(await registry.metrics());
  });

  return {
    observe(method, route, status, ms) {
      duration.observe({ method, route, status }, ms / 1000);
    },
    jobRan(job, outcome) {
      jobRuns.inc({ job, outcome });
    },
  };
}

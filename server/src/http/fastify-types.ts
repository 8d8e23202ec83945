import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ActionLimits } from './action-limits.ts';
import type { Health } from './health.ts';
import type { JobMetrics } from './metrics.ts';
import type { ResponseCache } from './response-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    cache: ResponseCache;
    health: Health;
    metrics: JobMetrics;
    /** Per-member and per-object counters (Redis when configured). */
    limits: ActionLimits;
    /** Every answer is checked against the contract (tests). */
    validateResponses: boolean;
  }
  interface FastifyContextConfig {
    /** The body is a file's bytes, read by the handler as a stream (a contract call's rawBody). */
    rawBody?: boolean;
  }
}

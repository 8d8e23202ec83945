import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';

/** How long an instance's counts wait before they go to Redis together (decision 0521). */
export const RATE_FLUSH_MS = 5;
/** How often ended windows are forgotten (a hostile client brings many addresses). */
const SWEEP_MS = 10_000;

/** A counter every instance shares: adds `n`, answers the window's total and what is left of it. */
export interface SharedCounter {
  add(key: string, n: number, windowMs: number): Promise<{ total: number; ttlMs: number }>;
}

// INCRBY, and a new counter starts its window (as @fastify/rate-limit's own script does for INCR)
const ADD_TO_WINDOW = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {total, ttl}
`;

type AddToWindow = (key: string, n: number, windowMs: number) => Promise<[number, number]>;

export function redisCounter(redis: Redis): SharedCounter {
  redis.defineCommand('rateWindowAdd', { numberOfKeys: 1, lua: ADD_TO_WINDOW });
  const add = (redis as unknown as { rateWindowAdd: AddToWindow }).rateWindowAdd.bind(redis);
  return {
    add: async (key, n, windowMs) => {
      const [total, ttlMs] = await add(key, n, windowMs);
      return { total, ttlMs };
    },
  };
}

interface Window {
  /** The shared total at the last answer from Redis (this instance's sent counts included). */
  known: number;
  /** Counted here and on their way to Redis. */
  inFlight: number;
  /** Counted here since. */
  pending: number;
  expiresAt: number;
  windowMs: number;
}

/**
 * Rate-limit counts that several instances share through Redis, sent in batches: each request is
 * counted here at once, and every RATE_FLUSH_MS what was counted goes to Redis as one INCRBY per
 * client, whose answer (the shared total) the next requests count on. One instance counts
 * exactly; with several, an instance sees the others' requests at its next flush, so a client can
 * pass the limit by what it sent to the other instances within those milliseconds (decision 0521,
 * amended). Redis unreachable: a batch's counts stay with this instance only, whose own count
 * still limits (the library's `skipOnError` would drop them).
 */
export class BatchedCounts {
  private readonly windows = new Map<string, Window>();
  private readonly dirty = new Map<string, Window>();
  private flushing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private sweptAt: number;

  constructor(
    private readonly shared: SharedCounter,
    private readonly flushMs = RATE_FLUSH_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.sweptAt = now();
  }

  /** Counts one request of `key`; answers its count in the window and the window's rest. */
  count(key: string, windowMs: number): { current: number; ttl: number } {
    const now = this.now();
    let w = this.windows.get(key);
    if (!w || w.expiresAt <= now) {
      w = { known: 0, inFlight: 0, pending: 0, expiresAt: now + windowMs, windowMs };
      this.windows.set(key, w);
    }
    w.pending += 1;
    this.dirty.set(key, w);
    this.schedule();
    return { current: w.known + w.inFlight + w.pending, ttl: w.expiresAt - now };
  }

  /** The count of `key` without counting (the library's `read`). */
  peek(key: string): { current: number; ttl: number } {
    const now = this.now();
    const w = this.windows.get(key);
    if (!w || w.expiresAt <= now) return { current: 0, ttl: 0 };
    return { current: w.known + w.inFlight + w.pending, ttl: w.expiresAt - now };
  }

  /** Sends what is counted and waits for the answer (at shutdown; tests). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    while (this.flushing) await this.flushing;
    if (this.dirty.size > 0) await this.send();
  }

  close(): Promise<void> {
    return this.flush();
  }

  private schedule(): void {
    if (this.timer || this.flushing) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.send();
    }, this.flushMs);
    this.timer.unref();
  }

  /** One batch at a time: a window's answer then always includes every count sent before. */
  private send(): Promise<void> {
    const batch = [...this.dirty];
    this.dirty.clear();
    for (const [, w] of batch) {
      w.inFlight = w.pending;
      w.pending = 0;
    }
    this.flushing = Promise.all(
      batch.map(async ([key, w]) => {
        try {
          const { total, ttlMs } = await this.shared.add(key, w.inFlight, w.windowMs);
          w.known = total;
          w.expiresAt = this.now() + ttlMs;
        } catch {
          w.known += w.inFlight;
        } finally {
          w.inFlight = 0;
        }
      }),
    ).then(() => {
      this.flushing = undefined;
      this.sweep();
      if (this.dirty.size > 0) this.schedule();
    });
    return this.flushing;
  }

  private sweep(): void {
    const now = this.now();
    if (now - this.sweptAt < SWEEP_MS) return;
    this.sweptAt = now;
    for (const [key, w] of this.windows) {
      if (w.expiresAt <= now && !this.dirty.has(key)) this.windows.delete(key);
    }
  }
}

type Done = (err: Error | null, result: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit over `counts` (the library constructs it with its options; a
 * route with a limit of its own gets a child with its own keys, as the library's Redis store).
 */
export function batchedStore(counts: BatchedCounts, namespace: string) {
  return class BatchedRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = namespace,
    ) {}

    incr(key: string, done: Done, timeWindow: number): void {
      done(null, counts.count(this.prefix + key, timeWindow));
    }

    read(key: string, done: Done): void {
      done(null, counts.peek(this.prefix + key));
    }

    // the library passes its merged options with the route as `routeInfo` (its types say otherwise)
    child(routeOptions: RouteOptions & { path: string; prefix: string }) {
      const { method, url } = (routeOptions as unknown as { routeInfo: RouteOptions }).routeInfo;
      return new BatchedRateLimitStore(routeOptions, `${this.prefix}${String(method)}${url}-`);
    }
  };
}

import type { Redis } from 'ioredis';
import { LimitReached } from './errors.ts';

/** How often one subject (an order, a member) may do one thing, and the refusal past it. */
export interface ActionLimit {
  /** Part of the counter's key: one name per limit. */
  name: string;
  max: number;
  windowMs: number;
  message: string;
}

/**
 * Counters of what a member or an object may do per window (ARS texts per order, inquiries per
 * member), beside the global per-address limit. In Redis when configured, so every instance of the
 * shop counts the same; in this process's memory otherwise (one instance). A fixed window: the
 * first counted action starts it, and the count goes when it ends.
 */
export class ActionLimits {
  private readonly memory = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly redis: Redis | undefined,
    private readonly namespace: string,
  ) {}

  /** Counts one action of `subject`; past the limit, refuses it (it still counts). */
  async take(limit: ActionLimit, subject: string | number): Promise<void> {
    const key = `${this.namespace}${limit.name}:${subject}`;
    // Redis down: this instance's own count still limits (as the global limit skips on error)
    const { count, remainingMs } = this.redis
      ? await this.inRedis(this.redis, key, limit.windowMs).catch(() =>
          this.inMemory(key, limit.windowMs),
        )
      : this.inMemory(key, limit.windowMs);
    if (count > limit.max) {
      throw new LimitReached(limit.message, Math.max(1, Math.ceil(remainingMs / 1000)));
    }
  }

  private async inRedis(redis: Redis, key: string, windowMs: number) {
    const results = await redis
      .multi()
      .set(key, '0', 'PX', windowMs, 'NX')
      .incr(key)
      .pttl(key)
      .exec();
    if (!results || results.some(([err]) => err)) throw new Error(`rate counter ${key} failed`);
    return { count: Number(results[1]![1]), remainingMs: Number(results[2]![1]) };
  }

  private inMemory(key: string, windowMs: number) {
    const now = Date.now();
    let entry = this.memory.get(key);
    if (!entry || entry.endsAt <= now) {
      if (this.memory.size > 10_000) this.sweep(now);
      entry = { count: 0, endsAt: now + windowMs };
      this.memory.set(key, entry);
    }
    entry.count += 1;
    return { count: entry.count, remainingMs: entry.endsAt - now };
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.memory) if (entry.endsAt <= now) this.memory.delete(key);
  }
}

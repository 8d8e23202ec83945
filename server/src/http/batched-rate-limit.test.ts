import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchedCounts, batchedStore, type SharedCounter } from './batched-rate-limit.ts';

/** Redis as the counters see it: INCRBY with a window started by the first count. */
function fakeRedis(now: () => number) {
  const keys = new Map<string, { total: number; endsAt: number }>();
  let down = false;
  const counter: SharedCounter = {
    add: async (key, n, windowMs) => {
      if (down) throw new Error('connection refused');
      let k = keys.get(key);
      if (!k || k.endsAt <= now()) k = { total: 0, endsAt: now() + windowMs };
      k.total += n;
      keys.set(key, k);
      return { total: k.total, ttlMs: k.endsAt - now() };
    },
  };
  return {
    counter,
    totalOf: (key: string) => keys.get(key)?.total ?? 0,
    setDown: (value: boolean) => (down = value),
  };
}

let clock = 1_000_000;
const now = () => clock;
const WINDOW = 60_000;
const currents = (counts: BatchedCounts, key: string, n: number) =>
  Array.from({ length: n }, () => counts.count(key, WINDOW).current);

afterEach(() => {
  vi.useRealTimers();
});

describe('BatchedCounts', () => {
  it('counts one instance exactly, and sends one INCRBY per client per flush', async () => {
    const redis = fakeRedis(now);
    const add = vi.spyOn(redis.counter, 'add');
    const counts = new BatchedCounts(redis.counter, 5, now);
    expect(currents(counts, 'a', 4)).toEqual([1, 2, 3, 4]);
    expect(counts.count('b', WINDOW).current).toBe(1);
    await counts.flush();
    expect(add.mock.calls.map(([key, n]) => [key, n])).toEqual([
      ['a', 4],
      ['b', 1],
    ]);
    expect(redis.totalOf('a')).toBe(4);
    expect(currents(counts, 'a', 2)).toEqual([5, 6]);
  });

  it("learns the other instances' counts at its next flush", async () => {
    const redis = fakeRedis(now);
    const first = new BatchedCounts(redis.counter, 5, now);
    const second = new BatchedCounts(redis.counter, 5, now);
    currents(first, 'client', 3);
    await first.flush();
    // the second has not heard from Redis yet: it counts its own
    expect(second.count('client', WINDOW).current).toBe(1);
    await second.flush();
    expect(redis.totalOf('client')).toBe(4);
    expect(second.count('client', WINDOW).current).toBe(5);
    expect(first.peek('client').current).toBe(3);
    await second.flush();
    // the first counts on what it knew, then hears the shared total with its own flush
    expect(first.count('client', WINDOW).current).toBe(4);
    await first.flush();
    expect(first.count('client', WINDOW).current).toBe(7);
  });

  it("takes the window's end from Redis, and starts a new window after it", async () => {
    const redis = fakeRedis(now);
    const counts = new BatchedCounts(redis.counter, 5, now);
    currents(counts, 'c', 2);
    await counts.flush();
    clock += 10_000;
    expect(counts.count('c', WINDOW)).toEqual({ current: 3, ttl: WINDOW - 10_000 });
    clock += WINDOW;
    expect(counts.count('c', WINDOW)).toEqual({ current: 1, ttl: WINDOW });
    await counts.flush();
    expect(redis.totalOf('c')).toBe(1);
  });

  it('keeps counting on its own while Redis does not answer', async () => {
    const redis = fakeRedis(now);
    const counts = new BatchedCounts(redis.counter, 5, now);
    redis.setDown(true);
    currents(counts, 'd', 3);
    await counts.flush();
    expect(currents(counts, 'd', 1)).toEqual([4]);
    redis.setDown(false);
    await counts.flush();
    expect(redis.totalOf('d')).toBe(1);
  });

  it('sends by itself after the flush interval', async () => {
    vi.useFakeTimers();
    const redis = fakeRedis(now);
    const counts = new BatchedCounts(redis.counter, 5, now);
    currents(counts, 'e', 2);
    expect(redis.totalOf('e')).toBe(0);
    await vi.advanceTimersByTimeAsync(5);
    expect(redis.totalOf('e')).toBe(2);
  });
});

describe('batchedStore', () => {
  it("gives a route with a limit of its own keys of its own (the library's Redis store's)", async () => {
    const redis = fakeRedis(now);
    const counts = new BatchedCounts(redis.counter, 5, now);
    const Store = batchedStore(counts, 'ns:');
    const store = new Store({});
    const child = store.child({
      routeInfo: { method: 'POST', url: '/api/x' },
    } as unknown as Parameters<typeof store.child>[0]);
    const answers: number[] = [];
    const done = (_: Error | null, r?: { current: number }) => answers.push(r!.current);
    store.incr('1.2.3.4', done, WINDOW);
    child.incr('1.2.3.4', done, WINDOW);
    store.incr('1.2.3.4', done, WINDOW);
    expect(answers).toEqual([1, 1, 2]);
    await counts.flush();
    expect(redis.totalOf('ns:1.2.3.4')).toBe(2);
    expect(redis.totalOf('ns:POST/api/x-1.2.3.4')).toBe(1);
  });
});

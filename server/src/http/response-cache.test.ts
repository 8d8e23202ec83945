import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.ts';

/** A computation the test finishes when it wants, counting how often it was started. */
function deferred(value: unknown) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const compute = async () => {
    compute.runs += 1;
    await done;
    return value;
  };
  compute.runs = 0;
  return { compute, finish };
}

const text = (body: Buffer) => JSON.parse(body.toString()) as unknown;

describe('response cache', () => {
  it('does not keep an answer read across a change of its data', async () => {
    const cache = new ResponseCache(true);
    const before = deferred('old price');
    const reading = cache.get('list', ['catalog'], before.compute);
    await cache.invalidate('catalog');
    before.finish();
    expect(text(await reading)).toBe('old price');

    const after = deferred('new price');
    after.finish();
    expect(text(await cache.get('list', ['catalog'], after.compute))).toBe('new price');
    expect(after.compute.runs).toBe(1);
  });

  it('does not hand a request after a change the reading begun before it', async () => {
    const cache = new ResponseCache(true);
    const before = deferred('old price');
    const first = cache.get('list', ['catalog'], before.compute);
    await cache.invalidate('catalog');
    const after = deferred('new price');
    const second = cache.get('list', ['catalog'], after.compute);
    after.finish();
    expect(text(await second)).toBe('new price');
    before.finish();
    expect(text(await first)).toBe('old price');
    // the later reading is the one kept
    expect(text(await cache.get('list', ['catalog'], deferred('unused').compute))).toBe(
      'new price',
    );
  });

  it('shares one reading between requests and keeps it when other data changed', async () => {
    const cache = new ResponseCache(true);
    const reading = deferred('list');
    const answers = [
      cache.get('list', ['catalog'], reading.compute),
      cache.get('list', ['catalog'], reading.compute),
    ];
    await cache.invalidate('faq');
    reading.finish();
    expect((await Promise.all(answers)).map(text)).toEqual(['list', 'list']);
    expect(text(await cache.get('list', ['catalog'], reading.compute))).toBe('list');
    expect(reading.compute.runs).toBe(1);
  });

  it('drops the least recently used answer when full', async () => {
    const cache = new ResponseCache(true, 2);
    const answer = (value: string) => async () => value;
    await cache.get('a', [], answer('a'));
    await cache.get('b', [], answer('b'));
    await cache.get('a', [], answer('a again'));
    await cache.get('c', [], answer('c'));
    expect(text(await cache.get('a', [], answer('a recomputed')))).toBe('a');
    expect(text(await cache.get('b', [], answer('b recomputed')))).toBe('b recomputed');
  });
});

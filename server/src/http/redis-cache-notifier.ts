import { Redis } from 'ioredis';
import type { CacheNotifier } from './response-cache.ts';

const CHANNEL = 'shop:cache-invalidate';

/** Carries cache invalidations between API instances through Redis pub/sub. */
export function redisCacheNotifier(url: string): CacheNotifier {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  return {
    async publish(tag) {
      await pub.publish(CHANNEL, tag);
    },
    async subscribe(onTag) {
      await Promise.all([pub.connect(), sub.connect()]);
      await sub.subscribe(CHANNEL);
      sub.on('message', (_channel: string, tag: string) => onTag(tag));
    },
    async close() {
      pub.disconnect();
      sub.disconnect();
    },
  };
}

/**
 * Serialized answers (UTF-8 JSON bytes, sent as they are: no encoding per request) of reads that are the same for everyone (architecture §7).
 * Entries carry tags; changing data invalidates a tag, here and, through the notifier, in every
 * other instance.
 */
export interface CacheNotifier {
  publish(tag: string): Promise<void>;
  subscribe(onTag: (tag: string) => void): Promise<void>;
  close(): Promise<void>;
}

export class ResponseCache {
  private readonly entries = new Map<string, { body: Buffer; tags: readonly string[] }>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private readonly dropListeners = new Set<(tag: string) => void>();

  constructor(
    private readonly enabled: boolean,
    private readonly maxEntries = 5000,
    private readonly notifier?: CacheNotifier,
  ) {}

  async start(): Promise<void> {
    await this.notifier?.subscribe((tag) => this.dropTag(tag));
  }

  /** The cached JSON for key, or computes, stores and returns it (one computation per key at a time). */
  async get(
    key: string,
    tags: readonly string[],
    compute: () => Promise<unknown>,
  ): Promise<Buffer> {
    if (!this.enabled) return jsonBytes(await compute());
    const hit = this.entries.get(key);
    if (hit) return hit.body;
    const running = this.pending.get(key);
    if (running) return running;
    const promise = compute()
      .then((value) => {
        const body = jsonBytes(value);
        if (this.entries.size >= this.maxEntries) {
          const oldest = this.entries.keys().next().value;
          if (oldest !== undefined) this.entries.delete(oldest);
        }
        this.entries.set(key, { body, tags });
        return body;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, promise);
    return promise;
  }

  /** Called for every dropped tag, here or from another instance: for state derived beside the cache. */
  onDrop(listener: (tag: string) => void): void {
    this.dropListeners.add(listener);
  }

  async invalidate(...tags: string[]): Promise<void> {
    for (const tag of new Set(tags)) {
      this.dropTag(tag);
      await this.notifier?.publish(tag);
    }
  }

  private dropTag(tag: string): void {
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key);
    for (const listener of this.dropListeners) listener(tag);
  }

  async close(): Promise<void> {
    await this.notifier?.close();
  }
}

function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

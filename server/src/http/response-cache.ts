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

interface Computation {
  answer: Promise<Buffer>;
  tags: readonly string[];
  /** One of its tags was dropped while it ran: its answer is not stored. */
  dropped: boolean;
}

export class ResponseCache {
  /** In order of use, the least recently used first (the one dropped when full). */
  private readonly entries = new Map<string, { body: Buffer; tags: readonly string[] }>();
  private readonly pending = new Map<string, Computation>();
  private readonly dropListeners = new Set<(tag: string) => void>();

  constructor(
    private readonly enabled: boolean,
    private readonly maxEntries = 5000,
    private readonly notifier?: CacheNotifier,
  ) {}

  async start(): Promise<void> {
    await this.notifier?.subscribe((tag) => this.dropTag(tag));
  }

  /**
   * The cached JSON for key, or computes, stores and returns it (one computation per key at a
   * time). A computation during which one of its tags was dropped (the data changed while it read
   * them) answers its callers but is not stored, and the requests after the drop compute afresh:
   * otherwise a read that began before a change and ended after it would be served until the next
   * change.
   */
  async get(
    key: string,
    tags: readonly string[],
    compute: () => Promise<unknown>,
  ): Promise<Buffer> {
    if (!this.enabled) return jsonBytes(await compute());
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.body;
    }
    const running = this.pending.get(key);
    if (running) return running.answer;
    const computation: Computation = { answer: compute().then(jsonBytes), tags, dropped: false };
    computation.answer = computation.answer
      .then((body) => {
        if (!computation.dropped) this.store(key, body, tags);
        return body;
      })
      .finally(() => {
        if (this.pending.get(key) === computation) this.pending.delete(key);
      });
    this.pending.set(key, computation);
    return computation.answer;
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

  private store(key: string, body: Buffer, tags: readonly string[]): void {
    if (this.entries.size >= this.maxEntries) {
      const leastUsed = this.entries.keys().next().value;
      if (leastUsed !== undefined) this.entries.delete(leastUsed);
    }
    this.entries.set(key, { body, tags });
  }

  private dropTag(tag: string): void {
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key);
    for (const [key, running] of this.pending) {
      if (!running.tags.includes(tag)) continue;
      running.dropped = true;
      this.pending.delete(key);
    }
    for (const listener of this.dropListeners) listener(tag);
  }

  async close(): Promise<void> {
    await this.notifier?.close();
  }
}

function jsonBytes(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

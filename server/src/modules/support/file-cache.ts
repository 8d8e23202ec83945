/**
 * Generated files kept in memory, least recently used dropped first. A file being generated is
 * shared by every request that asks for it meanwhile; a failure is not kept.
 */
export class FileCache {
  private readonly entries = new Map<string, Promise<Buffer>>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, build: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const promise = build();
    promise.catch(() => this.entries.delete(key));
    this.entries.set(key, promise);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return promise;
  }
}

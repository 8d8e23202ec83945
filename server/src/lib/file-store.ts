import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files live (covers, banners, downloads and policy PDFs). Keys are
 * slash-separated names the server makes (`covers/12-3f9a….webp`), never a user's file name.
 * The disk store below is the one in use; an object store (S3, R2) implements the same calls
 * (a multipart upload for `putStream`, copy-then-delete for `move`, a lifecycle rule on a prefix
 * for `removeStale`), and the routes that serve `/files/*` need not change (decision 0429).
 */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /**
   * Writes a stream under `key`, visible only once complete: a stream that fails (cut at a limit,
   * a client gone) leaves nothing behind.
   */
  putStream(key: string, source: Readable): Promise<void>;
  /** The stored bytes, or null when there is nothing under the key. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream with its size (large downloads are never read whole), or null. */
  open(key: string): Promise<{ size: number; stream: Readable } | null>;
  /** Moves a file to another key (a staged upload to its place); false when `from` is gone. */
  move(from: string, to: string): Promise<boolean>;
  /** Removes a file; nothing under the key is no error. */
  remove(key: string): Promise<void>;
  /** Removes the files under `folder` older than `olderThanMs` (uploads never named). */
  removeStale(folder: string, olderThanMs: number): Promise<number>;
}

/** The shape of every key: folders and a name of letters, digits, '-', '_' and one extension. */
export const FILE_KEY = /^[a-z]+(?:\/[a-z0-9_-]+)*\/[A-Za-z0-9_-]{1,80}\.[a-z0-9]{2,5}$/;
const FOLDER = /^[a-z]+(?:\/[a-z0-9_-]+)*$/;

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under DATA_DIR/files, written to a temporary name first so a reader never sees half. */
export class DiskFileStore implements FileStore {
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'files');
  }

  private pathOf(key: string): string {
    if (!FILE_KEY.test(key)) throw new Error(`file key refused: ${key}`);
    return join(this.root, key);
  }

  /** A temporary name beside the file: the rename is atomic on one file system. */
  private async temporaryOf(key: string): Promise<{ path: string; temporary: string }> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    return { path, temporary: `${path}.${process.pid}-${randomBytes(6).toString('hex')}.tmp` };
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const { path, temporary } = await this.temporaryOf(key);
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  async putStream(key: string, source: Readable): Promise<void> {
    const { path, temporary } = await this.temporaryOf(key);
    try {
      await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, path);
    } catch (err) {
      await rm(temporary, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async open(key: string): Promise<{ size: number; stream: Readable } | null> {
    const path = this.pathOf(key);
    try {
      const { size } = await stat(path);
      return { size, stream: createReadStream(path) };
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async move(from: string, to: string): Promise<boolean> {
    const source = this.pathOf(from);
    const target = this.pathOf(to);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(source, target);
      return true;
    } catch (err) {
      if (missing(err)) return false;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async removeStale(folder: string, olderThanMs: number): Promise<number> {
    if (!FOLDER.test(folder)) throw new Error(`folder refused: ${folder}`);
    const dir = join(this.root, folder);
    const before = Date.now() - olderThanMs;
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (err) {
      if (missing(err)) return 0;
      throw err;
    }
    let removed = 0;
    for (const name of names) {
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (info?.isFile() && info.mtimeMs < before) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }
}

import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/**
 * Where uploaded files live (covers, banners; later downloads and policy PDFs). Keys are
 * slash-separated names the server makes (`covers/12-3f9a….webp`), never a user's file name.
 * The disk store below is the one in use; an object store (S3, R2) implements the same two
 * calls, and the routes that serve `/files/*` need not change (decision 0429).
 */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes, or null when there is nothing under the key. */
  get(key: string): Promise<Buffer | null>;
}

/** The shape of every key: folders and a name of letters, digits, '-', '_' and one extension. */
export const FILE_KEY = /^[a-z]+(?:\/[a-z0-9_-]+)*\/[A-Za-z0-9_-]{1,80}\.[a-z0-9]{2,5}$/;

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

  async put(key: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }
}

import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** The kinds of picture staff may upload, told by their first bytes (never by a name or header). */
export type ImageKind = 'jpeg' | 'png' | 'webp';

export function imageKindOf(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/** One size a page draws a picture at (twice its CSS size for sharp screens). */
export interface Rendition {
  suffix: string;
  width: number;
  height: number;
}

/** The cover's sizes: the detail page (300 × 420) and the list rows (72 × 100). */
export const COVER_RENDITIONS: Rendition[] = [
  { suffix: '600', width: 600, height: 840 },
  { suffix: '144', width: 144, height: 200 },
];

/** The section banner (1200 × 240 on a wide screen). */
export const BANNER_RENDITIONS: Rendition[] = [{ suffix: '2400', width: 2400, height: 480 }];

/** More pixels than any real cover or banner: a decompression bomb stops here. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes a picture into each rendition as WebP: decoded and drawn again, so nothing of the
 * upload but its pixels is kept (no metadata, no trailing bytes), turned by its EXIF orientation,
 * cropped to the page's frame. Throws on a file the decoder refuses.
 */
export async function renditionsOf(
  bytes: Buffer,
  renditions: Rendition[],
): Promise<{ rendition: Rendition; bytes: Buffer }[]> {
  const source = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  await source.metadata();
  return Promise.all(
    renditions.map(async (rendition) => ({
      rendition,
      bytes: await source
        .clone()
        .rotate()
        .resize({ width: rendition.width, height: rendition.height, fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer(),
    })),
  );
}

/** A short name for the content, so a new upload gets a new address (cached for a year). */
export function contentTag(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

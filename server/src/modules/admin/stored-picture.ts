import { AdminImageLimits, AdminImageMessage } from '@shop/contract/admin-images.ts';
import { badRequest } from '../../http/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { contentTag, imageKindOf, renditionsOf, type Rendition } from '../../lib/image-upload.ts';

/**
 * An uploaded picture checked by its bytes (JPEG, PNG, WebP; at most 1 MB), drawn again in the
 * pages' sizes and stored under a name of its content (decision 0429): answers the address of
 * its first (largest) size. Covers, section banners and the home carousel's banners use it.
 */
export async function storePicture(
  files: FileStore,
  where: { folder: string; name: string },
  base64: string,
  renditions: Rendition[],
): Promise<string> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > AdminImageLimits.maxBytes) {
    throw badRequest(AdminImageMessage.tooLarge, 'contentBase64');
  }
  if (!imageKindOf(bytes)) throw badRequest(AdminImageMessage.notImage, 'contentBase64');
  const drawn = await renditionsOf(bytes, renditions).catch(() => {
    throw badRequest(AdminImageMessage.unreadable, 'contentBase64');
  });
  const tag = contentTag(bytes);
  const keyOf = (r: Rendition) => `${where.folder}/${where.name}-${tag}-${r.suffix}.webp`;
  await Promise.all(drawn.map((d) => files.put(keyOf(d.rendition), d.bytes)));
  return `/files/${keyOf(renditions[0]!)}`;
}

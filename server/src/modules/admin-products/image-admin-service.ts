import { AdminProductMessage } from '@shop/contract/admin-products.ts';
import { AdminSectionMessage } from '@shop/contract/admin-sections.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { BANNER_RENDITIONS, COVER_RENDITIONS, type Rendition } from '../../lib/image-upload.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { storePicture } from '../admin/stored-picture.ts';
import type { CatalogService } from '../catalog/service.ts';
import { changedTags } from './product-admin-service.ts';
import * as products from './product-admin-repository.ts';
import * as sections from './section-admin-repository.ts';

/**
 * Covers and section banners uploaded in the back office (issue 19 §2, §3; decision 0429): the
 * picture is checked by its bytes, drawn again in the pages' sizes and stored under a name of
 * its content, then the product or section points at it in one transaction with its audit row.
 * Null goes back to the picture the shop draws itself.
 */
export class ImageAdminService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly files: FileStore,
  ) {}

  async setCover(actor: AuditActor, productId: number, base64: string | null) {
    const imageUrl =
      base64 === null
        ? `/covers/${productId}.svg`
        : await this.store('covers', String(productId), base64, COVER_RENDITIONS);
    const { before, after } = await inTransaction(this.db, async (tx) => {
      const before = await products.findProductForEdit(tx, productId, true);
      if (!before) throw notFound(AdminProductMessage.notFound);
      await products.setImageUrl(tx, productId, imageUrl);
      const after = (await products.findProductForEdit(tx, productId))!;
      await withAudit(
        tx,
        actor,
        'product.cover',
        { type: 'product', id: productId },
        { imageUrl: before.product.imageUrl },
        { imageUrl },
      );
      return { before, after };
    });
    await this.catalog.invalidateTags(changedTags(before, after));
    return { productId, imageUrl };
  }

  async setBanner(actor: AuditActor, section: string, base64: string | null) {
    const bannerUrl =
      base64 === null
        ? `/banners/${section}.svg`
        : await this.store('banners', section, base64, BANNER_RENDITIONS);
    const row = await inTransaction(this.db, async (tx) => {
      const before = await sections.lockSection(tx, section);
      if (!before) throw notFound(AdminSectionMessage.sectionNotFound);
      const after = await sections.updateSection(tx, section, { bannerUrl });
      await withAudit(
        tx,
        actor,
        'section.banner',
        { type: 'section', id: section },
        { bannerUrl: before.bannerUrl },
        { bannerUrl },
      );
      return after;
    });
    const directory = await this.catalog.categories();
    return { ...row, categoryName: directory.get(row.categoryId)?.name ?? String(row.categoryId) };
  }

  private store(folder: string, name: string, base64: string, renditions: Rendition[]) {
    return storePicture(this.files, { folder, name }, base64, renditions);
  }
}

import { AdminContentMessage, type AdminRecommendedProduct } from '@shop/contract/admin-content.ts';
import type { SaleStatus } from '@shop/contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import { CatalogTag, type CatalogService } from '../catalog/service.ts';
import * as repo from './recommended-repository.ts';

/**
 * The home page's recommended products (issue 19 §4, decision 0425): the whole ordered list is
 * saved at once, audited with the ids before and after, and only the cached recommended answers
 * are dropped (here and on the other instances).
 */
export class RecommendedService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  async list(): Promise<{ list: AdminRecommendedProduct[] }> {
    const rows = await repo.rankedProducts(this.db);
    return { list: rows.map((r) => ({ ...r, saleStatus: r.saleStatus as SaleStatus })) };
  }

  async save(actor: AuditActor, productIds: number[]) {
    const known = await repo.existingProductIds(this.db, productIds);
    const unknown = productIds.find((id) => !known.has(id));
    if (unknown !== undefined) {
      throw badRequest(AdminContentMessage.recommendedUnknown(unknown), 'productIds');
    }
    const changed = await inTransaction(this.db, async (tx) => {
      const before = await repo.lockRanked(tx);
      if (before.join() === productIds.join()) return false;
      await repo.setRanks(tx, productIds);
      await withAudit(
        tx,
        actor,
        'recommended.update',
        { type: 'recommended_products', id: 'home' },
        { productIds: before },
        { productIds },
      );
      return true;
    });
    if (changed) await this.catalog.invalidateTags([CatalogTag.recommend]);
    return this.list();
  }
}

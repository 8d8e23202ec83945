import {
  adminProductFields,
  AdminProductLimits,
  AdminProductMessage,
  type AdminProduct,
  type AdminProductFields,
} from '@shop/contract/admin-products.ts';
import type { ProductKind, SaleStatus } from '@shop/contract/catalog.ts';
import { isTaxFreeKind } from '@shop/contract/tax-split.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { sanitizeStoredHtml } from '../../http/sanitize-html.ts';
import { inTransaction, withAudit, type AuditActor } from '../admin/audit-log.ts';
import type { CategoryDirectory } from '../catalog/category-directory.ts';
import { CatalogTag, type CatalogService } from '../catalog/service.ts';
import * as repo from './product-admin-repository.ts';

/** The back-office list's filters, the category by id. */
export type ListQuery = Omit<repo.ProductListFilter, 'category'> & {
  categoryId?: number | undefined;
};

/**
 * Products in the back office (issue 19 §2): every save is one transaction with its audit row
 * (the fields before and after), and then drops exactly the cached catalog answers it changed.
 */
export class ProductAdminService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  /** The list's filter as the repository reads it; a wrong price range or category is a 400. */
  async filterOf(query: ListQuery): Promise<repo.ProductListFilter> {
    if (
      query.minPrice !== undefined &&
      query.maxPrice !== undefined &&
      query.minPrice > query.maxPrice
    ) {
      throw badRequest(AdminProductMessage.priceRange, 'maxPrice');
    }
    const { categoryId, ...filter } = query;
    let category: repo.ProductListFilter['category'];
    if (categoryId !== undefined) {
      const found = (await this.catalog.categories()).get(categoryId);
      if (!found) throw badRequest(AdminProductMessage.categoryUnknown, 'categoryId');
      category = { categoryId, depth: found.depth };
    }
    return { ...filter, category };
  }

  async list({ page, ...query }: ListQuery & { page: number }) {
    const filter = await this.filterOf(query);
    const directory = await this.catalog.categories();
    const size = AdminProductLimits.pageSize;
    const { rows, total } = await repo.listProducts(this.db, filter, page, size);
    return {
      list: rows.map(({ total: _t, ...r }) => ({
        ...r,
        kind: r.kind as ProductKind,
        saleStatus: r.saleStatus as SaleStatus,
        categoryFullName: directory.fullName(r.categoryId),
      })),
      totalCount: total,
      totalPages: Math.ceil(total / size),
    };
  }

  async detail(productId: number): Promise<AdminProduct> {
    const row = await repo.findProductForEdit(this.db, productId);
    if (!row) throw notFound(AdminProductMessage.notFound);
    return viewOf(row, await this.catalog.categories());
  }

  async save(actor: AuditActor, productId: number | null, fields: AdminProductFields) {
    const directory = await this.catalog.categories();
    const ancestors = ancestorsOf(directory, fields.categoryId);
    if (fields.isSupple && fields.suppleEbookProductId !== null) {
      if (!(await repo.isSmartBook(this.db, fields.suppleEbookProductId))) {
        throw badRequest(AdminProductMessage.suppleEbookNotStb, 'suppleEbookProductId');
      }
    }
    const stored = storedFieldsOf(productId, fields);
    const { before, after } = await inTransaction(this.db, async (tx) => {
      const old =
        productId === null ? undefined : await repo.findProductForEdit(tx, productId, true);
      if (productId !== null && !old) throw notFound(AdminProductMessage.notFound);
      return saveProductIn(tx, actor, old, stored, ancestors);
    });
    await this.catalog.invalidateTags(changedTags(before, after));
    return viewOf(after, directory);
  }

  async setSaleStatus(actor: AuditActor, productId: number, status: SaleStatus) {
    const directory = await this.catalog.categories();
    const { before, after } = await inTransaction(this.db, async (tx) => {
      const before = await repo.findProductForEdit(tx, productId, true);
      if (!before) throw notFound(AdminProductMessage.notFound);
      await repo.setSaleStatus(tx, productId, status);
      const after = (await repo.findProductForEdit(tx, productId))!;
      await withAudit(
        tx,
        actor,
        'product.saleStatus',
        { type: 'product', id: productId },
        { saleStatus: before.product.saleStatus },
        { saleStatus: status },
      );
      return { before, after };
    });
    await this.catalog.invalidateTags(changedTags(before, after));
    return viewOf(after, directory);
  }
}

/**
 * The fields as a save stores them: the tax-free flag from the kind for a new product left without
 * one, no e-book unless supplementary, the HTML sanitized.
 */
export function storedFieldsOf(
  productId: number | null,
  fields: AdminProductFields,
): AdminProductFields {
  return {
    ...fields,
    taxFree: fields.taxFree ?? (productId === null ? isTaxFreeKind(fields.kind) : undefined),
    suppleEbookProductId: fields.isSupple ? fields.suppleEbookProductId : null,
    html: sanitizedOrNull(fields.html),
    deliveryHtml: sanitizedOrNull(fields.deliveryHtml),
  };
}

/**
 * Writes one product (`old` locked in `tx`, undefined for a new one) with its audit row: the
 * editable fields before (null for a creation) and after. The caller drops the cached answers of
 * `changedTags(before, after)` once `tx` commits.
 */
export async function saveProductIn(
  tx: Db,
  actor: AuditActor,
  old: repo.ProductForEdit | undefined,
  stored: AdminProductFields,
  ancestors: repo.Ancestors,
): Promise<{ before: repo.ProductForEdit | undefined; after: repo.ProductForEdit }> {
  const productId = old?.product.productId ?? null;
  const id = productId ?? (await repo.insertProduct(tx, stored, ancestors));
  if (productId !== null) await repo.updateProduct(tx, id, stored, ancestors);
  await repo.setFreeDelivery(tx, id, stored.freeDelivery);
  const now = (await repo.findProductForEdit(tx, id))!;
  await withAudit(
    tx,
    actor,
    productId === null ? 'product.create' : 'product.update',
    { type: 'product', id },
    old ? auditedFields(old) : null,
    auditedFields(now),
  );
  return { before: old, after: now };
}

/** Stored HTML passes the shop's one sanitizer (architecture §6); nothing left is no HTML. */
function sanitizedOrNull(html: string | null): string | null {
  return html === null ? null : sanitizeStoredHtml(html).trim() || null;
}

function ancestorsOf(directory: CategoryDirectory, categoryId: number) {
  const found = ancestorsOrProblem(directory, categoryId);
  if (typeof found === 'string') throw badRequest(found, 'fields.categoryId');
  return found;
}

/** The category's section root and the level below it, or why a product cannot sit in it. */
export function ancestorsOrProblem(
  directory: CategoryDirectory,
  categoryId: number,
): repo.Ancestors | string {
  const category = directory.get(categoryId);
  if (!category) return AdminProductMessage.categoryUnknown;
  if (!category.leaf) return AdminProductMessage.categoryNotLeaf;
  const chain = category.idChain.split('/').map(Number);
  // the product columns of the list indexes: the section root, the level below it, the leaf
  return { rootCategoryId: chain[0]!, midCategoryId: chain.length > 1 ? chain[1]! : null };
}

const AUDITED_FIELDS = Object.keys(adminProductFields.shape) as (keyof AdminProductFields)[];

/**
 * The fields an audit row keeps: the editable ones (the html as stored), not the columns the
 * shop derives from them (search grams and texts, category levels), which staff never set.
 */
function auditedFields(row: repo.ProductForEdit): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...row.product, freeDelivery: row.freeDelivery };
  return Object.fromEntries(AUDITED_FIELDS.map((key) => [key, fields[key] ?? null]));
}

/**
 * The cached answers a change reaches: the product's own (detail, cover), the lists of its
 * section before and after, searches when anything they show or match changed, the recommended
 * list when the product is on it, and the category counts when it came, went or moved.
 */
export function changedTags(
  before: repo.ProductForEdit | undefined,
  after: repo.ProductForEdit,
): string[] {
  const a = after.product;
  const b = before?.product;
  const tags = [
    CatalogTag.product(a.productId),
    CatalogTag.section(a.rootCategoryId),
    CatalogTag.search,
  ];
  if (b) tags.push(CatalogTag.section(b.rootCategoryId));
  if (a.recommendRank !== null || (b && b.recommendRank !== null)) tags.push(CatalogTag.recommend);
  const listed = (p: typeof a | undefined) => p !== undefined && p.saleStatus !== 'hidden';
  if (!b || b.categoryId !== a.categoryId || listed(b) !== listed(a)) tags.push(CatalogTag.counts);
  return tags;
}

export function viewOf(row: repo.ProductForEdit, directory: CategoryDirectory): AdminProduct {
  const p = row.product;
  return {
    productId: p.productId,
    categoryFullName: directory.fullName(p.categoryId),
    imageUrl: p.imageUrl,
    createdAt: p.createdAt.toISOString(),
    fields: {
      categoryId: p.categoryId,
      kind: p.kind as ProductKind,
      displayName: p.displayName,
      author: p.author,
      manufacture: p.manufacture,
      isbn: p.isbn,
      publishedDate: p.publishedDate,
      language: p.language,
      paperSize: p.paperSize,
      pages: p.pages,
      comprisal: p.comprisal,
      bookBinding: p.bookBinding,
      certificationMark: p.certificationMark,
      deliveryHtml: p.deliveryHtml,
      canOversea: p.canOversea,
      html: p.html,
      isStb: p.isStb,
      supportDevice: p.supportDevice,
      fileSize: p.fileSize,
      markedPrice: p.markedPrice,
      sellPrice: p.sellPrice,
      taxFree: p.taxFree,
      canBuyMultiple: p.canBuyMultiple,
      additionalNotice: p.additionalNotice,
      shipWeightG: p.shipWeightG,
      isSupple: p.isSupple,
      suppleEbookProductId: p.suppleEbookProductId,
      freeDelivery: row.freeDelivery,
      saleStatus: p.saleStatus as SaleStatus,
    },
  };
}

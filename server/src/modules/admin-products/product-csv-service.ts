import { AdminProductMessage, type AdminProductFields } from '@shop/contract/admin-products.ts';
import {
  AdminProductCsvErrorCode,
  AdminProductCsvLimits,
  AdminProductCsvMessage,
  type ProductCsvLine,
  type ProductCsvProblem,
} from '@shop/contract/admin-product-csv.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { CsvEncoding } from '../../lib/csv-reader.ts';
import { inTransaction, type AuditActor } from '../admin/audit-log.ts';
import type { CatalogService } from '../catalog/service.ts';
import * as repo from './product-admin-repository.ts';
import {
  ancestorsOrProblem,
  changedTags,
  saveProductIn,
  storedFieldsOf,
  viewOf,
  type ListQuery,
  type ProductAdminService,
} from './product-admin-service.ts';
import {
  FIELD_KEYS,
  headerOf,
  parseProductCsv,
  productCsvText,
  type ProductCsvRow,
} from './product-csv-format.ts';
import { codedMessage } from '@shop/contract/message-codes.ts';
import type { CodedMessage } from '@shop/contract/message-template.ts';

/** What applying one valid line does. */
interface Step {
  line: ProductCsvLine;
  old: repo.ProductForEdit | undefined;
  stored: AdminProductFields;
  ancestors: repo.Ancestors;
}

interface Plan {
  steps: Step[];
  errors: ProductCsvProblem[];
}

const countsOf = (lines: ProductCsvLine[]) => ({
  created: lines.filter((l) => l.change === 'new').length,
  changed: lines.filter((l) => l.change === 'changed').length,
  unchanged: lines.filter((l) => l.change === 'unchanged').length,
});

function refused(errors: ProductCsvProblem[]): AppError {
  return new AppError(
    400,
    AdminProductCsvErrorCode.refused,
    AdminProductCsvMessage.refused,
    'file',
    { lines: errors },
  );
}

/**
 * Products in bulk through a CSV file (decision 0430): the export of the list's filter, a preview
 * of a file that writes nothing, and its apply in one transaction, a product save per changed line
 * (its audit row with before and after), then the cached answers of exactly those products
 * dropped, as the single save does.
 */
export class ProductCsvService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly products: ProductAdminService,
  ) {}

  /** The file's bytes: a BOM (Excel then reads it as UTF-8), the header and the products. */
  async exportCsv(query: ListQuery): Promise<Buffer> {
    const filter = await this.products.filterOf(query);
    const max = AdminProductCsvLimits.maxRows;
    const rows = await repo.productsForExport(this.db, filter, max + 1);
    if (rows.length > max) {
      const { total } = await repo.listProducts(this.db, filter, 1, 1);
      throw new AppError(
        400,
        AdminProductCsvErrorCode.exportTooMany,
        AdminProductCsvMessage.exportTooMany(total),
        'query',
      );
    }
    const directory = await this.catalog.categories();
    const text = productCsvText(
      rows.map((r) => viewOf(r, directory)),
      (id) => directory.fullName(id),
    );
    return Buffer.from(`\uFEFF${text}`, 'utf8');
  }

  async preview(bytes: Uint8Array, encoding: CsvEncoding) {
    const { rows, errors } = parseProductCsv(bytes, encoding);
    const plan = await this.planOf(this.db, rows, false);
    const all = [...errors, ...plan.errors].sort((a, b) => a.line - b.line);
    const lines = plan.steps.map((s) => s.line);
    return { lines, errors: all, counts: countsOf(lines) };
  }

  async apply(actor: AuditActor, bytes: Uint8Array, encoding: CsvEncoding) {
    const { rows, errors } = parseProductCsv(bytes, encoding);
    if (errors.length > 0 || rows.some((r) => r.problems.length > 0)) {
      throw refused(
        [...errors, ...rows.flatMap((r) => r.problems)].sort((a, b) => a.line - b.line),
      );
    }
    const { lines, changes } = await inTransaction(this.db, async (tx) => {
      const plan = await this.planOf(tx, rows, true);
      if (plan.errors.length > 0) throw refused(plan.errors);
      const changes = [];
      for (const step of plan.steps) {
        if (step.line.change === 'unchanged') continue;
        changes.push(await saveProductIn(tx, actor, step.old, step.stored, step.ancestors));
      }
      return { lines: plan.steps.map((s) => s.line), changes };
    });
    const tags = new Set(changes.flatMap((c) => changedTags(c.before, c.after)));
    if (tags.size > 0) await this.catalog.invalidateTags([...tags]);
    return {
      counts: countsOf(lines),
      productIds: changes.map((c) => c.after.product.productId),
    };
  }

  /**
   * Each line against the catalog as it is (its rows locked in `tx` when `lock`): the product it
   * names exists, its category is a leaf, its e-book a smart book; and what it would change.
   */
  private async planOf(db: Db, rows: ProductCsvRow[], lock: boolean): Promise<Plan> {
    const directory = await this.catalog.categories();
    const ids = rows.flatMap((r) => (r.productId === null ? [] : [r.productId]));
    const olds = await repo.findProductsForEdit(db, [...new Set(ids)], lock);
    const ebooks = await repo.smartBookIds(db, [
      ...new Set(
        rows.flatMap((r) => (r.fields?.isSupple ? [r.fields.suppleEbookProductId ?? 0] : [])),
      ),
    ]);
    const steps: Step[] = [];
    const errors: ProductCsvProblem[] = [];
    for (const row of rows) {
      errors.push(...row.problems);
      if (!row.fields || row.problems.length > 0) continue;
      const problem = (key: Parameters<ProductCsvRow['column']>[0], message: CodedMessage) =>
        errors.push({
          line: row.line,
          column: row.column(key),
          header: headerOf(key),
          displayName: row.fields!.displayName,
          ...message,
        });
      const old = row.productId === null ? undefined : olds.get(row.productId);
      let bad = false;
      if (row.productId !== null && !old) {
        problem(
          'productId',
          codedMessage(AdminProductCsvMessage.line.noSuchProduct, {
            productId: String(row.productId),
          }),
        );
        bad = true;
      }
      const ancestors = ancestorsOrProblem(directory, row.fields.categoryId);
      if (typeof ancestors === 'string') {
        problem('categoryId', codedMessage(ancestors));
        bad = true;
      }
      const ebook = row.fields.suppleEbookProductId;
      if (row.fields.isSupple && ebook !== null && !ebooks.has(ebook)) {
        problem('suppleEbookProductId', codedMessage(AdminProductMessage.suppleEbookNotStb));
        bad = true;
      }
      if (bad || typeof ancestors === 'string') continue;
      const stored = storedFieldsOf(row.productId, row.fields);
      const before = old ? viewOf(old, directory).fields : undefined;
      const changedFields = before
        ? FIELD_KEYS.filter((k) => stored[k] !== undefined && !sameValue(stored[k], before[k]))
        : [];
      steps.push({
        line: {
          line: row.line,
          productId: row.productId,
          displayName: row.fields.displayName,
          change: !before ? 'new' : changedFields.length > 0 ? 'changed' : 'unchanged',
          changedFields,
        },
        old,
        stored,
        ancestors,
      });
    }
    errors.sort((a, b) => a.line - b.line);
    return { steps, errors };
  }
}

/** A line break read from a cell is LF (as Excel writes one); a stored CRLF is the same text. */
function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') {
    return a.replaceAll('\r\n', '\n') === b.replaceAll('\r\n', '\n');
  }
  return a === b;
}

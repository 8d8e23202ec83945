import { CartErrorCode, CartMessage, type Cdi } from '@shop/contract/cart.ts';
import { ErrorCode } from '@shop/contract/common.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { ShopProduct } from '../billing/billing-repository.ts';
import type { ProductPurchases } from '../billing/product-purchases.ts';
import { assertOwnClasses, type Member } from '../auth/member-access.ts';
import type { CatalogService } from '../catalog/service.ts';
import { denyMessage } from '../catalog/service.ts';

export interface ChosenItem {
  productId: number;
  qty: number;
  cdi: Cdi | null;
}

interface Problem {
  code: string;
  status: number;
  message: string;
}

/**
 * The rules every chosen item must pass before it goes into the cart or to checkout: the product
 * exists, is not hidden and is sold (not 품절), a single-only product has quantity 1, its category is open to the member,
 * the class's student is the member's; for checkout also the supplementary-book rule (OT-172:
 * only together with, or after payment of, the same-level e-book). Quantity 1–20 and integers
 * are the contract's (400 before this runs). All refused items are answered at once, one line
 * each, with the code of the most specific rule. `products`: the caller's rows of these items,
 * when it already read them (checkout shares one read with the price).
 */
export class OrderRules {
  constructor(
    private readonly purchases: ProductPurchases,
    private readonly catalog: CatalogService,
  ) {}

  async assertAllowed(
    member: Member,
    viewer: Viewer,
    items: readonly ChosenItem[],
    options: { suppleRule: boolean; products?: Map<number, ShopProduct> },
  ): Promise<void> {
    assertOwnClasses(
      member,
      items.flatMap((i) => (i.cdi ? [i.cdi] : [])),
    );
    const [products, directory] = await Promise.all([
      options.products ?? this.purchases.products(items.map((i) => i.productId)),
      this.catalog.categories(),
    ]);
    const chosenIds = new Set(items.map((i) => i.productId));
    const ebooksNeeded = options.suppleRule
      ? [...products.values()].flatMap((p) =>
          p.isSupple && p.suppleEbookProductId && !chosenIds.has(p.suppleEbookProductId)
            ? [p.suppleEbookProductId]
            : [],
        )
      : [];
    const stdIds = [...new Set(items.flatMap((i) => (i.cdi ? [i.cdi.stdId] : [])))];
    const paidEbooks = await this.purchases.paidProductIds(member.memberId, stdIds, ebooksNeeded);

    const problems: Problem[] = [];
    for (const item of items) {
      const p = products.get(item.productId);
      // a hidden product is, to members, one that does not exist
      if (!p || p.saleStatus === 'hidden') {
        problems.push({
          code: CartErrorCode.unknownProduct,
          status: 404,
          message: `[상품번호 ${item.productId}] 존재하지 않는 상품입니다.`,
        });
        continue;
      }
      const refuse = (code: string, status: number, message: string) =>
        problems.push({ code, status, message: `[${p.displayName}] ${message}` });
      if (p.saleStatus === 'soldOut') refuse(CartErrorCode.soldOut, 400, CartMessage.soldOut);
      else if (!p.canBuy) refuse(CartErrorCode.cannotBuy, 400, CartMessage.cannotBuy);
      if (!p.canBuyMultiple && item.qty > 1) {
        refuse(CartErrorCode.singleOnly, 400, CartMessage.singleOnly);
      }
      const rule = directory.denyingRule(viewer, p.categoryId);
      if (rule) refuse(ErrorCode.categoryDenied, 403, denyMessage(rule));
      const ebook = p.suppleEbookProductId;
      if (
        options.suppleRule &&
        p.isSupple &&
        ebook &&
        !chosenIds.has(ebook) &&
        !paidEbooks.has(ebook)
      ) {
        refuse(ErrorCode.suppleRule, 400, CartMessage.suppleRule);
      }
    }
    if (problems.length === 0) return;
    const lead = problems.find((p) => p.code === ErrorCode.suppleRule) ?? problems[0]!;
    throw new AppError(lead.status, lead.code, problems.map((p) => p.message).join('\n'));
  }
}

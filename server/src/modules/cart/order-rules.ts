import { CartErrorCode, OrderRuleMessage, type Cdi } from '@shop/contract/cart.ts';
import { codedMessage } from '@shop/contract/message-codes.ts';
import type { CodedMessage } from '@shop/contract/message-template.ts';
import { ErrorCode } from '@shop/contract/common.ts';
import { AppError } from '../../http/errors.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { ShopProduct } from '../billing/billing-repository.ts';
import type { ProductPurchases } from '../billing/product-purchases.ts';
import { assertOwnClasses, type Member } from '../auth/member-access.ts';
import type { CatalogService } from '../catalog/service.ts';
import { denyRuleParams } from '../catalog/category-deny.ts';

export interface ChosenItem {
  productId: number;
  qty: number;
  cdi: Cdi | null;
}

interface Problem {
  code: string;
  status: number;
  line: CodedMessage;
}

/**
 * The rules every chosen item must pass before it goes into the cart or to checkout: the product
 * exists, is not hidden and is sold (not 품절), a single-only product has quantity 1, its category is open to the member,
 * the class's student is the member's; for checkout also the supplementary-book rule (OT-172:
 * only together with, or after payment of, the same-level e-book). Quantity 1–20 and integers
 * are the contract's (400 before this runs). All refused items are answered at once, one line
 * each (with its message code and values, decision 0305), with the code of the most specific
 * rule. `products`: the caller's rows of these items,
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
          line: codedMessage(OrderRuleMessage.unknownProduct, {
            productId: String(item.productId),
          }),
        });
        continue;
      }
      const name = p.displayName;
      const refuse = (
        code: string,
        status: number,
        template: string,
        params: Record<string, string> = {},
      ) => problems.push({ code, status, line: codedMessage(template, { name, ...params }) });
      if (p.saleStatus === 'soldOut') refuse(CartErrorCode.soldOut, 400, OrderRuleMessage.soldOut);
      else if (!p.canBuy) refuse(CartErrorCode.cannotBuy, 400, OrderRuleMessage.cannotBuy);
      if (!p.canBuyMultiple && item.qty > 1) {
        refuse(CartErrorCode.singleOnly, 400, OrderRuleMessage.singleOnly);
      }
      const rule = directory.denyingRule(viewer, p.categoryId);
      if (rule) {
        const deny = denyRuleParams(rule);
        if ('text' in deny) {
          refuse(ErrorCode.categoryDenied, 403, OrderRuleMessage.categoryDeniedOverride, deny);
        } else refuse(ErrorCode.categoryDenied, 403, OrderRuleMessage.categoryDenied, deny);
      }
      const ebook = p.suppleEbookProductId;
      if (
        options.suppleRule &&
        p.isSupple &&
        ebook &&
        !chosenIds.has(ebook) &&
        !paidEbooks.has(ebook)
      ) {
        refuse(ErrorCode.suppleRule, 400, OrderRuleMessage.suppleRule);
      }
    }
    if (problems.length === 0) return;
    const lead = problems.find((p) => p.code === ErrorCode.suppleRule) ?? problems[0]!;
    const lines = problems.map((p) => p.line);
    throw new AppError(
      lead.status,
      lead.code,
      lines.map((l) => l.message).join('\n'),
      undefined,
      undefined,
      { messageParts: lines },
    );
  }
}

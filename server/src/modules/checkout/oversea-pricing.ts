import { eq, inArray } from 'drizzle-orm';
import type { PricePreview } from '@shop/contract/billing.ts';
import { CheckoutErrorCode } from '@shop/contract/checkout.ts';
import type { Cdi } from '@shop/contract/cart.ts';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/catalog.ts';
import { overseaSettings } from '../../db/schema/checkout.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import {
  PostcodeRefused,
  type EmsNation,
  type PostcodeService,
} from '../../integrations/postcode/postcode-service.ts';
import type { Member } from '../billing/member-access.ts';
import type { PriceService } from '../billing/price-service.ts';

export interface OverseaSettings {
  enableEms: boolean;
  enableZipFinder: boolean;
  enableLimitedNation: boolean;
}

export type OverseaPreview = PricePreview & {
  premiumCd: string;
  nationName: string;
  overseaFee: number;
};

/**
 * The EMS price (spec 2 §4.4): products as at home (no free-delivery benefit abroad), and the
 * delivery fee from the EMS table by nation, EMS type and the items' shipping weight. Only when
 * EMS is enabled, every item may go abroad and the nation is not on the limited list.
 */
export class OverseaPricing {
  constructor(
    private readonly db: Db,
    private readonly prices: PriceService,
    private readonly postcode: PostcodeService,
  ) {}

  async settings(): Promise<OverseaSettings> {
    const [row] = await this.db
      .select()
      .from(overseaSettings)
      .where(eq(overseaSettings.settingsId, 1));
    return row ?? { enableEms: true, enableZipFinder: true, enableLimitedNation: true };
  }

  async preview(
    member: Member,
    request: {
      items: { productId: number; qty: number; cdi: Cdi | null }[];
      nationCd: string;
      premiumCd: '31' | '32';
    },
  ): Promise<OverseaPreview> {
    const [settings, nations, weights] = await Promise.all([
      this.settings(),
      this.postcode.emsNations(),
      this.db
        .select({
          productId: products.productId,
          canOversea: products.canOversea,
          shipWeightG: products.shipWeightG,
          isStb: products.isStb,
        })
        .from(products)
        .where(inArray(products.productId, [...new Set(request.items.map((i) => i.productId))])),
    ]);
    if (!settings.enableEms) {
      throw new AppError(409, CheckoutErrorCode.overseaDisabled, '해외 배송을 이용할 수 없습니다.');
    }
    const byId = new Map(weights.map((w) => [w.productId, w]));
    if (request.items.some((i) => !byId.get(i.productId)?.canOversea)) {
      throw new AppError(
        409,
        CheckoutErrorCode.overseaDisabled,
        '해외 배송할 수 없는 상품이 있습니다.',
      );
    }
    const nation = nations.find((n) => n.nationCd === request.nationCd);
    if (!nation) throw badRequest('배송 국가를 선택하세요.', 'nationCd');
    assertNotLimited(nation, settings);
    const preview = await this.prices.preview(member, {
      items: request.items,
      stdIdList: [],
      fdbIdSelected: '',
    });
    const grams = request.items.reduce(
      (g, i) => g + (byId.get(i.productId)!.isStb ? 0 : byId.get(i.productId)!.shipWeightG * i.qty),
      0,
    );
    let fee = 0;
    if (preview.needDelivery) {
      try {
        fee = (await this.postcode.emsFee(nation.nationCd, request.premiumCd, Math.max(grams, 1)))
          .fee;
      } catch (err) {
        if (err instanceof PostcodeRefused) {
          throw new AppError(422, err.code, err.serviceMessage);
        }
        throw err;
      }
    }
    return {
      ...preview,
      deliveryPriceOrigin: fee,
      deliveryPriceTotal: fee,
      priceTotal: preview.productPriceTotal + fee,
      fdbIdApplied: null,
      freeDeliveryReason: null,
      premiumCd: request.premiumCd,
      nationName: nation.nationName,
      overseaFee: fee,
    };
  }
}

function assertNotLimited(nation: EmsNation, settings: OverseaSettings): void {
  if (settings.enableLimitedNation && nation.limited) {
    throw new AppError(
      422,
      CheckoutErrorCode.limitedNation,
      nation.limitedMemo ?? '배송이 제한된 국가입니다.',
    );
  }
}

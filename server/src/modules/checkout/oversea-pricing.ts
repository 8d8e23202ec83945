import type { PricePreview } from '@shop/contract/billing.ts';
import { CheckoutErrorCode, CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import type { Cdi } from '@shop/contract/cart.ts';
import type { Db } from '../../db/client.ts';
import { codedMessage } from '@shop/contract/message-codes.ts';
import { AppError, badRequest, codedRefusal } from '../../http/errors.ts';
import type { EmsNation, PostcodeService } from '../../integrations/postcode/postcode-service.ts';
import type { Member } from '../auth/member-access.ts';
import type { PricedLine } from '../billing/delivery-fee-rules.ts';
import type { PriceService } from '../billing/price-service.ts';
import { emsFeeOf, limitedNations, overseaSettingsRows, shippingOf } from './oversea-queries.ts';

export interface OverseaSettings {
  enableEms: boolean;
  enableZipFinder: boolean;
  enableLimitedNation: boolean;
  limitedMemo: string;
  /** The shop's own limited nations and their memos. */
  shopLimited: ReadonlyMap<string, string>;
}

/** No settings row: EMS is not offered until somebody configures it. */
const NOT_CONFIGURED: OverseaSettings = {
  enableEms: false,
  enableZipFinder: false,
  enableLimitedNation: true,
  limitedMemo: '',
  shopLimited: new Map(),
};

const FALLBACK_LIMITED_MEMO = '배송이 제한된 국가입니다.';

/**
 * Nations no order may go to, each with its memo: those the postal service refuses (always), and
 * the shop's own list while `enableLimitedNation` is on. In the order of the EMS nation list.
 */
export function limitedNationsOf(
  settings: OverseaSettings,
  nations: readonly EmsNation[],
): { nationCd: string; memo: string }[] {
  return nations.flatMap((n) => {
    const shopMemo = settings.enableLimitedNation
      ? settings.shopLimited.get(n.nationCd)
      : undefined;
    if (!n.limited && shopMemo === undefined) return [];
    const memo = shopMemo || n.limitedMemo || settings.limitedMemo || FALLBACK_LIMITED_MEMO;
    return [{ nationCd: n.nationCd, memo }];
  });
}

export interface OverseaPriceRequest {
  items: { productId: number; qty: number; cdi: Cdi | null }[];
  nationCd: string;
  premiumCd: '31' | '32';
}

export type OverseaPreview = PricePreview & {
  premiumCd: string;
  nationName: string;
  overseaFee: number;
};

/**
 * The EMS price (spec 2 §4.4): products as at home (no free-delivery benefit abroad), and the
 * delivery fee from the shop's EMS fee table (decision 0523) by EMS type, the nation's zone (the
 * post's nation list) and the items' shipping weight. Only when EMS is enabled, every item may go
 * abroad and the nation is not on the limited list.
 */
export class OverseaPricing {
  constructor(
    private readonly db: Db,
    private readonly prices: PriceService,
    private readonly postcode: PostcodeService,
  ) {}

  async settings(): Promise<OverseaSettings> {
    const [rows, limited] = await Promise.all([
      overseaSettingsRows(this.db),
      limitedNations(this.db),
    ]);
    const row = rows[0];
    if (!row) return NOT_CONFIGURED;
    return {
      enableEms: row.enableEms,
      enableZipFinder: row.enableZipFinder,
      enableLimitedNation: row.enableLimitedNation,
      limitedMemo: row.limitedMemo,
      shopLimited: new Map(limited.map((l) => [l.nationCd, l.memo])),
    };
  }

  /** The pay page's overseas settings and the EMS nations (spec 2 §7 oversea-config-and-nation). */
  async configAndNations() {
    const [settings, nations] = await Promise.all([this.settings(), this.postcode.emsNations()]);
    return {
      config: {
        enableEms: settings.enableEms,
        enableZipFinder: settings.enableZipFinder,
        zipFindableNations: nations
          .filter((n) => n.zipFindable)
          .map((n) => ({ nationCd: n.nationCd })),
        disableZipNations: nations
          .filter((n) => !n.zipRequired)
          .map((n) => ({ nationCd: n.nationCd })),
        enableLimitedNation: settings.enableLimitedNation,
        limitedNations: limitedNationsOf(settings, nations),
        limitedMemo: settings.limitedMemo,
      },
      nations: nations.map(({ nationCd, nationName, nationNameKr, premiumCd }) => ({
        nationCd,
        nationName,
        nationNameKr,
        premiumCd,
      })),
    };
  }

  async nation(nationCd: string): Promise<EmsNation | undefined> {
    return (await this.postcode.emsNations()).find((n) => n.nationCd === nationCd);
  }

  async preview(member: Member, request: OverseaPriceRequest): Promise<OverseaPreview> {
    return (await this.priced(member, request)).preview;
  }

  /** The preview and its priced lines (request order), for order creation. */
  async priced(
    member: Member,
    request: OverseaPriceRequest,
  ): Promise<{ preview: OverseaPreview; lines: PricedLine[] }> {
    const [settings, nations, weights] = await Promise.all([
      this.settings(),
      this.postcode.emsNations(),
      shippingOf(this.db, [...new Set(request.items.map((i) => i.productId))]),
    ]);
    if (!settings.enableEms) {
      throw new AppError(409, CheckoutErrorCode.overseaDisabled, CheckoutMessage.overseaDisabled);
    }
    const byId = new Map(weights.map((w) => [w.productId, w]));
    if (request.items.some((i) => !byId.get(i.productId)?.canOversea)) {
      throw new AppError(
        409,
        CheckoutErrorCode.overseaDisabled,
        CheckoutMessage.overseaProductRefused,
      );
    }
    const nation = nations.find((n) => n.nationCd === request.nationCd);
    assertNationAndType(nation, request.premiumCd, '');
    const limit = limitedNationsOf(settings, [nation])[0];
    if (limit) throw new AppError(422, CheckoutErrorCode.limitedNation, limit.memo);
    const { preview, lines } = await this.prices.priced(member, {
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
      const charged = await emsFeeOf(this.db, request.premiumCd, nation.zone, Math.max(grams, 1));
      if ('overGrams' in charged) {
        throw codedRefusal(
          422,
          CheckoutErrorCode.overWeight,
          codedMessage(CheckoutMessage.overWeight, {
            grams: charged.overGrams.toLocaleString('ko-KR'),
          }),
        );
      }
      fee = charged.feeWon;
    }
    const overseaPreview: OverseaPreview = {
      ...preview,
      deliveryPriceOrigin: fee,
      deliveryPriceTotal: fee,
      priceTotal: preview.productPriceTotal + fee,
      fdbIdApplied: null,
      freeDeliveryReason: null,
      premiumCd: nation.premiumCd,
      nationName: nation.nationName,
      overseaFee: fee,
    };
    return { preview: overseaPreview, lines };
  }
}

/**
 * A known nation, priced with its own EMS type (31 EMS, 32 EMS premium) and no other; the
 * refusal names `<fieldPrefix>nationCd` or `<fieldPrefix>premiumCd`.
 */
export function assertNationAndType(
  nation: EmsNation | undefined,
  premiumCd: string,
  fieldPrefix: string,
): asserts nation is EmsNation {
  if (!nation) throw badRequest(CheckoutMessage.oversea.missing.nationCd, `${fieldPrefix}nationCd`);
  if (nation.premiumCd !== premiumCd) {
    throw badRequest(CheckoutMessage.emsTypeMismatch, `${fieldPrefix}premiumCd`);
  }
}

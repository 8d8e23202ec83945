import {
  BillingErrorCode,
  PriceMessage,
  type FreeDeliveryBenefit,
  type PricePreview,
} from '@shop/contract/billing.ts';
import type { Cdi } from '@shop/contract/cart.ts';
import { CatalogMessage } from '@shop/contract/catalog-messages.ts';
import { lawfulUnitPrice } from '@shop/contract/book-price-cap.ts';
import { linePriceParts, priceSubtotalsOf } from '@shop/contract/line-prices.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { seoulDate } from '../../lib/seoul-time.ts';
import {
  ClassRecordsUnavailable,
  type ClassRecords,
  type LectureRecord,
  type MemberRecord,
} from '../../integrations/class-records/class-records.ts';
import { benefitsOf, ensureBenefits, priceInputs, type PriceInputs } from './billing-repository.ts';
import {
  BenefitUnavailable,
  deliveryFee,
  productPriceTotal,
  type BenefitSelection,
  type BenefitState,
  type PricedLine,
  type SeasonPeriod,
} from './delivery-fee-rules.ts';
import {
  assertOwnClasses,
  assertOwnStudents,
  studentsOf,
  type Member,
} from '../auth/member-access.ts';

export interface PriceRequest {
  items: { productId: number; qty: number; cdi: Cdi | null }[];
  stdIdList: number[];
  fdbIdSelected?: BenefitSelection | undefined;
}

interface AcademyView {
  record: MemberRecord | null;
  lectures: LectureRecord[];
  failed: boolean;
}

/**
 * The price preview (spec 2 §3): product totals with class-history discounts, and the delivery
 * fee after the free-delivery benefit. When the class records do not answer, the price is still
 * computed, without discounts and from the benefits already on record, with failCreverseAPi.
 */
export class PriceService {
  constructor(
    private readonly db: Db,
    private readonly classRecords: ClassRecords,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async preview(member: Member, request: PriceRequest): Promise<PricePreview> {
    return (await this.priced(member, request)).preview;
  }

  /** The price's inputs for these products at this service's clock (one statement). */
  inputs(productIds: readonly number[]): Promise<PriceInputs> {
    return priceInputs(this.db, productIds, this.now());
  }

  /**
   * The preview and its priced lines (request order), for order creation, which stores those
   * unit prices and discounts: one read of the class records serves both. `inputs`: the
   * the caller's `inputs()` when it already read them. With `academyWhenNeeded` the class records are
   * asked only when the price depends on them (an item with a class, students named, or the
   * account's students whose benefits a catalog order may use); the price is the same, only
   * `failCreverseAPi` then stays false for an order that needs none of them.
   */
  async priced(
    member: Member,
    request: PriceRequest,
    options: { inputs?: PriceInputs; academyWhenNeeded?: boolean } = {},
  ): Promise<{ preview: PricePreview; lines: PricedLine[] }> {
    const cdiStudents = request.items.flatMap((i) => (i.cdi ? [i.cdi.stdId] : []));
    const stdIds = [...new Set([...request.stdIdList, ...cdiStudents])];
    assertOwnStudents(member, stdIds);
    assertOwnClasses(
      member,
      request.items.flatMap((i) => (i.cdi ? [i.cdi] : [])),
    );

    const benefitStudents = benefitStudentsOf(member, stdIds);
    const askAcademy = !options.academyWhenNeeded || benefitStudents.length > 0;
    const [inputs, academy] = await Promise.all([
      options.inputs ?? this.inputs(request.items.map((i) => i.productId)),
      askAcademy
        ? this.academy(member.memberId, stdIds.length > 0)
        : { record: null, lectures: [], failed: false },
    ]);
    const { products, season, domesticFee: fee } = inputs;

    const discounts = discountIndex(academy.lectures);
    const unnamed = classDiscountsOf(academy.lectures, request.stdIdList);
    const lines: PricedLine[] = request.items.map((item) => {
      const p = products.get(item.productId);
      if (!p) throw notFound(CatalogMessage.noSuchProduct);
      const recorded = item.cdi
        ? (discounts.get(`${item.cdi.stdId}:${item.cdi.brchId}:${item.productId}`) ?? 0)
        : (unnamed.get(item.productId)?.shift() ?? 0);
      const { sellPrice, classDiscount } = lawfulUnitPrice({ ...p, classDiscount: recorded });
      return {
        productId: p.productId,
        qty: item.qty,
        markedPrice: p.markedPrice,
        sellPrice,
        classDiscount,
        isStb: p.isStb,
        freeDeliveryItem: p.freeDeliveryItem,
      };
    });

    const freeDeliveryList = season
      ? await this.benefits(member, season, benefitStudents, academy)
      : [];
    let delivery;
    try {
      delivery = deliveryFee({
        lines,
        isInstituteAccount: member.profile.isInstituteAccount,
        domesticFee: fee,
        benefits: freeDeliveryList.map((b): BenefitState => ({
          fdbId: b.fdbId,
          endsAt: season!.endsAt,
          orderId: b.orderId,
          heldByUnpaidOrder: b.heldByUnpaidOrder,
        })),
        selection: request.fdbIdSelected ?? null,
      });
    } catch (err) {
      if (err instanceof BenefitUnavailable) {
        throw new AppError(
          409,
          BillingErrorCode.benefitUnavailable,
          PriceMessage.benefitUnavailable,
        );
      }
      throw err;
    }
    const productPrice = productPriceTotal(lines);
    const parts = lines.map((l) =>
      linePriceParts({
        listPrice: l.markedPrice,
        salePrice: l.sellPrice,
        classDiscount: l.classDiscount,
        qty: l.qty,
      }),
    );
    const preview: PricePreview = {
      priceTotal: productPrice + delivery.deliveryPriceTotal,
      productPriceTotal: productPrice,
      deliveryPriceTotal: delivery.deliveryPriceTotal,
      deliveryPriceOrigin: delivery.deliveryPriceOrigin,
      needDelivery: delivery.needDelivery,
      freeDeliveryList,
      fdbIdApplied: delivery.fdbIdApplied,
      freeDeliveryReason: delivery.freeDeliveryReason,
      failCreverseAPi: academy.failed,
      hasNotPaidOrder: delivery.hasNotPaidOrder,
      lines: parts,
      ...priceSubtotalsOf(parts),
    };
    return { preview, lines };
  }

  /** The member's record and, when a discount may apply (students named), its lectures. */
  private async academy(memberId: number, withLectures: boolean): Promise<AcademyView> {
    try {
      const [record, lectures] = await Promise.all([
        this.classRecords.member(memberId),
        withLectures ? this.classRecords.lectures(memberId) : [],
      ]);
      return { record, lectures, failed: false };
    } catch (err) {
      if (err instanceof ClassRecordsUnavailable)
        return { record: null, lectures: [], failed: true };
      throw err;
    }
  }

  /**
   * The season's benefits of these students: one per enrolled brand. The rows are created the
   * first time they are shown, so each has a stable fdbId. Without the academy's answer, the
   * rows already on record are all we know.
   */
  private async benefits(
    member: Member,
    season: SeasonPeriod,
    stdIds: number[],
    academy: AcademyView,
  ): Promise<FreeDeliveryBenefit[]> {
    const entitled = new Set<string>();
    if (academy.record) {
      for (const s of academy.record.students) {
        if (!stdIds.includes(s.stdId)) continue;
        for (const brchType of s.enrolledBrands) entitled.add(`${s.stdId}:${brchType}`);
      }
      await ensureBenefits(
        this.db,
        season.seasonId,
        [...entitled].map((key) => {
          const [stdId, brchType] = key.split(':') as [string, string];
          return { stdId: Number(stdId), brchType };
        }),
      );
    }
    const rows = await benefitsOf(this.db, season.seasonId, stdIds);
    const names = studentsOf(member);
    const lastDay = new Date(season.endsAt.getTime() - 1);
    return rows
      .filter((r) => !academy.record || entitled.has(`${r.stdId}:${r.brchType}`))
      .map((r) => ({
        fdbId: r.fdbId,
        stdId: r.stdId,
        stdName: names.get(r.stdId)?.stdName ?? '',
        brchType: r.brchType,
        startDate: seoulDate(season.startsAt),
        endDate: seoulDate(lastDay),
        orderId: r.orderId,
        orderedDatetime: r.orderedAt?.toISOString() ?? null,
        heldByUnpaidOrder: r.orderId !== null && r.orderStatus === 'awaiting_payment',
      }));
  }
}

/**
 * Whose free-delivery benefits an order may use: the students it names (its items' classes and
 * stdIdList); an order that names none, bought from the catalog outside any class, may use those
 * of every student of the account (decision 0264). An institute's delivery is always free.
 */
function benefitStudentsOf(member: Member, named: readonly number[]): number[] {
  if (named.length > 0 || member.profile.isInstituteAccount) return [...named];
  return [...studentsOf(member).keys()];
}

/**
 * Class-history discount per student, branch and product (key `${stdId}:${brchId}:${productId}`);
 * the cart prices its rows with it too.
 */
export function discountIndex(lectures: LectureRecord[]): Map<string, number> {
  const index = new Map<string, number>();
  for (const l of lectures) {
    for (const m of l.materials) {
      if (m.classDiscount)
        index.set(`${l.cdi.stdId}:${l.cdi.brchId}:${m.productId}`, m.classDiscount);
    }
  }
  return index;
}

/**
 * The spec's preview names no class per item (items: productId, qty; stdIdList): each such item
 * takes the discount of the next class of those students (lecture order) that has the product,
 * so the preview prices what the order with the classes named will cost (decision 0242).
 */
function classDiscountsOf(lectures: LectureRecord[], stdIds: number[]): Map<number, number[]> {
  const byProduct = new Map<number, number[]>();
  for (const l of lectures) {
    if (!stdIds.includes(l.cdi.stdId)) continue;
    for (const m of l.materials) {
      byProduct.set(m.productId, [...(byProduct.get(m.productId) ?? []), m.classDiscount ?? 0]);
    }
  }
  return byProduct;
}

import {
  CheckoutErrorCode,
  CheckoutMessage,
  type OverseaInput,
  type PaymentTypeCd,
} from '@shop/contract/checkout.ts';
import { ErrorCode } from '@shop/contract/common.ts';
import type { Cdi } from '@shop/contract/cart.ts';
import type { PricePreview } from '@shop/contract/billing.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { AddressBook } from '../../integrations/address-book/address-book.ts';
import {
  ClassRecordsUnavailable,
  type ClassRecords,
} from '../../integrations/class-records/class-records.ts';
import type { Viewer } from '../auth/viewer.ts';
import { productsByIds } from '../billing/billing-repository.ts';
import type { Member } from '../billing/member-access.ts';
import type { PriceService } from '../billing/price-service.ts';
import type { OrderRules } from '../cart/order-rules.ts';
import { runIdempotent } from './idempotency.ts';
import { assertOverseaInput } from './oversea-input.ts';
import { writeOrder, type DeliverySnapshot, type OrderLine } from './order-writer.ts';
import { assertNationAndType, type OverseaPricing } from './oversea-pricing.ts';

export interface OrderRequest {
  items: { productId: number; qty: number; cdi: Cdi | null; cartId: number | null }[];
  fdbIdSelected?: number | '' | null | undefined;
  productPriceTotal: number;
  deliveryPriceTotal: number;
  paymentTypeCd: PaymentTypeCd | null;
  arsPhone: string | null;
}

export interface DomesticDelivery {
  deliveryId: number | null;
  deliveryNote?: string | null | undefined;
}

export interface CreatedOrder {
  orderId: number;
  priceTotal: number;
  paymentTypeCd: PaymentTypeCd;
}

interface Prepared {
  preview: PricePreview;
  lines: OrderLine[];
  delivery: DeliverySnapshot;
  paymentTypeCd: PaymentTypeCd;
  overseaFee: number;
}

/**
 * Order creation (spec 2 §4.2): the items pass the order rules, the address is re-read from the
 * address book (never the browser's copy), every amount is recomputed and compared with the
 * client's, then order, items, delivery snapshot and benefit claim are written in one
 * transaction, once per Idempotency-Key.
 */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      prices: PriceService;
      rules: OrderRules;
      addressBook: AddressBook;
      classRecords: ClassRecords;
      oversea: OverseaPricing;
    },
  ) {}

  async createDomestic(
    member: Member,
    viewer: Viewer,
    request: OrderRequest & DomesticDelivery,
    idempotency: { scope: string; key: string | undefined; body: unknown },
  ): Promise<CreatedOrder> {
    return runIdempotent(
      this.db,
      { memberId: member.memberId, ...idempotency },
      async () => {
        const preview = await this.priced(member, viewer, request);
        const delivery = preview.needDelivery
          ? await this.savedAddress(member, request)
          : { hasDeliveryInfo: false };
        return this.prepared(member, request, preview, delivery, 0);
      },
      (tx, p) => this.write(tx, member, p, false),
    );
  }

  async createOversea(
    member: Member,
    viewer: Viewer,
    request: OrderRequest & { oversea: OverseaInput },
    idempotency: { scope: string; key: string | undefined; body: unknown },
  ): Promise<CreatedOrder> {
    return runIdempotent(
      this.db,
      { memberId: member.memberId, ...idempotency },
      async () => {
        const o = request.oversea;
        const nation = await this.deps.oversea.nation(o.nationCd);
        assertOverseaInput(o, nation?.zipRequired ?? true);
        assertNationAndType(nation, o.premiumCd, 'oversea.');
        const priced = await this.deps.oversea.preview(member, {
          items: request.items,
          nationCd: o.nationCd,
          premiumCd: o.premiumCd,
        });
        this.assertTotals(request, priced);
        await this.deps.rules.assertAllowed(member, viewer, request.items, { suppleRule: true });
        const delivery: Omit<DeliverySnapshot, 'buyerName' | 'buyerPhone'> = {
          hasDeliveryInfo: true,
          isOversea: true,
          name: o.name,
          email: o.email,
          zipcode: o.zipCode,
          addr1: o.addr1,
          addr2: o.addr2,
          city: o.city,
          state: o.state,
          deliveryNote: o.deliveryNote,
          internationalPhone: o.phone,
          nationCd: o.nationCd,
          nationName: priced.nationName,
          premiumCd: o.premiumCd,
        };
        return this.prepared(member, request, priced, delivery, priced.overseaFee);
      },
      (tx, p) => this.write(tx, member, p, true),
    );
  }

  private async priced(member: Member, viewer: Viewer, request: OrderRequest) {
    const [preview] = await Promise.all([
      this.deps.prices.preview(member, {
        items: request.items,
        stdIdList: [],
        fdbIdSelected: request.fdbIdSelected,
      }),
      this.deps.rules.assertAllowed(member, viewer, request.items, { suppleRule: true }),
    ]);
    this.assertTotals(request, preview);
    return preview;
  }

  private assertTotals(request: OrderRequest, preview: PricePreview): void {
    if (
      request.productPriceTotal !== preview.productPriceTotal ||
      request.deliveryPriceTotal !== preview.deliveryPriceTotal
    ) {
      throw new AppError(409, CheckoutErrorCode.totalMismatch, CheckoutMessage.totalMismatch);
    }
  }

  /** The chosen saved address, re-read from the address book and checked (CREVERSE-ADDR). */
  private async savedAddress(
    member: Member,
    request: DomesticDelivery,
  ): Promise<Omit<DeliverySnapshot, 'buyerName' | 'buyerPhone'>> {
    if (!request.deliveryId) throw badRequest(CheckoutMessage.chooseDelivery, 'deliveryId');
    const saved = await this.deps.addressBook.find(member.memberId, request.deliveryId);
    if (!saved) throw badRequest(CheckoutMessage.chooseDelivery, 'deliveryId');
    for (const field of ['addr1', 'addr2', 'name', 'mobile'] as const) {
      if (!saved[field].trim()) {
        throw new AppError(
          400,
          ErrorCode.address,
          `${CheckoutMessage.addrMissing[field]}\n${CheckoutMessage.addrInvalid}`,
          field,
        );
      }
    }
    return {
      hasDeliveryInfo: true,
      isOversea: false,
      deliveryId: saved.deliveryId,
      name: saved.name,
      mobile: saved.mobile,
      mobile2: saved.mobile2,
      tel: saved.tel,
      zipcode: saved.zipcode,
      addr1: saved.addr1,
      addr2: saved.addr2,
      deliveryNote: request.deliveryNote?.trim() || saved.deliveryNote,
    };
  }

  private async prepared(
    member: Member,
    request: OrderRequest,
    preview: PricePreview,
    delivery: Omit<DeliverySnapshot, 'buyerName' | 'buyerPhone'>,
    overseaFee: number,
  ): Promise<Prepared> {
    const paymentTypeCd = paymentTypeOf(request, preview.priceTotal);
    return {
      preview,
      lines: await this.lines(member, request, preview),
      delivery: {
        ...delivery,
        overseaFee,
        buyerName: member.profile.account.stdName,
        buyerPhone: member.profile.account.stdHandPhone,
      },
      paymentTypeCd,
      overseaFee,
    };
  }

  /** Unit prices with the class-history discounts the preview applied. */
  private async lines(
    member: Member,
    request: OrderRequest,
    preview: PricePreview,
  ): Promise<OrderLine[]> {
    const products = await productsByIds(
      this.db,
      request.items.map((i) => i.productId),
    );
    const discounts = new Map<string, number>();
    if (!preview.failCreverseAPi) {
      try {
        for (const l of await this.deps.classRecords.lectures(member.memberId)) {
          for (const m of l.materials) {
            if (m.classDiscount)
              discounts.set(`${l.cdi.stdId}:${l.cdi.brchId}:${m.productId}`, m.classDiscount);
          }
        }
      } catch (err) {
        if (!(err instanceof ClassRecordsUnavailable)) throw err;
      }
    }
    const lines = request.items.map((i) => ({
      productId: i.productId,
      qty: i.qty,
      sellPrice: products.get(i.productId)!.sellPrice,
      classDiscount: i.cdi
        ? (discounts.get(`${i.cdi.stdId}:${i.cdi.brchId}:${i.productId}`) ?? 0)
        : 0,
      cdi: i.cdi,
      cartId: i.cartId,
    }));
    const sum = lines.reduce((s, l) => s + Math.max(0, l.sellPrice - l.classDiscount) * l.qty, 0);
    // the class records answered differently between the two reads: keep what the buyer saw
    if (sum !== preview.productPriceTotal) {
      throw new AppError(409, CheckoutErrorCode.totalMismatch, CheckoutMessage.totalMismatch);
    }
    return lines;
  }

  private async write(
    tx: Parameters<typeof writeOrder>[0],
    member: Member,
    p: Prepared,
    isOversea: boolean,
  ): Promise<CreatedOrder> {
    const orderId = await writeOrder(tx, {
      memberId: member.memberId,
      paymentTypeCd: p.paymentTypeCd,
      productPriceTotal: p.preview.productPriceTotal,
      deliveryPriceOrigin: p.preview.deliveryPriceOrigin,
      deliveryPriceTotal: p.preview.deliveryPriceTotal,
      priceTotal: p.preview.priceTotal,
      isOversea,
      lines: p.lines,
      delivery: p.delivery,
      fdbId: p.preview.fdbIdApplied,
    });
    return { orderId, priceTotal: p.preview.priceTotal, paymentTypeCd: p.paymentTypeCd };
  }
}

/** ZERO for a zero total; otherwise the chosen method, with the spec's messages. */
function paymentTypeOf(request: OrderRequest, priceTotal: number): PaymentTypeCd {
  if (priceTotal === 0) return 'ZERO';
  if (!request.paymentTypeCd || request.paymentTypeCd === 'ZERO') {
    throw badRequest(CheckoutMessage.choosePayment, 'paymentTypeCd');
  }
  if (request.paymentTypeCd === 'ARS' && !request.arsPhone?.trim()) {
    throw badRequest(CheckoutMessage.arsPhone, 'arsPhone');
  }
  return request.paymentTypeCd;
}

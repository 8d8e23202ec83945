import { type CashReceiptKind } from '@shop/contract/cash-receipt.ts';
import { CheckoutErrorCode, CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import { type OverseaInput } from '@shop/contract/checkout-oversea.ts';
import { type PaymentTypeCd } from '@shop/contract/checkout.ts';
import { overseaRecipient, savedAddressRefusal } from '@shop/contract/checkout-forms.ts';
import { ErrorCode } from '@shop/contract/common.ts';
import { ORDER_THIRD_PARTIES, type OrderConsentInput } from '@shop/contract/order-consent.ts';
import { firstRefusal } from '@shop/contract/refusal.ts';
import type { Cdi } from '@shop/contract/cart.ts';
import type { PricePreview } from '@shop/contract/billing.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import type { AddressBook, SavedAddress } from '../../integrations/address-book/address-book.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { PriceInputs } from '../billing/billing-repository.ts';
import { consentVersionsAt } from './consent-queries.ts';
import type { PricedLine } from '../billing/delivery-fee-rules.ts';
import type { Member } from '../auth/member-access.ts';
import type { PriceService } from '../billing/price-service.ts';
import type { OrderRules } from '../cart/order-rules.ts';
import { KEY_TAKEN, runIdempotentWrite, type AnswerToStore } from './idempotency.ts';
import {
  writeOrder,
  type DeliverySnapshot,
  type NewOrder,
  type OrderLine,
} from './order-repository.ts';
import { assertNationAndType, type OverseaPricing } from './oversea-pricing.ts';
import {
  assertConsent,
  assertMinorRules,
  assertPaymentChoice,
  cashReceiptOf,
  paymentTypeOf,
} from './order-request-rules.ts';

export interface OrderRequest {
  items: { productId: number; qty: number; cdi: Cdi | null; cartId: number | null }[];
  fdbIdSelected?: number | '' | null | undefined;
  productPriceTotal: number;
  deliveryPriceTotal: number;
  paymentTypeCd: PaymentTypeCd | null;
  arsPhone: string | null;
  consent: OrderConsentInput | null;
  cashReceipt?: { kind: CashReceiptKind; identifier: string } | null | undefined;
  escrow?: boolean | undefined;
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
  consent: NewOrder['consent'];
  cashReceipt: NewOrder['cashReceipt'];
  escrow: boolean;
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
 * transaction, once per Idempotency-Key. The work is fixed whatever the number of items: one
 * read of products, season and fee for rules and price, the class records read once (and only when an item
 * has a class) with the stored unit prices taken from that same pricing, the address book read
 * while the price is computed.
 */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      prices: PriceService;
      rules: OrderRules;
      addressBook: AddressBook;
      oversea: OverseaPricing;
    },
  ) {}

  async createDomestic(
    member: Member,
    viewer: Viewer,
    request: OrderRequest & DomesticDelivery,
    idempotency: { scope: string; key: string | undefined; body: unknown },
  ): Promise<CreatedOrder> {
    return runIdempotentWrite(
      this.db,
      { memberId: member.memberId, ...idempotency },
      async () => {
        // an account under 14 is told the parent pays before anything else is asked of it
        const inForce = await consentVersionsAt(this.db, new Date());
        const minorsNoticeShown = assertMinorRules(member, request, inForce);
        assertConsent(request, inForce);
        // one read of the products serves the rules and the price; the saved address is read
        // from the address book while the order is priced, when a shipped item needs it
        const inputs = await this.deps.prices.inputs(request.items.map((i) => i.productId));
        const ships = request.items.some((i) => inputs.products.get(i.productId)?.isStb === false);
        const saved = ships ? settle(this.readAddress(member, request)) : undefined;
        const { preview, lines } = await this.priced(member, viewer, request, inputs);
        assertPaymentChoice(request, preview.priceTotal, {
          needsAddress: preview.needDelivery,
          deliveryId: request.deliveryId,
          shipsGoods: preview.needDelivery,
        });
        const delivery = preview.needDelivery
          ? this.checkedAddress(request, await (saved ?? settle(this.readAddress(member, request))))
          : { hasDeliveryInfo: false };
        return this.prepared(member, request, preview, lines, delivery, 0, minorsNoticeShown);
      },
      (db, p, record) => this.write(db, member, p, false, record),
    );
  }

  async createOversea(
    member: Member,
    viewer: Viewer,
    request: OrderRequest & { oversea: OverseaInput },
    idempotency: { scope: string; key: string | undefined; body: unknown },
  ): Promise<CreatedOrder> {
    return runIdempotentWrite(
      this.db,
      { memberId: member.memberId, ...idempotency },
      async () => {
        // an account under 14 is told the parent pays before anything else is asked of it
        const inForce = await consentVersionsAt(this.db, new Date());
        const minorsNoticeShown = assertMinorRules(member, request, inForce);
        assertConsent(request, inForce);
        const o = request.oversea;
        const nation = await this.deps.oversea.nation(o.nationCd);
        const refusal = firstRefusal(
          overseaRecipient({ zipRequired: nation?.zipRequired ?? true }),
          o,
        );
        if (refusal) throw badRequest(refusal.message, `oversea.${refusal.field}`);
        assertNationAndType(nation, o.premiumCd, 'oversea.');
        const { preview: priced, lines } = await this.deps.oversea.priced(member, {
          items: request.items,
          nationCd: o.nationCd,
          premiumCd: o.premiumCd,
        });
        this.assertTotals(request, priced);
        assertPaymentChoice(request, priced.priceTotal, {
          needsAddress: false,
          deliveryId: null,
          shipsGoods: priced.needDelivery,
        });
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
        return this.prepared(
          member,
          request,
          priced,
          lines,
          delivery,
          priced.overseaFee,
          minorsNoticeShown,
        );
      },
      (db, p, record) => this.write(db, member, p, true, record),
    );
  }

  private async priced(member: Member, viewer: Viewer, request: OrderRequest, inputs: PriceInputs) {
    const [priced] = await Promise.all([
      this.deps.prices.priced(
        member,
        { items: request.items, stdIdList: [], fdbIdSelected: request.fdbIdSelected },
        { inputs, academyWhenNeeded: true },
      ),
      this.deps.rules.assertAllowed(member, viewer, request.items, {
        suppleRule: true,
        products: inputs.products,
      }),
    ]);
    this.assertTotals(request, priced.preview);
    return priced;
  }

  private assertTotals(request: OrderRequest, preview: PricePreview): void {
    if (
      request.productPriceTotal !== preview.productPriceTotal ||
      request.deliveryPriceTotal !== preview.deliveryPriceTotal
    ) {
      throw new AppError(409, CheckoutErrorCode.totalMismatch, CheckoutMessage.totalMismatch);
    }
  }

  /** The chosen saved address, re-read from the address book (never the browser's copy). */
  private async readAddress(member: Member, request: DomesticDelivery) {
    if (!request.deliveryId) return null;
    return this.deps.addressBook.find(member.memberId, request.deliveryId);
  }

  /** The saved address checked (CREVERSE-ADDR) as the order's delivery snapshot. */
  private checkedAddress(
    request: DomesticDelivery,
    read: Settled<SavedAddress | null>,
  ): Omit<DeliverySnapshot, 'buyerName' | 'buyerPhone'> {
    if (!read.ok) throw read.error;
    const saved = read.value;
    if (!saved) throw badRequest(CheckoutMessage.chooseDelivery, 'deliveryId');
    const missing = savedAddressRefusal(saved);
    if (missing) throw new AppError(400, ErrorCode.address, missing.message, missing.field);
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

  private prepared(
    member: Member,
    request: OrderRequest,
    preview: PricePreview,
    priced: readonly PricedLine[],
    delivery: Omit<DeliverySnapshot, 'buyerName' | 'buyerPhone'>,
    overseaFee: number,
    minorsNoticeShown: boolean,
  ): Prepared {
    const paymentTypeCd = paymentTypeOf(request, preview.priceTotal);
    const oversea = delivery.isOversea === true;
    return {
      cashReceipt: cashReceiptOf(request, paymentTypeCd),
      // assertPaymentChoice let it through only for a virtual account that ships (decision 0465)
      escrow: request.escrow === true,
      consent: {
        termsVersion: request.consent!.termsVersion,
        privacyVersion: request.consent!.privacyVersion,
        // the EMS carrier receives data only for an order shipped abroad
        thirdParties: ORDER_THIRD_PARTIES.filter((t) => t.id !== 'ems' || oversea).map(
          (t) => t.name,
        ),
        // the server's reckoning (decision 0463), never the browser's word alone
        minorsNoticeShown,
      },
      preview,
      // the unit prices and class-history discounts the price was computed with (same order)
      lines: request.items.map((i, n) => ({
        productId: i.productId,
        qty: i.qty,
        markedPrice: priced[n]!.markedPrice,
        sellPrice: priced[n]!.sellPrice,
        classDiscount: priced[n]!.classDiscount,
        cdi: i.cdi,
        cartId: i.cartId,
      })),
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

  private async write(
    db: Db,
    member: Member,
    p: Prepared,
    isOversea: boolean,
    record: AnswerToStore | null,
  ): Promise<CreatedOrder | typeof KEY_TAKEN> {
    const answer = { priceTotal: p.preview.priceTotal, paymentTypeCd: p.paymentTypeCd };
    const orderId = await writeOrder(
      db,
      {
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
        consent: p.consent,
        cashReceipt: p.cashReceipt,
        escrow: p.escrow,
      },
      record && { ...record, response: answer },
    );
    return orderId === KEY_TAKEN ? KEY_TAKEN : { orderId, ...answer };
  }
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** A promise that never rejects, so it can run while other work may throw first. */
function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

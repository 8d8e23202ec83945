import { CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import {
  orderCreate,
  orderCreateOversea,
  orderZeroPrice,
  sendArs,
  type PaymentTypeCd,
} from '@shop/contract/checkout.ts';
import type { CheckoutItem } from '@shop/contract/cart.ts';
import type { CashReceiptChoice } from '@shop/contract/cash-receipt.ts';
import type { OrderConsentInput } from '@shop/contract/order-consent.ts';
import { callApi } from '../../lib/api-client.ts';
import { payOrderInWindow } from '../../lib/gateway-window.ts';
import { alertDialog, confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { firstPaymentRefusal, type OverseaRecipient } from '@shop/contract/checkout-forms.ts';
import { refusalText } from '../../i18n/refusal-text.ts';
import { checkoutText } from './checkout-i18n.ts';

export interface PayTotals {
  productPriceTotal: number;
  deliveryPriceTotal: number;
  priceTotal: number;
  needDelivery: boolean;
}

export interface OverseaChoice {
  /** The recipient as the contract's form rules passed it. */
  recipient: OverseaRecipient;
  /** The nation's EMS type; null while no nation is chosen. */
  premiumCd: '31' | '32' | null;
  /** The memo of a limited nation (no order goes there), else null. */
  limitMemo: string | null;
}

export interface PayChoice {
  items: CheckoutItem[];
  fdbIdSelected: number | '' | null;
  /** The server's price preview shown on the page; undefined while it is being computed. */
  totals: PayTotals | undefined;
  paymentTypeCd: Exclude<PaymentTypeCd, 'ZERO'> | null;
  arsPhone: string;
  deliveryId: number | null;
  deliveryNote: string;
  /** Overseas EMS delivery instead of the domestic address. */
  oversea: OverseaChoice | null;
  /** The ticked consent box (decision 0462); null while it is not ticked. */
  consent: OrderConsentInput | null;
  /** A virtual-account order's cash receipt as its form passed it (decision 0464). */
  cashReceipt: CashReceiptChoice | null;
  /** 구매안전서비스 ticked (decision 0465); the contract's rule says when it may be. */
  escrow: boolean;
}

const stop = async (message: string) => (void (await alertDialog(message)), null);

/** What the pay button does (spec 2 §4.2): validate, create the order once, then pay. */
export async function pay(payKey: string, c: PayChoice): Promise<string | null> {
  const oversea = c.oversea;
  // a limited nation is not priced: its memo, again
  if (oversea?.limitMemo) return stop(oversea.limitMemo);
  const totals = c.totals;
  if (!totals) return null;
  const refusal = firstPaymentRefusal({
    priceTotal: totals.priceTotal,
    paymentTypeCd: c.paymentTypeCd,
    arsPhone: c.arsPhone,
    needsAddress: !oversea && totals.needDelivery,
    deliveryId: c.deliveryId,
    escrow: c.escrow,
    shipsGoods: totals.needDelivery,
  });
  if (refusal) return stop(refusalText(refusal.message));
  if (!c.consent) {
    document.getElementById('order-consent')?.focus();
    return stop(refusalText(CheckoutMessage.consentRequired));
  }
  if (
    c.items.some((i) => i.qty > 1) &&
    !(await confirmDialog(checkoutText('messages.confirmQty')))
  ) {
    return null;
  }
  const base = {
    items: c.items,
    productPriceTotal: totals.productPriceTotal,
    deliveryPriceTotal: totals.deliveryPriceTotal,
    paymentTypeCd: totals.priceTotal > 0 ? c.paymentTypeCd : null,
    arsPhone: c.paymentTypeCd === 'ARS' ? c.arsPhone : null,
    consent: c.consent,
    cashReceipt: c.paymentTypeCd === '가상계좌' ? c.cashReceipt : null,
    escrow: c.escrow,
  };
  // one key per pay page and delivery type: a double click, a retry and a second tab make one order
  const { data } =
    oversea && oversea.premiumCd
      ? await callApi(orderCreateOversea, {
          idempotencyKey: `${payKey}:order-oversea`,
          body: {
            ...base,
            fdbIdSelected: '',
            oversea: { ...oversea.recipient, premiumCd: oversea.premiumCd },
          },
        })
      : await callApi(orderCreate, {
          idempotencyKey: `${payKey}:order`,
          body: {
            ...base,
            fdbIdSelected: c.fdbIdSelected,
            deliveryId: totals.needDelivery ? c.deliveryId : null,
            deliveryNote: c.deliveryNote || null,
          },
        });
  const cartIds = c.items.flatMap((i) => (i.cartId ? [i.cartId] : []));
  if (data.paymentTypeCd === 'ZERO') {
    await callApi(orderZeroPrice, { body: { orderId: data.orderId, cartIds } });
    return `/mypage/payment-ok/ZERO_PRICE/${data.orderId}`;
  }
  if (data.paymentTypeCd === 'ARS') {
    await callApi(sendArs, { body: { orderId: data.orderId, cartIds, arsPhone: c.arsPhone } });
    return `/mypage/payment-ok/ars/${data.orderId}`;
  }
  await payOrderInWindow(
    data.orderId,
    data.paymentTypeCd === '가상계좌' ? '가상계좌' : '신용카드',
    cartIds,
  );
  return null;
}

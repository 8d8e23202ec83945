import {
  CheckoutMessage,
  getParameterOfOrder,
  orderCreate,
  orderZeroPrice,
  sendArs,
  type GatewayForm,
  type PaymentTypeCd,
} from '@shop/contract/checkout.ts';
import type { CheckoutItem } from '@shop/contract/cart.ts';
import { Breakpoints } from '@shop/contract/common.ts';
import { callApi } from '../../app/api-client.ts';
import { alertDialog, confirmDialog } from '../../ui/dialogs/dialog-store.ts';

export interface PayChoice {
  items: CheckoutItem[];
  fdbIdSelected: number | '' | null;
  productPriceTotal: number;
  deliveryPriceTotal: number;
  priceTotal: number;
  needDelivery: boolean;
  paymentTypeCd: Exclude<PaymentTypeCd, 'ZERO'> | null;
  arsPhone: string;
  deliveryId: number | null;
  deliveryNote: string;
}

/** What the pay button does (spec 2 §4.2): validate, create the order once, then pay. */
export async function pay(payKey: string, c: PayChoice): Promise<string | null> {
  if (c.priceTotal > 0) {
    if (!c.paymentTypeCd) return (void (await alertDialog(CheckoutMessage.choosePayment)), null);
    if (c.paymentTypeCd === 'ARS' && !c.arsPhone.trim()) {
      return (void (await alertDialog(CheckoutMessage.arsPhone)), null);
    }
  }
  if (c.needDelivery && !c.deliveryId) {
    return (void (await alertDialog(CheckoutMessage.chooseDelivery)), null);
  }
  if (c.items.some((i) => i.qty > 1) && !(await confirmDialog(CheckoutMessage.confirmQty))) {
    return null;
  }
  // one key per pay page: a double click, a retry and a second tab make one order
  const { data } = await callApi(orderCreate, {
    idempotencyKey: `${payKey}:order`,
    body: {
      items: c.items,
      fdbIdSelected: c.fdbIdSelected,
      productPriceTotal: c.productPriceTotal,
      deliveryPriceTotal: c.deliveryPriceTotal,
      paymentTypeCd: c.priceTotal > 0 ? c.paymentTypeCd : null,
      arsPhone: c.paymentTypeCd === 'ARS' ? c.arsPhone : null,
      deliveryId: c.needDelivery ? c.deliveryId : null,
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
  const { data: form } = await callApi(getParameterOfOrder, {
    body: {
      orderId: data.orderId,
      paymentTypeCd: data.paymentTypeCd === '가상계좌' ? '가상계좌' : '신용카드',
      frontDomain: location.origin,
      fromUrl: location.pathname,
      cartIds,
      mobile: isMobile(),
    },
  });
  await openGatewayWindow(form, isMobile());
  return null;
}

export function isMobile(): boolean {
  return (
    window.innerWidth <= Breakpoints.xs || /Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)
  );
}

/** PC: the gateway's script opens its popup with the form; mobile: a plain form post. */
async function openGatewayWindow(form: GatewayForm, mobile: boolean): Promise<void> {
  const element = document.createElement('form');
  element.id = 'gateway-pay-form';
  element.method = 'post';
  element.action = form.windowUrl;
  element.acceptCharset = 'UTF-8';
  element.hidden = true;
  for (const [name, value] of Object.entries(form.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    element.append(input);
  }
  document.getElementById(element.id)?.remove();
  document.body.append(element);
  if (mobile || !form.scriptUrl) {
    element.submit();
    return;
  }
  await loadScript(form.scriptUrl);
  const gateway = (window as unknown as { INIStdPay?: { pay(id: string): void } }).INIStdPay;
  if (!gateway) throw new Error('payment window script unavailable');
  gateway.pay(element.id);
}

/** The gateway's script, loaded only by the pay page (the CSP allows its origin). */
function loadScript(src: string): Promise<void> {
  if (document.querySelector(`script[src="${src}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('payment window script unavailable'));
    document.head.append(script);
  });
}

import { getParameterOfOrder, type GatewayForm } from '@shop/contract/checkout.ts';
import { Breakpoints } from '@shop/contract/constants.ts';
import { callApi } from './api-client.ts';

/** What the shop's close page (/static/close-window.js) tells the pay page it came from. */
const WINDOW_CLOSED = 'gateway-window-closed';

export function isMobile(): boolean {
  return (
    window.innerWidth <= Breakpoints.xs || /Android|iPhone|iPad|Mobile/i.test(navigator.userAgent)
  );
}

/**
 * PC: the gateway's script opens its popup with the form; mobile: a plain form post. Also opens
 * the return-fee window of a cancel/return request.
 */
export async function openGatewayWindow(form: GatewayForm, mobile: boolean): Promise<void> {
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

/**
 * Opens the gateway's window for a new attempt of an unpaid card or virtual-account order (the pay
 * page and '다시 결제'). When the person closes the PC window without paying, the page goes to the
 * failure page of this order, which lets its benefit go and offers '다시 결제' (decision 0243).
 */
export async function payOrderInWindow(
  orderId: number,
  paymentTypeCd: '신용카드' | '가상계좌',
  cartIds: number[] = [],
): Promise<void> {
  const mobile = isMobile();
  const { data: form } = await callApi(getParameterOfOrder, {
    body: {
      orderId,
      paymentTypeCd,
      frontDomain: location.origin,
      fromUrl: location.pathname,
      cartIds,
      mobile,
    },
  });
  if (!mobile) {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== location.origin || event.data !== WINDOW_CLOSED) return;
      window.removeEventListener('message', onMessage);
      location.assign(`/mypage/payment-fail?resultMsg=cancelled&orderId=${orderId}`);
    };
    window.addEventListener('message', onMessage);
  }
  await openGatewayWindow(form, mobile);
}

import { textNamespace, type Messages } from '../../i18n/text-namespace.ts';
import { checkoutEn } from './checkout-en.ts';
import { checkoutKo } from './checkout-ko.ts';

export type CheckoutMessages = Messages<typeof checkoutKo>;

const checkout = textNamespace('checkout', checkoutKo, checkoutEn);

/** One pay-page text outside React (the pay button's checks, dialogs' promises). */
export const checkoutText = checkout.text;
/** The pay and result pages' texts in the current language. */
export const useCheckoutText = checkout.useTexts;

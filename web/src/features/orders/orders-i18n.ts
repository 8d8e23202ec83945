import { textNamespace, type Messages } from '../../i18n/text-namespace.ts';
import { ordersEn } from './orders-en.ts';
import { ordersKo } from './orders-ko.ts';

export type OrdersMessages = Messages<typeof ordersKo>;

const orders = textNamespace('orders', ordersKo, ordersEn);

/** One order-page text outside React (confirmations, alerts). */
export const ordersText = orders.text;
/** The order list and detail pages' texts in the current language. */
export const useOrdersText = orders.useTexts;

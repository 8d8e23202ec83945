import { z } from 'zod';
import { CheckoutMessage } from './checkout-messages.ts';
import { paymentTypeCd } from './checkout.ts';
import { EscrowMessage, escrowOffered } from './escrow.ts';
import { KOREAN_MOBILE } from './common.ts';
import { firstRefusal, type Refusal } from './refusal.ts';

/**
 * The pay page's rules (spec 2 §5), written once: the server refuses with them and the web's
 * forms read them through react-hook-form. Each field's checks run in the spec's order and the
 * first problem is the one a person reads.
 */

const M = CheckoutMessage.oversea;
/** Printable ASCII: letters, digits, punctuation and spaces (spec 2 §5: English only). */
const ENGLISH = /^[\x20-\x7E]*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Country code, area code (may be left out), number 1, number 2 joined by hyphens. */
const OVERSEA_PHONE = /^\d{1,4}(-\d{1,8}){2,3}$/;
/** A Korean mobile number: the ARS service texts its pay code to it. */

const english = (max: number) => z.string().trim().max(max).regex(ENGLISH, M.notEnglish);
const requiredEnglish = (max: number, missing: string) =>
  z.string().trim().min(1, missing).max(max).regex(ENGLISH, M.notEnglish);

/** The overseas recipient (spec 2 §3 Overseas input, §5 Overseas delivery) as the call sends it. */
export function overseaRecipient({ zipRequired }: { zipRequired: boolean }) {
  return z.object({
    name: requiredEnglish(60, M.missing.name),
    phone: z.string().trim().min(1, M.missing.phone).max(40).regex(OVERSEA_PHONE, M.phoneFormat),
    email: requiredEnglish(120, M.missing.email).regex(EMAIL, M.emailFormat),
    nationCd: z.string().trim().min(1, M.missing.nationCd).max(4),
    zipCode: zipRequired ? requiredEnglish(20, M.missing.zipCode) : english(20),
    addr1: requiredEnglish(200, M.missing.addr1),
    addr2: english(200),
    city: requiredEnglish(80, M.missing.city),
    state: requiredEnglish(80, M.missing.state),
    deliveryNote: english(200),
  });
}
export type OverseaRecipient = z.infer<ReturnType<typeof overseaRecipient>>;

/**
 * The form's phone in the spec's four parts (spec 2 §3) as the call sends it: joined with hyphens,
 * an empty area code left out; '' (missing) unless the country code and both numbers are there.
 */
export interface OverseaPhoneParts {
  phoneCountry: string;
  phoneArea: string;
  phoneNumber1: string;
  phoneNumber2: string;
}
export function overseaPhoneOf(p: OverseaPhoneParts): string {
  if (![p.phoneCountry, p.phoneNumber1, p.phoneNumber2].every((part) => part.trim())) return '';
  return [p.phoneCountry, p.phoneArea, p.phoneNumber1, p.phoneNumber2]
    .map((part) => part.trim())
    .filter(Boolean)
    .join('-');
}

const formText = z.string();
/**
 * The overseas recipient form as typed (the phone in four parts), checked by the same rules as
 * the call: its phone error is named 'phone'.
 */
export function overseaRecipientForm(options: { zipRequired: boolean }) {
  return z
    .object({
      name: formText,
      phoneCountry: formText,
      phoneArea: formText,
      phoneNumber1: formText,
      phoneNumber2: formText,
      email: formText,
      nationCd: formText,
      zipCode: formText,
      addr1: formText,
      addr2: formText,
      city: formText,
      state: formText,
      deliveryNote: formText,
    })
    .transform(({ phoneCountry, phoneArea, phoneNumber1, phoneNumber2, ...rest }) => ({
      ...rest,
      phone: overseaPhoneOf({ phoneCountry, phoneArea, phoneNumber1, phoneNumber2 }),
    }))
    .pipe(overseaRecipient(options));
}
export type OverseaRecipientForm = z.input<ReturnType<typeof overseaRecipientForm>>;

/**
 * The EMS postcode search's choice (spec 3 dialogs, EMS 우편번호 찾기): 'use' needs the state, the
 * city and the zip code; one message for whichever is missing.
 */
const emsPart = z.string().trim().min(1, CheckoutMessage.emsZip);
export const emsPostcodeChoice = z.object({ state: emsPart, city: emsPart, zipCode: emsPart });
export type EmsPostcodeChoice = z.infer<typeof emsPostcodeChoice>;

/**
 * The payment method and delivery choice of the pay page (spec 2 §5 Checkout, Domestic
 * delivery): a method and, for ARS, the number that receives the text, when there is something
 * to pay; a saved address when a domestic order ships something.
 */
export const paymentChoice = z
  .object({
    priceTotal: z.number().int().min(0),
    paymentTypeCd: paymentTypeCd.nullable(),
    arsPhone: z.string().nullable(),
    /** Domestic delivery is needed (something ships, and not overseas). */
    needsAddress: z.boolean(),
    deliveryId: z.number().int().nullable(),
    /** 구매안전서비스 chosen (decision 0465), and whether anything ships (domestic or abroad). */
    escrow: z.boolean().default(false),
    shipsGoods: z.boolean().default(false),
  })
  .superRefine((c, ctx) => {
    const refuse = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (c.priceTotal > 0) {
      if (!c.paymentTypeCd || c.paymentTypeCd === 'ZERO') {
        return refuse('paymentTypeCd', CheckoutMessage.choosePayment);
      }
      if (c.paymentTypeCd === 'ARS') {
        const phone = c.arsPhone?.trim() ?? '';
        if (!phone) return refuse('arsPhone', CheckoutMessage.arsPhone);
        if (!KOREAN_MOBILE.test(phone)) return refuse('arsPhone', CheckoutMessage.arsPhoneFormat);
      }
    }
    if (c.needsAddress && !c.deliveryId) refuse('deliveryId', CheckoutMessage.chooseDelivery);
    if (c.escrow && (c.priceTotal === 0 || !escrowOffered(c))) {
      refuse('escrow', EscrowMessage.notOffered);
    }
  });
export type PaymentChoice = z.input<typeof paymentChoice>;

/** A saved address's parts an order or a return needs (spec 2 §5 Domestic delivery). */
export interface SavedAddressParts {
  addr1: string;
  addr2: string;
  name: string;
  mobile: string;
}

/**
 * The first missing part of a saved address, for an order's delivery and a return's pick-up
 * alike. The server answers it with code CREVERSE-ADDR (the web then offers the address book).
 */
export function savedAddressRefusal(address: SavedAddressParts): Refusal | null {
  const field = (['addr1', 'addr2', 'name', 'mobile'] as const).find(
    (part) => !address[part].trim(),
  );
  return field ? { field, message: CheckoutMessage.addrMissing[field] } : null;
}

export const firstPaymentRefusal = (choice: PaymentChoice): Refusal | null =>
  firstRefusal(paymentChoice, choice);

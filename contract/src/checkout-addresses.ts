import { z } from 'zod';
import { DEFAULT_PROVIDER } from './auth.ts';
import { defineCall } from './call.ts';
import { CheckoutMessage } from './checkout-messages.ts';
import { KOREAN_MOBILE } from './common.ts';

/** A saved address of the parent company's address book (spec 2 §3). */
export const deliveryAddress = z.object({
  deliveryId: z.number().int(),
  isDefault: z.boolean(),
  name: z.string(),
  mobile: z.string(),
  mobile2: z.string().nullable(),
  tel: z.string().nullable(),
  zipcode: z.string(),
  addr1: z.string(),
  addr2: z.string(),
  deliveryNote: z.string().nullable(),
  deliveryName: z.string(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddress>;

export const deliveryListCall = (provider = DEFAULT_PROVIDER) =>
  defineCall({
    operationId: 'deliveryList',
    tag: 'checkout',
    method: 'GET',
    path: `/api/bridge/${provider}-delivery-list`,
    summary: "The member's saved delivery addresses (address book) and its management page",
    response: z.object({ list: z.array(deliveryAddress), manageUrl: z.string() }),
  });

/**
 * Adds an address to the member's address book from the delivery-address chooser's create mode
 * (INTEGRATIONS §3); zipcode and addr1 come from the Korean address search. The address book
 * checks it too and its refusal comes back as 400 naming the field.
 */
const NEW = CheckoutMessage.newAddress;
/**
 * The new-address form of the address chooser, and what deliveryCreate sends: its rules and
 * messages once, for the form's resolver and the server. The road address and its zip code come
 * together from the address search, so a missing zip code is a missing address.
 */
export const newDeliveryAddress = z.object({
  deliveryName: z.string().trim().min(1, NEW.deliveryName).max(20),
  name: z.string().trim().min(1, NEW.name).max(20),
  mobile: z.string().trim().min(1, NEW.mobile).regex(KOREAN_MOBILE, NEW.mobileFormat),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, NEW.addr1),
  addr1: z.string().trim().min(1, NEW.addr1).max(100),
  addr2: z.string().trim().min(1, NEW.addr2).max(100),
  deliveryNote: z.string().trim().max(50).nullable().default(null),
  isDefault: z.boolean().default(false),
});
export type NewDeliveryAddress = z.input<typeof newDeliveryAddress>;
export const deliveryCreateCall = (provider = DEFAULT_PROVIDER) =>
  defineCall({
    operationId: 'deliveryCreate',
    tag: 'checkout',
    method: 'POST',
    path: `/api/bridge/${provider}-delivery-create`,
    summary: "Adds an address to the member's address book (the chooser's create mode)",
    body: newDeliveryAddress,
    response: z.object({ data: deliveryAddress }),
  });

/** One Korean address of the address search (INTEGRATIONS §6). */
export const koreanAddressChoice = z.object({
  zonecode: z.string(),
  roadAddress: z.string(),
  jibunAddress: z.string(),
  buildingName: z.string(),
});
export type KoreanAddressChoice = z.infer<typeof koreanAddressChoice>;

export const postcodeSearch = defineCall({
  operationId: 'postcodeSearch',
  tag: 'checkout',
  method: 'GET',
  path: '/api/postcode/search',
  summary: 'Korean address search (zonecode, road and lot address) through the postcode service',
  query: z.object({
    q: z.string().trim().min(2).max(80),
    page: z.coerce.number().int().min(1).max(100).default(1),
  }),
  response: z.object({
    list: z.array(koreanAddressChoice),
    totalCount: z.number().int(),
    page: z.number().int(),
  }),
});

import { z } from 'zod';
import { OutsideUnavailable } from '../outside-errors.ts';

/**
 * The parent company's address book (INTEGRATIONS.md §3): saved delivery addresses per member.
 *
 * Server to server, JSON. The shop identifies itself with its API key (`X-Api-Key`,
 * ADDRESS_BOOK_API_KEY) and names the member in the path; it holds no token of the parent
 * company for the member (the sign-in token is one-time and short-lived), so the member id
 * comes from the shop's own session, never from the browser.
 * - `GET  /api/members/{memberId}/addresses` → `{ list }` (default first);
 * - `GET  /api/members/{memberId}/addresses/{deliveryId}` → `{ data }`, 404 `NO-ADDRESS`;
 * - `POST /api/members/{memberId}/addresses` (JSON address) → 201 `{ data }`; 400 `BAD-ADDRESS`
 *   with `field` and the address book's own message; 409 `TOO-MANY` (20 per member).
 * People add, edit and delete their addresses on the address book's own page, `<base>/manage`
 * (the auth state's creverseAddrUrl). A saved address may be incomplete (empty detail address):
 * the shop checks recipient, address and mobile before it uses one (CREVERSE-ADDR).
 */

export const savedAddress = z.object({
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
export type SavedAddress = z.infer<typeof savedAddress>;

export interface NewAddress {
  /** The label of the address ('우리 집'). */
  deliveryName: string;
  name: string;
  mobile: string;
  mobile2?: string | null;
  tel?: string | null;
  /** From the Korean address search: zonecode and road address. */
  zipcode: string;
  addr1: string;
  addr2: string;
  deliveryNote?: string | null;
  isDefault?: boolean;
}

export interface AddressBook {
  list(memberId: number): Promise<SavedAddress[]>;
  /** One of the member's addresses; null when it is not (or no longer) theirs. */
  find(memberId: number, deliveryId: number): Promise<SavedAddress | null>;
  /** Saves an address; throws AddressRejected with the address book's reason. */
  create(memberId: number, address: NewAddress): Promise<SavedAddress>;
  /** The address book's own management page (creverseAddrUrl). */
  managementUrl(): string;
}

/** The address book did not answer in time, refused the key or answered nonsense. */
export class AddressBookUnavailable extends OutsideUnavailable {}

/** The address book refused an address; `field` names the input, `message` is for the person. */
export class AddressRejected extends Error {
  constructor(
    readonly field: string | null,
    readonly reason: string,
  ) {
    super(reason);
  }
}

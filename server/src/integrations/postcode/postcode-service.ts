import type { Won } from '@shop/contract/common.ts';
import { z } from 'zod';
import { OutsideRefusal, OutsideUnavailable } from '../outside-errors.ts';

/**
 * Postcode and overseas (EMS) data (INTEGRATIONS.md §6). Public data, read with GET, JSON answers,
 * errors as `{ error: { code, message } }`; no key.
 * - `GET /api/addresses?q=&page=&size=` → `{ list, totalCount, page }`: Korean addresses whose
 *   road address, lot address, building name or zonecode contain every word of `q` (2–80
 *   characters, else 400 `BAD-QUERY`). The shop's Korean address search goes through its server
 *   and this adapter, so the shop page loads no third-party script.
 * - `GET /api/ems/nations` → `{ list }`: nationCd, nationName, nationNameKr, premiumCd (31 EMS,
 *   32 EMS premium), zone, zipFindable (state → city → zip choices exist), zipRequired (false:
 *   the no-zip list), limited + limitedMemo (no orders).
 * - `GET /api/ems/nations/{cd}/states`, `/cities?state=`, `/zipcodes?state=&city=` → `{ list }`.
 * - `GET /api/ems/fee?nationCd=&premiumCd=&weight=<grams>` → `{ data: { fee, zone, chargedGrams,
 *   … } }`; 422 `LIMITED-NATION` or `OVER-WEIGHT` (30 kg), 404 `NO-NATION`.
 * - `GET /api/ems/fees` → `{ data: { maxGrams, services: { '31' | '32': { name, brackets:
 *   [{ upToGrams, fees: { 1, 2, 3, 4 } }] } } } }`: the whole tariff, won per parcel by zone; a
 *   parcel pays the first bracket whose upToGrams is at least its weight. The shop copies it into
 *   its own EMS fee table when staff import it (decision 0523).
 */

export const koreanAddress = z.object({
  zonecode: z.string(),
  roadAddress: z.string(),
  jibunAddress: z.string(),
  roadAddressEnglish: z.string(),
  sido: z.string(),
  sigungu: z.string(),
  bname: z.string(),
  roadname: z.string(),
  buildingName: z.string(),
  apartment: z.boolean(),
});
export type KoreanAddress = z.infer<typeof koreanAddress>;

export const emsNation = z.object({
  nationCd: z.string(),
  nationName: z.string(),
  nationNameKr: z.string(),
  premiumCd: z.enum(['31', '32']),
  zone: z.number().int(),
  zipFindable: z.boolean(),
  zipRequired: z.boolean(),
  limited: z.boolean(),
  limitedMemo: z.string().nullable(),
});
export type EmsNation = z.infer<typeof emsNation>;

export interface EmsFee {
  nationCd: string;
  premiumCd: '31' | '32';
  zone: number;
  weightGrams: number;
  /** The weight bracket charged. */
  chargedGrams: number;
  fee: Won;
}

export const emsZones = [1, 2, 3, 4] as const;

/** The post's EMS tariff: per EMS type, weight brackets ascending, each with the fee of every zone. */
export const emsTariff = z.object({
  maxGrams: z.number().int().positive(),
  services: z.object({
    31: emsService(),
    32: emsService(),
  }),
});
export type EmsTariff = z.infer<typeof emsTariff>;

function emsService() {
  const won = z.number().int().nonnegative();
  return z.object({
    name: z.string(),
    brackets: z
      .array(
        z.object({
          upToGrams: z.number().int().positive(),
          fees: z.object({ 1: won, 2: won, 3: won, 4: won }),
        }),
      )
      .min(1),
  });
}

export interface AddressPage {
  list: KoreanAddress[];
  totalCount: number;
  page: number;
}

export interface PostcodeService {
  /** Throws PostcodeRefused (BAD-QUERY) for a query shorter than 2 characters. */
  searchAddresses(query: string, page?: number, size?: number): Promise<AddressPage>;
  emsNations(): Promise<EmsNation[]>;
  emsStates(nationCd: string): Promise<string[]>;
  emsCities(nationCd: string, state: string): Promise<string[]>;
  emsZipCodes(nationCd: string, state: string, city: string): Promise<string[]>;
  /** Throws PostcodeRefused: LIMITED-NATION, OVER-WEIGHT, NO-NATION. */
  emsFee(nationCd: string, premiumCd: '31' | '32', weightGrams: number): Promise<EmsFee>;
  /** The post's whole current tariff (both EMS types). */
  emsTariff(): Promise<EmsTariff>;
}

/** The service refused the question (its code and message). */
export class PostcodeRefused extends OutsideRefusal {
  constructor(
    readonly code: string,
    readonly serviceMessage: string,
  ) {
    super(`postcode service refused [${code}] ${serviceMessage}`);
  }
}

/** The service could not be reached in time or answered nonsense. */
export class PostcodeUnavailable extends OutsideUnavailable {}

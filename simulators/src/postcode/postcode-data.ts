import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The bundled data sets (./data): Korean road addresses, EMS nations with their flags, states →
 * cities → zip codes of the zip-findable nations, and the EMS fee table by zone and weight.
 * Read once and checked, so a broken edit of a data file fails at start.
 */

const koreanAddress = z.object({
  zonecode: z.string().regex(/^\d{5}$/),
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

const emsNation = z.object({
  nationCd: z.string().regex(/^[A-Z]{2}$/),
  nationName: z.string(),
  nationNameKr: z.string(),
  premiumCd: z.enum(['31', '32']),
  zone: z.number().int().min(1).max(4),
  zipFindable: z.boolean(),
  zipRequired: z.boolean(),
  limited: z.boolean(),
  limitedMemo: z.string().nullable(),
});
export type EmsNation = z.infer<typeof emsNation>;

const emsRegions = z.record(
  z.string(),
  z.record(z.string(), z.record(z.string(), z.array(z.string()))),
);

const zoneFees = z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number() });
const emsFees = z.object({
  maxGrams: z.number().int(),
  services: z.record(
    z.enum(['31', '32']),
    z.object({
      name: z.string(),
      brackets: z.array(z.object({ upToGrams: z.number().int(), fees: zoneFees })),
    }),
  ),
});

function load<T>(file: string, schema: z.ZodType<T>): T {
  const text = readFileSync(new URL(`./datasets/${file}`, import.meta.url), 'utf8');
  return schema.parse(JSON.parse(text));
}

export const KOREAN_ADDRESSES = load('korean-addresses.json', z.array(koreanAddress));
export const EMS_NATIONS = load('ems-nations.json', z.array(emsNation));
const REGIONS = load('ems-regions.json', emsRegions);
const FEES = load('ems-fees.json', emsFees);

/** The whole EMS tariff as the data file has it (maxGrams, and per EMS type its weight brackets). */
export function emsTariff(): { maxGrams: number; services: z.infer<typeof emsFees>['services'] } {
  return { maxGrams: FEES.maxGrams, services: FEES.services };
}

const fold = (text: string) => text.replace(/[\s,()-]/g, '').toLowerCase();
const searchText = KOREAN_ADDRESSES.map((a) =>
  fold(`${a.roadAddress}${a.jibunAddress}${a.buildingName}${a.roadAddressEnglish}${a.zonecode}`),
);

/**
 * Every word of the query must occur in the address (road, lot, building name, English, zonecode),
 * the way the postcode services match "테헤란로 152" or "대치동 은마".
 */
export function searchAddresses(query: string): KoreanAddress[] {
  const words = query.split(/\s+/).map(fold).filter(Boolean);
  if (words.length === 0) return [];
  return KOREAN_ADDRESSES.filter((_a, i) => words.every((w) => searchText[i]!.includes(w)));
}

export function nation(nationCd: string): EmsNation | undefined {
  return EMS_NATIONS.find((n) => n.nationCd === nationCd);
}

export function states(nationCd: string): string[] {
  return Object.keys(REGIONS[nationCd] ?? {});
}

export function cities(nationCd: string, state: string): string[] {
  return Object.keys(REGIONS[nationCd]?.[state] ?? {});
}

export function zipCodes(nationCd: string, state: string, city: string): string[] {
  return REGIONS[nationCd]?.[state]?.[city] ?? [];
}

export type FeeAnswer =
  | { ok: true; zone: number; chargedGrams: number; fee: number; serviceName: string }
  | { ok: false; reason: string };

export function emsFee(target: EmsNation, premiumCd: '31' | '32', grams: number): FeeAnswer {
  if (target.limited) return { ok: false, reason: target.limitedMemo ?? 'limited nation' };
  if (grams > FEES.maxGrams) return { ok: false, reason: `over ${FEES.maxGrams} g` };
  const service = FEES.services[premiumCd];
  const bracket = service?.brackets.find((b) => b.upToGrams >= Math.max(grams, 1));
  if (!service || !bracket) return { ok: false, reason: 'no fee for this weight' };
  const zone = target.zone as 1 | 2 | 3 | 4;
  return {
    ok: true,
    zone,
    chargedGrams: bracket.upToGrams,
    fee: bracket.fees[zone],
    serviceName: service.name,
  };
}

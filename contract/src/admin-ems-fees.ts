import { z } from 'zod';
import { defineCall } from './call.ts';

/**
 * The shop's EMS fee table in the back office (issue 19 §5, decision 0523): per EMS type (31 EMS,
 * 32 EMS premium), the post's zone (1-4) and weight bracket (up to N grams), the fee in won that
 * members are charged. Staff change a fee or import the post's current tariff; a change applies
 * to the next overseas price preview and order, and an order keeps the fee it was charged.
 */

export const AdminEmsFeeMessage = {
  feeRange: 'EMS 요금은 1,000원 이상 2,000,000원 이하의 원 단위로 입력해 주세요.',
  rowUnknown: 'EMS 요금표에 없는 항목입니다.',
  importStale:
    '불러온 뒤에 우체국 요금표나 쇼핑몰 요금표가 바뀌었습니다. 다시 불러와 바뀌는 내용을 확인해 주세요.',
  tariffOutOfRange:
    '우체국 요금표에 1,000원 이상 2,000,000원 이하를 벗어난 요금이 있어 적용할 수 없습니다.',
} as const;

export const AdminEmsFeeErrorCode = {
  importStale: 'EMS-TARIFF-STALE',
  tariffOutOfRange: 'EMS-TARIFF-OUT-OF-RANGE',
} as const;

export const EmsFeeLimits = { feeMin: 1_000, feeMax: 2_000_000 } as const;

/** The EMS types: 31 EMS, 32 EMS premium (the EMS nation list gives each nation one). */
export const EmsPremiumCd = ['31', '32'] as const;
export type EmsPremiumCd = (typeof EmsPremiumCd)[number];

/** The post's zones (a nation's zone comes with the EMS nation list). */
export const EmsZones = [1, 2, 3, 4] as const;

const zone = z.number().int().min(1).max(4);
// a bracket's upper weight: EMS carries at most 30 kg (premium 70 kg); a tonne bounds the column
const upToGrams = z.number().int().positive().max(1_000_000);

/** A fee staff may set: whole won within the bounds (the form and the server check the same). */
export const emsFeeWon = z
  .number({ error: AdminEmsFeeMessage.feeRange })
  .int(AdminEmsFeeMessage.feeRange)
  .min(EmsFeeLimits.feeMin, AdminEmsFeeMessage.feeRange)
  .max(EmsFeeLimits.feeMax, AdminEmsFeeMessage.feeRange);

/** The fee form of one row (the back office's drawer checks it before the call). */
export const emsFeeForm = z.object({ feeWon: emsFeeWon });

/** One cell of the table: a type, a zone and a bracket's upper weight, and its fee. */
export const emsFeeRow = z.object({
  premiumCd: z.enum(EmsPremiumCd),
  zone,
  upToGrams,
  feeWon: z.number().int(),
});
export type EmsFeeRow = z.infer<typeof emsFeeRow>;

/** A row the post's tariff would change: null before for a new bracket, null after for a gone one. */
export const emsFeeChange = z.object({
  premiumCd: z.enum(EmsPremiumCd),
  zone,
  upToGrams,
  beforeWon: z.number().int().nullable(),
  afterWon: z.number().int().nullable(),
});
export type EmsFeeChange = z.infer<typeof emsFeeChange>;

/** A nation of an EMS zone, as the fee table lists it. */
const emsZoneNation = z.object({
  nationCd: z.string(),
  nationName: z.string(),
  nationNameKr: z.string(),
  /**
   * No order may go to it: the post has stopped taking EMS there, or the shop's own limited list
   * holds it (the pay page refuses it the same way).
   */
  limited: z.boolean(),
});
export type EmsZoneNation = z.infer<typeof emsZoneNation>;

export const adminEmsFeeTable = defineCall({
  operationId: 'adminEmsFeeTable',
  tag: 'admin-fees',
  method: 'GET',
  path: '/api/admin/ems-fees',
  summary: "An EMS type's fee table (every zone and weight bracket) and the nations of each zone",
  query: z.object({ premiumCd: z.enum(EmsPremiumCd).default('31') }),
  response: z.object({
    premiumCd: z.enum(EmsPremiumCd),
    rows: z.array(emsFeeRow),
    /** The nations of each zone with this EMS type; null: the post's list is unavailable. */
    zones: z
      .array(
        z.object({
          zone,
          nations: z.array(emsZoneNation),
        }),
      )
      .nullable(),
  }),
});

export const adminEmsFeeSave = defineCall({
  operationId: 'adminEmsFeeSave',
  tag: 'admin-fees',
  method: 'POST',
  path: '/api/admin/ems-fee-save',
  summary:
    'Sets the fee of one row of the EMS fee table, for the overseas previews and orders from then on',
  body: z.object({
    premiumCd: z.enum(EmsPremiumCd),
    zone,
    upToGrams,
    ...emsFeeForm.shape,
  }),
  response: z.object({ data: emsFeeRow }),
});

export const adminEmsTariffPreview = defineCall({
  operationId: 'adminEmsTariffPreview',
  tag: 'admin-fees',
  method: 'GET',
  path: '/api/admin/ems-fees/post-tariff',
  summary: "What importing the post's current EMS tariff would change, row by row",
  response: z.object({
    changes: z.array(emsFeeChange),
    unchanged: z.number().int(),
    /** Names this difference; the import applies it only while it is still the same. */
    token: z.string(),
  }),
});

export const adminEmsTariffImport = defineCall({
  operationId: 'adminEmsTariffImport',
  tag: 'admin-fees',
  method: 'POST',
  path: '/api/admin/ems-fees/post-tariff',
  summary: "Applies the post's current EMS tariff to the shop's table in one transaction",
  body: z.object({ token: z.string().regex(/^[0-9a-f]{64}$/) }),
  response: z.object({ data: z.object({ applied: z.number().int() }) }),
});

import { z } from 'zod';
import { rowId } from './common.ts';
import { defineCall } from './call.ts';
import { SeasonCode } from './billing.ts';
import { calendarDay } from './orders.ts';

/**
 * The selling-season calendar and the delivery fees in the back office (issue 19 §5, spec 1 §9:
 * seasons "may be adjusted"). Seasons are one calendar for every brand: each brand gives one free
 * delivery per season. A change applies to the next price preview and order; an order keeps what
 * it was charged (decision 0424).
 */

export const AdminFeeMessage = {
  seasonNotFound: '판매 시즌을 찾을 수 없습니다.',
  endBeforeStart: '종료일은 시작일보다 빠를 수 없습니다.',
  startedSeason: '어제 이전에 시작한 시즌의 시작일은 바꿀 수 없습니다.',
  endedSeason: '어제 이전에 끝난 시즌의 종료일은 바꿀 수 없습니다.',
  startNotAhead: '시작일은 오늘 이후 날짜로 정해 주세요.',
  endNotAhead: '종료일은 어제 이후 날짜로 정해 주세요.',
  previousTooShort: '앞 시즌이 하루 이상 남도록 시작일을 정해 주세요.',
  nextTooShort: '다음 시즌이 하루 이상 남도록 종료일을 정해 주세요.',
  feeUnknown: '존재하지 않는 배송비 항목입니다.',
  feeRange: '배송비는 0원 이상 50,000원 이하로 입력해 주세요.',
} as const;

export const AdminFeeLimits = { feeMax: 50_000 } as const;

/**
 * The fee rows staff may change (delivery_fee_rates.code): the paid domestic delivery (spec 1 §9)
 * and the return fee of a change of mind (spec 3 §9, decision 0438).
 */
export const DeliveryFeeCode = ['domestic', 'returnChangeOfMind'] as const;
export type DeliveryFeeCode = (typeof DeliveryFeeCode)[number];

export { SeasonCode } from './billing.ts';

/** Where a season stands now (its boundaries' movability is told apart: startMovable, endMovable). */
export const SeasonState = ['past', 'current', 'upcoming'] as const;
export type SeasonState = (typeof SeasonState)[number];

export const adminSeason = z.object({
  seasonId: z.number().int(),
  code: z.enum(SeasonCode),
  /** '2026 겨울' */
  name: z.string(),
  /** First and last day, YYYY-MM-DD in Asia/Seoul (the last day included). */
  startDate: z.string(),
  endDate: z.string(),
  state: z.enum(SeasonState),
  /** Whether staff may still move the first and the last day (days before today are settled). */
  startMovable: z.boolean(),
  endMovable: z.boolean(),
});
export type AdminSeason = z.infer<typeof adminSeason>;

export const adminDeliveryFee = z.object({
  code: z.enum(DeliveryFeeCode),
  feeWon: z.number().int(),
  note: z.string().nullable(),
});
export type AdminDeliveryFee = z.infer<typeof adminDeliveryFee>;

const yearOf = z.coerce.number().int().min(2000).max(2100);

export const adminSeasonCalendar = defineCall({
  operationId: 'adminSeasonCalendar',
  tag: 'admin-fees',
  method: 'GET',
  path: '/api/admin/seasons',
  summary:
    "The selling seasons starting in a year (this year by default), the calendar's years and the delivery fees",
  query: z.object({ year: yearOf.optional() }),
  response: z.object({
    year: z.number().int(),
    years: z.array(z.number().int()),
    seasons: z.array(adminSeason),
    fees: z.array(adminDeliveryFee),
  }),
});

export const adminSeasonSave = defineCall({
  operationId: 'adminSeasonSave',
  tag: 'admin-fees',
  method: 'POST',
  path: '/api/admin/season-save',
  summary:
    "Moves a season's first and last day; the neighbouring season's last or first day moves with it, so the calendar has no gap or overlap",
  body: z.object({
    seasonId: rowId,
    startDate: calendarDay,
    endDate: calendarDay,
  }),
  response: z.object({ data: z.object({ changed: z.array(adminSeason) }) }),
});

export const adminDeliveryFeeSave = defineCall({
  operationId: 'adminDeliveryFeeSave',
  tag: 'admin-fees',
  method: 'POST',
  path: '/api/admin/delivery-fee-save',
  summary: 'Sets a delivery fee in won, for the price previews and orders made from then on',
  body: z.object({
    code: z.enum(DeliveryFeeCode),
    feeWon: z
      .number()
      .int(AdminFeeMessage.feeRange)
      .min(0, AdminFeeMessage.feeRange)
      .max(AdminFeeLimits.feeMax, AdminFeeMessage.feeRange),
  }),
  response: z.object({ data: adminDeliveryFee }),
});

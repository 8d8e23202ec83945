import { z } from 'zod';
import { defineCall } from './call.ts';
import { won } from './common.ts';
import { calendarDay } from './orders.ts';

export const HolidayMessage = {
  notFound: '등록되지 않은 휴일입니다.',
  nameRequired: '휴일 이름을 입력해 주세요.',
  nameTooLong: '휴일 이름은 40자까지 입력할 수 있습니다.',
} as const;

export const HolidayLimits = { nameMax: 40 } as const;

/** The holiday table (decision 0504): one row a day, staff-edited, read by every business-day rule. */
export const holiday = z.object({
  day: calendarDay,
  name: z
    .string()
    .trim()
    .min(1, HolidayMessage.nameRequired)
    .max(HolidayLimits.nameMax, HolidayMessage.nameTooLong),
});
export type Holiday = z.infer<typeof holiday>;

export const holidayList = defineCall({
  operationId: 'holidayList',
  tag: 'site',
  method: 'GET',
  path: '/api/holidays',
  summary: 'Public holidays from today (Seoul) for the next 60 days',
  response: z.object({ list: z.array(holiday) }),
});

export const adminHolidayList = defineCall({
  operationId: 'adminHolidayList',
  tag: 'admin-fees',
  method: 'GET',
  path: '/api/admin/holidays',
  summary: 'The holiday table of one year',
  query: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }),
  response: z.object({ year: z.number().int(), list: z.array(holiday) }),
});

export const adminHolidaySave = defineCall({
  operationId: 'adminHolidaySave',
  tag: 'admin-fees',
  method: 'POST',
  path: '/api/admin/holidays',
  summary: 'Adds a holiday or renames one',
  body: holiday,
  response: z.object({ data: holiday }),
});

export const adminHolidayDelete = defineCall({
  operationId: 'adminHolidayDelete',
  tag: 'admin-fees',
  method: 'POST',
  path: '/api/admin/holidays/delete',
  summary: 'Removes a holiday',
  body: z.object({ day: calendarDay }),
  response: z.object({ data: z.object({ day: z.string() }) }),
});

export const refundDueRow = z.object({
  revokeId: z.number().int(),
  orderId: z.number().int(),
  revokeTypeCd: z.string(),
  revokeProgressCd: z.string(),
  refundTotal: won,
  /** The day the clock started: the request (a cancel) or the goods' return (inspection). */
  startDate: z.string(),
  dueDate: z.string(),
  /** The due date is before today. */
  overdue: z.boolean(),
});

export const adminRefundsDue = defineCall({
  operationId: 'adminRefundsDue',
  tag: 'admin-revokes',
  method: 'GET',
  path: '/api/admin/refunds-due',
  summary: 'Refunds not made whose legal due date is today or past, most overdue first',
  response: z.object({ today: z.string(), list: z.array(refundDueRow) }),
});

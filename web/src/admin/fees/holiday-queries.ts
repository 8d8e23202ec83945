import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminHolidayDelete, adminHolidayList, adminHolidaySave } from '@shop/contract/holidays.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const holidaysKey = [...ADMIN_KEY, 'holidays'] as const;

/** The holiday table of `year` (this year, Seoul, without one). */
export const holidayYearQuery = (year: number | undefined) =>
  queryOptions({
    queryKey: [...holidaysKey, year ?? 'now'],
    queryFn: ({ signal }) => adminCall(adminHolidayList, { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });

/** A change of the table: every year is read again (and the refunds due, which count it). */
function useHolidayChange<B, R>(run: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: holidaysKey });
      await queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'refunds-due'] });
    },
  });
}

export const useSaveHoliday = () =>
  useHolidayChange((body: CallBody<typeof adminHolidaySave>) =>
    adminCall(adminHolidaySave, { body }),
  );

export const useDeleteHoliday = () =>
  useHolidayChange((body: CallBody<typeof adminHolidayDelete>) =>
    adminCall(adminHolidayDelete, { body }),
  );

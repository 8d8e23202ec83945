import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminDeliveryFeeSave,
  adminSeasonCalendar,
  adminSeasonSave,
} from '@shop/contract/admin-fees.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const feesKey = [...ADMIN_KEY, 'fees'] as const;

/** The seasons starting in `year` (this year without one), the calendar's years and the fees. */
export const seasonCalendarQuery = (year: number | undefined) =>
  queryOptions({
    queryKey: [...feesKey, 'calendar', year ?? 'now'],
    queryFn: ({ signal }) => adminCall(adminSeasonCalendar, { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });

/** A change of the calendar or a fee: every year's page is read again. */
function useFeeChange<B, R>(run: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feesKey }),
  });
}

export const useSaveSeason = () =>
  useFeeChange((body: CallBody<typeof adminSeasonSave>) => adminCall(adminSeasonSave, { body }));

export const useSaveFee = () =>
  useFeeChange((body: CallBody<typeof adminDeliveryFeeSave>) =>
    adminCall(adminDeliveryFeeSave, { body }),
  );

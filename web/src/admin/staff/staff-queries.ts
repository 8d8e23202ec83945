import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  staffCreate,
  staffDisable,
  staffList,
  staffPasswordReset,
  staffRoleChange,
} from '@shop/contract/admin-staff.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const staffKey = [...ADMIN_KEY, 'staff'] as const;

export const staffListQuery = queryOptions({
  queryKey: staffKey,
  queryFn: ({ signal }) => adminCall(staffList, { signal }),
});

function useStaffMutation<B, R>(fn: (body: B) => Promise<R>, silentErrors = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY] }),
    meta: { silentErrors },
  });
}

/** Its refusals are shown by the form, beside the field they name. */
export const useCreateStaff = () =>
  useStaffMutation((body: CallBody<typeof staffCreate>) => adminCall(staffCreate, { body }), true);
export const useDisableStaff = () =>
  useStaffMutation((body: CallBody<typeof staffDisable>) => adminCall(staffDisable, { body }));
export const useResetPassword = () =>
  useStaffMutation((body: CallBody<typeof staffPasswordReset>) =>
    adminCall(staffPasswordReset, { body }),
  );
export const useChangeRole = () =>
  useStaffMutation((body: CallBody<typeof staffRoleChange>) =>
    adminCall(staffRoleChange, { body }),
  );

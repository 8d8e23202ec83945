import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffMe,
  staffPasswordChange,
  staffSignIn,
  staffSignOut,
  type StaffSessionState,
} from '@shop/contract/admin-auth.ts';
import type { StaffPermission } from '@shop/contract/admin-permissions.ts';
import { adminCall, isSignedOut, setStaffCsrfToken } from './admin-api.ts';

export const ADMIN_KEY = ['admin'] as const;
const meKey = [...ADMIN_KEY, 'me'] as const;

/** The staff session, or null when signed out (a 401 is an answer here, not a failure). */
export const staffSessionQuery = queryOptions({
  queryKey: meKey,
  queryFn: async ({ signal }): Promise<StaffSessionState | null> => {
    try {
      const { data } = await adminCall(staffMe, { signal });
      setStaffCsrfToken(data.csrfToken);
      return data;
    } catch (err) {
      if (isSignedOut(err)) {
        setStaffCsrfToken(null);
        return null;
      }
      throw err;
    }
  },
  staleTime: 60_000,
  retry: false,
  meta: { silentErrors: true },
});

export function useStaffSession() {
  const { data, isPending } = useQuery(staffSessionQuery);
  const state = data ?? null;
  return {
    ready: !isPending,
    state,
    can: (permission: StaffPermission) => state?.permissions.includes(permission) ?? false,
  };
}

function useSessionWriter() {
  const queryClient = useQueryClient();
  return (state: StaffSessionState | null) => {
    setStaffCsrfToken(state?.csrfToken ?? null);
    if (state === null) queryClient.removeQueries({ queryKey: ADMIN_KEY });
    queryClient.setQueryData(meKey, state);
  };
}

export function useSignIn() {
  const write = useSessionWriter();
  return useMutation({
    mutationFn: (body: { loginId: string; password: string }) => adminCall(staffSignIn, { body }),
    onSuccess: ({ data }) => write(data),
    // the login page shows the message next to the form
    meta: { silentErrors: true },
  });
}

export function useSignOut() {
  const write = useSessionWriter();
  return useMutation({
    mutationFn: () => adminCall(staffSignOut, { body: {} }),
    onSettled: () => write(null),
  });
}

export function usePasswordChange() {
  const write = useSessionWriter();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      adminCall(staffPasswordChange, { body }),
    onSuccess: ({ data }) => write(data),
    meta: { silentErrors: true },
  });
}

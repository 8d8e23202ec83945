import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminSiteIdentity,
  adminSiteIdentitySave,
  type BusinessIdentity,
} from '@shop/contract/business-identity.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const identityKey = [...ADMIN_KEY, 'site-identity'] as const;

export const siteIdentityQuery = queryOptions({
  queryKey: identityKey,
  queryFn: ({ signal }) => adminCall(adminSiteIdentity, { signal }),
});

/** Saves every field at once; the page shows what the server kept. */
export function useSaveSiteIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessIdentity) => adminCall(adminSiteIdentitySave, { body }),
    onSuccess: (res) => queryClient.setQueryData(identityKey, res.data),
  });
}

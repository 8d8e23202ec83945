import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSitePopupList, adminSitePopupSave } from '@shop/contract/admin-content.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const popupsKey = [...ADMIN_KEY, 'site-popups'] as const;

export const popupListQuery = queryOptions({
  queryKey: popupsKey,
  queryFn: ({ signal }) => adminCall(adminSitePopupList, { signal }),
});

/** Saving one popup can change which one is shown: the whole list is read again. */
export function useSavePopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof adminSitePopupSave>) =>
      adminCall(adminSitePopupSave, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: popupsKey }),
  });
}

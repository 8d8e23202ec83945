import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSectionList, adminSectionSave } from '@shop/contract/admin-sections.ts';
import { adminSectionBanner } from '@shop/contract/admin-images.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const sectionsKey = [...ADMIN_KEY, 'sections'] as const;

export const sectionListQuery = queryOptions({
  queryKey: sectionsKey,
  queryFn: ({ signal }) => adminCall(adminSectionList, { signal }),
});

export function useSaveSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof adminSectionSave>) => adminCall(adminSectionSave, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionsKey }),
  });
}

export function useSectionBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof adminSectionBanner>) =>
      adminCall(adminSectionBanner, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionsKey }),
  });
}

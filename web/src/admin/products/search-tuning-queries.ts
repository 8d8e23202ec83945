import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminSearchMisses,
  adminSynonymDelete,
  adminSynonymList,
  adminSynonymSave,
} from '@shop/contract/admin-search.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const synonymsKey = [...ADMIN_KEY, 'search-synonyms'] as const;

export const synonymListQuery = queryOptions({
  queryKey: synonymsKey,
  queryFn: ({ signal }) => adminCall(adminSynonymList, { signal }),
});

export const searchMissesQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'search-misses', from, to],
    queryFn: ({ signal }) => adminCall(adminSearchMisses, { query: { from, to }, signal }),
    // a refused range is said beside the dates, not by the app's alert
    meta: { silentErrors: true },
    retry: false,
  });

export function useSaveSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof adminSynonymSave>) => adminCall(adminSynonymSave, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: synonymsKey }),
  });
}

export function useDeleteSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (synonymId: number) => adminCall(adminSynonymDelete, { body: { synonymId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: synonymsKey }),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminMemberErasure,
  adminRetentionDryRun,
  adminRetentionPurge,
  adminRetentionRuns,
  adminRetentionSave,
  adminRetentionSettings,
} from '@shop/contract/admin-records.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const recordsKey = [...ADMIN_KEY, 'records'] as const;

export const retentionSettingsQuery = queryOptions({
  queryKey: [...recordsKey, 'settings'],
  queryFn: ({ signal }) => adminCall(adminRetentionSettings, { signal }),
});

export const retentionRunsQuery = queryOptions({
  queryKey: [...recordsKey, 'runs'],
  queryFn: ({ signal }) => adminCall(adminRetentionRuns, { signal }),
});

/** A change on the records page: the settings and the runs are read again. */
function useRecordsChange<B, R>(run: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordsKey }),
  });
}

export const useSaveRetention = () =>
  useRecordsChange((body: CallBody<typeof adminRetentionSave>) =>
    adminCall(adminRetentionSave, { body }),
  );

export const useDryRun = () =>
  useRecordsChange(() => adminCall(adminRetentionDryRun, { body: {} }));

export const usePurge = () =>
  useRecordsChange((body: CallBody<typeof adminRetentionPurge>) =>
    adminCall(adminRetentionPurge, { body }),
  );

export const useEraseMember = () =>
  useRecordsChange((body: CallBody<typeof adminMemberErasure>) =>
    adminCall(adminMemberErasure, { body }),
  );

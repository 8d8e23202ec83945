import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminPolicyUpload,
  adminPolicyVersions,
  adminSupportDownloadOrder,
  adminSupportDownloadSave,
  adminSupportDownloads,
} from '@shop/contract/admin-documents.ts';
import type { DownloadCate } from '@shop/contract/support-downloads.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const policiesKey = [...ADMIN_KEY, 'policy-versions'] as const;
const downloadsKey = (cate: DownloadCate) => [...ADMIN_KEY, 'support-downloads', cate] as const;

export const adminPoliciesQuery = queryOptions({
  queryKey: policiesKey,
  queryFn: ({ signal }) => adminCall(adminPolicyVersions, { signal }),
});

export function usePublishPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof adminPolicyUpload>) =>
      adminCall(adminPolicyUpload, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesKey }),
  });
}

export const adminDownloadsQuery = (cate: DownloadCate) =>
  queryOptions({
    queryKey: downloadsKey(cate),
    queryFn: ({ signal }) => adminCall(adminSupportDownloads, { query: { cate }, signal }),
  });

export function useSaveDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof adminSupportDownloadSave>) =>
      adminCall(adminSupportDownloadSave, { body }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'support-downloads'] }),
  });
}

export function useOrderDownloads() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof adminSupportDownloadOrder>) =>
      adminCall(adminSupportDownloadOrder, { body }),
    onSuccess: (res, body) => queryClient.setQueryData(downloadsKey(body.cate), res),
  });
}

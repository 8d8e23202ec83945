import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminDocumentUpload,
  adminPolicyUpload,
  adminPolicyVersions,
  adminPolicyWithdraw,
  adminSupportDownloadDelete,
  adminSupportDownloadOrder,
  adminSupportDownloadSave,
  adminSupportDownloads,
  type AdminSupportDownloadFields,
  type DocumentFileKind,
} from '@shop/contract/admin-documents.ts';
import type { PolicyKind } from '@shop/contract/support-downloads.ts';
import type { DownloadCate } from '@shop/contract/support-downloads.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

/** Sends the file alone, as the request's body (decision 0437); answers the id a save names. */
async function uploaded(kind: DocumentFileKind, file: File): Promise<string> {
  const res = await adminCall(adminDocumentUpload, { query: { kind }, file });
  return res.data.uploadId;
}

const policiesKey = [...ADMIN_KEY, 'policy-versions'] as const;
const downloadsKey = (cate: DownloadCate) => [...ADMIN_KEY, 'support-downloads', cate] as const;

export const adminPoliciesQuery = queryOptions({
  queryKey: policiesKey,
  queryFn: ({ signal }) => adminCall(adminPolicyVersions, { signal }),
});

export function usePublishPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      kind,
      version,
      file,
    }: {
      kind: PolicyKind;
      version: string;
      file: File;
    }) =>
      adminCall(adminPolicyUpload, {
        body: { kind, version, uploadId: await uploaded('pdf', file) },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: policiesKey }),
  });
}

export function useWithdrawPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof adminPolicyWithdraw>) =>
      adminCall(adminPolicyWithdraw, { body }),
    onSuccess: (res) => queryClient.setQueryData(policiesKey, res),
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
    mutationFn: async ({
      downloadId,
      fields,
      file,
    }: {
      downloadId: number | null;
      fields: AdminSupportDownloadFields;
      file: File | null;
    }) => {
      const kind = fields.cate === 'MP3' ? 'zip' : 'pdf';
      const uploadId = file ? await uploaded(kind, file) : null;
      return adminCall(adminSupportDownloadSave, { body: { downloadId, fields, uploadId } });
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'support-downloads'] }),
  });
}

export function useDeleteDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof adminSupportDownloadDelete>) =>
      adminCall(adminSupportDownloadDelete, { body }),
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

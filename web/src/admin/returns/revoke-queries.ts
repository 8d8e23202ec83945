import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminRevokeDetail,
  adminRevokeQueue,
  revokeInspect,
  revokePickup,
  revokeRefund,
  revokeRefundOverride,
  revokeReject,
  type REVOKE_QUEUE_PROGRESS,
} from '@shop/contract/admin-revokes.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const revokesKey = [...ADMIN_KEY, 'revokes'] as const;
export type QueueProgress = (typeof REVOKE_QUEUE_PROGRESS)[number];

export const revokeQueueQuery = (progress: QueueProgress, page: number) =>
  queryOptions({
    queryKey: [...revokesKey, 'queue', progress, page],
    queryFn: ({ signal }) => adminCall(adminRevokeQueue, { query: { progress, page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** A logged view of personal data (the refund account): fetched once per opening. */
export const revokeDetailQuery = (revokeId: number) =>
  queryOptions({
    queryKey: [...revokesKey, 'detail', revokeId],
    queryFn: ({ signal }) => adminCall(adminRevokeDetail, { query: { revokeId }, signal }),
    staleTime: Infinity,
    gcTime: 0,
  });

function useRevokeStep<B, R>(run: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: revokesKey }),
  });
}

export const usePickup = () =>
  useRevokeStep((b: CallBody<typeof revokePickup>) => adminCall(revokePickup, { body: b }));
export const useInspect = () =>
  useRevokeStep((revokeId: number) => adminCall(revokeInspect, { body: { revokeId } }));
export const useRefund = () =>
  useRevokeStep((b: CallBody<typeof revokeRefund>) => adminCall(revokeRefund, { body: b }));
export const useReject = () =>
  useRevokeStep((b: CallBody<typeof revokeReject>) => adminCall(revokeReject, { body: b }));
export const useRefundOverride = () =>
  useRevokeStep((b: CallBody<typeof revokeRefundOverride>) =>
    adminCall(revokeRefundOverride, { body: b }),
  );

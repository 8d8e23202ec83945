import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminEmsFeeSave,
  adminEmsFeeTable,
  adminEmsTariffImport,
  adminEmsTariffPreview,
  type EmsPremiumCd,
} from '@shop/contract/admin-ems-fees.ts';
import type { CallBody } from '@shop/contract/call.ts';
import { adminCall } from '../kit/admin-api.ts';
import { ADMIN_KEY } from '../kit/admin-session.ts';

const emsKey = [...ADMIN_KEY, 'ems-fees'] as const;

/** An EMS type's fee table (every zone) and the nations of each zone. */
export const emsFeeTableQuery = (premiumCd: EmsPremiumCd) =>
  queryOptions({
    queryKey: [...emsKey, 'table', premiumCd],
    queryFn: ({ signal }) => adminCall(adminEmsFeeTable, { query: { premiumCd }, signal }),
  });

/** What the post's current tariff would change; asked again each time the drawer opens. */
export const emsTariffPreviewQuery = () =>
  queryOptions({
    queryKey: [...emsKey, 'post-tariff'],
    queryFn: ({ signal }) => adminCall(adminEmsTariffPreview, { signal }),
    gcTime: 0,
    staleTime: 0,
  });

/** A change of the table: both types' tables and the tariff's difference are read again. */
function useEmsChange<B, R>(run: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emsKey }),
  });
}

export const useSaveEmsFee = () =>
  useEmsChange((body: CallBody<typeof adminEmsFeeSave>) => adminCall(adminEmsFeeSave, { body }));

export const useImportEmsTariff = () =>
  useEmsChange((body: CallBody<typeof adminEmsTariffImport>) =>
    adminCall(adminEmsTariffImport, { body }),
  );

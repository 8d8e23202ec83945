import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { deliveryListCall } from '@shop/contract/checkout-addresses.ts';
import { callApi } from '../../lib/api-client.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { MEMBER_QUERY_KEY } from '../../lib/auth-state-query.ts';
import { useRevokeText } from './revoke-i18n.ts';

/** The member's address book (GET /api/bridge/creverse-delivery-list), shared with the pay page. */
const deliveryListQuery = {
  queryKey: [...MEMBER_QUERY_KEY, 'delivery-list'],
  queryFn: () => callApi(deliveryListCall()),
};

/**
 * Where the courier picks the returned items up (spec 3 §2): one of the saved addresses, the
 * default one first chosen, plus a note for the courier.
 */
export function RecallAddressChooser({
  deliveryId,
  note,
  onChoose,
  onNote,
}: {
  deliveryId: number | null;
  note: string;
  onChoose: (deliveryId: number) => void;
  onNote: (note: string) => void;
}) {
  const { t } = useRevokeText();
  const { data, isPending } = useQuery(deliveryListQuery);
  useEffect(() => {
    const list = data?.list;
    if (deliveryId === null && list?.length) {
      onChoose((list.find((a) => a.isDefault) ?? list[0]!).deliveryId);
    }
  }, [data, deliveryId, onChoose]);

  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 xs:p-5">
      <legend className="px-1 font-bold text-slate-900">{t('recall.legend')}</legend>
      <p className="mb-3 text-sm text-slate-600">{t('recall.hint')}</p>
      {isPending && <Skeleton className="h-20 w-full" />}
      {data?.list.length === 0 && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">{t('recall.none')}</p>
      )}
      <div className="space-y-2">
        {data?.list.map((a) => (
          <label
            key={a.deliveryId}
            className={`flex cursor-pointer gap-3 rounded-xl border p-3 text-sm ${deliveryId === a.deliveryId ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}
          >
            <input
              type="radio"
              name="recall-address"
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-700"
              checked={deliveryId === a.deliveryId}
              onChange={() => onChoose(a.deliveryId)}
            />
            <span className="min-w-0 wrap-break-word">
              <strong className="text-slate-900">{a.deliveryName}</strong>
              {a.isDefault && (
                <span className="ml-1.5 rounded bg-slate-200 px-1.5 py-0.5 text-xs">
                  {t('recall.default')}
                </span>
              )}
              <span className="block text-slate-700">
                {a.name} · {a.mobile}
              </span>
              <span className="block text-slate-700">
                ({a.zipcode}) {a.addr1} {a.addr2}
              </span>
            </span>
          </label>
        ))}
      </div>
      {data && (
        <a
          className="mt-3 inline-block text-sm text-brand-700 underline"
          href={data.manageUrl}
          target="_blank"
          rel="noreferrer"
        >
          {t('recall.manage')}
        </a>
      )}
      <label className="mt-3 block text-sm text-slate-700">
        {t('recall.note')}
        <input
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
          value={note}
          maxLength={200}
          onChange={(e) => onNote(e.target.value)}
        />
      </label>
    </fieldset>
  );
}

import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { postcodeSearch, type KoreanAddressChoice } from '@shop/contract/checkout-addresses.ts';
import { callApi } from '../../lib/api-client.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { ModalFrame } from '../../ui/dialogs/dialog-frame.tsx';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { useCheckoutText } from './checkout-i18n.ts';

/**
 * Korean address search (spec 3 dialogs, INTEGRATIONS §6): the shop's server asks the postcode
 * service, so the page loads no third-party script; a pick answers zonecode and road address.
 */
export function KoreanAddressSearchDialog({
  onPick,
  onClose,
}: {
  onPick: (address: KoreanAddressChoice) => void;
  onClose: () => void;
}) {
  const { t } = useCheckoutText();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const results = useInfiniteQuery({
    queryKey: ['postcode-search', q],
    queryFn: async ({ pageParam }) => callApi(postcodeSearch, { query: { q, page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const shown = pages.reduce((n, p) => n + p.list.length, 0);
      return shown < last.totalCount && last.list.length > 0 ? last.page + 1 : undefined;
    },
    enabled: q.length >= 2,
    staleTime: 10 * 60_000,
  });
  const list = results.data?.pages.flatMap((p) => p.list) ?? [];
  const total = results.data?.pages[0]?.totalCount ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React carries events through portals: the create form around this dialog must not submit
    event.stopPropagation();
    const query = typed.trim();
    if (query.length < 2) {
      void alertDialog(t('addressSearch.tooShort'));
      return;
    }
    setQ(query);
  };

  return (
    <ModalFrame title={t('addressSearch.title')} onClose={onClose} width="md">
      <form onSubmit={submit} className="flex gap-2" role="search">
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('addressSearch.label')}
        </label>
        <input
          id={`${id}-q`}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          placeholder={t('addressSearch.placeholder')}
          value={typed}
          maxLength={80}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className={primaryButton}>
          {t('addressSearch.submit')}
        </button>
      </form>
      {q && results.isSuccess && (
        <p className="mt-3 text-xs text-slate-600" role="status">
          {list.length === 0
            ? t('addressSearch.empty')
            : t('addressSearch.count', { count: total })}
        </p>
      )}
      <ul className="mt-2 divide-y divide-slate-100" aria-busy={results.isFetching}>
        {list.map((a, index) => (
          <li key={`${a.zonecode}-${a.roadAddress}-${index}`}>
            <button
              type="button"
              className="w-full px-2 py-3 text-left text-sm hover:bg-slate-50 focus:bg-slate-50"
              onClick={() => onPick(a)}
            >
              <span className="mr-2 font-semibold text-brand-800">{a.zonecode}</span>
              <span className="font-medium text-slate-900">
                {a.roadAddress}
                {a.buildingName && ` (${a.buildingName})`}
              </span>
              <span className="mt-0.5 block text-xs text-slate-600">
                {t('addressSearch.lot')} {a.jibunAddress}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {results.hasNextPage && (
        <button
          type="button"
          className={`${secondaryButton} mt-2 w-full`}
          disabled={results.isFetchingNextPage}
          onClick={() => void results.fetchNextPage()}
        >
          {t('addressSearch.more')}
        </button>
      )}
    </ModalFrame>
  );
}

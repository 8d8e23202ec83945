import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { searchSuggestions } from '@shop/contract/catalog-front.ts';
import { callApi } from '../../lib/api-client.ts';

/** The pause after the last key before suggestions are asked for: one call per pause. */
export const SUGGEST_DEBOUNCE_MS = 150;

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Product names for what is typed (issue 22), asked once the typing pauses; a request whose
 * words were typed past is aborted (the query's signal), and its answer never shown.
 */
export function useSearchSuggestions(typed: string, enabled: boolean) {
  const q = useDebounced(typed.trim(), SUGGEST_DEBOUNCE_MS);
  const result = useQuery({
    queryKey: ['catalog', 'suggest', q],
    queryFn: ({ signal }) => callApi(searchSuggestions, { query: { q }, signal }),
    enabled: enabled && Array.from(q).length >= 2,
    staleTime: 60_000,
    // the names of the last pause stay while the next words are typed
    placeholderData: keepPreviousData,
  });
  return enabled && Array.from(typed.trim()).length >= 2 ? (result.data?.list ?? []) : [];
}

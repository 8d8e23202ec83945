import { Limits } from '@shop/contract/constants.ts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLocation, useNavigate } from 'react-router';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { SearchIcon } from '../../ui/icons.tsx';

const SEARCH_PATH = '/search-global';

function SearchForm({ initialWord }: { initialWord: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const [word, setWord] = useState(initialWord);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const searchWord = word.trim();
    if (searchWord.length < Limits.searchMinLength) {
      void alertDialog(t('search.tooShort'));
      return;
    }
    const again = location.pathname === SEARCH_PATH && searchWord === initialWord;
    // The same search again reloads the results: a fresh location key, same history entry.
    void navigate(`${SEARCH_PATH}?searchWord=${encodeURIComponent(searchWord)}`, {
      replace: again,
      state: { searchedAt: Date.now() },
    });
  };

  return (
    <form role="search" onSubmit={submit} className="relative flex w-full">
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        value={word}
        onChange={(e) => setWord(e.target.value)}
        placeholder={t('search.placeholder')}
        maxLength={100}
        enterKeyHint="search"
        className="h-11 w-full rounded-full border-2 border-brand-700 bg-white pr-12 pl-5 text-[15px] placeholder:text-slate-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="absolute top-1 right-1 flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
      >
        <SearchIcon size={18} />
      </button>
    </form>
  );
}

/** Header search: at least 2 characters (spec 1 §5), results on /search-global. */
export function SearchBar() {
  const location = useLocation();
  const current =
    location.pathname === SEARCH_PATH
      ? (new URLSearchParams(location.search).get('searchWord') ?? '')
      : '';
  // Keyed by the searched word so the box shows what the results page shows.
  return <SearchForm key={current} initialWord={current} />;
}

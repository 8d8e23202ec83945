import { Limits } from '@shop/contract/constants.ts';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLocation, useNavigate } from 'react-router';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { useSearchSuggestions } from './search-suggestions.ts';

const SEARCH_PATH = '/search-global';

/**
 * The header's search box with its suggestions as you type (issue 22), an ARIA combobox: ↓ and ↑
 * move through the names, Enter opens the chosen product (or searches the words), Esc closes the
 * list.
 */
function SearchForm({ initialWord }: { initialWord: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const listId = useId();
  const [word, setWord] = useState(initialWord);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(word, open);
  const shown = open && suggestions.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const openProduct = (productId: number) => {
    setOpen(false);
    void navigate(`/product-detail/${productId}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = shown && active >= 0 ? suggestions[active] : undefined;
    if (chosen) {
      openProduct(chosen.productId);
      return;
    }
    const searchWord = word.trim();
    if (searchWord.length < Limits.searchMinLength) {
      void alertDialog(t('search.tooShort'));
      return;
    }
    setOpen(false);
    const again = location.pathname === SEARCH_PATH && searchWord === initialWord;
    // The same search again reloads the results: a fresh location key, same history entry.
    void navigate(`${SEARCH_PATH}?searchWord=${encodeURIComponent(searchWord)}`, {
      replace: again,
      state: { searchedAt: Date.now() },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        return;
      }
      // -1 is the box itself: the moves go round the names and back to it
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const places = suggestions.length + 1;
      setActive((i) => ((i + 1 + step + places) % places) - 1);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form role="search" onSubmit={submit} className="relative flex w-full">
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        value={word}
        onChange={(e) => {
          setWord(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
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
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!shown}
        className="absolute top-12 right-0 left-0 z-30 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((s, i) => (
          <li
            key={s.productId}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // keeps the focus in the box, so the list is not closed before the click
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => openProduct(s.productId)}
            onMouseEnter={() => setActive(i)}
            className={`cursor-pointer truncate px-5 py-2.5 text-[15px] text-slate-800 ${i === active ? 'bg-brand-50 text-brand-800' : ''}`}
          >
            {s.displayName}
          </li>
        ))}
      </ul>
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

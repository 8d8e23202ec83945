import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FaqLimits, type FaqEntry } from '@shop/contract/faq.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { SearchIcon } from '../../ui/icons.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { AccordionItem } from './accordion-item.tsx';
import {
  faqCategoriesQuery,
  faqOfCategoryQuery,
  faqSearchQuery,
  faqTop10Query,
} from './support-queries.ts';
import { SupportCentrePanel } from './support-centre-panel.tsx';
import { useSupportText } from './support-i18n.ts';
import { TabList, panelId, tabId } from './tab-list.tsx';

/** Tab 0 is the hidden search tab, tab 1 Top 10, then the categories (spec 3 §4, FaqLimits). */
const SEARCH = 'search';
const TOP10 = 'top10';
const ID_BASE = 'faq';

/** Styles for the stored HTML of an answer (no typography plugin; the CSP forbids inline styles). */
export const richText =
  'text-[15px] leading-7 text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_strong]:font-bold [&_table]:mt-2 [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-100 [&_th]:px-2 [&_th]:py-1 [&_ul]:list-disc [&_ul]:pl-5';

const entryDomId = (faqId: number) => `faq-entry-${faqId}`;

function FaqEntries({
  entries,
  categoryNames,
  open,
  onToggle,
}: {
  entries: readonly FaqEntry[];
  /** Shown beside the title where entries of several categories mix (Top 10, search). */
  categoryNames?: ReadonlyMap<string, string>;
  open: ReadonlySet<number>;
  onToggle: (faqId: number) => void;
}) {
  const { t } = useSupportText();
  return (
    <ul className="divide-y divide-slate-200 border-y border-slate-200">
      {entries.map((entry, i) => (
        <AccordionItem
          key={entry.faqId}
          id={entryDomId(entry.faqId)}
          open={open.has(entry.faqId)}
          onToggle={() => onToggle(entry.faqId)}
          summary={
            <span className="flex items-start gap-3">
              <span
                className="mt-px shrink-0 text-base font-extrabold text-brand-700"
                aria-hidden="true"
              >
                {categoryNames ? String(i + 1).padStart(2, '0') : 'Q'}
              </span>
              <span className="min-w-0">
                {categoryNames?.get(entry.categoryCd) && (
                  <span className="mb-1 block text-xs font-semibold text-slate-600">
                    {categoryNames.get(entry.categoryCd)}
                  </span>
                )}
                <span className="sr-only">{t('faq.question')}: </span>
                <span className="text-[15px] font-semibold text-slate-900">{entry.title}</span>
              </span>
            </span>
          }
        >
          <div className="flex gap-3">
            <span className="shrink-0 text-base font-extrabold text-accent-500" aria-hidden="true">
              A
            </span>
            <div className="min-w-0">
              <span className="sr-only">{t('faq.answer')}: </span>
              <SafeHtml html={entry.htmlContents} className={richText} />
            </div>
          </div>
        </AccordionItem>
      ))}
    </ul>
  );
}

function EntriesSkeleton() {
  return (
    <div className="space-y-3 py-2" aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** FAQ (spec 3 §2): search, Top 10 and one tab per category, deep links by categoryCd and faqId. */
export function FaqPage() {
  const { t, texts } = useSupportText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<string>(TOP10);
  const [input, setInput] = useState('');
  const [searchWord, setSearchWord] = useState('');
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [scrollTo, setScrollTo] = useState<number | null>(null);

  const categories = useQuery(faqCategoriesQuery);
  // the page's language for the seeded categories, the server's name for any other
  const categoryNames = new Map(
    (categories.data ?? []).map((c) => [
      c.categoryId,
      texts.faq.categories[c.categoryId] ?? c.name,
    ]),
  );
  const isCategory = tab !== SEARCH && tab !== TOP10;
  const top10 = useQuery({ ...faqTop10Query, enabled: tab === TOP10 });
  const ofCategory = useQuery({ ...faqOfCategoryQuery(tab), enabled: isCategory });
  const search = useQuery({
    ...faqSearchQuery(searchWord),
    enabled: tab === SEARCH && !!searchWord,
  });
  const shown = tab === SEARCH ? search : tab === TOP10 ? top10 : ofCategory;

  // ?categoryCd&faqId (home widget, 'more' links): open the category and the entry, then clear
  // the query with a replace so a reload or the back button does not repeat it.
  const linkedCategory = params.get('categoryCd');
  const linkedFaqId = Number(params.get('faqId')) || null;
  const categoryList = categories.data;
  useEffect(() => {
    if (!linkedCategory || !categoryList) return;
    if (categoryList.some((c) => c.categoryId === linkedCategory)) {
      setTab(linkedCategory);
      if (linkedFaqId) {
        setOpen(new Set([linkedFaqId]));
        setScrollTo(linkedFaqId);
      }
    }
    void navigate('/cs/faq', { replace: true });
  }, [linkedCategory, linkedFaqId, categoryList, navigate]);

  // After the query is cleared (the shell scrolls to the top on that navigation), bring the
  // linked entry into view and put the focus on it.
  const shownList = shown.data;
  useEffect(() => {
    if (scrollTo === null || linkedCategory || !shownList) return;
    const timer = window.setTimeout(() => {
      const item = document.getElementById(entryDomId(scrollTo));
      item?.scrollIntoView({ block: 'start' });
      document.getElementById(`${entryDomId(scrollTo)}-button`)?.focus({ preventScroll: true });
      setScrollTo(null);
    }, 50);
    return () => window.clearTimeout(timer);
  }, [scrollTo, linkedCategory, shownList]);

  const toggle = (faqId: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(faqId)) next.delete(faqId);
      else next.add(faqId);
      return next;
    });

  const selectTab = (key: string) => {
    setTab(key);
    setOpen(new Set());
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const word = input.trim();
    if (word.length < FaqLimits.searchMinLength) {
      void alertDialog(t('faq.searchTooShort'));
      return;
    }
    setSearchWord(word);
    setTab(SEARCH);
    setOpen(new Set());
  };

  const tabs = [
    { key: TOP10, label: t('faq.top10') },
    ...(categories.data ?? []).map((c) => ({
      key: c.categoryId,
      label: categoryNames.get(c.categoryId) ?? c.name,
    })),
  ];
  const mixed = tab === SEARCH || tab === TOP10;

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 xs:py-10">
      <h1 className="text-2xl font-bold text-slate-900 xs:text-3xl">{t('faq.title')}</h1>
      <div className="mt-6 grid gap-8 md:grid-cols-[minmax(0,1fr)_300px] md:items-start">
        <div className="min-w-0">
          <form role="search" onSubmit={onSearch} className="flex gap-2">
            <label htmlFor="faq-search" className="sr-only">
              {t('faq.searchLabel')}
            </label>
            <input
              id="faq-search"
              type="search"
              value={input}
              maxLength={FaqLimits.searchMaxLength}
              onChange={(e) => setInput(e.target.value)}
              placeholder={t('faq.searchPlaceholder')}
              className="h-12 min-w-0 flex-1 rounded-xl border border-slate-300 px-4 text-[15px] placeholder:text-slate-500"
            />
            <button
              type="submit"
              aria-label={t('faq.searchButton')}
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white hover:bg-brand-800"
            >
              <SearchIcon size={22} />
            </button>
          </form>
          <p className="mt-3 text-sm text-slate-700">
            {t('faq.notFound')}{' '}
            <Link to="/mypage/claim/write" className="font-semibold text-brand-700 underline">
              {t('faq.askClaim')}
            </Link>
          </p>

          <div className="mt-6">
            <TabList
              label={t('faq.tabsLabel')}
              idBase={ID_BASE}
              items={tabs}
              selected={tab === SEARCH ? null : tab}
              onSelect={selectTab}
            />
          </div>
          <div
            role="tabpanel"
            id={panelId(ID_BASE)}
            aria-labelledby={tab === SEARCH ? 'faq-search-title' : tabId(ID_BASE, tab)}
            className="mt-4"
          >
            {tab === SEARCH && (
              <h2 id="faq-search-title" className="mb-3 text-base font-bold text-slate-900">
                {search.data
                  ? t('faq.resultTitle', { word: searchWord, count: search.data.length })
                  : t('faq.searchLabel')}
              </h2>
            )}
            {shown.isPending ? (
              <EntriesSkeleton />
            ) : shown.isError ? (
              <p className="py-10 text-center text-slate-700">{t('common.loadFailed')}</p>
            ) : shown.data.length === 0 ? (
              <p className="py-10 text-center text-slate-700">
                {tab === SEARCH ? t('faq.noResult') : t('faq.empty')}
              </p>
            ) : (
              <FaqEntries
                entries={shown.data}
                categoryNames={mixed ? categoryNames : undefined}
                open={open}
                onToggle={toggle}
              />
            )}
          </div>
        </div>
        <SupportCentrePanel sticky />
      </div>
    </div>
  );
}

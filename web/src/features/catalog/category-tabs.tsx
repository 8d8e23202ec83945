import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { useCatalogText } from './catalog-i18n.ts';
import {
  isMenuLimit,
  type CategoryTree,
  type TabNode,
  type TabSelection,
} from './category-tree.ts';

interface CategoryTabsProps {
  tree: CategoryTree;
  selection: TabSelection;
  /** The query string that lists a category (null = the whole section), from page 1. */
  hrefOf: (categoryId: number | null) => string;
}

const firstRow =
  '-mx-4 flex overflow-x-auto border-b border-slate-200 px-4 [scrollbar-width:none] xs:mx-0 xs:flex-wrap xs:px-0';
const firstRowTab =
  'block whitespace-nowrap border-b-[3px] px-3 pt-2 pb-2.5 text-[15px] font-semibold transition-colors xs:px-4';
const secondRowTab =
  'block whitespace-nowrap rounded-full border px-3.5 py-1.5 text-sm transition-colors';

/**
 * Two rows of category tabs: the section's branches (with 'All' for the whole section), then the
 * chosen branch's children with its 'All' child first. Each tab is a link, so the choice is in
 * the address and history. A second-row category that has sub-menus is refused ('menu limit').
 */
export function CategoryTabs({ tree, selection, hrefOf }: CategoryTabsProps) {
  const { t } = useCatalogText();
  const refuse = (tab: TabNode) => (event: MouseEvent) => {
    if (!isMenuLimit(tab)) return;
    event.preventDefault();
    void alertDialog(t('list.menuLimit'));
  };
  const second = selection.first?.children ?? [];
  return (
    <nav aria-label={t('list.categories')} className="space-y-3">
      <ul className={firstRow}>
        <li>
          <Link
            to={hrefOf(null)}
            aria-current={selection.first === null ? 'page' : undefined}
            className={`${firstRowTab} ${selection.first === null ? 'border-brand-700 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {t('list.all')}
          </Link>
        </li>
        {tree.root.children.map((tab) => {
          const active = selection.first?.key === tab.key;
          return (
            <li key={tab.key}>
              <Link
                to={hrefOf(tab.categoryId)}
                aria-current={active && selection.second === null ? 'page' : undefined}
                className={`${firstRowTab} ${active ? 'border-brand-700 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
              >
                {tab.name}
              </Link>
            </li>
          );
        })}
      </ul>
      {second.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {second.map((tab) => {
            const active = selection.second?.key === tab.key;
            return (
              <li key={tab.key}>
                <Link
                  to={hrefOf(tab.categoryId)}
                  onClick={refuse(tab)}
                  aria-current={active ? 'page' : undefined}
                  className={`${secondRowTab} ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400'}`}
                >
                  {tab.name}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}

/**
 * The first row's place while the section's tree loads, so the list below does not move down when
 * the tabs arrive (layout shift, decision 0287).
 */
export function CategoryTabsPlaceholder() {
  const { t } = useCatalogText();
  return (
    <div aria-hidden="true" className={`${firstRow} invisible`}>
      <span className={`${firstRowTab} border-transparent`}>{t('list.all')}</span>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Limits } from '@shop/contract/constants.ts';
import { sectionByName, type SectionDef } from '@shop/contract/sections.ts';
import { alertDialog } from '../../ui/dialogs/dialog-store.ts';
import { Paginator } from '../../ui/paginator.tsx';
import { useCatalogText } from './catalog-i18n.ts';
import { categoryTreeQuery, productListQuery } from './catalog-queries.ts';
import { CategoryTabs, CategoryTabsPlaceholder } from './category-tabs.tsx';
import { buildCategoryTree, selectTabs } from './category-tree.ts';
import { listSearch, readListState, type ListState } from './list-query-state.ts';
import { ListSkeleton, ListMessage } from './list-states.tsx';
import { ProductRows } from './product-rows.tsx';
import { SectionHeader } from './section-header.tsx';
import { SortButtons } from './sort-buttons.tsx';

function SectionProductList({ def }: { def: SectionDef }) {
  const { t } = useCatalogText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = readListState(params);
  const treeQuery = useQuery(categoryTreeQuery(def.categoryId));
  const allLabel = t('list.all');
  const tree = useMemo(
    () => (treeQuery.data?.list.length ? buildCategoryTree(treeQuery.data.list, allLabel) : null),
    [treeQuery.data, allLabel],
  );
  const selection = tree ? selectTabs(tree, state.categoryId) : null;
  // Until the tree is known, only the whole section can be listed without guessing.
  const categoryId = selection?.categoryId ?? (state.categoryId === null ? def.categoryId : null);

  const go = (next: Partial<ListState>, replace = false) =>
    void navigate({ search: listSearch({ ...state, ...next }) }, { replace });

  const misplaced =
    tree !== null &&
    selection !== null &&
    (selection.menuLimit || (state.categoryId !== null && !tree.byId.has(state.categoryId)));
  useEffect(() => {
    if (!misplaced || !selection) return;
    if (selection.menuLimit) void alertDialog(t('list.menuLimit'));
    const rootChosen = selection.categoryId === def.categoryId;
    void navigate(
      {
        search: listSearch({
          ...state,
          page: 1,
          categoryId: rootChosen ? null : selection.categoryId,
        }),
      },
      { replace: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per misplaced address
  }, [misplaced]);

  const list = useQuery({
    ...productListQuery({
      categoryId: categoryId ?? def.categoryId,
      sort: state.sort,
      page: state.page,
    }),
    enabled: categoryId !== null && !misplaced,
  });
  const data = list.data;
  // (not judged on the previous address's rows, shown while this one loads)
  const pastLastPage =
    data !== undefined &&
    !list.isPlaceholderData &&
    data.totalPages > 0 &&
    state.page > data.totalPages;
  useEffect(() => {
    if (pastLastPage && data) go({ page: data.totalPages }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page past the end
  }, [pastLastPage]);

  const hrefOfCategory = (id: number | null) =>
    listSearch({ ...state, page: 1, categoryId: id === def.categoryId ? null : id });

  return (
    <div className="space-y-5">
      {treeQuery.isPending ? (
        <CategoryTabsPlaceholder />
      ) : (
        tree &&
        selection && <CategoryTabs tree={tree} selection={selection} hrefOf={hrefOfCategory} />
      )}
      <div className="flex items-end justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {data ? t('list.total', { count: data.totalCount.toLocaleString('ko-KR') }) : ' '}
        </p>
        <SortButtons sort={state.sort} hrefOf={(sort) => listSearch({ ...state, page: 1, sort })} />
      </div>
      {list.isError && !data ? (
        <ListMessage
          message={t('list.loadFailed')}
          action={t('list.retry')}
          onAction={() => void list.refetch()}
        />
      ) : !data ? (
        <ListSkeleton />
      ) : data.list.length === 0 ? (
        <ListMessage message={t('list.empty')} />
      ) : (
        <div className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <ProductRows key={data.list.map((r) => r.productId).join(',')} rows={data.list} />
        </div>
      )}
      {data && (
        <Paginator
          page={Math.min(state.page, Math.max(1, data.totalPages))}
          totalPages={data.totalPages}
          visiblePages={Limits.productListVisiblePages}
          onChange={(page) => go({ page })}
        />
      )}
    </div>
  );
}

/** Product list of a section (spec 3 §2): /product-list/{section}?page&sort&categoryId. */
export function ProductListPage() {
  const { section = '' } = useParams();
  const def = sectionByName(section);
  if (!def) return <Navigate to="/404" replace />;
  return (
    <div className="mx-auto max-w-[1200px] space-y-6 px-4 py-6 xs:py-8">
      <SectionHeader section={def.section} />
      <SectionProductList key={def.section} def={def} />
    </div>
  );
}

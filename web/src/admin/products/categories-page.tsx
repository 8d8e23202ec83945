import { useQuery } from '@tanstack/react-query';
import type { AdminCategoryNode } from '@shop/contract/admin-categories.ts';
import { useProductsText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { useListParams } from '../kit/admin-list.tsx';
import { badge, input, label, primaryBtn, secondaryBtn } from '../kit/admin-styles.ts';
import { AdminTable, type Column } from '../kit/admin-table.tsx';
import { PageHeader } from '../kit/admin-ui.tsx';
import { CategoryDrawer, CategoryRuleDrawer } from './category-drawer.tsx';
import { categoryTreeQuery } from './category-queries.ts';
import { formatNumber } from '../../lib/format.ts';

/**
 * /admin/categories: one section's category tree (each category under its parent, by order)
 * with its products and access rule; a row opens its drawer, 분류 추가 adds one in the section
 * (under its root, or any category with room the drawer offers).
 */
export function CategoriesPage() {
  const { t } = useProductsText();
  useAdminTitle(t('categories.pageTitle'));
  const { params, update, open, openRow, close } = useListParams([]);
  const tree = useQuery(categoryTreeQuery);
  const list = tree.data?.list ?? [];
  const roots = list.filter((c) => c.parentId === null);
  const rootId = Number(params.get('root')) || roots[0]?.categoryId;
  const rows = tree.data && list.filter((c) => c.rootId === rootId);
  const opened = list.find((c) => c.categoryId === open);
  const adding = params.get('add');
  const addUnder = adding ? list.find((c) => c.categoryId === Number(adding)) : undefined;
  const ruleOf = list.find((c) => c.categoryId === Number(params.get('rule')));

  const columns: Column<AdminCategoryNode>[] = [
    {
      key: 'name',
      header: t('categories.colName'),
      cell: (c) => (
        <span style={{ paddingLeft: `${c.depth * 1.25}rem` }} className="inline-flex gap-2">
          {c.name}
          {!c.visible && (
            <span className={`${badge} bg-slate-200 text-slate-700`}>
              {t('categories.hiddenBadge')}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'products',
      header: t('categories.colProducts'),
      cell: (c) => formatNumber(c.productCount),
      className: 'text-right tabular-nums',
    },
    {
      key: 'order',
      header: t('categories.colOrder'),
      cell: (c) => c.sortOrder,
      className: 'text-right tabular-nums',
    },
    {
      key: 'rule',
      header: t('categories.colRule'),
      cell: (c) =>
        c.rule ? (
          <button
            type="button"
            className={`${secondaryBtn} px-2 py-1 text-xs`}
            onClick={(e) => {
              e.stopPropagation();
              update({ rule: c.categoryId });
            }}
          >
            {c.rule.ruleTexts.join(', ')}
          </button>
        ) : (
          t('categories.noRule')
        ),
    },
  ];

  return (
    <div>
      <PageHeader
        title={t('categories.pageTitle')}
        actions={
          <button
            type="button"
            className={primaryBtn}
            disabled={rootId === undefined}
            onClick={() => update({ add: rootId ?? null, open: null })}
          >
            {t('categories.add')}
          </button>
        }
      />
      <AdminTable
        caption={t('categories.pageTitle')}
        toolbar={
          <div>
            <label htmlFor="cg-root" className={label}>
              {t('categories.section')}
            </label>
            <select
              id="cg-root"
              className={`${input} w-64`}
              value={rootId ?? ''}
              onChange={(e) => update({ root: e.target.value, open: null })}
            >
              {roots.map((r) => (
                <option key={r.categoryId} value={r.categoryId}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
        }
        columns={columns}
        rows={rows}
        rowKey={(c) => c.categoryId}
        onOpen={(c) => openRow(c.categoryId)}
        openLabel={(c) => t('categories.open', { name: c.name })}
        state={{
          isPending: tree.isPending,
          isError: tree.isError,
          onRetry: () => void tree.refetch(),
        }}
      />
      {opened && (
        <CategoryDrawer
          key={opened.categoryId}
          category={opened}
          parent={undefined}
          tree={list}
          onClose={close}
        />
      )}
      {addUnder && (
        <CategoryDrawer
          key={`add-${addUnder.categoryId}`}
          category={null}
          parent={addUnder}
          tree={list}
          onClose={() => update({ add: null })}
          onCreated={(id) => update({ add: null, open: id })}
        />
      )}
      {ruleOf?.rule && (
        <CategoryRuleDrawer
          key={`rule-${ruleOf.categoryId}`}
          category={{ ...ruleOf, rule: ruleOf.rule }}
          onClose={() => update({ rule: null })}
        />
      )}
    </div>
  );
}

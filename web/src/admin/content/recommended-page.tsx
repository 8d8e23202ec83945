import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { AdminRecommendedProduct } from '@shop/contract/admin-content.ts';
import { AdminContentLimits } from '@shop/contract/admin-content.ts';
import { useContentText } from '../i18n/admin-page-texts.ts';
import { useAdminTitle } from '../kit/admin-layout.tsx';
import { card, input, label, primaryBtn, secondaryBtn } from '../kit/admin-styles.ts';
import { PageHeader, QueryState } from '../kit/admin-ui.tsx';
import { SaleStatusBadge } from '../products/sale-status-badge.tsx';
import { productListQuery } from '../products/product-queries.ts';
import { recommendedQuery, useSaveRecommended } from './recommended-queries.ts';

type Item = AdminRecommendedProduct;

function Cover({ item }: { item: Item }) {
  return (
    <img
      src={item.imageUrl}
      alt=""
      width="36"
      height="50"
      className="aspect-[5/7] w-9 shrink-0 rounded bg-slate-100 object-cover ring-1 ring-slate-200"
    />
  );
}

/** Products found by name or ISBN, each with 추가 (already listed ones are marked). */
function ProductFinder({ chosen, onAdd }: { chosen: Item[]; onAdd: (item: Item) => void }) {
  const { t } = useContentText();
  const [q, setQ] = useState('');
  const [asked, setAsked] = useState('');
  const found = useQuery({ ...productListQuery({ q: asked }, 1), enabled: asked !== '' });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setAsked(q.trim());
  };
  const full = chosen.length >= AdminContentLimits.recommendedMax;
  return (
    <section aria-labelledby="rf-title" className={`${card} p-4`}>
      <h2 id="rf-title" className="text-sm font-bold text-slate-900">
        {t('recommended.findTitle')}
      </h2>
      <form onSubmit={onSubmit} className="mt-3 flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor="rf-q" className={label}>
            {t('recommended.find')}
          </label>
          <input id="rf-q" className={input} value={q} onChange={(e) => setQ(e.target.value)} />
        </div>
        <button type="submit" className={secondaryBtn}>
          {t('recommended.search')}
        </button>
      </form>
      {asked && found.data && (
        <ul className="mt-3 divide-y divide-slate-100" aria-label={t('recommended.results')}>
          {found.data.list.length === 0 && (
            <li className="py-3 text-sm text-slate-500">{t('recommended.noResult')}</li>
          )}
          {found.data.list.slice(0, 10).map((p) => {
            const listed = chosen.some((c) => c.productId === p.productId);
            return (
              <li key={p.productId} className="flex items-center gap-3 py-2 text-sm">
                <Cover item={p} />
                <span className="flex-1">
                  {p.displayName}
                  <span className="block text-xs text-slate-500">#{p.productId}</span>
                </span>
                <SaleStatusBadge status={p.saleStatus} />
                <button
                  type="button"
                  className={secondaryBtn}
                  disabled={listed || full}
                  aria-label={t('recommended.addNamed', { name: p.displayName })}
                  onClick={() => onAdd(p)}
                >
                  {listed ? t('recommended.listed') : t('recommended.add')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** /admin/recommended: the home page's 추천 교재 in order; add, move, remove, then save. */
export function RecommendedPage() {
  const { t } = useContentText();
  useAdminTitle(t('recommended.title'));
  const current = useQuery(recommendedQuery);
  const save = useSaveRecommended();
  const [items, setItems] = useState<Item[] | null>(null);
  useEffect(() => {
    if (current.data && items === null) setItems(current.data.list);
  }, [current.data, items]);

  const list = items ?? [];
  const dirty =
    current.data !== undefined &&
    list.map((i) => i.productId).join() !== current.data.list.map((i) => i.productId).join();
  const move = (from: number, to: number) =>
    setItems(() => {
      const next = [...list];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    });

  return (
    <div>
      <PageHeader
        title={t('recommended.title')}
        actions={
          <button
            type="button"
            className={primaryBtn}
            disabled={!dirty || save.isPending}
            onClick={() =>
              save.mutate(
                { productIds: list.map((i) => i.productId) },
                { onSuccess: (res) => setItems(res.data.list) },
              )
            }
          >
            {save.isPending ? t('recommended.saving') : t('recommended.save')}
          </button>
        }
      />
      <p className="mb-3 text-sm text-slate-600">
        {t('recommended.help', { max: AdminContentLimits.recommendedMax })}
      </p>
      {save.isSuccess && !dirty && (
        <p role="status" className="mb-3 text-sm text-emerald-700">
          {t('recommended.saved')}
        </p>
      )}
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-5">
        <section aria-labelledby="rl-title" className={card}>
          <h2 id="rl-title" className="border-b border-slate-200 px-4 py-3 text-sm font-bold">
            {t('recommended.listTitle', { count: list.length })}
          </h2>
          <QueryState
            isPending={current.isPending}
            isError={current.isError}
            onRetry={() => void current.refetch()}
          />
          {items && list.length === 0 && (
            <p className="px-4 py-8 text-center text-sm text-slate-500">{t('recommended.empty')}</p>
          )}
          <ol className="divide-y divide-slate-100">
            {list.map((item, i) => (
              <li key={item.productId} className="flex items-center gap-3 px-4 py-2 text-sm">
                <span className="w-6 text-right font-semibold tabular-nums text-slate-500">
                  {i + 1}
                </span>
                <Cover item={item} />
                <span className="flex-1">
                  {item.displayName}
                  <span className="block text-xs text-slate-500">#{item.productId}</span>
                </span>
                {item.saleStatus !== 'onSale' && <SaleStatusBadge status={item.saleStatus} />}
                <button
                  type="button"
                  className={secondaryBtn}
                  disabled={i === 0}
                  aria-label={t('recommended.up', { name: item.displayName })}
                  onClick={() => move(i, i - 1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={secondaryBtn}
                  disabled={i === list.length - 1}
                  aria-label={t('recommended.down', { name: item.displayName })}
                  onClick={() => move(i, i + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={secondaryBtn}
                  aria-label={t('recommended.removeNamed', { name: item.displayName })}
                  onClick={() => setItems(list.filter((x) => x.productId !== item.productId))}
                >
                  {t('recommended.remove')}
                </button>
              </li>
            ))}
          </ol>
        </section>
        <ProductFinder chosen={list} onAdd={(p) => setItems([...list, p])} />
      </div>
    </div>
  );
}

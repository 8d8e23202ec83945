import { Link } from 'react-router';
import type { RevokeOrderItem } from '@shop/contract/revoke.ts';
import { formatWon } from '../../lib/format.ts';
import { Thumb, useStudentName } from './revoke-parts.tsx';
import { isRevocable, type Choice } from './revoke-rules.ts';
import { useRevokeText } from './revoke-i18n.ts';

/** A product's name: smart books are not links (spec 3 §2), other items open their detail. */
export function ProductName({ item }: { item: RevokeOrderItem }) {
  if (item.isStb) return <span className="font-semibold text-slate-900">{item.displayName}</span>;
  return (
    <Link
      to={`/product-detail/${item.productId}`}
      className="font-semibold text-slate-900 underline-offset-2 hover:underline"
    >
      {item.displayName}
    </Link>
  );
}

function ItemRow({
  item,
  choice,
  onChange,
}: {
  item: RevokeOrderItem;
  choice: Choice;
  onChange: (next: Choice) => void;
}) {
  const { t } = useRevokeText();
  const studentName = useStudentName();
  const revocable = isRevocable(item);
  const checkboxId = `revoke-item-${item.orderItemId}`;
  return (
    <li
      className={`flex flex-wrap items-center gap-3 p-4 ${revocable ? '' : 'bg-slate-50 text-slate-600'}`}
    >
      <input
        id={checkboxId}
        type="checkbox"
        className="h-5 w-5 shrink-0 accent-brand-700"
        checked={revocable && choice.checked}
        disabled={!revocable}
        aria-label={t('create.selectItem', { name: item.displayName })}
        onChange={(e) => onChange({ ...choice, checked: e.target.checked })}
      />
      <Thumb src={item.imageUrl} />
      <div className="min-w-0 flex-1 basis-40 space-y-1">
        <p className="wrap-break-word">
          {item.isStb && (
            <span className="mr-1.5 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-bold text-sky-900">
              {t('common.smartBook')}
            </span>
          )}
          <ProductName item={item} />
        </p>
        <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
          {studentName(item.cdi?.stdId) && (
            <span>
              {t('common.student')} {studentName(item.cdi?.stdId)}
            </span>
          )}
          <span>{t('create.ordered', { count: item.qtyOrigin })}</span>
          <span>{t('create.available', { count: item.qtyEffected })}</span>
          <span>{formatWon(item.sellPrice)}</span>
        </p>
        {item.isStb && <p className="text-xs text-slate-600">{t('create.notRecalled')}</p>}
      </div>
      <div className="ml-auto flex items-center gap-2">
        {revocable ? (
          <select
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
            aria-label={t('create.qtyOf', { name: item.displayName })}
            value={choice.qty}
            onChange={(e) => onChange({ checked: true, qty: Number(e.target.value) })}
          >
            {Array.from({ length: item.qtyEffected }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {t('common.qtyUnit', { count: n })}
              </option>
            ))}
          </select>
        ) : (
          <span className="rounded-full bg-slate-200 px-2.5 py-1 text-xs font-bold text-slate-700">
            {t('create.notRevocable')}
          </span>
        )}
      </div>
    </li>
  );
}

/** Step 1 (spec 3 §2): tick the items and a quantity per item. */
export function RevokeItemStep({
  items,
  choices,
  onChange,
}: {
  items: readonly RevokeOrderItem[];
  choices: Readonly<Record<number, Choice>>;
  onChange: (next: Record<number, Choice>) => void;
}) {
  const { t } = useRevokeText();
  const revocable = items.filter(isRevocable);
  const allChecked =
    revocable.length > 0 && revocable.every((i) => choices[i.orderItemId]?.checked);
  const set = (orderItemId: number, choice: Choice) =>
    onChange({ ...choices, [orderItemId]: choice });
  return (
    <section
      aria-labelledby="revoke-items-title"
      className="rounded-2xl border border-slate-200 bg-white"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 p-4">
        <h3 id="revoke-items-title" className="font-bold text-slate-900">
          {t('create.itemsCaption')}
        </h3>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={allChecked}
            disabled={revocable.length === 0}
            onChange={(e) =>
              onChange(
                Object.fromEntries(
                  items.map((i) => {
                    const current = choices[i.orderItemId] ?? { checked: false, qty: 1 };
                    return [
                      i.orderItemId,
                      { ...current, checked: isRevocable(i) && e.target.checked },
                    ];
                  }),
                ),
              )
            }
          />
          {t('create.selectAll')}
        </label>
      </div>
      <ul className="divide-y divide-slate-200">
        {items.map((item) => (
          <ItemRow
            key={item.orderItemId}
            item={item}
            choice={choices[item.orderItemId] ?? { checked: false, qty: 1 }}
            onChange={(c) => set(item.orderItemId, c)}
          />
        ))}
      </ul>
    </section>
  );
}

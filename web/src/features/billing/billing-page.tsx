import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { brandLabel } from '../../i18n/brand-label.ts';
import { BillingErrorCode, type Lecture } from '@shop/contract/billing.ts';
import { ApiError } from '../../lib/api-client.ts';
import { primaryButton, secondaryButton } from '../../ui/button-styles.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { useAuthState } from '../../lib/use-auth-state.ts';
import { useCartActions } from '../cart/cart-actions.ts';
import { buySummaryQuery, lecturesQuery } from './billing-queries.ts';
import {
  checkedItems,
  groupByBranch,
  initialSelection,
  setQty,
  toggleAll,
  toggleOne,
  type Selection,
} from './billing-selection.ts';
import { BranchSection } from './branch-section.tsx';
import { FreeDeliveryInfoDialog } from '../../ui/free-delivery-info-dialog.tsx';
import { MaterialGuideDialog } from './material-guide-dialog.tsx';
import { usePageText } from '../../i18n/page-texts.ts';

function Loading() {
  const { t: pt } = usePageText();
  return (
    <div role="status" aria-label={pt('billing.loading')} className="space-y-3">
      <Skeleton className="h-14" />
      <Skeleton className="h-40" />
      <Skeleton className="h-28" />
    </div>
  );
}

function Message({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-4 py-12 text-center text-sm text-slate-600">
      {text}
    </p>
  );
}

/** The checked materials of the loaded lectures, kept per student until the lectures change. */
function useSelection(lectures: Lecture[] | undefined) {
  const [state, setState] = useState<{ source: Lecture[]; selection: Selection } | null>(null);
  let current = state;
  if (lectures && state?.source !== lectures) {
    current = { source: lectures, selection: initialSelection(lectures) };
    setState(current);
  }
  const update = (next: (s: Selection) => Selection) =>
    setState((s) => (s ? { ...s, selection: next(s.selection) } : s));
  return [current?.selection ?? null, update] as const;
}

function FreeDeliveryStrip({ stdId, onInfo }: { stdId: number; onInfo: () => void }) {
  const { t: pt } = usePageText();
  const { data } = useQuery({ ...buySummaryQuery, meta: { silentErrors: true } });
  const summary = data?.find((s) => s.stdId === stdId);
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <span className="font-semibold text-slate-700">{pt('billing.freeDelivery')}</span>
      {summary?.freeDelivery.map((f) => (
        <span
          key={f.brchType}
          className={`rounded-full px-2 py-0.5 font-medium ${
            f.isUsedFreeDeliveryBenefit
              ? 'bg-slate-100 text-slate-600'
              : 'bg-emerald-100 text-emerald-800'
          }`}
        >
          {pt(f.isUsedFreeDeliveryBenefit ? 'billing.benefitUsed' : 'billing.benefitAvailable', {
            brand: brandLabel(f.brchType),
          })}
        </span>
      ))}
      <button
        type="button"
        onClick={onInfo}
        className="rounded-full border border-slate-300 px-2 py-0.5 font-medium text-slate-700 hover:bg-slate-50"
      >
        {pt('billing.freeDeliveryInfo')}
      </button>
    </div>
  );
}

/** /mypage/class-material/{stdId}: the student's billed materials by branch and lecture. */
export function BillingPage() {
  const { t: pt } = usePageText();
  const params = useParams();
  const stdId = params.stdId ? Number(params.stdId) : null;
  const { state } = useAuthState();
  const studentName =
    state.creverseAcl?.list.find((a) => a.stdId === stdId)?.stdName ??
    (state.creverseAccount?.stdId === stdId ? state.creverseAccount?.stdName : undefined);
  const [dialog, setDialog] = useState<'guide' | 'free' | null>(null);
  const lectures = useQuery({ ...lecturesQuery(stdId ?? 0), enabled: stdId !== null });
  const [selection, update] = useSelection(lectures.data);
  const actions = useCartActions();
  const [busy, setBusy] = useState(false);

  const list = lectures.data ?? [];
  const groups = groupByBranch(list);
  const items = selection ? checkedItems(list, selection) : [];
  const denied =
    lectures.error instanceof ApiError && lectures.error.code === BillingErrorCode.studentDenied;

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4 pb-24 sm:pb-0">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 flex-1 text-xl font-bold text-slate-900">
            {studentName
              ? pt('billing.title', { name: studentName })
              : pt('billing.titleNoStudent')}
          </h2>
          <button type="button" className={secondaryButton} onClick={() => setDialog('guide')}>
            {pt('billing.guide')}
          </button>
        </div>
        {stdId !== null && !denied && (
          <FreeDeliveryStrip stdId={stdId} onInfo={() => setDialog('free')} />
        )}
      </header>

      {stdId === null ? (
        <Message text={pt('billing.empty')} />
      ) : lectures.isPending ? (
        <Loading />
      ) : denied ? (
        <Message text={pt('billing.denied')} />
      ) : lectures.isError ? (
        <div className="space-y-3 text-center">
          <Message text={lectures.error.message || pt('billing.loadFailed')} />
          <button type="button" className={secondaryButton} onClick={() => lectures.refetch()}>
            {pt('cart.retry')}
          </button>
        </div>
      ) : groups.length === 0 || !selection ? (
        <Message text={pt('billing.empty')} />
      ) : (
        <>
          {groups.map((group) => (
            <BranchSection
              key={group.key}
              group={group}
              lectures={list}
              selection={selection}
              onToggleAll={(keys) => update((s) => toggleAll(s, keys))}
              onToggle={(key) => update((s) => toggleOne(s, key))}
              onQty={(key, qty) => update((s) => setQty(s, key, qty))}
            />
          ))}
          <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:static sm:rounded-2xl sm:border sm:shadow-none">
            <div className="mx-auto flex max-w-[1200px] items-center gap-2">
              <p className="min-w-0 flex-1 text-sm font-semibold text-slate-800" aria-live="polite">
                {pt('billing.selected', { count: items.length })}
              </p>
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => act(() => actions.addToCart(items))}
              >
                {pt('billing.addToCart')}
              </button>
              <button
                type="button"
                className={primaryButton}
                disabled={busy}
                onClick={() => act(() => actions.startCheckout(items))}
              >
                {pt('billing.buyNow')}
              </button>
            </div>
          </div>
        </>
      )}
      {dialog === 'guide' && <MaterialGuideDialog onClose={() => setDialog(null)} />}
      {dialog === 'free' && <FreeDeliveryInfoDialog onClose={() => setDialog(null)} />}
    </div>
  );
}

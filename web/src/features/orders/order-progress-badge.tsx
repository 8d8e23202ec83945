import type { OrderProgress } from '@shop/contract/orders.ts';
import { useProgressLabels } from '../../i18n/progress-labels.ts';

type Progress = (typeof OrderProgress)[keyof typeof OrderProgress];

const TONE: Record<Progress, string> = {
  결제대기: 'bg-amber-50 text-amber-900 ring-amber-200',
  입금대기: 'bg-amber-50 text-amber-900 ring-amber-200',
  결제완료: 'bg-sky-50 text-sky-800 ring-sky-200',
  배송준비중: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  배송중: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  배송완료: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  입금취소: 'bg-slate-100 text-slate-700 ring-slate-200',
  주문취소: 'bg-slate-100 text-slate-700 ring-slate-200',
  환불완료: 'bg-slate-100 text-slate-700 ring-slate-200',
};

const isProgress = (text: string): text is Progress => text in TONE;

/** An order's progress (orderProgressCd, spec 2 §4.1) as a badge, in the page's language. */
export function OrderProgressBadge({ progress }: { progress: string }) {
  const labels = useProgressLabels();
  const known = isProgress(progress);
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${
        known ? TONE[progress] : 'bg-slate-100 text-slate-700 ring-slate-200'
      }`}
    >
      {labels.progress(progress)}
    </span>
  );
}

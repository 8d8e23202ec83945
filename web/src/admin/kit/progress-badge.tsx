import { badge } from './admin-styles.ts';
import { useProgressLabels } from '../../i18n/progress-labels.ts';

const PROGRESS_TONE: Record<string, string> = {
  결제완료: 'bg-sky-50 text-sky-800',
  입금대기: 'bg-slate-100 text-slate-800',
  배송준비중: 'bg-amber-100 text-amber-900',
  배송중: 'bg-indigo-50 text-indigo-800',
  배송완료: 'bg-emerald-50 text-emerald-800',
};

/** An order's progress (the member's words; their English with English chosen) with a colour by step. */
export function ProgressBadge({ progress }: { progress: string }) {
  const labels = useProgressLabels();
  return (
    <span className={`${badge} ${PROGRESS_TONE[progress] ?? 'bg-slate-100 text-slate-700'}`}>
      {labels.progress(progress)}
    </span>
  );
}

import { badge } from './admin-styles.ts';

const PROGRESS_TONE: Record<string, string> = {
  결제완료: 'bg-sky-50 text-sky-800',
  입금대기: 'bg-slate-100 text-slate-800',
  배송준비중: 'bg-amber-100 text-amber-900',
  배송중: 'bg-indigo-50 text-indigo-800',
  배송완료: 'bg-emerald-50 text-emerald-800',
};

/** An order's progress text (the member's words) with a colour by step. */
export function ProgressBadge({ progress }: { progress: string }) {
  return (
    <span className={`${badge} ${PROGRESS_TONE[progress] ?? 'bg-slate-100 text-slate-700'}`}>
      {progress}
    </span>
  );
}

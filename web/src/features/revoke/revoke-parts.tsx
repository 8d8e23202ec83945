import { useMemo, type ReactNode } from 'react';
import { useProgressLabels } from '../../i18n/progress-labels.ts';
import { useAuthState } from '../../lib/use-auth-state.ts';
import { progressDisplay } from './revoke-progress.ts';
import { useRevokeText } from './revoke-i18n.ts';

const tones = {
  active: 'bg-amber-100 text-amber-900 ring-amber-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  neutral: 'bg-slate-100 text-slate-800 ring-slate-200',
} as const;

/** The revoke progress as the spec displays it (spec 3 §4). */
export function ProgressBadge({ code }: { code: string }) {
  const { t } = useRevokeText();
  const labels = useProgressLabels();
  const { text, tone } = progressDisplay(code, t, labels.progress);
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ring-1 ${tones[tone]}`}
    >
      {text}
    </span>
  );
}

/** A white rounded panel with a heading, the building block of the revoke pages. */
export function Panel({
  title,
  id,
  children,
  className = '',
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-slate-200 bg-white p-4 xs:p-5 ${className}`}
    >
      <h3 id={id} className="mb-3 text-base font-bold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** One label/value row of a definition list. */
export function Row({
  label,
  children,
  strong,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-1.5 text-sm ${strong ? 'border-t border-slate-200 pt-3 text-base font-bold text-slate-900' : 'text-slate-700'}`}
    >
      <dt className="shrink-0">{label}</dt>
      <dd className="min-w-0 text-right wrap-break-word">{children}</dd>
    </div>
  );
}

/** A product's small cover image (decorative: the name is next to it). */
export function Thumb({ src }: { src: string }) {
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      className="h-16 w-12 shrink-0 rounded-md border border-slate-200 bg-slate-50 object-cover"
    />
  );
}

/** A student's name from the signed-in member's academy records (items carry only the id). */
export function useStudentName(): (stdId: number | undefined) => string | null {
  const { state } = useAuthState();
  return useMemo(() => {
    const names = new Map(state.creverseAcl?.list.map((e) => [e.stdId, e.stdName]) ?? []);
    return (stdId) => (stdId === undefined ? null : (names.get(stdId) ?? null));
  }, [state]);
}

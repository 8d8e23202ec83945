import type { ReactNode } from 'react';
import { secondaryButton } from '../../ui/button-styles.ts';
import { Skeleton } from '../../ui/skeleton.tsx';

/** Rows of grey blocks in the shape of product rows while the first page loads. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="border-t-2 border-slate-800">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex gap-4 border-b border-slate-200 py-4">
          <Skeleton className="h-[90px] w-16 shrink-0 xs:w-[72px]" />
          <div className="flex-1 space-y-2 pt-1">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-5 w-24" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The empty or failed state of a list, with an optional action. */
export function ListMessage({
  message,
  hint,
  action,
  onAction,
  children,
}: {
  message: string;
  hint?: string;
  action?: string;
  onAction?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-14 text-center">
      <p className="text-[15px] font-medium text-slate-800">{message}</p>
      {hint && <p className="mt-2 text-sm text-slate-600">{hint}</p>}
      {action && onAction && (
        <button type="button" className={`${secondaryButton} mt-5`} onClick={onAction}>
          {action}
        </button>
      )}
      {children}
    </div>
  );
}

import { usePageText } from '../i18n/page-texts.ts';

export interface PaginatorProps {
  page: number;
  totalPages: number;
  /** How many page numbers are shown at once (10 for product lists, 9 for revokes). */
  visiblePages: number;
  onChange: (page: number) => void;
}

const cell =
  'flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm disabled:cursor-not-allowed disabled:text-slate-400';

/** Page numbers in blocks of `visiblePages` (1–10, 11–20, …) with previous/next. */
export function Paginator({ page, totalPages, visiblePages, onChange }: PaginatorProps) {
  const { t: pt } = usePageText();
  if (totalPages <= 1) return null;
  const blockStart = Math.floor((page - 1) / visiblePages) * visiblePages + 1;
  const blockEnd = Math.min(totalPages, blockStart + visiblePages - 1);
  const pages = Array.from({ length: blockEnd - blockStart + 1 }, (_, i) => blockStart + i);
  return (
    <nav aria-label={pt('ui.paginator.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={`${cell} text-slate-700 hover:bg-slate-100`}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
            aria-label={pt('ui.paginator.prev')}
          >
            ‹
          </button>
        </li>
        {pages.map((n) => (
          <li key={n}>
            <button
              type="button"
              className={`${cell} ${n === page ? 'bg-brand-700 font-semibold text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              aria-current={n === page ? 'page' : undefined}
              aria-label={pt('ui.paginator.page', { n })}
              onClick={() => onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${cell} text-slate-700 hover:bg-slate-100`}
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
            aria-label={pt('ui.paginator.next')}
          >
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}

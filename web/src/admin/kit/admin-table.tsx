import type { ReactNode } from 'react';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { card, rowButton, table, td, th } from './admin-styles.ts';
import { Pager, QueryState } from './admin-ui.tsx';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Extra classes of the column's cells (alignment, numbers). */
  className?: string;
  /** This column's cell is the row's button (default: the first column's). */
  opens?: boolean;
}

/**
 * The back office's list: a card with an optional toolbar, the query's loading and failure, a
 * table whose rows open a drawer (one cell, the first by default, is the keyboard's button), an
 * optional total row, and the pager. `bare` leaves the card out, for a table inside a card or a
 * drawer.
 */
export function AdminTable<T>({
  columns,
  rows,
  rowKey,
  onOpen,
  openLabel,
  rowClassName,
  state,
  pager,
  toolbar,
  caption,
  empty,
  footer,
  bare,
}: {
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  onOpen?: (row: T) => void;
  /** What the first cell's button says to a screen reader (default: its text). */
  openLabel?: (row: T) => string;
  rowClassName?: (row: T) => string;
  state?: { isPending: boolean; isError: boolean; onRetry: () => void };
  pager?: { page: number; totalPages: number; totalCount: number; onChange: (p: number) => void };
  toolbar?: ReactNode;
  caption?: string;
  /** Said by an empty list (default: 표시할 내용이 없습니다.). */
  empty?: string;
  /** A total row under the rows: its cells by column key (a column without one stays empty). */
  footer?: Partial<Record<string, ReactNode>>;
  bare?: boolean;
}) {
  const { t } = useAdminText();
  const openAt = Math.max(
    0,
    columns.findIndex((c) => c.opens),
  );
  return (
    <div className={bare ? undefined : card}>
      {toolbar && (
        <div className="flex flex-wrap items-end gap-4 border-b border-slate-200 px-4 py-3">
          {toolbar}
        </div>
      )}
      {state && <QueryState {...state} />}
      {rows && (
        <table className={table}>
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={`${th} ${c.className ?? ''}`}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className={`${td} py-10 text-center text-slate-500`}>
                  {empty ?? t('app.empty')}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={`${onOpen ? rowButton : ''} ${rowClassName?.(row) ?? ''}`}
                onClick={onOpen ? () => onOpen(row) : undefined}
              >
                {columns.map((c, i) => (
                  <td key={c.key} className={`${td} ${c.className ?? ''}`}>
                    {i === openAt && onOpen ? (
                      <button
                        type="button"
                        className="text-left font-semibold text-slate-900 hover:underline"
                        aria-label={openLabel?.(row)}
                        onClick={(e) => {
                          e.stopPropagation();
                          onOpen(row);
                        }}
                      >
                        {c.cell(row)}
                      </button>
                    ) : (
                      c.cell(row)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {footer && rows.length > 0 && (
            <tfoot>
              <tr>
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={`${td} border-t border-slate-300 font-semibold ${c.className ?? ''}`}
                  >
                    {footer[c.key]}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      )}
      {pager && rows && <Pager {...pager} />}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { NativeDialog } from '../../ui/dialogs/native-dialog.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { dangerBtn, primaryBtn, secondaryBtn } from './admin-styles.ts';
import { QueryState } from './admin-ui.tsx';

/** A button of a drawer's footer; false, null or undefined when the row does not offer it. */
export interface DrawerAction {
  label: string;
  tone?: 'primary' | 'secondary' | 'danger';
  onClick?: () => void;
  /** The id of the drawer's form this button submits (instead of onClick). */
  submits?: string;
  disabled?: boolean;
  /** Set apart on the left (a deletion beside save and cancel). */
  apart?: boolean;
}

const TONES = { primary: primaryBtn, secondary: secondaryBtn, danger: dangerBtn };

/**
 * A row's drawer on the right (a native modal dialog: focus kept inside, Esc, labelled by its
 * title): the detail query's loading and failure, the body, and a footer of actions with an
 * optional status line on the left.
 */
export function AdminDrawer({
  title,
  onClose,
  children,
  query,
  actions = [],
  status,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The detail the drawer shows: its loading and failure are said above the body. */
  query?: { isPending: boolean; isError: boolean; refetch: () => unknown };
  actions?: (DrawerAction | false | null | undefined)[];
  status?: ReactNode;
}) {
  const { t } = useAdminText();
  const titleId = useId();
  const shown = actions.filter((a): a is DrawerAction => !!a);
  return (
    <NativeDialog
      onClose={onClose}
      labelledBy={titleId}
      className="inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(640px,100vw)] max-w-none flex-col bg-white shadow-2xl backdrop:bg-slate-900/30"
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-6 py-4">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 rounded-md p-2 text-slate-600 hover:bg-slate-100"
          aria-label={t('app.close')}
        >
          <CloseIcon size={18} />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-6 py-5">
        {query && (
          <QueryState
            isPending={query.isPending}
            isError={query.isError}
            onRetry={() => void query.refetch()}
          />
        )}
        {children}
      </div>
      {(shown.length > 0 || status) && (
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-6 py-3">
          {status && <div className="mr-auto self-center text-sm">{status}</div>}
          {shown.map((a) => (
            <button
              key={a.label}
              type={a.submits ? 'submit' : 'button'}
              form={a.submits}
              className={`${TONES[a.tone ?? 'secondary']} ${a.apart ? 'mr-auto' : ''}`}
              disabled={a.disabled}
              onClick={a.onClick}
            >
              {a.label}
            </button>
          ))}
        </div>
      )}
    </NativeDialog>
  );
}

/** A titled part of a drawer. */
export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-6" aria-label={title}>
      <h3 className="mb-2 text-sm font-bold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** Label and value pairs of a detail ('-' for a missing value). */
export function DetailRows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{k}</dt>
          <dd className="text-slate-900">{v ?? '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

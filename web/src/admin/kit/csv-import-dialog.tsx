import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { CodedMessage } from '@shop/contract/message-template.ts';
import { codedText } from '../../i18n/refusal-text.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { AdminDrawer, type DrawerAction } from './admin-drawer.tsx';
import { base64Of } from './file-base64.ts';
import { input, label, primaryBtn, secondaryBtn } from './admin-styles.ts';
import type { Column } from './admin-table.tsx';

export type CsvEncoding = 'utf-8' | 'euc-kr';

/** The file as the upload calls take it. */
export interface CsvFile {
  encoding: CsvEncoding;
  contentBase64: string;
}

/** What the dialog says under its form: a result, or a refusal (an alert). */
export interface CsvMessage {
  text: string;
  error: boolean;
}

/** A problem of an uploaded file: its line (1 = the header), its column when one field is at fault. */
export interface CsvProblem extends CodedMessage {
  line: number;
  column?: number;
  /** The column's header as the file names it. */
  header?: string;
}

/**
 * A CSV upload of the back office in a drawer (product CSV, courier invoices): its help and an
 * optional sample, the encoding and the file, the size check, then `onSubmit` with the file's
 * content; the caller's message under the form and its result (a table of lines or problems).
 * A new file or encoding calls `onChange` (what was shown for the last one no longer holds).
 */
export function CsvImportDialog({
  title,
  help,
  sample,
  maxBase64,
  submitLabel,
  pending,
  onSubmit,
  message,
  onMessage,
  onChange,
  actions,
  children,
  onClose,
}: {
  title: string;
  help: string;
  sample?: string;
  maxBase64: number;
  /** The form's button: its label, and while the call runs. */
  submitLabel: { idle: string; pending: string };
  pending: boolean;
  onSubmit: (file: CsvFile) => void;
  message: CsvMessage | null;
  onMessage: (message: CsvMessage | null) => void;
  onChange?: () => void;
  /** The drawer's footer beside Close (an apply step). */
  actions?: DrawerAction[];
  children?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useAdminText();
  const id = useId();
  const [encoding, setEncoding] = useState<CsvEncoding>('utf-8');
  const [file, setFile] = useState<File | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    onChange?.();
    if (!file) return onMessage({ text: t('csv.chooseFile'), error: true });
    const contentBase64 = base64Of(new Uint8Array(await file.arrayBuffer()));
    if (contentBase64.length > maxBase64) return onMessage({ text: t('csv.tooBig'), error: true });
    onMessage(null);
    onSubmit({ encoding, contentBase64 });
  };

  return (
    <AdminDrawer
      title={title}
      onClose={onClose}
      status={
        message && (
          <span
            role={message.error ? 'alert' : 'status'}
            className={`font-semibold ${message.error ? 'text-red-700' : 'text-emerald-800'}`}
          >
            {message.text}
          </span>
        )
      }
      actions={[{ label: t('app.close'), onClick: onClose }, ...(actions ?? [])]}
    >
      <p className="mb-4 text-sm text-slate-700">{help}</p>
      {sample && (
        <pre className="mb-4 rounded-md bg-slate-50 p-3 text-xs text-slate-700">{sample}</pre>
      )}
      <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3">
        <div className="w-36">
          <label htmlFor={`${id}-encoding`} className={label}>
            {t('csv.encoding')}
          </label>
          <select
            id={`${id}-encoding`}
            className={input}
            value={encoding}
            onChange={(e) => {
              setEncoding(e.target.value as CsvEncoding);
              onChange?.();
            }}
          >
            <option value="utf-8">UTF-8</option>
            <option value="euc-kr">EUC-KR</option>
          </select>
        </div>
        <div className="min-w-56 flex-1">
          <label htmlFor={`${id}-file`} className={label}>
            {t('csv.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            className={input}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              onChange?.();
            }}
          />
        </div>
        <button
          type="submit"
          className={actions?.length ? secondaryBtn : primaryBtn}
          disabled={pending}
        >
          {pending ? submitLabel.pending : submitLabel.idle}
        </button>
      </form>
      {children}
    </AdminDrawer>
  );
}

/** The columns of a file's problems in the kit's table: the line, and where and what is wrong. */
export function useCsvProblemColumns<T extends CsvProblem>(): Column<T>[] {
  const { t } = useAdminText();
  return [
    {
      key: 'line',
      header: t('csv.line'),
      cell: (p) => (p.line === 1 && p.column === undefined ? t('csv.fileProblem') : p.line),
      className: 'w-14 text-right tabular-nums',
    },
    { key: 'problem', header: t('csv.problem'), cell: (p) => csvProblemText(p, t) },
  ];
}

/** A problem's text: its column (and the file's header for it) when one field is at fault. */
export function csvProblemText(p: CsvProblem, t: ReturnType<typeof useAdminText>['t']): string {
  const message = codedText(p);
  if (p.column === undefined) return message;
  return p.header
    ? t('csv.atCellHeader', { column: p.column, header: p.header, message })
    : t('csv.atCell', { column: p.column, message });
}

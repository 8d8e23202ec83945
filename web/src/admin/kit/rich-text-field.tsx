import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { confirmDialog } from '../../ui/dialogs/dialog-store.ts';
import { useAdminText } from '../i18n/admin-i18n.ts';
import { input, label as labelClass } from './admin-styles.ts';
import { HtmlPreview } from './drawer-form.tsx';

/** The editor and its library (Tiptap) load only when a drawer with rich text opens. */
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/**
 * Elements the editor does not hold (tables, boxes, spans, other headings): text that has them
 * opens as HTML, so that editing it in the editor cannot drop them unasked.
 */
const BEYOND_EDITOR = /<(table|div|span|dl|h[1456]|pre|code|sub|sup|figure|iframe)\b/i;

export function editorCanHold(html: string): boolean {
  return !BEYOND_EDITOR.test(html);
}

/**
 * A staff HTML field (product description, FAQ answer, guide tab, popup): a rich-text editor,
 * or the HTML itself for what the editor cannot hold, with the shop's own preview below the
 * HTML. The server sanitizes what is saved (decision 0434); the editor only makes it easy.
 */
export function RichTextField({
  id,
  label,
  value,
  onChange,
  help,
  rows = 8,
  className = 'sm:col-span-2',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  help?: ReactNode;
  /** Height of the HTML view, in lines. */
  rows?: number;
  /** The field's place in its form's grid (default: the whole row from 640 px). */
  className?: string;
}) {
  const { t } = useAdminText();
  const labelId = useId();
  const [source, setSource] = useState(() => !editorCanHold(value));
  const toEditor = async () => {
    if (!editorCanHold(value) && !(await confirmDialog(t('richText.dropWarning')))) return;
    setSource(false);
  };
  const fallback = (
    <div className={`${input} min-h-40 bg-slate-50`} aria-busy="true">
      {t('app.loading')}
    </div>
  );
  return (
    <div className={className}>
      <div className="mb-1 flex items-center justify-between gap-2">
        <label id={labelId} htmlFor={source ? id : undefined} className={`${labelClass} mb-0`}>
          {label}
        </label>
        <button
          type="button"
          className="rounded px-2 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-50"
          aria-pressed={source}
          aria-label={t('richText.htmlViewOf', { label })}
          onClick={() => (source ? void toEditor() : setSource(true))}
        >
          {t('richText.htmlView')}
        </button>
      </div>
      {source ? (
        <textarea
          id={id}
          rows={rows}
          className={`${input} font-mono text-xs`}
          aria-describedby={help ? `${id}-help` : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <Suspense fallback={fallback}>
          <RichTextEditor
            id={id}
            labelledBy={labelId}
            describedBy={help ? `${id}-help` : undefined}
            value={value}
            onChange={onChange}
          />
        </Suspense>
      )}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
          {help}
        </p>
      )}
      {source && value && (
        <div className="mt-3">
          <HtmlPreview html={value} label={t('richText.preview')} />
        </div>
      )}
    </div>
  );
}

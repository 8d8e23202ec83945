import type { FormEvent, ReactNode } from 'react';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { useAdminText } from '../i18n/admin-i18n.ts';
import type { AdminT } from '../i18n/admin-i18n.ts';
import { AdminDrawer, type DrawerAction } from './admin-drawer.tsx';
import { input, label as labelClass } from './admin-styles.ts';

/** What a drawer form shows of its save: pending, saved or failed (the mutation's flags). */
export interface SaveState {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
}

/**
 * The footer of a drawer that saves a form: close, and save (it submits the form `formId`; off
 * while the save is pending or when `canSave` is false; absent when the drawer only shows).
 */
export function formActions(
  t: AdminT,
  {
    formId,
    save,
    onClose,
    canSave = true,
    readOnly = false,
  }: {
    formId: string;
    save: SaveState;
    onClose: () => void;
    canSave?: boolean;
    readOnly?: boolean;
  },
): DrawerAction[] {
  const close: DrawerAction = { label: t('app.close'), onClick: onClose };
  if (readOnly) return [close];
  return [
    close,
    {
      label: save.isPending ? t('app.saving') : t('app.save'),
      tone: 'primary',
      submits: formId,
      disabled: save.isPending || !canSave,
    },
  ];
}

/**
 * A drawer whose body is one form: close and save in the footer (save submits the form), the
 * save's outcome said on the left, an optional deletion set apart, and anything shown above the
 * form (a state badge). Fields go in a grid of two columns from 640 px, one below.
 */
export function DrawerForm({
  title,
  formId,
  onClose,
  onSubmit,
  save,
  saved,
  readOnly,
  remove,
  above,
  children,
}: {
  title: string;
  formId: string;
  onClose: () => void;
  onSubmit: () => void;
  save: SaveState;
  /** What a successful save says (default: 저장했습니다.). */
  saved?: ReactNode;
  /** Nothing to save: the fields are shown, the footer only closes. */
  readOnly?: boolean;
  /** A deletion of what the drawer edits, set apart on the left. */
  remove?: { label: string; onClick: () => void; disabled?: boolean } | undefined;
  above?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useAdminText();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  const actions: (DrawerAction | undefined)[] = [
    remove && { ...remove, tone: 'danger', apart: true },
    ...formActions(t, { formId, save, onClose, readOnly }),
  ];
  return (
    <AdminDrawer
      title={title}
      onClose={onClose}
      status={<SaveStatus save={save} saved={saved} />}
      actions={actions}
    >
      {above}
      <form id={formId} onSubmit={submit} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {children}
      </form>
    </AdminDrawer>
  );
}

/** A drawer's save outcome for its footer: saved (or what `saved` says), failed, or nothing. */
export function SaveStatus({ save, saved }: { save: SaveState; saved?: ReactNode }) {
  const { t } = useAdminText();
  if (save.isSuccess) {
    return (
      <div role="status" className="text-emerald-700">
        {saved ?? t('app.saved')}
      </div>
    );
  }
  if (save.isError) {
    return (
      <p role="alert" className="text-red-700">
        {t('app.saveFailed')}
      </p>
    );
  }
  return null;
}

/** One labelled field of a drawer form; wide ones take the whole row. */
export function Field({
  id,
  label,
  wide,
  help,
  children,
}: {
  id: string;
  label: string;
  wide?: boolean;
  /** Said below the field (its id is `${id}-help`, for aria-describedby). */
  help?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-slate-500">
          {help}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label on one row of a drawer form. */
export function CheckField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm sm:col-span-2">
      <input
        id={id}
        type="checkbox"
        className="h-4 w-4 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

/** What rich text will look like in the shop (cleaned as the shop cleans it), below its field. */
export function HtmlPreview({ html, label }: { html: string; label: string }) {
  return (
    <div className="rounded-md border border-dashed border-slate-300 p-3 sm:col-span-2">
      <p className="mb-2 text-xs font-semibold text-slate-500">{label}</p>
      <SafeHtml html={html} className="prose-sm text-sm" />
    </div>
  );
}

/** A whole number from 0 (a display order) in a drawer form. */
export function NumberField({
  id,
  label,
  value,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="number"
        min={0}
        max={max}
        className={`${input} tabular-nums`}
        value={value}
        onChange={(e) => onChange(Number(e.target.value) || 0)}
      />
    </Field>
  );
}

/** A required day (YYYY-MM-DD) in a drawer form. */
export function DateField({
  id,
  label,
  value,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        type="date"
        required
        className={input}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

import { useId, type ReactNode } from 'react';
import { NativeDialog } from '../../ui/dialogs/native-dialog.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import { useAdminText } from '../i18n/admin-i18n.ts';

/** A detail drawer on the right (a native modal dialog: focus kept inside, Esc, labelled by its title). */
export function AdminDrawer({
  title,
  onClose,
  children,
  footer,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { t } = useAdminText();
  const titleId = useId();
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
      <div className="flex-1 overflow-y-auto px-6 py-5">{children}</div>
      {footer && (
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-6 py-3">
          {footer}
        </div>
      )}
    </NativeDialog>
  );
}

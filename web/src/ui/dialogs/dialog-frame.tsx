import { createContext, useContext, useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { CloseIcon } from '../icons.tsx';
import { NativeDialog } from './native-dialog.tsx';

const WIDTHS = {
  sm: 'max-w-[420px]',
  md: 'max-w-[600px]',
  lg: 'max-w-[950px]',
} as const;

export interface ModalFrameProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** sm 420 (alerts), md 600 (address picker), lg 950 (PDF viewer), per spec 1 §9. */
  width?: keyof typeof WIDTHS;
  /** Render the children's <ModalDescription> as the accessible description. */
  described?: boolean;
  /** Alerts must be answered: no close button, Esc still closes (as OK/cancel). */
  showCloseButton?: boolean;
}

interface FrameContext {
  close: () => void;
  descriptionId: string;
}
const Frame = createContext<FrameContext>({ close: () => {}, descriptionId: '' });

/** An accessible modal (native-dialog.tsx: focus kept inside, Esc, labelled by its title). */
export function ModalFrame({
  title,
  onClose,
  children,
  footer,
  width = 'sm',
  described = false,
  showCloseButton = true,
}: ModalFrameProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();

  return (
    <Frame.Provider value={{ close: onClose, descriptionId }}>
      <NativeDialog
        onClose={onClose}
        labelledBy={titleId}
        describedBy={described ? descriptionId : undefined}
        className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl backdrop:bg-slate-900/50 ${WIDTHS[width]}`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-base font-bold text-slate-900">
            {title}
          </h2>
          {showCloseButton && (
            <button
              type="button"
              onClick={onClose}
              className="-mr-2 rounded-full p-2 text-slate-600 hover:bg-slate-100"
              aria-label={t('common.close')}
            >
              <CloseIcon size={18} />
            </button>
          )}
        </div>
        <div className="overflow-y-auto px-5 py-5">{children}</div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
            {footer}
          </div>
        )}
      </NativeDialog>
    </Frame.Provider>
  );
}

/** The dialog's accessible description (with `described` on the frame). */
export function ModalDescription({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  const { descriptionId } = useContext(Frame);
  return (
    <p id={descriptionId} className={className}>
      {children}
    </p>
  );
}

/** A button that closes the dialog it is in (its frame's onClose). */
export function ModalClose({ className, children }: { className?: string; children: ReactNode }) {
  const { close } = useContext(Frame);
  return (
    <button type="button" className={className} onClick={close}>
      {children}
    </button>
  );
}

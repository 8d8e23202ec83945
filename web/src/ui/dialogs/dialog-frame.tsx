import {
  createContext,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/i18n.ts';

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

/**
 * An accessible modal in the shop's style, on the browser's own `<dialog>` (docs/decisions.md,
 * 'Web bundle'): `showModal()` puts it in the top layer, makes the rest of the page inert (focus
 * stays inside), labels it as a modal dialog, closes on Esc and gives the focus back on close.
 * The backdrop closes it on pointer down, as Radix's dialog did; the page does not scroll under it
 * (styles.css). Portalled to the body, so no hidden ancestor can hide it.
 */
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  // Before the first paint, so the dialog never shows inline; closed (focus back) before removal.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);
  const close = () => onCloseRef.current();

  return createPortal(
    <Frame.Provider value={{ close, descriptionId }}>
      <dialog
        ref={ref}
        aria-labelledby={titleId}
        aria-describedby={described ? descriptionId : undefined}
        // Esc: the owner decides (it unmounts the frame), the browser does not close it alone.
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onPointerDown={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 open:flex ${WIDTHS[width]}`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-base font-bold text-slate-900">
            {title}
          </h2>
          {showCloseButton && (
            <button
              type="button"
              onClick={close}
              className="-mr-2 rounded-full p-2 text-slate-600 hover:bg-slate-100"
              aria-label={t('common.close')}
            >
              <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          )}
        </div>
        <div className="overflow-y-auto px-5 py-5">{children}</div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
            {footer}
          </div>
        )}
      </dialog>
    </Frame.Provider>,
    document.body,
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

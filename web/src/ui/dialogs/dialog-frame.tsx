import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
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

/** An accessible modal (focus trap, Esc, labelled by its title) in the shop's style. */
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
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl ${WIDTHS[width]}`}
          {...(described ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
            <Dialog.Title className="text-base font-bold text-slate-900">{title}</Dialog.Title>
            {showCloseButton && (
              <Dialog.Close
                className="-mr-2 rounded-full p-2 text-slate-600 hover:bg-slate-100"
                aria-label={t('common.close')}
              >
                <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
                  <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
                </svg>
              </Dialog.Close>
            )}
          </div>
          <div className="overflow-y-auto px-5 py-5">{children}</div>
          {footer && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-5 py-3">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const ModalDescription = Dialog.Description;
export const ModalClose = Dialog.Close;

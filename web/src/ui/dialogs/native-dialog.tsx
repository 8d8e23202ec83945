import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface NativeDialogProps {
  /** Asked to close (Esc, the backdrop): the owner unmounts the dialog. */
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  className: string;
  children: ReactNode;
}

/**
 * A modal on the browser's own `<dialog>` (decision 0017): `showModal()` puts it
 * in the top layer above any other, makes the rest of the page inert (focus stays inside), exposes
 * it as a modal dialog and gives the focus back when it closes. Esc and a pointer down on the
 * backdrop ask the owner to close it, as Radix's dialog did; the page does not scroll under it
 * (styles.css). Portalled to the body, so no hidden ancestor can hide it. Open while mounted.
 */
export function NativeDialog({
  onClose,
  labelledBy,
  describedBy,
  className,
  children,
}: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  // Before the first paint, so it never shows inline; closed (focus back) before it is removed.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // Esc: the owner decides (it unmounts the dialog); the browser does not close it alone.
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
      // The backdrop's events go to the dialog itself, outside its box (a click on the dialog's own
      // empty space is inside it).
      onPointerDown={(event) => {
        if (event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const { clientX: x, clientY: y } = event;
        if (x < box.left || x > box.right || y < box.top || y > box.bottom) onCloseRef.current();
      }}
      className={`p-0 text-slate-900 open:flex ${className}`}
    >
      {children}
    </dialog>,
    document.body,
  );
}

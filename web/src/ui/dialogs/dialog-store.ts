/**
 * Queue of the app's modal dialogs with a promise API usable from anywhere (event handlers,
 * loaders, the error pipeline): `await alertDialog(message)`, `await confirmDialog(message)`.
 * <DialogHost> shows the first request; the next one appears when it closes.
 */
interface Base {
  id: number;
}
export interface AlertRequest extends Base {
  kind: 'alert';
  message: string;
  title?: string;
  resolve: () => void;
}
export interface ConfirmRequest extends Base {
  kind: 'confirm';
  message: string;
  title?: string;
  okLabel?: string;
  cancelLabel?: string;
  resolve: (ok: boolean) => void;
}
export interface MenuRestrictionRequest extends Base {
  kind: 'menu-restriction';
  message: string;
  /** Present when the user is signed out: the dialog then offers '로그인'. */
  onSignIn?: () => void;
  resolve: () => void;
}
export type DialogRequest = AlertRequest | ConfirmRequest | MenuRestrictionRequest;

type Listener = () => void;
let queue: readonly DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function update(next: readonly DialogRequest[]): void {
  queue = next;
  for (const listener of listeners) listener();
}

export function subscribeDialogs(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function dialogQueue(): readonly DialogRequest[] {
  return queue;
}

/** Takes a request off the queue; the host calls it when the dialog closes. */
export function dismissDialog(id: number): void {
  update(queue.filter((d) => d.id !== id));
}

export function alertDialog(message: string, options: { title?: string } = {}): Promise<void> {
  return new Promise((resolve) => {
    update([...queue, { id: nextId++, kind: 'alert', message, ...options, resolve }]);
  });
}

export function confirmDialog(
  message: string,
  options: { title?: string; okLabel?: string; cancelLabel?: string } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    update([...queue, { id: nextId++, kind: 'confirm', message, ...options, resolve }]);
  });
}

export function menuRestrictionDialog(options: {
  message: string;
  onSignIn?: () => void;
}): Promise<void> {
  return new Promise((resolve) => {
    update([...queue, { id: nextId++, kind: 'menu-restriction', ...options, resolve }]);
  });
}

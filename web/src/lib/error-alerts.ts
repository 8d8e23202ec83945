import { ErrorCode } from '@shop/contract/constants.ts';
import { goToLogout } from './sign-in.ts';
import { i18n } from '../i18n/i18n.ts';
import { alertDialog } from '../ui/dialogs/dialog-store.ts';
import { ApiError } from './api-client.ts';
import { sessionContext } from './session-context.ts';

/** Messages on screen now: the same failure of several parallel calls is shown once. */
const showing = new Set<string>();

/** Resolves true once the user closed the alert, false when the same alert was already up. */
async function alertOnce(message: string): Promise<boolean> {
  if (showing.has(message)) return false;
  showing.add(message);
  try {
    await alertDialog(message);
    return true;
  } finally {
    showing.delete(message);
  }
}

/**
 * The one place that turns a failed call into what the user sees (spec 1 §8): the 'notice' alert
 * with the message, plus the follow-up some codes need. Reacts to codes, never to status numbers
 * (429 arrives here already as code HTTP-429 with its message).
 */
export async function reportError(error: unknown): Promise<void> {
  if (!(error instanceof ApiError)) {
    await alertOnce(i18n.t('errors.requestFailed'));
    return;
  }
  switch (error.code) {
    case ErrorCode.loginMismatch:
      if (await alertOnce(i18n.t('errors.loginMismatch'))) await goToLogout();
      return;
    case ErrorCode.suppleRule:
      await alertOnce(error.message.trim() || i18n.t('errors.suppleRule'));
      return;
    case ErrorCode.address: {
      const url = sessionContext().addressBookUrl;
      if ((await alertOnce(error.message)) && url) window.open(url, '_blank', 'noopener');
      return;
    }
    default:
      await alertOnce(error.message);
  }
}

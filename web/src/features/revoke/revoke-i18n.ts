import { textNamespace, type KeysOf, type Messages } from '../../i18n/text-namespace.ts';
import { revokeEn } from './revoke-en.ts';
import { revokeKo } from './revoke-ko.ts';

export type RevokeMessages = Messages<typeof revokeKo>;
export type RevokeTextKey = KeysOf<typeof revokeKo, string>;

const revoke = textNamespace('revoke', revokeKo, revokeEn);

/** One cancel/return text, outside React (event handlers, validation). */
export const revokeText = revoke.text;
/** The cancel/return texts in the current language. */
export const useRevokeText = revoke.useTexts;

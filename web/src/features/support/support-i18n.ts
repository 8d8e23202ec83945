import { textNamespace, type KeysOf, type Messages } from '../../i18n/text-namespace.ts';
import { supportEn } from './support-en.ts';
import { supportKo } from './support-ko.ts';

export type SupportMessages = Messages<typeof supportKo>;
export type SupportTextKey = KeysOf<typeof supportKo, string>;

const support = textNamespace('support', supportKo, supportEn);

/** One support text, outside React (event handlers). */
export const supportText = support.text;

/** The support texts in the current language; `texts` holds the structured ones (guide tables). */
export function useSupportText() {
  const { t, messages } = support.useTexts();
  return { t, texts: messages };
}

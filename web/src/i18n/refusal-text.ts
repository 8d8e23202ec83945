import { i18n } from './i18n.ts';

/** Loaded with English: the code of a contract message and the English text of each code. */
let english: {
  codeOf: (message: string) => string | undefined;
  texts: Record<string, string>;
} | null = null;

export async function loadEnglishRefusals(): Promise<void> {
  if (english) return;
  const [{ messageCodeOf }, { refusalsEn }] = await Promise.all([
    import('@shop/contract/message-codes.ts'),
    import('./refusals-en.ts'),
  ]);
  english = { codeOf: messageCodeOf, texts: refusalsEn };
}

/**
 * A refusal or a form error as the person reads it: the server's (the contract's) Korean text,
 * or with English chosen the English text of its code (the server's `messageCode`, else the code
 * of the contract message it is). A text without a code stays as it is.
 */
export function refusalText(message: string, messageCode?: string): string {
  if (!english || !i18n.language.startsWith('en')) return message;
  const code = messageCode ?? english.codeOf(message);
  return (code && english.texts[code]) || message;
}

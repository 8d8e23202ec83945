import type { CodedMessage } from '@shop/contract/message-template.ts';
import { i18n } from './i18n.ts';
import type * as RefusalEnglish from './refusal-english.ts';

/** Loaded with English (refusal-english.ts): the English of messages by code, with values. */
let english: typeof RefusalEnglish | null = null;

export async function loadEnglishRefusals(): Promise<void> {
  english ??= await import('./refusal-english.ts');
}

const inEnglish = () => (english && i18n.language.startsWith('en') ? english : null);

/**
 * A refusal or a form error as the person reads it: the server's (the contract's) Korean text,
 * or with English chosen the English text of its code (the server's `messageCode`, else the code
 * of the contract message it is), filled with the message's values when it was built from them
 * (decision 0305). A text without a code stays as it is.
 */
export function refusalText(
  message: string,
  messageCode?: string,
  messageParams?: unknown,
): string {
  return inEnglish()?.englishOf(message, messageCode, messageParams) ?? message;
}

/** A line of a file's problems or of a refusal, with its code and values: its text to read. */
export function codedText(line: CodedMessage): string {
  return refusalText(line.message, line.messageCode, line.messageParams);
}

/** The text of a refusal's error object (a message of several lines reads each line's). */
export function errorText(message: string, error: Record<string, unknown>): string {
  return inEnglish()?.englishOfError(message, error) ?? message;
}

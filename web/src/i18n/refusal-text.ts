import type { CodedMessage, MessageParams } from '@shop/contract/message-template.ts';
import { i18n } from './i18n.ts';

/** Loaded with English: the code of a contract message, the English text of each code, the filler. */
let english: {
  codeOf: (message: string) => string | undefined;
  texts: Record<string, string>;
  fill: (template: string, params: MessageParams) => string;
} | null = null;

export async function loadEnglishRefusals(): Promise<void> {
  if (english) return;
  const [{ messageCodeOf }, { refusalsEn }, { fillMessage }] = await Promise.all([
    import('@shop/contract/message-codes.ts'),
    import('./refusals-en.ts'),
    import('@shop/contract/message-template.ts'),
  ]);
  english = { codeOf: messageCodeOf, texts: refusalsEn, fill: fillMessage };
}

const isParams = (value: unknown): value is MessageParams =>
  !!value && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string');

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
  if (!english || !i18n.language.startsWith('en')) return message;
  const code = messageCode ?? english.codeOf(message);
  const template = code && english.texts[code];
  if (!template) return message;
  const filled = english.fill(template, isParams(messageParams) ? messageParams : {});
  // a template whose values did not come (or were not texts) is read in Korean, never half-filled
  return /\{\w+\}/.test(filled) ? message : filled;
}

/** A line of a file's problems or of a refusal, with its code and values: its text to read. */
export function codedText(line: CodedMessage): string {
  return refusalText(line.message, line.messageCode, line.messageParams);
}

/**
 * The text of a refusal's error object: a message of several lines (one per refused item) reads
 * each line by its own code and values.
 */
export function errorText(message: string, error: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const parts = error.messageParts;
  if (Array.isArray(parts) && parts.length > 0) {
    const lines = parts.filter(
      (p): p is CodedMessage => !!p && typeof p === 'object' && typeof p.message === 'string',
    );
    if (lines.length === parts.length) return lines.map(codedText).join('\n');
  }
  return refusalText(message, text(error.messageCode), error.messageParams);
}

import { messageCodeOf } from '@shop/contract/message-codes.ts';
import {
  fillMessage,
  type CodedMessage,
  type MessageParams,
} from '@shop/contract/message-template.ts';
import { refusalsEn } from './refusals-en.ts';

/*
 * The English of refusals, loaded with English only (refusal-text.ts calls it): the home page's
 * first load carries none of it.
 */

const isParams = (value: unknown): value is MessageParams =>
  !!value && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string');

/** The English text of a message by its code (or its Korean words), filled with its values. */
export function englishOf(message: string, messageCode?: string, messageParams?: unknown): string {
  const code = messageCode ?? messageCodeOf(message);
  const template = code && (refusalsEn as Record<string, string>)[code];
  if (!template) return message;
  const filled = fillMessage(template, isParams(messageParams) ? messageParams : {});
  // a template whose values did not come (or were not texts) is read in Korean, never half-filled
  return /\{\w+\}/.test(filled) ? message : filled;
}

/** An error object's English: a message of several lines reads each by its own code and values. */
export function englishOfError(message: string, error: Record<string, unknown>): string {
  const parts = error.messageParts;
  if (Array.isArray(parts) && parts.length > 0) {
    const lines = parts.filter(
      (p): p is CodedMessage => !!p && typeof p === 'object' && typeof p.message === 'string',
    );
    if (lines.length === parts.length) {
      return lines.map((l) => englishOf(l.message, l.messageCode, l.messageParams)).join('\n');
    }
  }
  const code = typeof error.messageCode === 'string' ? error.messageCode : undefined;
  return englishOf(message, code, error.messageParams);
}

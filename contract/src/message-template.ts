/**
 * Messages built from values (a product's name, a line of a file): the catalogue holds the text
 * with `{name}` where a value goes, so the text has a code like any other (message-codes.ts) and
 * another language fills its own text with the same values (decision 0305).
 */

/** A message's values by the names its template gives in braces, as the person reads them. */
export type MessageParams = Record<string, string>;

/** A message as sent: the Korean text, and its code and values when the contract has it. */
export interface CodedMessage {
  message: string;
  messageCode?: string;
  messageParams?: MessageParams;
}

/** The template with its values in place; a name without a value stays as written. */
export function fillMessage(template: string, params: MessageParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

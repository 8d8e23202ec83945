import { ko } from './ko.ts';
import { Translator, useTranslator } from './translator.ts';

/** Dotted paths of the shell's texts ('dialog.ok') and what each holds, so a misspelt key fails to compile. */
type TextValues<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[]
    ? { [P in `${Prefix}${K}`]: T[K] extends string ? string : T[K] }
    : TextValues<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;
type ShellTextValues = UnionToIntersection<TextValues<typeof ko>>;
export type ShellTextKey = keyof ShellTextValues & string;

/** The app's one translator: Korean, bundled; English loads when chosen. */
export const i18n = new Translator<ShellTextKey, ShellTextValues>('ko', 'ko');
i18n.addResourceBundle('ko', 'translation', ko);

/** The shell's texts in the current language (features with namespaces of their own use getFixedT). */
export function useTranslation() {
  return useTranslator(i18n);
}

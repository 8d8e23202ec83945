import { pageTextsEn } from './page-texts-en.ts';
import { pageTextsKo } from './page-texts-ko.ts';
import { textNamespace } from './text-namespace.ts';

const pages = textNamespace('pages', pageTextsKo, pageTextsEn);

/** One page text outside React (alerts). */
export const pageText = pages.text;
/** The page texts in the current language: `t` for a text, `lines` for a list. */
export const usePageText = pages.useTexts;

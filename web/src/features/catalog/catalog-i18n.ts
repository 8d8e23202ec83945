import { textNamespace, type KeysOf, type Messages } from '../../i18n/text-namespace.ts';
import { catalogEn } from './catalog-en.ts';
import { catalogKo } from './catalog-ko.ts';

export type CatalogMessages = Messages<typeof catalogKo>;
export type CatalogTextKey = KeysOf<typeof catalogKo, string>;

const catalog = textNamespace('catalog', catalogKo, catalogEn);

/** One catalog text, outside React (event handlers, loaders). */
export const catalogText = catalog.text;
/** The catalog's texts in the current language. */
export const useCatalogText = catalog.useTexts;

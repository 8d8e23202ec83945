import { textNamespace, type Messages } from '../../i18n/text-namespace.ts';
import { menuEn } from './menu-en.ts';
import { menuKo } from './menu-ko.ts';

export type MenuMessages = Messages<typeof menuKo>;

const menus = textNamespace('menus', menuKo, menuEn);

/**
 * The site map's, the phone menu's and the policy viewer's texts in the current language: loaded
 * with those dialogs, not with the entry (decision 0017).
 */
export const useMenuText = menus.useTexts;

import { textNamespace, type Messages } from '../../i18n/text-namespace.ts';
import { menuEn } from './menu-en.ts';
import { menuKo } from './menu-ko.ts';

export type MenuMessages = Messages<typeof menuKo>;

const menus = textNamespace('menus', menuKo, menuEn);

/**
 * The site map's, the phone menu's and the policy viewer's texts in the current language: loaded
 * with those dialogs, not with the entry (docs/decisions.md, 'The first load is everything the home
 * page loads until idle').
 */
export const useMenuText = menus.useTexts;

import type { AuthState } from '@shop/contract/auth.ts';
import { i18n } from '../i18n/i18n.ts';

/** Whether the member (or visitor) may open this category (spec 1 §6, decided by the server). */
export function canOpenCategory(state: AuthState, categoryId: number): boolean {
  return state.accessiableCategoryIds.includes(categoryId);
}

/** The menu-restriction text: the category's override, else 'only {texts}'. */
export function restrictionMessage(state: AuthState, categoryId: number): string {
  const access = state.categoryAccessList.find((a) => a.categoryId === categoryId);
  if (access?.denyMsgOverride) return access.denyMsgOverride;
  const texts = access?.accessControlRule.map((r) => r.text).filter(Boolean) ?? [];
  return texts.length
    ? i18n.t('menuRestriction.onlyFor', { texts: texts.join(', ') })
    : i18n.t('menuRestriction.noAccess');
}

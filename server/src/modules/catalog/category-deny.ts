import { CatalogMessage } from '@shop/contract/catalog-messages.ts';
import type { CodedMessage } from '@shop/contract/message-template.ts';
import { codedMessage } from '@shop/contract/message-codes.ts';

export type DenyRule = { ruleTexts: string[]; denyMsgOverride: string | null };

/** The values of the menu-restriction message: the category's override, or its access texts. */
export function denyRuleParams(rule: DenyRule): { text: string } | { rules: string } {
  return rule.denyMsgOverride !== null
    ? { text: rule.denyMsgOverride }
    : { rules: rule.ruleTexts.join(', ') };
}

/**
 * The menu-restriction message of spec 1 §6 with its code and values, or the category's override
 * (staff's own text, no code).
 */
export function denyMessage(rule: DenyRule): CodedMessage {
  const params = denyRuleParams(rule);
  return 'text' in params
    ? { message: params.text }
    : codedMessage(CatalogMessage.categoryDenied, params);
}

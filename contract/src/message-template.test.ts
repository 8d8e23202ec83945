import { describe, expect, it } from 'vitest';
import { OrderRuleMessage } from './cart.ts';
import { CatalogMessage } from './catalog-messages.ts';
import { codedMessage, messageCodeOf } from './message-codes.ts';
import { fillMessage } from './message-template.ts';

describe('messages built from values (decision 0305)', () => {
  it('fills each name once, leaves a name without a value, never reads a value as a name', () => {
    expect(fillMessage('[{name}] {rules}', { name: '{rules}', rules: 'CDI' })).toBe(
      '[{rules}] CDI',
    );
    expect(fillMessage('{a} {b}', { a: '1' })).toBe('1 {b}');
  });

  it('sends a template with its Korean text filled, its code and its values', () => {
    expect(codedMessage(OrderRuleMessage.singleOnly, { name: '수학 1' })).toEqual({
      message: '[수학 1] 1개만 구매할 수 있는 상품입니다.',
      messageCode: 'orderRules.singleOnly',
      messageParams: { name: '수학 1' },
    });
    expect(
      codedMessage(CatalogMessage.categoryDenied, { rules: 'CDI, 더오픈 재원생' }).message,
    ).toBe('이 메뉴는 CDI, 더오픈 재원생만 이용 가능합니다.');
  });

  it('gives a fixed text its code, and a text of no catalogue none', () => {
    expect(codedMessage(CatalogMessage.noSuchProduct)).toEqual({
      message: CatalogMessage.noSuchProduct,
      messageCode: 'catalog.noSuchProduct',
    });
    expect(codedMessage('아무 글')).toEqual({ message: '아무 글' });
    expect(messageCodeOf(OrderRuleMessage.unknownProduct)).toBe('orderRules.unknownProduct');
  });
});

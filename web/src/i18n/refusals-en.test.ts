import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES } from '@shop/contract/message-codes.ts';
import { CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import { i18n } from './i18n.ts';
import { loadEnglishRefusals, refusalText } from './refusal-text.ts';
import { refusalsEn } from './refusals-en.ts';

const HANGUL = /[\u3131-\uD79D]/;

describe('English of the contract messages', () => {
  it('has an English text, without Hangul, for every code', () => {
    for (const code of MESSAGE_CODES) {
      expect(refusalsEn[code], code).toBeTruthy();
      expect(HANGUL.test(refusalsEn[code]), code).toBe(false);
    }
  });

  it('shows the server’s Korean text, and with English the English one by code or by text', async () => {
    expect(refusalText(CheckoutMessage.choosePayment, 'checkout.choosePayment')).toBe(
      CheckoutMessage.choosePayment,
    );
    await loadEnglishRefusals();
    await i18n.changeLanguage('en');
    try {
      expect(refusalText(CheckoutMessage.choosePayment, 'checkout.choosePayment')).toBe(
        'Choose a payment method.',
      );
      expect(refusalText(CheckoutMessage.oversea.notEnglish)).toBe(
        'An overseas address can be written in English only.',
      );
      expect(refusalText('상품 3개의 주문 내역은 조회 권한이 없어 표시되지 않습니다')).toBe(
        '상품 3개의 주문 내역은 조회 권한이 없어 표시되지 않습니다',
      );
    } finally {
      await i18n.changeLanguage('ko');
    }
    expect(i18n.language).toBe('ko');
  });
});

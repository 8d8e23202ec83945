import { describe, expect, it } from 'vitest';
import { MESSAGE_CODES } from '@shop/contract/message-codes.ts';
import { CheckoutMessage } from '@shop/contract/checkout-messages.ts';
import { i18n } from './i18n.ts';
import { errorText, loadEnglishRefusals, refusalText } from './refusal-text.ts';
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

  it('fills a message built from values with them, line by line for a refusal of several', async () => {
    const error = {
      message: '[수학 1] 1개만 구매할 수 있는 상품입니다.\n[상품번호 7] 존재하지 않는 상품입니다.',
      messageParts: [
        {
          message: '[수학 1] 1개만 구매할 수 있는 상품입니다.',
          messageCode: 'orderRules.singleOnly',
          messageParams: { name: '수학 1' },
        },
        {
          message: '[상품번호 7] 존재하지 않는 상품입니다.',
          messageCode: 'orderRules.unknownProduct',
          messageParams: { productId: '7' },
        },
      ],
    };
    expect(errorText(error.message, error)).toBe(error.message);
    await loadEnglishRefusals();
    await i18n.changeLanguage('en');
    try {
      expect(errorText(error.message, error)).toBe(
        '[수학 1] Only one of this product can be bought.\n[Product no. 7] This product does not exist.',
      );
      expect(
        refusalText("숫자가 아닙니다: '많음'", 'adminProductCsv.line.notNumber', { value: '많음' }),
      ).toBe("Not a number: '많음'");
      // values missing or not texts: the Korean text, never a template half-filled
      expect(
        refusalText('이 메뉴는 CDI만 이용 가능합니다.', 'catalog.categoryDenied', { rules: 1 }),
      ).toBe('이 메뉴는 CDI만 이용 가능합니다.');
      expect(refusalText('이 메뉴는 CDI만 이용 가능합니다.', 'catalog.categoryDenied')).toBe(
        '이 메뉴는 CDI만 이용 가능합니다.',
      );
    } finally {
      await i18n.changeLanguage('ko');
    }
  });
});

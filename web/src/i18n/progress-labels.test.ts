import { describe, expect, it } from 'vitest';
import { OrderProgress } from '@shop/contract/orders.ts';
import { RevokeProgress, RevokeType } from '@shop/contract/revoke.ts';
import { paymentTypeWord, progressLabel, revokeTypeLabel } from './progress-labels.ts';

const HANGUL = /[가-힣]/;

describe('progress labels (decision 0304)', () => {
  it('gives every order and revoke progress word its English, without Korean', () => {
    for (const code of [...Object.values(OrderProgress), ...Object.values(RevokeProgress)]) {
      const english = progressLabel(code, 'en');
      expect(english, code).not.toBe(code);
      expect(english, code).not.toMatch(HANGUL);
    }
    expect(progressLabel('환불대기', 'en')).toBe('Awaiting return');
    expect(progressLabel('입금대기', 'en')).toBe('Awaiting deposit');
  });

  it('shows the spec’s word itself in Korean, and an unknown word as it came', () => {
    expect(progressLabel('환불대기', 'ko')).toBe('환불대기');
    expect(progressLabel('무엇이든', 'en')).toBe('무엇이든');
  });

  it('names a request’s type in the language', () => {
    expect(Object.values(RevokeType).map((c) => revokeTypeLabel(c, 'en'))).toEqual([
      'Cancel',
      'Return',
    ]);
    expect(revokeTypeLabel('반품', 'ko')).toBe('반품');
  });

  it('names the payment types in the language', () => {
    expect(['신용카드', '가상계좌', 'ARS'].map((c) => paymentTypeWord(c, 'en'))).toEqual([
      'Card',
      'Virtual account',
      'ARS phone payment',
    ]);
    expect(paymentTypeWord('가상계좌', 'ko')).toBe('가상계좌');
  });
});

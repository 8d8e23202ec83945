import { describe, expect, it } from 'vitest';
import { Translator } from './translator.ts';

const ko = {
  cart: {
    title: '장바구니',
    count: '총 {{count}}건',
    items: ['하나', '둘'],
    fees: ['배송비 {{fee}}', '무료'],
  },
};
const en = { cart: { title: 'Cart' } };

describe('Translator', () => {
  it('reads nested keys and interpolates', () => {
    const t = new Translator('ko', 'ko');
    t.addResourceBundle('ko', 'translation', ko);
    expect(t.t('cart.title')).toBe('장바구니');
    expect(t.t('cart.count', { count: 3 })).toBe('총 3건');
    expect(t.t('cart.count')).toBe('총 {{count}}건');
  });

  it('answers lists only when asked, and the key when nothing matches', () => {
    const t = new Translator('ko', 'ko');
    t.addResourceBundle('ko', 'translation', ko);
    expect(t.t('cart.items', { returnObjects: true })).toEqual(['하나', '둘']);
    expect(t.t('cart.items')).toBe('cart.items');
    expect(t.t('cart.fees', { returnObjects: true, fee: '1,500원' })).toEqual([
      '배송비 1,500원',
      '무료',
    ]);
    expect(t.t('cart.missing')).toBe('cart.missing');
  });

  it('falls back to the fallback language and tells subscribers about a change', async () => {
    const t = new Translator('ko', 'ko');
    t.addResourceBundle('ko', 'translation', ko);
    t.addResourceBundle('en', 'translation', en);
    let calls = 0;
    const stop = t.subscribe(() => (calls += 1));
    await t.changeLanguage('en');
    expect(t.t('cart.title')).toBe('Cart');
    expect(t.t('cart.count', { count: 1 })).toBe('총 1건');
    stop();
    await t.changeLanguage('ko');
    expect(calls).toBe(1);
  });

  it('binds a namespace with getFixedT', () => {
    const t = new Translator('ko', 'ko');
    t.addResourceBundle('ko', 'catalog', { list: { title: '상품 목록' } });
    expect(t.getFixedT(null, 'catalog')('list.title')).toBe('상품 목록');
    expect(t.hasResourceBundle('ko', 'catalog')).toBe(true);
  });
});

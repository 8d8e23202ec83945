import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, useTranslation } from '../i18n/i18n.ts';
import { LANGUAGE_STORAGE_KEY } from '../i18n/language.ts';
import { LanguageSwitch } from './language-switch.tsx';

/** A text of the shell, to see the whole page follow the switch. */
function CartLabel() {
  const { t } = useTranslation();
  return <p>{t('header.cart')}</p>;
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('ko'));
  document.documentElement.lang = 'ko';
  localStorage.clear();
});

describe('the 한국어 / English switch', () => {
  it('shows both languages named in themselves, Korean pressed', () => {
    render(<LanguageSwitch />);
    const group = screen.getByRole('group', { name: '언어 (Language)' });
    expect(group).toBeTruthy();
    expect(screen.getByRole('button', { name: '한국어' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('switches every text, <html lang> and the kept choice to English and back', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageSwitch />
        <CartLabel />
      </>,
    );
    expect(screen.getByText('장바구니')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByText('Cart')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(screen.getByRole('group', { name: 'Language (언어)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    await user.click(screen.getByRole('button', { name: '한국어' }));
    expect(await screen.findByText('장바구니')).toBeTruthy();
    expect(document.documentElement.lang).toBe('ko');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ko');
  });
});

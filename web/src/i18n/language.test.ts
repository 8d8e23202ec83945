import { describe, expect, it } from 'vitest';
import { requestedLanguage } from './language.ts';

describe('the language a page starts in', () => {
  it('takes ?lang= first, then the browser’s earlier choice, else Korean', () => {
    expect(requestedLanguage('', null)).toBe('ko');
    expect(requestedLanguage('', 'en')).toBe('en');
    expect(requestedLanguage('?lang=ko', 'en')).toBe('ko');
    expect(requestedLanguage('?page=2&lang=en', 'ko')).toBe('en');
    expect(requestedLanguage('?lang=fr', 'xx')).toBe('ko');
  });
});

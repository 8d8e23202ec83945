import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function suggest(q: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/search-suggestions', query: { q } });
  expect(res.statusCode).toBe(200);
  return res.json<{ list: { productId: number; displayName: string }[] }>().list;
}

describe('search suggestions', () => {
  it('suggest up to 8 distinct names for initial consonants, starting ones first', async () => {
    const list = await suggest('ㅈㄱㅂ');
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list[0]!.displayName).toMatch(/^지구본/);
    expect(new Set(list.map((s) => s.displayName)).size).toBe(list.length);
    expect((await suggest('ㅇㅇ')).length).toBe(8);
  });

  it('take a trailing consonant or an open last syllable as a syllable being typed', async () => {
    for (const q of ['영ㅇ', '영어']) {
      const list = await suggest(q);
      expect(list.length, q).toBeGreaterThan(0);
      for (const s of list) expect(s.displayName.replaceAll(' ', ''), q).toMatch(/영[아-잏]/);
    }
    const typing = await suggest('현미겨');
    expect(typing.map((s) => s.displayName)).toContain('학생용 현미경 세트');
  });

  it('suggest nothing for one character, and leave closed sections out', async () => {
    expect(await suggest('ㅅ')).toEqual([]);
    expect(await suggest(' 수 ')).toEqual([]);
    // 탤런트 (section 2199) is for its members only
    const list = await suggest('탤런트');
    expect(list.some((s) => s.displayName.includes('탤런트'))).toBe(false);
  });
});

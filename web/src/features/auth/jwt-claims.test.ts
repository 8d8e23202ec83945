import { describe, expect, it } from 'vitest';
import { readJwtClaims } from './jwt-claims.ts';
import { isShopPath } from '../../lib/sign-in.ts';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('reading the token on the return page', () => {
  it('reads the claims, Korean included', () => {
    const jwt = `${encode({ alg: 'RS256' })}.${encode({ redirect: '/mypage/cart', name: '김민정' })}.sig`;
    expect(readJwtClaims(jwt)).toEqual({ redirect: '/mypage/cart', name: '김민정' });
  });

  it('answers null for something that is not a token', () => {
    expect(readJwtClaims('not-a-token')).toBeNull();
    expect(readJwtClaims('a.%%%.c')).toBeNull();
  });

  it('goes back only to paths of this shop', () => {
    expect(isShopPath('/mypage/order/list?page=2')).toBe(true);
    expect(isShopPath('//evil.example/x')).toBe(false);
    expect(isShopPath('/\\evil.example')).toBe(false);
    expect(isShopPath('https://evil.example/')).toBe(false);
    expect(isShopPath(undefined)).toBe(false);
  });
});

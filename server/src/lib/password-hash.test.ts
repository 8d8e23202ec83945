import { describe, expect, it } from 'vitest';
import { SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword } from './password-hash.ts';

describe('staff password hash', () => {
  it('stores scrypt with N = 2^15, r = 8, p = 1 and a salt of its own per hash', async () => {
    const a = await hashPassword('correct horse 1');
    const b = await hashPassword('correct horse 1');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(2 ** 15);
  });

  it('verifies the password and refuses any other, or a malformed hash', async () => {
    const stored = await hashPassword('비밀번호-2024-abc');
    expect(await verifyPassword('비밀번호-2024-abc', stored)).toBe(true);
    expect(await verifyPassword('비밀번호-2024-abd', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99999999$8$1$AAAA$AAAA')).toBe(false);
  });

  it('asks for a new hash when the stored one used weaker parameters', async () => {
    expect(needsRehash(await hashPassword('abcdefghij1'))).toBe(false);
    expect(
      needsRehash('scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5a2V5'),
    ).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_EXPIRE_HEADER } from '@shop/contract/common.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs } from '../../test/test-sign-in.ts';

/** With a 5-second session (SESSION_TTL_SECONDS=5), as the short-session journey uses it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SESSION_TTL_SECONDS: '5' });
});
afterAll(async () => {
  await t?.close();
});

const authState = (cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth-state-fetch', headers: { cookie }, payload: {} });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('session expiry', () => {
  it('slides with activity and ends after the setting without it', async () => {
    const me = await signInAs(t, 'parent.kim');
    const first = Number((await authState(me.cookie)).headers[SESSION_EXPIRE_HEADER]);
    expect(first - Date.now()).toBeLessThanOrEqual(5000);
    await sleep(1500);
    const slid = Number((await authState(me.cookie)).headers[SESSION_EXPIRE_HEADER]);
    expect(slid).toBeGreaterThan(first + 1000);
    await sleep(5200);
    const after = await authState(me.cookie);
    expect(after.headers[SESSION_EXPIRE_HEADER]).toBeUndefined();
    expect(after.json().authenticated).toBe(false);
    expect(after.cookies.find((c) => c.name === 'shop_session')?.value).toBe('');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  cookieHeader,
  keepCookies,
  loginSync,
  newBrowser,
  signInAs,
} from '../../test/test-sign-in.ts';
import { encodeEucKr } from '../../test/euc-kr-for-tests.ts';

function multipart(file: Uint8Array, encoding: string) {
  const boundary = '----shoptest' + Math.random().toString(16).slice(2);
  const head = (extra: string) => Buffer.from(`--${boundary}\r\n${extra}\r\n\r\n`);
  const body = Buffer.concat([
    head('Content-Disposition: form-data; name="encoding"'),
    Buffer.from(encoding),
    Buffer.from('\r\n'),
    head(
      'Content-Disposition: form-data; name="file"; filename="dps.csv"\r\nContent-Type: text/csv',
    ),
    Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('developer tools with DEV_TOOLS off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_TOOLS: 'off' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['GET', '/api/dev/force-login-token/5101'],
    ['GET', '/api/creverse-link?accessToken=x'],
    ['POST', '/api/creverse-link'],
    ['POST', '/api/tool/dps-mapping-upload'],
    ['GET', '/api/tool/dps-mapping-list'],
    ['GET', '/dev-login'],
    ['GET', '/creverse/access'],
    ['GET', '/dev-creverse-link-test'],
    ['GET', '/dps-mapping'],
  ] as const)('%s %s answers 404', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
  });
});

describe('developer tools with DEV_TOOLS on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEV_TOOLS: 'on' });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function mappingCount(): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from dps_product_mappings`,
    );
    return row!.n;
  }

  async function upload(file: Uint8Array, encoding: string, headers: Record<string, string> = {}) {
    const { body, contentType } = multipart(file, encoding);
    return t.app.inject({
      method: 'POST',
      url: '/api/tool/dps-mapping-upload',
      headers: { ...headers, 'content-type': contentType },
      payload: body,
    });
  }

  it('signs in by student id: a token from the SSO, then the normal login sync', async () => {
    const browser = newBrowser();
    const res = await t.app.inject({ url: '/api/dev/force-login-token/5102' });
    expect(res.statusCode).toBe(200);
    keepCookies(browser, res);
    const { jwt, memberId } = res.json<{ jwt: string; memberId: number }>();
    expect(memberId).toBe(1001); // 김서연's parent
    expect((await loginSync(t, browser, jwt)).statusCode).toBe(200);
    const state = await t.app.inject({
      method: 'POST',
      url: '/api/auth-state-fetch',
      headers: { cookie: cookieHeader(browser) },
      payload: {},
    });
    expect(state.json()).toMatchObject({ authenticated: true, memberId: 1001 });
  });

  it('answers 404 for an unknown student id and 400 for a malformed one', async () => {
    expect((await t.app.inject({ url: '/api/dev/force-login-token/999999' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/dev/force-login-token/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('stdId');
  });

  it('signs in from the fixed test forms posting to /api/creverse-link and goes to the redirect', async () => {
    const browser = newBrowser();
    const token = await t.app.inject({ url: '/api/dev/force-login-token/5201' });
    keepCookies(browser, token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/creverse-link',
      headers: { cookie: cookieHeader(browser) },
      payload: { accessToken: token.json().jwt, redirect: '/mypage/cart' },
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/mypage/cart');
    expect(res.cookies.find((c) => c.name === 'shop_session')?.value).toBeTruthy();
  });

  it('rejects a malformed CSV with line numbers and writes nothing', async () => {
    const file = encodeEucKr(
      '교재코드,상품번호,교재명\nCDI-R3-SB,1,리딩\nCDI-R3-WB,999999,없는 상품\n,2,코드 없음\n',
    );
    const res = await upload(file, 'euc-kr');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('CSV-INVALID');
    expect(body.error.message).toBe('2건의 오류가 있어 아무것도 저장하지 않았습니다.');
    expect(body.lines).toEqual([
      { line: 3, message: '상품번호 999999인 상품이 없습니다.' },
      { line: 4, column: 1, message: '교재코드가 비어 있습니다.' },
    ]);
    expect(await mappingCount()).toBe(0);
  });

  it('stores a good EUC-KR file, then updates the same codes from a UTF-8 file', async () => {
    const first = await upload(
      encodeEucKr('교재코드,상품번호,교재명\nCDI-R3-SB,1,리딩 교재\nCDI-R3-WB,2,워크북\n'),
      'euc-kr',
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { total: 2, inserted: 2, updated: 0 } });
    const second = await upload(
      new TextEncoder().encode(
        'material_code,product_id,material_name\nCDI-R3-WB,3,워크북 개정\nAP-1,4,\n',
      ),
      'utf-8',
    );
    expect(second.json()).toEqual({ data: { total: 2, inserted: 1, updated: 1 } });
    const list = await t.app.inject({ url: '/api/tool/dps-mapping-list' });
    expect(
      list
        .json()
        .list.map((m: { materialCode: string; productId: number; materialName: string | null }) => [
          m.materialCode,
          m.productId,
          m.materialName,
        ]),
    ).toEqual([
      ['AP-1', 4, null],
      ['CDI-R3-SB', 1, '리딩 교재'],
      ['CDI-R3-WB', 3, '워크북 개정'],
    ]);
  });

  it('asks for an encoding it knows', async () => {
    const res = await upload(new TextEncoder().encode('material_code,product_id\nA,1\n'), 'latin1');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('encoding');
  });

  it('needs the context uuid when a signed-in developer uploads', async () => {
    const me = await signInAs(t, 'parent.kim');
    const file = new TextEncoder().encode('material_code,product_id\nA-9,1\n');
    expect((await upload(file, 'utf-8', { cookie: me.cookie })).statusCode).toBe(403);
    expect((await upload(file, 'utf-8', me.headers)).statusCode).toBe(200);
  });
});

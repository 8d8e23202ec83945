import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import { post } from '../../test/checkout-test-kit.ts';

/**
 * The delivery-address chooser's create mode (INTEGRATIONS §3, §6): the Korean address search and
 * the new address go through the shop to the postcode service and the address book.
 */
let t: TestApp;
let kim: SignedIn;
let lee: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  kim = await signInAs(t, 'parent.kim');
  lee = await signInAs(t, 'parent.lee');
});
afterAll(async () => {
  await t?.close();
});

const search = (who: SignedIn | null, query: string) =>
  t.app.inject({ url: `/api/postcode/search?${query}`, headers: who?.headers ?? {} });

const list = async (who: SignedIn) => {
  const res = await t.app.inject({
    url: '/api/bridge/creverse-delivery-list',
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ list: { deliveryId: number; addr1: string; addr2: string }[] }>().list;
};

const address = {
  deliveryName: '할머니 댁',
  name: '김민지',
  mobile: '010-2345-6789',
  zipcode: '01700',
  addr1: '서울 노원구 중계로 201',
  addr2: '101동 1203호',
};

describe('Korean address search through the shop', () => {
  it('answers zonecode, road and lot address of the postcode service', async () => {
    const res = await search(kim, `q=${encodeURIComponent('중계로 201')}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      list: { zonecode: string; roadAddress: string; jibunAddress: string }[];
      totalCount: number;
    }>();
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.list[0]).toMatchObject({
      zonecode: '01700',
      roadAddress: '서울 노원구 중계로 201',
      jibunAddress: '서울 노원구 중계동 359',
    });
  });

  it('refuses a one-character query naming q, and visitors', async () => {
    const short = await search(kim, 'q=a');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: { field: string } }>().error.field).toBe('q');
    expect((await search(null, 'q=중계로')).statusCode).toBe(401);
  });
});

describe('adding an address to the address book', () => {
  it("saves it for the signed-in member only and lists it in the member's chooser", async () => {
    const before = await list(kim);
    const othersBefore = await list(lee);
    const res = await post(t, kim, '/api/bridge/creverse-delivery-create', address);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<{ data: { deliveryId: number; addr2: string } }>().data;
    expect(saved.addr2).toBe('101동 1203호');
    const after = await list(kim);
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((a) => a.deliveryId)).toContain(saved.deliveryId);
    expect(await list(lee)).toHaveLength(othersBefore.length);
  });

  it('refuses a missing detail address or a bad mobile with 400 naming the field, saving nothing', async () => {
    const before = await list(kim);
    for (const [field, value] of [
      ['addr2', ''],
      ['mobile', '02-123'],
      ['zipcode', '1234'],
    ] as const) {
      const res = await post(t, kim, '/api/bridge/creverse-delivery-create', {
        ...address,
        [field]: value,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ error: { field: string } }>().error.field).toBe(field);
    }
    expect(await list(kim)).toHaveLength(before.length);
  });

  it("passes the address book's own refusal on (20 addresses at most), saving nothing", async () => {
    let answer = await post(t, lee, '/api/bridge/creverse-delivery-create', address);
    for (let n = 0; answer.statusCode === 200 && n < 25; n++) {
      answer = await post(t, lee, '/api/bridge/creverse-delivery-create', address);
    }
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json<{ error: { message: string } }>().error.message).toBe(
      '배송지는 20개까지 등록할 수 있습니다.',
    );
    expect(await list(lee)).toHaveLength(20);
  });

  it('answers 401 to a visitor', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bridge/creverse-delivery-create',
      payload: address,
    });
    expect(res.statusCode).toBe(401);
  });
});

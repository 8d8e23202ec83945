import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lecture } from '@shop/contract/billing.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, simControl, type SignedIn } from '../../test/test-sign-in.ts';

let t: TestApp;
let kim: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  kim = await signInAs(t, 'parent.kim');
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await simControl(t, '/class-records/_control/reset');
});

function lectures(headers: Record<string, string>, payload: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/member-svc/creverse-lectures',
    headers,
    payload,
  });
}

describe('lectures of the billing list', () => {
  it("lists every student's lectures with the shop's products and what is already paid", async () => {
    const res = await lectures(kim.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ list: Lecture[] }>().list;
    expect(new Set(list.map((l) => l.cdi.stdName))).toEqual(
      new Set(['김서준', '김서연', '김도윤']),
    );
    const winter = list.find((l) => l.cdi.stdId === 5101 && l.periodName === 'R5')!;
    expect(winter).toMatchObject({
      cdi: { stdId: 5101, brchId: 101, brchType: 'CDI', stdName: '김서준', brchName: 'CDI 대치' },
      courseName: 'CDI 정규 Reading',
      semesterName: '2026 겨울학기',
    });
    const ebook = winter.materials.find((m) => m.productId === 47)!;
    expect(ebook).toMatchObject({ isStb: true, hasBuyLog: true, buyStatusCd: '결제완료', qty: 1 });
    expect(ebook.orderId).toEqual(expect.any(Number));
    const supple = winter.materials.find((m) => m.productId === 48)!;
    expect(supple).toMatchObject({ isSupple: true, suppleEbookProductId: 47, hasBuyLog: false });
    const autumn = list.find((l) => l.cdi.stdId === 5101 && l.periodName === 'R4')!;
    expect(autumn.materials.find((m) => m.productId === 20)).toMatchObject({
      shouldBuy: true,
      classDiscount: 1000,
      displayName: 'CDI Reading Explorer 3 Student Book',
      kind: 'book',
    });
    const speaking = list.find((l) => l.cdi.brchId === 201)!;
    expect(speaking.materials.find((m) => m.productId === 119)).toMatchObject({
      canBuy: false,
      shouldBuy: true,
    });
  });

  it('answers one student with stdId', async () => {
    const list = (await lectures(kim.headers, { stdId: 5102 })).json<{ list: Lecture[] }>().list;
    expect(list.map((l) => [l.cdi.stdName, l.courseName])).toEqual([
      ['김서연', '에이프릴 Phonics'],
    ]);
  });

  it("refuses a student outside the member's access list (403), not only hides it", async () => {
    const res = await lectures(kim.headers, { stdId: 5201 });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('STUDENT-DENIED');
    expect((await lectures(kim.headers, { stdId: 987654 })).statusCode).toBe(403);
  });

  it('answers 401 signed out and a clear error when the class records are down', async () => {
    expect((await lectures({})).statusCode).toBe(401);
    await simControl(t, '/class-records/_control/fail', { count: 3, status: 503 });
    const res = await lectures(kim.headers);
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('CLASS-RECORDS-UNAVAILABLE');
  });
});

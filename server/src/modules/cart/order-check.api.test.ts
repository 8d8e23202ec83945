import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CartMessage } from '@shop/contract/cart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import { deleteTestOrders, insertOrder } from '../../test/test-orders.ts';

const SEOJUN_CDI = { stdId: 5101, brchId: 101, brchType: 'CDI' };
const SEOJUN_THEOPEN = { stdId: 5101, brchId: 201, brchType: 'THEOPEN' };

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
  await deleteTestOrders(t.database.db);
});

function check(items: unknown[], who = kim) {
  return t.app.inject({
    method: 'POST',
    url: '/api/member-svc/check-order-create',
    headers: who.headers,
    payload: { items },
  });
}

describe('the supplementary-book rule (OT-172)', () => {
  it('refuses a supplementary book without its e-book, naming the item', async () => {
    // 26 is the supplementary book of the e-book 25, which nobody paid
    const res = await check([{ productId: 26, qty: 1, cdi: SEOJUN_CDI }]);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('OT-172');
    expect(error.message).toBe(`[CDI Reading Explorer 4 보충교재] ${CartMessage.suppleRule}`);
  });

  it('accepts it together with the same-level e-book in the same selection', async () => {
    const res = await check([
      { productId: 26, qty: 1, cdi: SEOJUN_CDI },
      { productId: 25, qty: 1, cdi: SEOJUN_CDI },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { checked: 2 } });
  });

  it('accepts it alone after payment of the e-book', async () => {
    // the demo orders hold a paid 47 for 김서준; 48 is its supplementary book
    expect((await check([{ productId: 48, qty: 1, cdi: SEOJUN_CDI }])).statusCode).toBe(200);
    // 77 needs 76: refused until an order of 76 is paid, not while it only waits for payment
    const alone = [{ productId: 77, qty: 1, cdi: SEOJUN_THEOPEN }];
    expect((await check(alone)).json().error.code).toBe('OT-172');
    const order = { memberId: 1001, items: [{ productId: 76, cdi: SEOJUN_THEOPEN }] };
    await insertOrder(t.database.db, { ...order, status: 'awaiting_payment' });
    expect((await check(alone)).json().error.code).toBe('OT-172');
    await insertOrder(t.database.db, { ...order, status: 'paid' });
    expect((await check(alone)).statusCode).toBe(200);
  });

  it("does not count another member's payment for another student", async () => {
    await insertOrder(t.database.db, {
      memberId: 1003,
      status: 'paid',
      items: [{ productId: 76, cdi: { stdId: 5201, brchId: 102, brchType: 'CDI' } }],
    });
    const res = await check([{ productId: 77, qty: 1, cdi: SEOJUN_THEOPEN }]);
    expect(res.json().error.code).toBe('OT-172');
  });
});

describe('every other rule, one line per refused item', () => {
  it('lists each refused item and answers OT-172 when one of them breaks it', async () => {
    const res = await check([
      { productId: 119, qty: 1 },
      { productId: 20, qty: 1, cdi: SEOJUN_CDI },
      { productId: 26, qty: 1, cdi: SEOJUN_CDI },
    ]);
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('OT-172');
    expect(error.message.split('\n')).toEqual([
      '[THE OPEN 중등 영어 내신 Master 3 서술형 대비] 현재 구매할 수 없는 상품입니다.',
      `[CDI Reading Explorer 4 보충교재] ${CartMessage.suppleRule}`,
    ]);
  });

  it('refuses a product that is not sold, one sold singly in quantity 2, an unknown one', async () => {
    expect((await check([{ productId: 119, qty: 1 }])).json().error.code).toBe('CANNOT-BUY');
    expect((await check([{ productId: 9, qty: 2 }])).json().error.code).toBe('SINGLE-ONLY');
    const unknown = await check([{ productId: 999_999, qty: 1 }]);
    expect(unknown.statusCode).toBe(404);
    const both = await check([
      { productId: 999_999, qty: 1 },
      { productId: 9, qty: 2 },
    ]);
    const { message, messageParts } = both.json().error;
    expect(message.split('\n')).toEqual(messageParts.map((p: { message: string }) => p.message));
    expect(messageParts).toMatchObject([
      {
        message: '[상품번호 999999] 존재하지 않는 상품입니다.',
        messageCode: 'orderRules.unknownProduct',
        messageParams: { productId: '999999' },
      },
      { messageCode: 'orderRules.singleOnly', messageParams: { name: expect.any(String) } },
    ]);
  });

  it('refuses a category the member may not open (403)', async () => {
    const res = await check([{ productId: 272, qty: 1 }]);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'CATEGORY-DENIED',
      message:
        '[탤런트 초등 수학 사고력 3단계 - 경우의 수] 이 메뉴는 탤런트 재원생만 이용 가능합니다.',
      // each line with its code and values, for the English of the shop (decision 0305)
      messageParts: [
        {
          message:
            '[탤런트 초등 수학 사고력 3단계 - 경우의 수] 이 메뉴는 탤런트 재원생만 이용 가능합니다.',
          messageCode: 'orderRules.categoryDenied',
          messageParams: {
            name: '탤런트 초등 수학 사고력 3단계 - 경우의 수',
            rules: '탤런트 재원생',
          },
        },
      ],
    });
    const park = await signInAs(t, 'student.park');
    expect((await check([{ productId: 272, qty: 1 }], park)).statusCode).toBe(200);
  });

  it("refuses a class of a student outside the member's access list (403)", async () => {
    const res = await check([
      { productId: 32, qty: 1, cdi: { stdId: 5201, brchId: 102, brchType: 'CDI' } },
    ]);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('STUDENT-DENIED');
    // the member's own student, but a branch the student is not enrolled in
    const branch = await check([
      { productId: 20, qty: 1, cdi: { stdId: 5101, brchId: 102, brchType: 'CDI' } },
    ]);
    expect(branch.statusCode).toBe(403);
  });

  it('refuses an empty selection and quantities outside 1–20 with 400', async () => {
    const empty = await check([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('하나 이상의 상품을 선택해 주세요.');
    const over = await check([{ productId: 20, qty: 21 }]);
    expect(over.json().error).toMatchObject({
      field: 'items.0.qty',
      message: '20개까지 수량선택 가능합니다',
    });
  });
});

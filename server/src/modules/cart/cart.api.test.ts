import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CartItem } from '@shop/contract/cart.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, simControl, type SignedIn } from '../../test/test-sign-in.ts';
import { deleteTestOrders, insertOrder } from '../../test/test-orders.ts';
import { deleteStaleLines } from './cart-repository.ts';

const SEOJUN_CDI = { stdId: 5101, brchId: 101, brchType: 'CDI' };

let t: TestApp;
let kim: SignedIn;
let park: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  kim = await signInAs(t, 'parent.kim');
  park = await signInAs(t, 'student.park');
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await t.database.db.execute(sql`delete from cart_items`);
  await deleteTestOrders(t.database.db);
  await simControl(t, '/class-records/_control/reset');
});

function post(path: string, who: SignedIn, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/member-svc/${path}`,
    headers: who.headers,
    payload,
  });
}

async function mine(who: SignedIn, cartTabInx = 0): Promise<CartItem[]> {
  const res = await post('cart-mine', who, { cartTabInx });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ list: CartItem[]; totalCount: number }>();
  expect(body.totalCount).toBe(body.list.length);
  return body.list;
}

async function add(who: SignedIn, list: unknown[]) {
  return post('cart-add', who, { list });
}

async function statistics(who: SignedIn) {
  return (await post('fetch-cart-statistics', who, {})).json().data;
}

describe('cart lines', () => {
  it('keeps books and devices in their tabs, with the class of a billed material', async () => {
    const res = await add(kim, [
      { productId: 20, qty: 1, cdi: SEOJUN_CDI },
      { productId: 655, qty: 2 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cartIds).toHaveLength(2);

    const [book] = await mine(kim, 0);
    expect(book).toMatchObject({
      productId: 20,
      qty: 1,
      canBuy: true,
      lectureStdId: 5101,
      cdi: SEOJUN_CDI,
      kind: 'book',
      stockEntryId: null,
    });
    expect(book!.materials[0]!.lecture).toMatchObject({
      cdi: { stdName: '김서준', brchName: 'CDI 대치' },
      courseName: 'CDI 정규 Reading',
      periodName: 'R4',
    });
    expect(book!.materials[0]!.shouldBuy).toBe(true);
    const others = await mine(kim, 1);
    expect(others.map((i) => [i.productId, i.qty, i.kind])).toEqual([[655, 2, 'aid']]);
    expect(await statistics(kim)).toEqual({ cartBookCount: 1, cartOtherCount: 1 });
    expect(await statistics(park)).toEqual({ cartBookCount: 0, cartOtherCount: 0 });
  });

  it('adds to the quantity of a line already there, up to 20', async () => {
    await add(kim, [{ productId: 20, qty: 15, cdi: SEOJUN_CDI }]);
    await add(kim, [{ productId: 20, qty: 3, cdi: SEOJUN_CDI }]);
    expect((await mine(kim)).map((i) => i.qty)).toEqual([18]);
    await add(kim, [{ productId: 20, qty: 15, cdi: SEOJUN_CDI }]);
    expect((await mine(kim)).map((i) => i.qty)).toEqual([20]);
    // the same product for no class, or for another student, is another line
    await add(kim, [{ productId: 20, qty: 1 }]);
    expect((await mine(kim)).map((i) => [i.qty, i.lectureStdId])).toEqual([
      [1, null],
      [20, 5101],
    ]);
  });

  it('answers each line with its quantity now and whether it was already in the cart', async () => {
    const first = await add(kim, [{ productId: 20, qty: 2, cdi: SEOJUN_CDI }]);
    expect(first.json().data.lines).toEqual([
      expect.objectContaining({ productId: 20, qty: 2, alreadyInCart: false }),
    ]);
    const again = await add(kim, [
      { productId: 20, qty: 3, cdi: SEOJUN_CDI },
      { productId: 42, qty: 1, cdi: SEOJUN_CDI },
    ]);
    const lines = again.json().data.lines as { productId: number; qty: number }[];
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: 20, qty: 5, alreadyInCart: true }),
        expect.objectContaining({ productId: 42, qty: 1, alreadyInCart: false }),
      ]),
    );
    expect(lines.find((l) => l.productId === 20)).toMatchObject({
      displayName: expect.stringContaining('CDI') as unknown,
    });
  });

  it('never puts more than one of a smart book in the cart (one licence per student)', async () => {
    // product 7 is a smart book of the demo catalog
    const two = await add(kim, [{ productId: 7, qty: 2, cdi: SEOJUN_CDI }]);
    expect(two.statusCode).toBe(400);
    expect(two.json().error.code).toBe('SINGLE-ONLY');
    await add(kim, [{ productId: 7, qty: 1, cdi: SEOJUN_CDI }]);
    const again = await add(kim, [{ productId: 7, qty: 1, cdi: SEOJUN_CDI }]);
    expect(again.json().data.lines).toEqual([
      expect.objectContaining({ productId: 7, qty: 1, alreadyInCart: true }),
    ]);
    const [line] = await mine(kim);
    expect(line).toMatchObject({ productId: 7, qty: 1, isStb: true, canBuyMultiple: false });
    const upd = await post('cart-update', kim, { list: [{ cartId: line!.cartId, qty: 2 }] });
    expect(upd.statusCode).toBe(400);
  });

  it('ends two concurrent adds of the same product as one line with the summed quantity', async () => {
    const results = await Promise.all(
      [3, 4, 2, 5].map((qty) => add(kim, [{ productId: 42, qty, cdi: SEOJUN_CDI }])),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const lines = await mine(kim);
    expect(lines.map((i) => [i.productId, i.qty])).toEqual([[42, 14]]);
    const nulls = await Promise.all([1, 2].map((qty) => add(kim, [{ productId: 655, qty }])));
    expect(nulls.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await mine(kim, 1)).map((i) => i.qty)).toEqual([3]);
  });

  it('sets quantities and deletes lines of the member', async () => {
    await add(kim, [
      { productId: 20, qty: 1, cdi: SEOJUN_CDI },
      { productId: 42, qty: 1, cdi: SEOJUN_CDI },
    ]);
    const [a, b] = await mine(kim);
    const upd = await post('cart-update', kim, { list: [{ cartId: a!.cartId, qty: 7 }] });
    expect(upd.json()).toEqual({ data: { updated: 1 } });
    expect((await mine(kim)).find((i) => i.cartId === a!.cartId)?.qty).toBe(7);
    const del = await post('cart-del', kim, { cartIds: [b!.cartId] });
    expect(del.json()).toEqual({ data: { deleted: 1 } });
    expect((await mine(kim)).map((i) => i.cartId)).toEqual([a!.cartId]);
  });

  it('refuses a quantity above 1 for a product sold one at a time', async () => {
    // product 9 is sold one at a time in the demo catalog
    expect((await add(kim, [{ productId: 9, qty: 2 }])).json().error.code).toBe('SINGLE-ONLY');
    await add(kim, [{ productId: 9, qty: 1 }]);
    await add(kim, [{ productId: 9, qty: 1 }]);
    const [line] = await mine(kim);
    expect(line!.qty).toBe(1);
    const res = await post('cart-update', kim, { list: [{ cartId: line!.cartId, qty: 2 }] });
    expect(res.statusCode).toBe(400);
  });
});

describe('query count', () => {
  it('does not grow with the number of lines', async () => {
    const count = async (run: () => Promise<unknown>) => {
      const before = t.database.queryCount();
      await run();
      return t.database.queryCount() - before;
    };
    const addOne = await count(() => add(kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }]));
    const mineOne = await count(() => mine(kim));
    const addMany = await count(() =>
      add(
        kim,
        [22, 25, 42, 46, 47, 48].map((productId) => ({ productId, qty: 1, cdi: SEOJUN_CDI })),
      ),
    );
    const mineMany = await count(() => mine(kim));
    expect(addMany).toBe(addOne);
    expect(mineMany).toBe(mineOne);
    // smart books stay at 1 (decision 0254)
    const lines = (await mine(kim)).filter((l) => l.canBuyMultiple);
    expect(lines.length).toBeGreaterThan(2);
    const updates = lines.map((l) => ({ cartId: l.cartId, qty: 2 }));
    const updOne = await count(() => post('cart-update', kim, { list: updates.slice(0, 1) }));
    const updMany = await count(() => post('cart-update', kim, { list: updates }));
    expect(updMany).toBe(updOne);
  });
});

describe('refused input', () => {
  it.each([
    ['0', 0],
    ['21', 21],
    ['1.5', 1.5],
    ['a string', '3'],
    ['negative', -1],
  ])('refuses quantity %s with 400 and writes nothing', async (_name, qty) => {
    const added = await add(kim, [{ productId: 20, qty }]);
    expect(added.statusCode).toBe(400);
    expect(added.json().error.field).toBe('list.0.qty');
    expect(await mine(kim)).toEqual([]);

    await add(kim, [{ productId: 20, qty: 2 }]);
    const [line] = await mine(kim);
    const updated = await post('cart-update', kim, { list: [{ cartId: line!.cartId, qty }] });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().error.field).toBe('list.0.qty');
    expect((await mine(kim))[0]!.qty).toBe(2);

    const checked = await post('check-order-create', kim, { items: [{ productId: 20, qty }] });
    expect(checked.statusCode).toBe(400);
    expect(checked.json().error.field).toBe('items.0.qty');
  });

  it('answers the spec message for an empty selection', async () => {
    const res = await add(kim, []);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('하나 이상의 상품을 선택해 주세요.');
  });

  it("cannot update or delete another member's lines (404, no change)", async () => {
    await add(kim, [{ productId: 20, qty: 2, cdi: SEOJUN_CDI }]);
    await add(park, [{ productId: 32, qty: 1 }]);
    const [kims] = await mine(kim);
    const [parks] = await mine(park);

    const upd = await post('cart-update', park, { list: [{ cartId: kims!.cartId, qty: 9 }] });
    expect(upd.statusCode).toBe(404);
    const mixed = await post('cart-update', park, {
      list: [
        { cartId: parks!.cartId, qty: 5 },
        { cartId: kims!.cartId, qty: 9 },
      ],
    });
    expect(mixed.statusCode).toBe(404);
    const del = await post('cart-del', park, { cartIds: [parks!.cartId, kims!.cartId] });
    expect(del.statusCode).toBe(404);

    expect((await mine(kim)).map((i) => [i.cartId, i.qty])).toEqual([[kims!.cartId, 2]]);
    expect((await mine(park)).map((i) => [i.cartId, i.qty])).toEqual([[parks!.cartId, 1]]);
  });

  it("refuses a class of another member's student (403) and a product it may not see", async () => {
    const foreign = await add(park, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }]);
    expect(foreign.statusCode).toBe(403);
    // 탤런트 (2199) is open to 탤런트 students only; parent.kim has none
    const talent = await add(kim, [{ productId: 272, qty: 1 }]);
    expect(talent.statusCode).toBe(403);
    expect(talent.json().error.code).toBe('CATEGORY-DENIED');
    const notSold = await add(kim, [{ productId: 119, qty: 1 }]);
    expect(notSold.json().error.code).toBe('CANNOT-BUY');
    expect(await mine(kim)).toEqual([]);
  });
});

describe('lines leave the cart by themselves', () => {
  async function age(days: number) {
    await t.database.db.execute(
      sql`update cart_items set updated_at = now() - make_interval(days => ${days})`,
    );
  }

  it('after 30 days without change', async () => {
    await add(kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }]);
    await age(29);
    expect(await mine(kim)).toHaveLength(1);
    await age(31);
    expect(await mine(kim)).toEqual([]);
    expect(await statistics(kim)).toEqual({ cartBookCount: 0, cartOtherCount: 0 });
    // adding it again starts a fresh line, not the old quantity plus one
    await add(kim, [{ productId: 20, qty: 2, cdi: SEOJUN_CDI }]);
    expect((await mine(kim)).map((i) => i.qty)).toEqual([2]);
  });

  it('once ordered and paid, through the line or for the same student', async () => {
    await add(kim, [
      { productId: 20, qty: 1, cdi: SEOJUN_CDI },
      { productId: 42, qty: 1, cdi: SEOJUN_CDI },
      { productId: 655, qty: 1 },
    ]);
    const books = await mine(kim);
    const line20 = books.find((i) => i.productId === 20)!;
    const db = t.database.db;
    // an unpaid order keeps the line
    await insertOrder(db, {
      memberId: 1001,
      status: 'awaiting_payment',
      items: [{ productId: 20, cdi: SEOJUN_CDI, cartId: line20.cartId }],
    });
    expect(await mine(kim)).toHaveLength(2);
    await insertOrder(db, {
      memberId: 1001,
      status: 'paid',
      items: [{ productId: 20, cdi: SEOJUN_CDI, cartId: line20.cartId }],
    });
    // bought from the billing list, not through the cart line
    await insertOrder(db, {
      memberId: 1001,
      status: 'paid',
      items: [{ productId: 42, cdi: SEOJUN_CDI }],
    });
    expect(await mine(kim)).toEqual([]);
    expect(await statistics(kim)).toEqual({ cartBookCount: 0, cartOtherCount: 1 });
  });

  it('and the cleanup deletes them in one statement, whichever instance runs it', async () => {
    await add(kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }]);
    await add(park, [{ productId: 32, qty: 1 }]);
    await t.database.db.execute(
      sql`update cart_items set updated_at = now() - interval '40 days' where member_id = 1001`,
    );
    const [first, second] = await Promise.all([
      deleteStaleLines(t.database.db),
      deleteStaleLines(t.database.db),
    ]);
    expect(first + second).toBe(1);
    const left = await queryRows<{ member_id: number }>(
      t.database.db,
      sql`select member_id from cart_items`,
    );
    expect(left).toEqual([{ member_id: 1003 }]);
  });
});

describe('when the class records are down', () => {
  it('still shows the cart, without course names', async () => {
    await add(kim, [{ productId: 20, qty: 1, cdi: SEOJUN_CDI }]);
    await simControl(t, '/class-records/_control/fail', { count: 5, status: 503 });
    const [line] = await mine(kim);
    expect(line).toMatchObject({ productId: 20, cdi: SEOJUN_CDI });
    expect(line!.materials[0]!.lecture).toBeNull();
  });
});

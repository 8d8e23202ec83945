import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminProductMessage, type AdminProductInput } from '@shop/contract/admin-products.ts';
import { CartMessage } from '@shop/contract/cart.ts';
import { queryRows } from '../../db/client.ts';
import { generalSectionLeaf, productEntry } from '../../test/product-entry-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs, type SignedIn } from '../../test/test-sign-in.ts';
import {
  demoLoginOf,
  signInStaff,
  staffCall,
  type SignedInStaff,
} from '../../test/test-staff-sign-in.ts';

let t: TestApp;
let md: SignedInStaff;
let kim: SignedIn;
let leafId: number;
let sectionRoot: number;

const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  [md, kim] = await Promise.all([
    signInStaff(t, demoLoginOf('merchandiser')),
    signInAs(t, 'parent.kim'),
  ]);
  ({ leafId, sectionRoot } = await generalSectionLeaf(db()));
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await db().execute(sql`delete from cart_items`);
});

/** A full product entry of the general-1 section, with a valid ISBN-13. */
function entry(over: Partial<AdminProductInput> = {}): AdminProductInput {
  return productEntry(leafId, { isbn: '979-11-9999-001-2', ...over });
}

async function save(productId: number | null, fields: AdminProductInput) {
  return staffCall(t, md, 'POST', '/api/admin/product-save', { productId, fields });
}

async function create(over: Partial<AdminProductInput> = {}) {
  const res = await save(null, entry(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { productId: number } }>().data.productId;
}

const setStatus = (productId: number, saleStatus: string) =>
  staffCall(t, md, 'POST', '/api/admin/product-sale-status', { productId, saleStatus });

const detail = (productId: number, who?: SignedIn) =>
  t.app.inject({ url: `/api/product-entry-by-id?productId=${productId}`, headers: who?.headers });

const listOf = async (categoryId: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/product-entry-list',
    payload: { categoryId, itemsPerPage: 100 },
  });
  return res.json<{
    list: { productId: number; sellPrice: number; saleStatus: string }[];
    totalCount: number;
  }>();
};

const search = async (searchWord: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/search-product-entry-list',
      payload: { searchWord, itemsPerPage: 100 },
    })
  ).json<{ list: { productId: number; sellPrice: number }[]; totalCount: number }>();

const audits = (productId: number) =>
  queryRows<{
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  }>(
    db(),
    sql`select action, before, after from audit_logs
      where entity_type = 'product' and entity_id = ${String(productId)} order by audit_log_id`,
  );

const productCount = async () =>
  (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from products`))[0]!.n;

describe('creating and editing a product', () => {
  it('creates a product that members find in its list, its detail and by a 2-syllable search', async () => {
    const before = await listOf(leafId);
    const id = await create({ displayName: '관리자 등록 쿼카 교재' });
    const list = await listOf(leafId);
    expect(list.totalCount).toBe(before.totalCount + 1);
    expect(list.list.map((p) => p.productId)).toContain(id);
    const res = await detail(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      displayName: '관리자 등록 쿼카 교재',
      isbn: '979-11-9999-001-2',
      certificationMark: 'KC',
      sellPrice: 13_500,
      saleStatus: 'onSale',
      imageUrl: `/covers/${id}.svg`,
    });
    expect((await search('쿼카')).list.map((p) => p.productId)).toEqual([id]);
    const [row] = await audits(id);
    expect(row).toMatchObject({ action: 'product.create', before: null });
    expect(row!.after).toMatchObject({ displayName: '관리자 등록 쿼카 교재', sellPrice: 13_500 });
  });

  it('stores rich text with a script sanitized', async () => {
    const id = await create({
      html: '<p onclick="steal()">설명</p><script>alert(1)</script><img src="javascript:x">',
    });
    const res = await staffCall(t, md, 'GET', `/api/admin/product?productId=${id}`);
    const html = res.json().data.fields.html as string;
    expect(html).toBe('<p>설명</p><img />');
    const [stored] = await queryRows<{ html: string }>(
      db(),
      sql`select html from products where product_id = ${id}`,
    );
    expect(stored!.html).not.toMatch(/script|onclick|javascript/);
  });

  it('refuses a wrong ISBN check digit, a branch category and a sell price above the marked one, changing nothing', async () => {
    const count = await productCount();
    const isbn = await save(null, entry({ isbn: '979-11-9999-001-3' }));
    expect(isbn.statusCode).toBe(400);
    expect(isbn.json().error.message).toBe(AdminProductMessage.isbn);
    const branch = await save(null, entry({ categoryId: sectionRoot }));
    expect(branch.statusCode).toBe(400);
    expect(branch.json().error.message).toBe(AdminProductMessage.categoryNotLeaf);
    const price = await save(null, entry({ sellPrice: 20_000 }));
    expect(price.statusCode).toBe(400);
    expect(price.json().error.message).toBe(AdminProductMessage.sellAboveMarked);
    expect(await productCount()).toBe(count);
  });

  it('a supplementary book needs a smart book as its e-book (OT-172)', async () => {
    const none = await save(null, entry({ isSupple: true }));
    expect(none.json().error.message).toBe(AdminProductMessage.suppleEbookRequired);
    const paper = await create({ displayName: '종이책 짝' });
    const notStb = await save(null, entry({ isSupple: true, suppleEbookProductId: paper }));
    expect(notStb.statusCode).toBe(400);
    expect(notStb.json().error.message).toBe(AdminProductMessage.suppleEbookNotStb);
    const stb = {
      kind: 'stb',
      isStb: true,
      supportDevice: '태블릿',
      fileSize: '300MB',
      isbn: null,
    } as const;
    // a smart book is one licence per student (decision 0254)
    const several = await save(null, entry({ ...stb, displayName: '여러 개 스마트북' }));
    expect(several.statusCode).toBe(400);
    expect(several.json().error.message).toBe(AdminProductMessage.stbSingle);
    const ebook = await create({ ...stb, displayName: '스마트북 짝', canBuyMultiple: false });
    const book = await create({ isSupple: true, suppleEbookProductId: ebook });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/check-order-create',
      headers: kim.headers,
      payload: { items: [{ productId: book, qty: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('OT-172');
  });

  it('a price change shows at once in detail, list, search and the price preview; the audit keeps before and after', async () => {
    const id = await create({ displayName: '가격 변경 펭귄 교재' });
    await detail(id);
    await listOf(leafId);
    await search('펭귄');
    const res = await save(
      id,
      entry({ displayName: '가격 변경 펭귄 교재', markedPrice: 11_000, sellPrice: 9_900 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(id)).json().data.sellPrice).toBe(9_900);
    expect((await listOf(leafId)).list.find((p) => p.productId === id)?.sellPrice).toBe(9_900);
    expect((await search('펭귄')).list[0]?.sellPrice).toBe(9_900);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/calculate-price',
      headers: kim.headers,
      payload: { items: [{ productId: id, qty: 2 }] },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.productPriceTotal).toBe(19_800);
    const update = (await audits(id)).find((a) => a.action === 'product.update')!;
    expect(update.before).toMatchObject({ sellPrice: 13_500 });
    expect(update.after).toMatchObject({ sellPrice: 9_900 });
  });

  it('drops only the cached answers of the product changed', async () => {
    const a = await create({ displayName: '캐시 확인 가' });
    const b = await create({ displayName: '캐시 확인 나' });
    await detail(a);
    await detail(b);
    // b changes behind the cache's back: its cached detail must survive an edit of a
    await db().execute(sql`update products set sell_price = 1000 where product_id = ${b}`);
    await save(a, entry({ displayName: '캐시 확인 가', sellPrice: 14_000 }));
    expect((await detail(a)).json().data.sellPrice).toBe(14_000);
    expect((await detail(b)).json().data.sellPrice).toBe(13_500);
  });

  it('registers a special-lecture item as shipped free', async () => {
    const id = await create({ freeDelivery: true });
    const [row] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from free_delivery_items where product_id = ${id}`,
    );
    expect(row!.n).toBe(1);
    await save(id, entry({ freeDelivery: false }));
    const [after] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from free_delivery_items where product_id = ${id}`,
    );
    expect(after!.n).toBe(0);
  });
});

describe('sale status', () => {
  it('품절: shown with its status, but a member can neither add it to the cart nor order it', async () => {
    const id = await create({ displayName: '품절 시험 교재' });
    const res = await setStatus(id, 'soldOut');
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(id)).json().data.saleStatus).toBe('soldOut');
    expect((await listOf(leafId)).list.find((p) => p.productId === id)?.saleStatus).toBe('soldOut');
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/cart-add',
      headers: kim.headers,
      payload: { list: [{ productId: id, qty: 1 }] },
    });
    expect(add.statusCode).toBe(400);
    expect(add.json().error).toMatchObject({
      code: 'SOLD-OUT',
      message: `[품절 시험 교재] ${CartMessage.soldOut}`,
    });
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/check-order-create',
      headers: kim.headers,
      payload: { items: [{ productId: id, qty: 1 }] },
    });
    expect(check.json().error.code).toBe('SOLD-OUT');
    expect((await audits(id)).at(-1)).toMatchObject({
      action: 'product.saleStatus',
      before: { saleStatus: 'onSale' },
      after: { saleStatus: 'soldOut' },
    });
  });

  it('숨김: gone from the list, its count and search, its detail answers 404; shown again it is back', async () => {
    const id = await create({ displayName: '숨김 시험 두루미 교재' });
    // read once, so that the detail is cached when it is hidden
    expect((await detail(id, kim)).statusCode).toBe(200);
    const shown = await listOf(leafId);
    expect((await search('두루미')).totalCount).toBe(1);
    await setStatus(id, 'hidden');
    const hidden = await listOf(leafId);
    expect(hidden.totalCount).toBe(shown.totalCount - 1);
    expect(hidden.list.map((p) => p.productId)).not.toContain(id);
    expect((await search('두루미')).totalCount).toBe(0);
    expect((await detail(id, kim)).statusCode).toBe(404);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/member-svc/cart-add',
      headers: kim.headers,
      payload: { list: [{ productId: id, qty: 1 }] },
    });
    expect(add.statusCode).toBe(404);
    // the back office still finds it
    const staffList = await staffCall(t, md, 'GET', '/api/admin/products?saleStatus=hidden');
    expect(staffList.json().list.map((p: { productId: number }) => p.productId)).toContain(id);
    await setStatus(id, 'onSale');
    expect((await listOf(leafId)).totalCount).toBe(shown.totalCount);
    expect((await search('두루미')).totalCount).toBe(1);
    expect((await detail(id, kim)).statusCode).toBe(200);
  });

  it('an unknown product is answered 404 and writes no audit row', async () => {
    const res = await setStatus(99_999_999, 'soldOut');
    expect(res.statusCode).toBe(404);
    expect(await audits(99_999_999)).toEqual([]);
  });
});

describe('the back office list', () => {
  it('filters by name or ISBN, category, kind, status and price range; newest first', async () => {
    const id = await create({
      displayName: '목록 필터 수달 교재',
      markedPrice: 8_000,
      sellPrice: 7_700,
      isbn: '979-11-9999-002-9',
    });
    const q = async (query: string) =>
      (await staffCall(t, md, 'GET', `/api/admin/products?${query}`)).json<{
        list: { productId: number; categoryFullName: string }[];
        totalCount: number;
      }>();
    expect((await q(`q=${encodeURIComponent('수달')}`)).list.map((p) => p.productId)).toEqual([id]);
    expect((await q('q=979-11-9999-002')).list.map((p) => p.productId)).toEqual([id]);
    const inSection = await q(`categoryId=${sectionRoot}&kind=book&minPrice=7700&maxPrice=7700`);
    expect(inSection.list.map((p) => p.productId)).toContain(id);
    expect(inSection.list[0]!.categoryFullName).not.toBe('');
    expect(
      (await q(`categoryId=${sectionRoot}&kind=stb&minPrice=7700&maxPrice=7700`)).list,
    ).toEqual([]);
    const bad = await staffCall(t, md, 'GET', '/api/admin/products?minPrice=9000&maxPrice=100');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(AdminProductMessage.priceRange);
  });
});

describe('the category list', () => {
  it('lists every category with its listed products, leaves marked', async () => {
    const res = await staffCall(t, md, 'GET', '/api/admin/categories');
    const list = res.json<{ list: { categoryId: number; leaf: boolean; productCount: number }[] }>()
      .list;
    const root = list.find((c) => c.categoryId === sectionRoot)!;
    expect(root.leaf).toBe(false);
    expect(root.productCount).toBe((await listOf(sectionRoot)).totalCount);
    expect(list.find((c) => c.categoryId === leafId)?.leaf).toBe(true);
  });
});

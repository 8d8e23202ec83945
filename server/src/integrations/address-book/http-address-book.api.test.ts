import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSimulators, type RunningSimulators } from '../../test/simulator-harness.ts';
import { AddressBookUnavailable, AddressRejected, type NewAddress } from './address-book.ts';
import { HttpAddressBook } from './http-address-book.ts';

/** Compliance: the shop's address-book client against the simulator, over HTTP. */
const KEY = 'dev-only-secret-change-me';
let sims: RunningSimulators;
let book: HttpAddressBook;

beforeAll(async () => {
  sims = await startSimulators();
  book = new HttpAddressBook({
    baseUrl: `${sims.url}/address-book`,
    apiKey: KEY,
    timeoutMs: 10_000,
  });
});
afterAll(async () => {
  await sims?.close();
});
afterEach(async () => {
  await sims.control('address-book', 'reset');
});

const home: NewAddress = {
  deliveryName: '우리 집',
  name: '이정민',
  mobile: '01045678901',
  zipcode: '06133',
  addr1: '서울 강남구 테헤란로 102 (역삼동, 강남파이낸스센터)',
  addr2: '12층',
  deliveryNote: '부재 시 경비실',
};

describe('address-book client against the simulator', () => {
  it('lists the saved addresses of a member, the default first', async () => {
    const list = await book.list(1001);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]).toMatchObject({ isDefault: true, deliveryName: '우리 집', name: '김민정' });
    expect(list.filter((a) => a.isDefault)).toHaveLength(1);
    expect(list[0]).toEqual({
      deliveryId: expect.any(Number),
      isDefault: true,
      name: '김민정',
      mobile: '010-2345-6789',
      mobile2: '010-3100-5101',
      tel: '02-555-1234',
      zipcode: '06282',
      addr1: '서울 강남구 삼성로 198 (대치동, 은마아파트)',
      addr2: '31동 502호',
      deliveryNote: '경비실에 맡겨 주세요.',
      deliveryName: '우리 집',
    });
    expect(list.some((a) => a.addr2 === '')).toBe(true); // one incomplete, for CREVERSE-ADDR
    expect(await book.list(1002)).toEqual([]);
  });

  it('finds one address of the member, and none of another member', async () => {
    const [first] = await book.list(1001);
    expect(await book.find(1001, first!.deliveryId)).toEqual(first);
    expect(await book.find(1003, first!.deliveryId)).toBeNull();
    expect(await book.find(1001, 0)).toBeNull();
  });

  it('adds an address; the first one of a member becomes the default', async () => {
    const saved = await book.create(1002, home);
    expect(saved).toMatchObject({
      ...home,
      mobile: '010-4567-8901',
      isDefault: true,
      mobile2: null,
    });
    expect(await book.list(1002)).toEqual([saved]);
    const second = await book.create(1002, { ...home, deliveryName: '회사' });
    expect(second.isDefault).toBe(false);
  });

  it('passes on the address book’s reason for refusing an address', async () => {
    const refused = book.create(1002, { ...home, mobile: '02-123' });
    await expect(refused).rejects.toBeInstanceOf(AddressRejected);
    await expect(refused).rejects.toMatchObject({
      field: 'mobile',
      reason: '휴대폰 번호를 확인하세요.',
    });
    await expect(book.create(1002, { ...home, zipcode: '' })).rejects.toMatchObject({
      field: 'zipcode',
    });
    expect(await book.list(1002)).toEqual([]);
  });

  it('has a management page where a member adds and deletes addresses', async () => {
    const url = book.managementUrl();
    expect(url).toBe(`${sims.url}/address-book/manage`);
    expect(await (await fetch(url)).text()).toContain('parent.lee');
    const chosen = await fetch(`${url}?memberId=1002`, { redirect: 'manual' });
    const cookie = chosen.headers.get('set-cookie')!.split(';')[0]!;
    const empty = await (await fetch(url, { headers: { cookie } })).text();
    expect(empty).toContain('등록된 배송지가 없습니다.');
    const search = await fetch(`${url}/new?q=${encodeURIComponent('대치동 은마')}`, {
      headers: { cookie },
    });
    expect(await search.text()).toContain('서울 강남구 삼성로 198 (대치동, 은마아파트)');
    const form = {
      deliveryName: '집',
      name: '이정민',
      mobile: '010-4567-8901',
      zipcode: '06282',
      addr1: '서울 강남구 삼성로 198 (대치동, 은마아파트)',
      addr2: '5동 101호',
    };
    const added = await fetch(`${url}/new`, {
      method: 'POST',
      headers: { cookie },
      body: new URLSearchParams(form),
      redirect: 'manual',
    });
    expect(added.status).toBe(303);
    const [saved] = await book.list(1002);
    expect(saved).toMatchObject({ ...form, isDefault: true });
    await fetch(`${url}/${saved!.deliveryId}/delete`, {
      method: 'POST',
      headers: { cookie },
      redirect: 'manual',
    });
    expect(await book.list(1002)).toEqual([]);
  });

  it('reports the service down, slow, refusing the key or misconfigured as unavailable', async () => {
    await sims.control('address-book', 'fail', { count: 1, status: 503 });
    await expect(book.list(1001)).rejects.toBeInstanceOf(AddressBookUnavailable);
    // the fault plan holds the answer longer than this client waits, however busy the machine
    const impatient = new HttpAddressBook({
      baseUrl: `${sims.url}/address-book`,
      apiKey: KEY,
      timeoutMs: 200,
    });
    await sims.control('address-book', 'slow', { count: 1, ms: 1500 });
    await expect(impatient.list(1001)).rejects.toBeInstanceOf(AddressBookUnavailable);
    const wrongKey = new HttpAddressBook({ baseUrl: `${sims.url}/address-book`, apiKey: 'wrong' });
    await expect(wrongKey.list(1001)).rejects.toBeInstanceOf(AddressBookUnavailable);
    const misconfigured = new HttpAddressBook({ baseUrl: `${sims.url}/nowhere`, apiKey: KEY });
    await expect(misconfigured.find(1001, 70001)).rejects.toBeInstanceOf(AddressBookUnavailable);
  });
});

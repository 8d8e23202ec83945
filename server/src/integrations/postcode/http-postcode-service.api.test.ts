import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSimulators, type RunningSimulators } from '../../test/simulator-harness.ts';
import { HttpPostcodeService } from './http-postcode-service.ts';
import { PostcodeRefused, PostcodeUnavailable } from './postcode-service.ts';

/** Compliance: the shop's postcode/EMS client against the simulator, over HTTP. */
let sims: RunningSimulators;
let postcode: HttpPostcodeService;

beforeAll(async () => {
  sims = await startSimulators();
  postcode = new HttpPostcodeService({ baseUrl: `${sims.url}/postcode`, timeoutMs: 10_000 });
});
afterAll(async () => {
  await sims?.close();
});
afterEach(async () => {
  await sims.control('postcode', 'reset');
});

describe('postcode client against the simulator', () => {
  it('finds Korean addresses by road, district, building or zonecode', async () => {
    const { list, totalCount } = await postcode.searchAddresses('대치동 은마');
    expect(totalCount).toBe(1);
    expect(list[0]).toEqual({
      zonecode: '06282',
      roadAddress: '서울 강남구 삼성로 198',
      jibunAddress: '서울 강남구 대치동 328-5',
      roadAddressEnglish: '198, Samseong-ro, Gangnam-gu, Seoul',
      sido: '서울',
      sigungu: '강남구',
      bname: '대치동',
      roadname: '삼성로',
      buildingName: '은마아파트',
      apartment: true,
    });
    const byZone = await postcode.searchAddresses('06282');
    expect(byZone.list.map((a) => a.buildingName)).toContain('은마아파트');
    expect((await postcode.searchAddresses('테헤란로 102')).list[0]?.zonecode).toBe('06133');
    expect((await postcode.searchAddresses('없는길 999')).totalCount).toBe(0);
  });

  it('pages through many results', async () => {
    const first = await postcode.searchAddresses('서울', 1, 10);
    const second = await postcode.searchAddresses('서울', 2, 10);
    expect(first.totalCount).toBeGreaterThan(20);
    expect(first.list).toHaveLength(10);
    expect(second.page).toBe(2);
    expect(second.list[0]).not.toEqual(first.list[0]);
  });

  it('refuses a query shorter than 2 characters', async () => {
    await expect(postcode.searchAddresses('서')).rejects.toMatchObject({ code: 'BAD-QUERY' });
  });

  it('lists EMS nations with premium codes, zip-findable, no-zip and limited ones', async () => {
    const nations = await postcode.emsNations();
    const us = nations.find((n) => n.nationCd === 'US');
    expect(us).toMatchObject({
      nationName: 'UNITED STATES OF AMERICA',
      nationNameKr: '미국',
      premiumCd: '31',
      zipFindable: true,
      zipRequired: true,
      limited: false,
    });
    expect(nations.find((n) => n.nationCd === 'HK')).toMatchObject({ zipRequired: false });
    expect(nations.find((n) => n.nationCd === 'RU')).toMatchObject({
      limited: true,
      limitedMemo: expect.stringContaining('러시아'),
    });
    expect(new Set(nations.map((n) => n.premiumCd))).toEqual(new Set(['31', '32']));
  });

  it('walks state → city → zip code of a zip-findable nation', async () => {
    const states = await postcode.emsStates('US');
    expect(states).toContain('California');
    const cities = await postcode.emsCities('US', 'California');
    expect(cities).toContain('Irvine');
    expect(await postcode.emsZipCodes('US', 'California', 'Irvine')).toEqual([
      '92602',
      '92604',
      '92618',
    ]);
    expect(await postcode.emsStates('FR')).toEqual([]);
    await expect(postcode.emsStates('XX')).rejects.toMatchObject({ code: 'NO-NATION' });
  });

  it('prices EMS by nation, service and weight', async () => {
    const fee = await postcode.emsFee('US', '31', 1200);
    expect(fee).toEqual({
      nationCd: 'US',
      premiumCd: '31',
      zone: 3,
      weightGrams: 1200,
      chargedGrams: 1500,
      fee: 44_800,
    });
    expect((await postcode.emsFee('US', '31', 2600)).fee).toBeGreaterThan(fee.fee);
    expect((await postcode.emsFee('US', '32', 1200)).fee).toBeGreaterThan(fee.fee);
    expect((await postcode.emsFee('JP', '31', 1200)).fee).toBeLessThan(fee.fee);
    await expect(postcode.emsFee('RU', '31', 1200)).rejects.toMatchObject({
      code: 'LIMITED-NATION',
    });
    await expect(postcode.emsFee('US', '31', 30_001)).rejects.toMatchObject({
      code: 'OVER-WEIGHT',
    });
    await expect(postcode.emsFee('XX', '31', 100)).rejects.toBeInstanceOf(PostcodeRefused);
  });

  it('answers the whole tariff, which prices like the fee call', async () => {
    const tariff = await postcode.emsTariff();
    expect(tariff.maxGrams).toBe(30_000);
    expect(tariff.services[31].name).toBe('EMS');
    const brackets = tariff.services[31].brackets;
    expect(brackets.at(-1)!.upToGrams).toBe(tariff.maxGrams);
    expect(brackets.find((b) => b.upToGrams === 1500)!.fees[3]).toBe(44_800);
    expect(tariff.services[32].brackets.length).toBeGreaterThan(10);
  });

  it('reuses the nation list while the service is down, and reports other calls unavailable', async () => {
    await postcode.emsNations();
    await sims.control('postcode', 'fail', { count: 2, status: 503 });
    expect((await postcode.emsNations()).length).toBeGreaterThan(30);
    await expect(postcode.searchAddresses('테헤란로')).rejects.toBeInstanceOf(PostcodeUnavailable);
    // the fault plan holds the answer longer than this client waits, however busy the machine
    const impatient = new HttpPostcodeService({ baseUrl: `${sims.url}/postcode`, timeoutMs: 200 });
    await sims.control('postcode', 'slow', { count: 1, ms: 1500 });
    await expect(impatient.emsFee('US', '31', 500)).rejects.toBeInstanceOf(PostcodeUnavailable);
    const misconfigured = new HttpPostcodeService({ baseUrl: `${sims.url}/nowhere` });
    await expect(misconfigured.emsStates('US')).rejects.toBeInstanceOf(PostcodeUnavailable);
  });
});

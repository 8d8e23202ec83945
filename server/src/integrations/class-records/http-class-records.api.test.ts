import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSimulators } from '@shop/simulators/host.ts';
import { ClassRecordsUnavailable } from './class-records.ts';
import { HttpClassRecords } from './http-class-records.ts';

/** Compliance: the shop's class-records client against the simulator, over HTTP. */
let sims: FastifyInstance;
let base: string;
let client: HttpClassRecords;

beforeAll(async () => {
  sims = await buildSimulators({ shopUrl: 'http://localhost:3000', selfUrl: 'http://pending' });
  await sims.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(sims.server.address() as AddressInfo).port}/class-records`;
  client = new HttpClassRecords({
    baseUrl: base,
    apiKey: 'dev-only-secret-change-me',
    timeoutMs: 10_000,
  });
});
afterAll(async () => {
  await sims?.close();
});
afterEach(async () => {
  await fetch(`${base}/_control/reset`, { method: 'POST' });
});

const control = (path: string, body: unknown) =>
  fetch(`${base}/_control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('class-records client against the simulator', () => {
  it('reads a parent with its children, access list and institute flag', async () => {
    const member = await client.member(1001);
    expect(member?.account).toEqual({
      stdId: 5001,
      stdName: '김민정',
      loginId: 'parent.kim',
      loginType: 'P',
      stdHandPhone: '010-2345-6789',
    });
    expect(member?.students.map((s) => s.stdName)).toEqual(['김서준', '김서연', '김도윤']);
    expect(member?.isInstituteAccount).toBe(false);
    expect(member?.accessList.filter((a) => a.stdId === 5101)).toHaveLength(4);
    expect((await client.member(1004))?.isInstituteAccount).toBe(true);
  });

  it('reads lectures with materials, of one student or of all', async () => {
    const all = await client.lectures(1001);
    const one = await client.lectures(1001, 5102);
    expect(all.length).toBeGreaterThan(one.length);
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({
      cdi: { stdId: 5102, brchId: 301, brchType: 'APRIL' },
      courseName: expect.any(String),
      semesterName: expect.any(String),
      periodName: expect.any(String),
      studyPeriod: expect.any(String),
    });
    expect(one[0]!.materials[0]).toEqual(
      expect.objectContaining({
        productId: expect.any(Number),
        shouldBuy: true,
        isSupple: false,
        isStb: false,
      }),
    );
  });

  it('finds the member of a student: its own account, else its parent', async () => {
    expect(await client.memberOfStudent(5201)).toBe(1003);
    expect(await client.memberOfStudent(5103)).toBe(1001);
    expect(await client.memberOfStudent(42)).toBeNull();
  });

  it('answers null for an unknown member', async () => {
    expect(await client.member(9999)).toBeNull();
  });

  it('reports the service down, slow or refusing the key as unavailable', async () => {
    await control('fail', { count: 1, status: 503 });
    await expect(client.member(1001)).rejects.toBeInstanceOf(ClassRecordsUnavailable);
    // the fault plan holds the answer longer than this client waits, however busy the machine
    const impatient = new HttpClassRecords({
      baseUrl: base,
      apiKey: 'dev-only-secret-change-me',
      timeoutMs: 200,
    });
    await control('slow', { count: 1, ms: 1500 });
    await expect(impatient.member(1001)).rejects.toBeInstanceOf(ClassRecordsUnavailable);
    const wrongKey = new HttpClassRecords({ baseUrl: base, apiKey: 'wrong' });
    await expect(wrongKey.member(1001)).rejects.toBeInstanceOf(ClassRecordsUnavailable);
  });

  it('does not read a 404 of a wrong address as "no such member"', async () => {
    const misconfigured = new HttpClassRecords({
      baseUrl: `${base}/nowhere`,
      apiKey: 'dev-only-secret-change-me',
    });
    await expect(misconfigured.member(1001)).rejects.toBeInstanceOf(ClassRecordsUnavailable);
  });

  it('records what it received for tests to read', async () => {
    await client.member(1002);
    const res = await fetch(`${base}/_control/received`);
    const { list } = (await res.json()) as { list: { url: string }[] };
    expect(list.map((c) => c.url)).toContain('/class-records/api/members/1002');
  });

  it('reads whether a student opened smart books, null for an unknown student, and fails when down', async () => {
    expect(await client.ebookUsage(5101, [30, 31])).toEqual(
      new Map([
        [30, false],
        [31, false],
      ]),
    );
    await control('ebook-usage', { stdId: 5101, productId: 31 });
    expect((await client.ebookUsage(5101, [30, 31]))?.get(31)).toBe(true);
    expect((await client.ebookUsage(5102, [31]))?.get(31)).toBe(false);
    expect(await client.ebookUsage(999_999, [31])).toBeNull();
    await control('fail', { count: 1 });
    await expect(client.ebookUsage(5101, [31])).rejects.toBeInstanceOf(ClassRecordsUnavailable);
  });
});

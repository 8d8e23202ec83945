import { z } from 'zod';
import { exchange } from '../http-exchange.ts';
import {
  ClassRecordsUnavailable,
  lectureRecord,
  memberRecord,
  type ClassRecords,
  type LectureRecord,
  type MemberRecord,
} from './class-records.ts';

export interface HttpClassRecordsOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

// built once: zod schemas are costly to construct
const memberAnswer = z.object({ data: memberRecord });
const lecturesAnswer = z.object({ list: z.array(lectureRecord) });

/** Class records over HTTP: JSON answers checked against the schemas, 404 read as "unknown". */
export class HttpClassRecords implements ClassRecords {
  constructor(private readonly options: HttpClassRecordsOptions) {}

  async member(memberId: number): Promise<MemberRecord | null> {
    const body = await this.get(`/api/members/${memberId}`);
    return body === null ? null : memberAnswer.parse(body).data;
  }

  async lectures(memberId: number, stdId?: number): Promise<LectureRecord[]> {
    const query = stdId === undefined ? '' : `?stdId=${stdId}`;
    const body = await this.get(`/api/members/${memberId}/lectures${query}`);
    return body === null ? [] : lecturesAnswer.parse(body).list;
  }

  async memberOfStudent(stdId: number): Promise<number | null> {
    const body = await this.get(`/api/students/${stdId}`);
    if (body === null) return null;
    return z.object({ data: z.object({ memberId: z.number().int() }) }).parse(body).data.memberId;
  }

  async ebookUsage(
    stdId: number,
    productIds: readonly number[],
  ): Promise<Map<number, boolean> | null> {
    const query = productIds.map((id) => `productId=${id}`).join('&');
    const body = await this.get(`/api/students/${stdId}/ebook-usage?${query}`);
    if (body === null) return null;
    const { list } = z
      .object({ list: z.array(z.object({ productId: z.number().int(), used: z.boolean() })) })
      .parse(body);
    const usage = new Map(list.map((u) => [u.productId, u.used]));
    // an answer that leaves out a product asked about cannot be read as "not used"
    if (productIds.some((id) => !usage.has(id))) {
      throw new ClassRecordsUnavailable('class records: e-book usage answer is incomplete');
    }
    return usage;
  }

  private async get(path: string): Promise<unknown> {
    let res: { status: number; text: string };
    try {
      res = await exchange(
        new URL(`${this.options.baseUrl}${path}`),
        'GET',
        { 'x-api-key': this.options.apiKey, accept: 'application/json' },
        undefined,
        this.options.timeoutMs ?? 3000,
      );
    } catch (err) {
      throw new ClassRecordsUnavailable(`class records: ${(err as Error).message}`);
    }
    if (res.status === 404 && isUnknownRecord(res.text)) return null;
    if (res.status < 200 || res.status >= 300) {
      throw new ClassRecordsUnavailable(`class records: HTTP ${res.status}`);
    }
    try {
      return JSON.parse(res.text) as unknown;
    } catch {
      throw new ClassRecordsUnavailable('class records: unreadable answer');
    }
  }
}

/**
 * A 404 means "no such member/student" only when the service says so; a 404 from a wrong base URL
 * or a proxy must not read as "this member no longer exists" (that would end sessions, PN-409).
 */
function isUnknownRecord(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: { code?: string } };
    return body.error?.code === 'NO-MEMBER' || body.error?.code === 'NO-STUDENT';
  } catch {
    return false;
  }
}

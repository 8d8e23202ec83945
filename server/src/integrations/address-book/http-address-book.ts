import { z } from 'zod';
import { exchange } from '../http-exchange.ts';
import {
  AddressBookUnavailable,
  AddressRejected,
  savedAddress,
  type AddressBook,
  type NewAddress,
  type SavedAddress,
} from './address-book.ts';

export interface HttpAddressBookOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

// built once: zod schemas are costly to construct, and every order reads an address
const listAnswer = z.object({ list: z.array(savedAddress) });
const oneAnswer = z.object({ data: savedAddress });
const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});

/** The address book over HTTP (protocol note in address-book.ts). */
export class HttpAddressBook implements AddressBook {
  constructor(private readonly options: HttpAddressBookOptions) {}

  async list(memberId: number): Promise<SavedAddress[]> {
    const { body } = await this.request('GET', `/api/members/${memberId}/addresses`);
    return parse(listAnswer, body).list;
  }

  async find(memberId: number, deliveryId: number): Promise<SavedAddress | null> {
    if (!Number.isInteger(deliveryId) || deliveryId <= 0) return null;
    const { status, body } = await this.request(
      'GET',
      `/api/members/${memberId}/addresses/${deliveryId}`,
      undefined,
      [404],
    );
    if (status === 404) {
      if (errorBody.safeParse(body).data?.error.code === 'NO-ADDRESS') return null;
      throw new AddressBookUnavailable('address book: 404 without NO-ADDRESS (wrong base URL?)');
    }
    return parse(oneAnswer, body).data;
  }

  async create(memberId: number, address: NewAddress): Promise<SavedAddress> {
    const { status, body } = await this.request(
      'POST',
      `/api/members/${memberId}/addresses`,
      address,
      [400, 409],
    );
    if (status === 400 || status === 409) {
      const error = errorBody.safeParse(body).data?.error;
      if (!error) throw new AddressBookUnavailable(`address book: HTTP ${status}`);
      throw new AddressRejected(error.field ?? null, error.message);
    }
    return parse(oneAnswer, body).data;
  }

  managementUrl(): string {
    return `${this.options.baseUrl}/manage`;
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    json?: unknown,
    expected: number[] = [],
  ): Promise<{ status: number; body: unknown }> {
    let res: { status: number; text: string };
    try {
      res = await exchange(
        new URL(`${this.options.baseUrl}${path}`),
        method,
        {
          'x-api-key': this.options.apiKey,
          accept: 'application/json',
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        json === undefined ? undefined : JSON.stringify(json),
        this.options.timeoutMs ?? 3000,
      );
    } catch (err) {
      throw new AddressBookUnavailable(`address book: ${(err as Error).message}`);
    }
    const ok = res.status >= 200 && res.status < 300;
    if (!ok && !expected.includes(res.status)) {
      throw new AddressBookUnavailable(`address book: HTTP ${res.status}`);
    }
    try {
      return { status: res.status, body: JSON.parse(res.text) as unknown };
    } catch {
      throw new AddressBookUnavailable('address book: answer is not JSON');
    }
  }
}

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new AddressBookUnavailable(`address book: unexpected answer (${result.error.message})`);
  }
  return result.data;
}
